import { Alert } from "#mantine/components/Alert/Alert.mjs";
import { Badge } from "#mantine/components/Badge/Badge.mjs";
import { Button } from "#mantine/components/Button/Button.mjs";
import { Card } from "#mantine/components/Card/Card.mjs";
import { Checkbox } from "#mantine/components/Checkbox/Checkbox.mjs";
import { Group } from "#mantine/components/Group/Group.mjs";
import { NativeSelect } from "#mantine/components/NativeSelect/NativeSelect.mjs";
import { SimpleGrid } from "#mantine/components/SimpleGrid/SimpleGrid.mjs";
import { Stack } from "#mantine/components/Stack/Stack.mjs";
import { Text } from "#mantine/components/Text/Text.mjs";
import { Title } from "#mantine/components/Title/Title.mjs";
import { Form, Link, useFetcher } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import { useMemo, useState } from "react";
import { useField, ValidatedForm, type Validator } from "remix-validated-form";
import type { ApplicationResponse } from "#core/contracts/investor";
import { EMPLOYMENT_STATUSES, WEALTH_BANDS } from "#core/investor";
import { APPLICATION_STATUS_LABELS, BAND_LABELS, EMPLOYMENT_STATUS_LABELS, INVESTOR_PAGE_COPY as COPY } from "#core/messages/investor";
import { Field } from "~/components/forms/Field";
import { FormError } from "~/components/forms/FormError";
import { SubmitButton } from "~/components/forms/SubmitButton";
import type { FormFeedback } from "~/session/session.server";
import type { Option } from "~/upstream/reference-lists.server";
import { stepFormSchema } from "~/utils/investor-forms";
import { ASSESSMENT_PAGE } from "~/utils/trading";
import { APPLICATION_STEPS, previousStep, reasonsByStep, stepHref, STEP_FIELDS, type ApplicationStep } from "~/utils/investor";

export type ApplicationLists = { countries: Option[]; states: Option[]; industries: Option[]; cities: Option[] };
type Errors = Record<string, string | undefined>;

const STATUS_COLOR = { none: "gray", draft: "blue", submitted: "yellow", approved: "teal", rejected: "red" } as const;

/** The application's status, in words and colour. */
export function ApplicationStatus({ status }: { status: ApplicationResponse["status"] }) {
  return (
    <Text component="p" mb="md">
      {COPY.status}:{" "}
      {/* A span: a Badge is a div by default, which a <p> cannot hold (the browser would split the paragraph and hydration would not match). */}
      <Badge component="span" color={STATUS_COLOR[status]} variant="light" data-testid="application-status">
        {APPLICATION_STATUS_LABELS[status]}
      </Badge>
    </Text>
  );
}

/** The steps as links: any step can be opened, the current one is marked for screen readers. */
export function StepNav({ current }: { current: ApplicationStep }) {
  return (
    <nav aria-label={COPY.stepsLabel} className="url-tabs application-steps">
      {APPLICATION_STEPS.map((step, index) => (
        <Link key={step} to={stepHref(step)} aria-current={step === current ? "step" : undefined}>
          {index + 1}. {COPY.steps[step]}
        </Link>
      ))}
    </nav>
  );
}

/** Why the last submission was refused, each reason linked to the step that fixes it. */
export function RejectionReasons({ reasons }: { reasons: Record<string, string | undefined> }) {
  const list = reasonsByStep(reasons);
  if (list.length === 0) return null;
  return (
    <Alert color="red" variant="light" title={COPY.rejectedTitle} mb="lg" role="alert">
      <Text mb="xs">{COPY.rejectedIntro}</Text>
      <ul>
        {list.map(({ step, field, message }) => (
          <li key={field}>
            <Link to={`${stepHref(step)}#field-${field}`}>
              {COPY.steps[step]} · {(COPY.fields as Record<string, unknown>)[field] as string}
            </Link>
            : {message}
          </li>
        ))}
      </ul>
    </Alert>
  );
}

function SelectField({ name, label, options, placeholder, serverError, description, onValueChange }: {
  name: string;
  label: string;
  options: Array<{ code: string; name: string }>;
  placeholder: string;
  serverError?: string;
  description?: string;
  onValueChange?: (value: string) => void;
}) {
  const { error, getInputProps } = useField(name);
  const props = getInputProps({ onChange: (e: { currentTarget: HTMLSelectElement }) => onValueChange?.(e.currentTarget.value) });
  return (
    <div id={`field-${name}`}>
      <NativeSelect
        {...(props as object)}
        label={label}
        description={description}
        error={error ?? serverError}
        data={[{ value: "", label: placeholder }, ...options.map((o) => ({ value: o.code, label: o.name }))]}
      />
    </div>
  );
}

function TextField(props: { name: string; label: string; serverError?: string; description?: string; type?: string; autoComplete?: string; inputMode?: "numeric" | "text" }) {
  return (
    <div id={`field-${props.name}`}>
      <Field {...props} />
    </div>
  );
}

type StepValues = Record<string, string | undefined>;
const validators = new Map<ApplicationStep, Validator<StepValues>>();
const validatorFor = (step: ApplicationStep): Validator<StepValues> => {
  let validator = validators.get(step);
  if (!validator) validators.set(step, (validator = withZod(stepFormSchema(step)) as Validator<StepValues>));
  return validator;
};

const employmentOptions = EMPLOYMENT_STATUSES.map((code) => ({ code, name: EMPLOYMENT_STATUS_LABELS[code] }));
const bandOptions = WEALTH_BANDS.map((code) => ({ code, name: BAND_LABELS[code] }));

function StepFields({ step, application, lists, errors }: { step: ApplicationStep; application: ApplicationResponse; lists: ApplicationLists; errors: Errors }) {
  const saved = application.application;
  const cities = useFetcher<Option[]>();
  const [state, setState] = useState(saved.stateCode);
  const cityOptions = state === saved.stateCode && !cities.data ? lists.cities : (cities.data ?? []);
  switch (step) {
    case "personal":
      return (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="md">
          <TextField name="firstName" label={COPY.fields.firstName} autoComplete="given-name" serverError={errors.firstName} />
          <TextField name="lastName" label={COPY.fields.lastName} autoComplete="family-name" serverError={errors.lastName} />
          <TextField name="dateOfBirth" label={COPY.fields.dateOfBirth} type="date" autoComplete="bday" serverError={errors.dateOfBirth} />
          <TextField
            name="ssn"
            label={COPY.fields.ssn}
            description={saved.ssnMasked ? COPY.fields.ssnOnFile(saved.ssnMasked) : COPY.fields.ssnHelp}
            autoComplete="off"
            inputMode="numeric"
            serverError={errors.ssn}
          />
          <SelectField name="citizenship" label={COPY.fields.citizenship} placeholder={COPY.choose.country} options={lists.countries} serverError={errors.citizenship} />
        </SimpleGrid>
      );
    case "address":
      return (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="md">
          <TextField name="address" label={COPY.fields.address} autoComplete="street-address" serverError={errors.address} />
          <SelectField name="countryCode" label={COPY.fields.countryCode} placeholder={COPY.choose.country} options={lists.countries} serverError={errors.countryCode} />
          <SelectField
            name="stateCode"
            label={COPY.fields.stateCode}
            placeholder={COPY.choose.state}
            options={lists.states}
            serverError={errors.stateCode}
            onValueChange={(value) => {
              setState(value);
              if (value) cities.load(`/resources/cities?state=${encodeURIComponent(value)}`);
            }}
          />
          <SelectField name="cityCode" label={COPY.fields.cityCode} placeholder={state ? COPY.choose.city : COPY.choose.cityFirst} options={cityOptions} serverError={errors.cityCode} />
          <TextField name="zipCode" label={COPY.fields.zipCode} autoComplete="postal-code" inputMode="numeric" serverError={errors.zipCode} />
        </SimpleGrid>
      );
    case "employment":
      return (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="md">
          <SelectField name="employmentStatus" label={COPY.fields.employmentStatus} placeholder={COPY.choose.employment} options={employmentOptions} serverError={errors.employmentStatus} />
          <SelectField name="industry" label={COPY.fields.industry} description={COPY.fields.industryHelp} placeholder={COPY.choose.industry} options={lists.industries} serverError={errors.industry} />
        </SimpleGrid>
      );
    case "finances":
      return (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="md">
          <SelectField name="annualIncome" label={COPY.fields.annualIncome} placeholder={COPY.choose.band} options={bandOptions} serverError={errors.annualIncome} />
          <SelectField name="netWorth" label={COPY.fields.netWorth} placeholder={COPY.choose.band} options={bandOptions} serverError={errors.netWorth} />
        </SimpleGrid>
      );
    case "agreements": {
      const fullName = [saved.firstName, saved.lastName].filter(Boolean).join(" ");
      return (
        <Stack gap="md">
          <ul>
            {COPY.agreementsList.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <div id="field-agreementsAccepted">
            <Checkbox
              name="agreementsAccepted"
              label={COPY.fields.agreementsAccepted}
              defaultChecked={saved.agreementsAccepted}
              error={errors.agreementsAccepted}
            />
          </div>
          <TextField name="signature" label={COPY.fields.signature} description={COPY.fields.signatureHelp(fullName)} autoComplete="name" serverError={errors.signature} />
        </Stack>
      );
    }
    default:
      return null;
  }
}

/** One step of the application that saves fields: posts them, then the next step opens (post/redirect/get). */
export function ApplicationStepForm({ step, application, lists, feedback }: {
  step: ApplicationStep;
  application: ApplicationResponse;
  lists: ApplicationLists;
  feedback: FormFeedback | null;
}) {
  const mine = feedback?.form === `application-${step}` ? feedback : null;
  const errors: Errors = { ...application.reasons, ...mine?.fieldErrors };
  const saved = application.application;
  const defaults = useMemo(() => {
    const values: Record<string, string> = {};
    for (const field of STEP_FIELDS[step]) {
      if (field === "agreementsAccepted") continue;
      values[field] = field === "ssn" ? "" : String(saved[field as keyof typeof saved] ?? "");
    }
    return { ...values, ...mine?.values };
  }, [step, saved, mine]);
  const previous = previousStep(step);
  return (
    <ValidatedForm key={`${step}-${mine?.id ?? ""}`} validator={validatorFor(step)} method="post" noValidate defaultValues={defaults} id={`application-${step}`}>
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="step" value={step} />
      <FormError message={mine?.formError} />
      <StepFields step={step} application={application} lists={lists} errors={errors} />
      <Group mt="xl">
        {previous ? (
          <Button component={Link} to={stepHref(previous)} variant="default">
            {COPY.back}
          </Button>
        ) : null}
        <SubmitButton fullWidth={false}>{COPY.saveAndContinue}</SubmitButton>
      </Group>
    </ValidatedForm>
  );
}

/** The assessment step: a link to the questionnaire, or its result on file. */
export function AssessmentStep({ done }: { done: boolean }) {
  return (
    <Stack gap="md" align="flex-start">
      <Text>{done ? COPY.assessmentDone : COPY.assessmentMissing}</Text>
      <Group>
        <Button component={Link} to={stepHref("finances")} variant="default">
          {COPY.back}
        </Button>
        <Button component={Link} to={`${ASSESSMENT_PAGE}?from=application`} variant={done ? "default" : "filled"}>
          {done ? COPY.retakeAssessment : COPY.takeAssessment}
        </Button>
        {done ? (
          <Button component={Link} to={stepHref("agreements")}>
            {COPY.saveAndContinue}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}

function nameOf(list: Option[], code: string) {
  return list.find((o) => o.code === code)?.name ?? code;
}

/** The review: every answer with a link to its step, then submit. */
export function ReviewStep({ application, lists }: { application: ApplicationResponse; lists: ApplicationLists }) {
  const a = application.application;
  const show = (value: string) => value || COPY.notGiven;
  const sections: Array<{ step: ApplicationStep; rows: Array<[string, string]> }> = [
    {
      step: "personal",
      rows: [
        [COPY.fields.firstName, show(a.firstName)],
        [COPY.fields.lastName, show(a.lastName)],
        [COPY.fields.dateOfBirth, show(a.dateOfBirth)],
        [COPY.fields.ssn, show(a.ssnMasked)],
        [COPY.fields.citizenship, show(a.citizenship && nameOf(lists.countries, a.citizenship))],
      ],
    },
    {
      step: "address",
      rows: [
        [COPY.fields.address, show(a.address)],
        [COPY.fields.cityCode, show(a.cityCode && nameOf(lists.cities, a.cityCode))],
        [COPY.fields.stateCode, show(a.stateCode && nameOf(lists.states, a.stateCode))],
        [COPY.fields.zipCode, show(a.zipCode)],
        [COPY.fields.countryCode, show(a.countryCode && nameOf(lists.countries, a.countryCode))],
      ],
    },
    {
      step: "employment",
      rows: [
        [COPY.fields.employmentStatus, show(a.employmentStatus && EMPLOYMENT_STATUS_LABELS[a.employmentStatus])],
        [COPY.fields.industry, show(a.industry && nameOf(lists.industries, a.industry))],
      ],
    },
    {
      step: "finances",
      rows: [
        [COPY.fields.annualIncome, show(a.annualIncome && BAND_LABELS[a.annualIncome])],
        [COPY.fields.netWorth, show(a.netWorth && BAND_LABELS[a.netWorth])],
      ],
    },
    { step: "assessment", rows: [[COPY.steps.assessment, application.assessmentDone ? COPY.assessmentDone : COPY.notGiven]] },
    { step: "agreements", rows: [[COPY.fields.signature, show(a.signature)]] },
  ];
  return (
    <Stack gap="lg">
      <Text>{COPY.reviewIntro}</Text>
      {sections.map((section) => (
        <Card key={section.step} withBorder padding="md" radius="md">
          <Group justify="space-between" mb="xs">
            <Title order={3} size="h4">
              {COPY.steps[section.step]}
            </Title>
            <Link to={stepHref(section.step)}>{COPY.edit(COPY.steps[section.step])}</Link>
          </Group>
          <dl className="review-list">
            {section.rows.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </Card>
      ))}
      <Form method="post">
        <input type="hidden" name="intent" value="submit" />
        <Group>
          <Button component={Link} to={stepHref("agreements")} variant="default">
            {COPY.back}
          </Button>
          <Button type="submit">{application.status === "rejected" ? COPY.resubmit : COPY.submit}</Button>
        </Group>
      </Form>
    </Stack>
  );
}
