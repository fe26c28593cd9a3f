import { Alert } from "#mantine/components/Alert/Alert.mjs";
import { Anchor } from "#mantine/components/Anchor/Anchor.mjs";
import { Badge } from "#mantine/components/Badge/Badge.mjs";
import { Button } from "#mantine/components/Button/Button.mjs";
import { Card } from "#mantine/components/Card/Card.mjs";
import { Checkbox } from "#mantine/components/Checkbox/Checkbox.mjs";
import { Group } from "#mantine/components/Group/Group.mjs";
import { NativeSelect } from "#mantine/components/NativeSelect/NativeSelect.mjs";
import { Stack } from "#mantine/components/Stack/Stack.mjs";
import { Table } from "#mantine/components/Table/Table.mjs";
import { Text } from "#mantine/components/Text/Text.mjs";
import { TextInput } from "#mantine/components/TextInput/TextInput.mjs";
import { Title } from "#mantine/components/Title/Title.mjs";
import { Form, Link, useFetcher, useNavigation } from "@remix-run/react";
import { useEffect, useRef, type FormEvent, type ReactNode } from "react";
import type { ReturnDataView, TaxEstimateResponse, TaxReturnResponse } from "#core/contracts/tax";
import { FILING_STATUS_CHOICES, FILING_STATUS_TITLES, TAX_FILING_MESSAGES } from "#core/messages/tax";
import { formatUsd } from "#core/money";
import { FILING_STEPS, MAX_DEPENDENTS, MAX_W2, type FilingStep } from "#core/tax/filing";
import { PageIntro } from "~/components/layout/Page";
import { UrlTabs } from "~/components/layout/UrlTabs";
import { centsOf } from "~/utils/investor";
import { pdfHref, rowsShown, stepHref, type FieldErrors } from "~/utils/tax-filing";

const COPY = TAX_FILING_MESSAGES.page;

export type TaxHeaderData = { title: string; tagline: string; membership: string; tabs: Array<{ key: string; label: string }> };

/** The tax service's intro and tabs, as on its other pages (the service catch-all). */
export function TaxHeader({ header, current }: { header: TaxHeaderData; current: string }) {
  return (
    <>
      <PageIntro eyebrow={`My World · Services · ${header.membership}`} title={header.title}>
        {header.tagline}
      </PageIntro>
      <UrlTabs
        label={`${header.title} sections`}
        tabs={header.tabs.map((t) => ({ to: `/myworld/service/tax${t.key === "overview" ? "" : `/${t.key}`}`, label: t.label, current: t.key === current }))}
      />
    </>
  );
}

const usd = (amount: string) => formatUsd(centsOf(amount), { cents: true });
// A rate for display only (never used in a computation); a no-break space keeps "%" beside its number.
const percent = (fraction: string) => `${(Number(fraction) * 100).toFixed(2).replace(/\.?0+$/, "")}\u00a0%`;

/** The estimate beside each step: figured by the API from the saved return (with JavaScript, refreshed as the draft autosaves). */
export function EstimatePanel({ estimate, busy, lines = false }: { estimate: TaxEstimateResponse; busy: boolean; lines?: boolean }) {
  const result = centsOf(estimate.refundOrBalanceDue);
  return (
    <Card withBorder padding="lg" radius="md" component="aside" aria-labelledby="estimate-title" aria-busy={busy} data-testid="tax-estimate">
      <Title order={2} size="h4" id="estimate-title" mb="sm">
        {COPY.estimateTitle}
      </Title>
      <Text size="sm" c="dimmed">
        {result >= 0 ? COPY.refund : COPY.balanceDue}
      </Text>
      <Text fw={700} fz="xl" mb="sm" data-testid="estimate-result" aria-live="polite">
        {usd(estimate.refundOrBalanceDue.replace(/^-/, ""))}
      </Text>
      <Table withRowBorders={false} fz="sm">
        <Table.Tbody>
          {(
            [
              ["Adjusted gross income", estimate.agi, "estimate-agi"],
              [`Deduction (${estimate.deductionType})`, estimate.deduction, "estimate-deduction"],
              ["Taxable income", estimate.taxableIncome, "estimate-taxable"],
              ["Total tax", estimate.totalTax, "estimate-total-tax"],
              ["Payments and refundable credits", estimate.totalPayments, "estimate-payments"],
            ] as const
          ).map(([label, value, id]) => (
            <Table.Tr key={id}>
              <Table.Th scope="row" fw={400}>
                {label}
              </Table.Th>
              <Table.Td ta="right" data-testid={id}>
                {usd(value)}
              </Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Th scope="row" fw={400}>
              Marginal / effective rate
            </Table.Th>
            <Table.Td ta="right">
              {percent(estimate.marginalRate)} / {percent(estimate.effectiveRate)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {lines ? (
        <ol className="estimate-lines">
          {estimate.lines.map((line) => (
            <li key={line.key}>{line.text}</li>
          ))}
        </ol>
      ) : (
        <Text size="xs" c="dimmed" mt="xs">
          {estimate.lines.find((l) => l.key === "deduction")?.text}
        </Text>
      )}
    </Card>
  );
}

/** The steps, each a link; a step with problems says so once the draft is saved. */
export function StepNav({ year, current, issues }: { year: number; current: FilingStep; issues: TaxReturnResponse["issues"] | null }) {
  return (
    <nav aria-label="Return steps">
      <ol className="step-nav">
        {FILING_STEPS.map((step, i) => {
          const open = issues?.some((issue) => issue.step === step) ?? false;
          return (
            <li key={step}>
              <Anchor component={Link} to={stepHref(year, step)} aria-current={step === current ? "step" : undefined} fw={step === current ? 700 : 400}>
                {i + 1}. {COPY.steps[step]}
              </Anchor>
              {open ? (
                <Badge color="orange" variant="light" size="xs" ml={6}>
                  needs attention
                </Badge>
              ) : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

type Values = Record<string, string>;
type FieldProps = { name: string; label: string; values: Values; errors: FieldErrors; description?: string; type?: string; inputMode?: "decimal" | "numeric"; autoComplete?: string };

function Input({ name, label, values, errors, ...rest }: FieldProps) {
  return <TextInput name={name} label={label} defaultValue={values[name] ?? ""} error={errors[name]} maxLength={100} {...rest} />;
}

function Money({ name, label, values, errors, description, negative = false }: Omit<FieldProps, "type"> & { negative?: boolean }) {
  return (
    <TextInput
      name={name}
      label={label}
      description={description ?? (negative ? "A loss as a negative amount, like -1,500.00" : undefined)}
      defaultValue={values[name] ?? ""}
      error={errors[name]}
      inputMode="decimal"
      leftSection="$"
      placeholder="0.00"
      maxLength={20}
    />
  );
}

function Ssn({ name, label, masked, errors }: { name: string; label: string; masked: string; errors: FieldErrors }) {
  return (
    <TextInput
      name={name}
      label={label}
      description={masked ? COPY.ssnOnFile(masked) : "9 digits, like 123-45-6789"}
      error={errors[name]}
      autoComplete="off"
      inputMode="numeric"
      maxLength={11}
      defaultValue=""
    />
  );
}

function PersonFields({ who, legend, person, values, errors }: { who: "taxpayer" | "spouse"; legend: string; person: ReturnDataView["taxpayer"]; values: Values; errors: FieldErrors }) {
  return (
    <fieldset className="form-fieldset">
      <legend>{legend}</legend>
      <Group grow align="flex-start">
        <Input name={`${who}.firstName`} label="First name" values={values} errors={errors} autoComplete={who === "taxpayer" ? "given-name" : "off"} />
        <Input name={`${who}.lastName`} label="Last name" values={values} errors={errors} autoComplete={who === "taxpayer" ? "family-name" : "off"} />
      </Group>
      <Group grow align="flex-start" mt="sm">
        <Ssn name={`${who}.ssn`} label="Social Security number" masked={person.ssnMasked} errors={errors} />
        <Input name={`${who}.dateOfBirth`} label="Date of birth" type="date" values={values} errors={errors} description="YYYY-MM-DD" />
      </Group>
      <Checkbox name={`${who}.blind`} label="Blind" defaultChecked={person.blind} mt="sm" />
    </fieldset>
  );
}

/** The fields of one step (every step but the review). */
function StepFields({ step, data, values, errors }: { step: FilingStep; data: ReturnDataView; values: Values; errors: FieldErrors }) {
  switch (step) {
    case "status":
      return (
        <Stack>
          <NativeSelect
            name="filingStatus"
            label="Filing status"
            defaultValue={values.filingStatus ?? ""}
            error={errors.filingStatus}
            data={[{ value: "", label: "Choose…" }, ...FILING_STATUS_CHOICES]}
          />
          <PersonFields who="taxpayer" legend="You" person={data.taxpayer} values={values} errors={errors} />
          <PersonFields who="spouse" legend="Your spouse (married filing jointly or separately)" person={data.spouse} values={values} errors={errors} />
        </Stack>
      );
    case "dependents": {
      const rows = rowsShown(data.dependents.length, MAX_DEPENDENTS);
      return (
        <Stack>
          {errors.dependents ? <Alert color="red" role="alert">{errors.dependents}</Alert> : null}
          <Text size="sm" c="dimmed">
            {COPY.blankRowHint}
          </Text>
          <input type="hidden" name="dependents.rows" value={rows} />
          {Array.from({ length: rows }, (_, i) => {
            const saved = data.dependents[i];
            const p = `dependents.${i}`;
            return (
              <fieldset className="form-fieldset" key={saved?.key ?? `new-${i}`}>
                <legend>{saved ? `Dependent ${i + 1}` : COPY.addDependent}</legend>
                <input type="hidden" name={`${p}.key`} value={saved?.key ?? ""} />
                <Group grow align="flex-start">
                  <Input name={`${p}.firstName`} label="First name" values={values} errors={errors} />
                  <Input name={`${p}.lastName`} label="Last name" values={values} errors={errors} />
                </Group>
                <Group grow align="flex-start" mt="sm">
                  <Ssn name={`${p}.ssn`} label="Social Security number" masked={saved?.ssnMasked ?? ""} errors={errors} />
                  <Input name={`${p}.dateOfBirth`} label="Date of birth" type="date" values={values} errors={errors} description="YYYY-MM-DD" />
                  <NativeSelect
                    name={`${p}.relationship`}
                    label="Relationship"
                    defaultValue={values[`${p}.relationship`] ?? ""}
                    error={errors[`${p}.relationship`]}
                    data={[
                      { value: "", label: "Choose…" },
                      { value: "child", label: "Child" },
                      { value: "other", label: "Other relative" },
                    ]}
                  />
                </Group>
              </fieldset>
            );
          })}
        </Stack>
      );
    }
    case "income": {
      const rows = rowsShown(data.income.w2.length, MAX_W2);
      return (
        <Stack>
          <Title order={4}>W-2 wages</Title>
          <Text size="sm" c="dimmed">
            {COPY.blankRowHint}
          </Text>
          <input type="hidden" name="income.w2.rows" value={rows} />
          {Array.from({ length: rows }, (_, i) => (
            <fieldset className="form-fieldset" key={i}>
              <legend>{i < data.income.w2.length ? `W-2 ${i + 1}` : COPY.addW2}</legend>
              <Group grow align="flex-start">
                <Input name={`income.w2.${i}.employer`} label="Employer" values={values} errors={errors} />
                <Money name={`income.w2.${i}.wages`} label="Box 1: wages, tips, other compensation" values={values} errors={errors} />
                <Money name={`income.w2.${i}.withheld`} label="Box 2: federal income tax withheld" values={values} errors={errors} />
              </Group>
            </fieldset>
          ))}
          <fieldset className="form-fieldset">
            <legend>Interest and dividends (1099-INT, 1099-DIV)</legend>
            <Group grow align="flex-start">
              <Money name="income.taxableInterest" label="1099-INT box 1: interest" values={values} errors={errors} />
              <Money name="income.ordinaryDividends" label="1099-DIV box 1a: ordinary dividends" values={values} errors={errors} />
              <Money name="income.qualifiedDividends" label="1099-DIV box 1b: qualified dividends" values={values} errors={errors} />
            </Group>
          </fieldset>
          <fieldset className="form-fieldset">
            <legend>Capital gains summary</legend>
            <Group grow align="flex-start">
              <Money name="income.shortTermCapitalGains" label="Net short-term gain or loss" values={values} errors={errors} negative />
              <Money name="income.longTermCapitalGains" label="Net long-term gain or loss" values={values} errors={errors} negative />
            </Group>
          </fieldset>
          <fieldset className="form-fieldset">
            <legend>Self-employment and other income</legend>
            <Group grow align="flex-start">
              <Money name="income.selfEmploymentIncome" label="Self-employment net profit (Schedule C)" values={values} errors={errors} />
              <Money name="income.otherIncome" label="Other income" values={values} errors={errors} />
            </Group>
          </fieldset>
        </Stack>
      );
    }
    case "adjustments":
      return (
        <Group grow align="flex-start">
          <Money name="adjustments.traditionalIra" label="Traditional IRA contributions" values={values} errors={errors} />
          <Money name="adjustments.hsa" label="HSA contributions" values={values} errors={errors} />
          <Money name="adjustments.studentLoanInterest" label="Student loan interest" values={values} errors={errors} />
        </Group>
      );
    case "deductions":
      return (
        <Stack>
          <Text size="sm">{COPY.standardOrItemized}</Text>
          <Group grow align="flex-start">
            <Money name="deductions.stateAndLocalTaxes" label="State and local taxes" values={values} errors={errors} />
            <Money name="deductions.mortgageInterest" label="Mortgage interest" values={values} errors={errors} />
            <Money name="deductions.charitable" label="Charitable gifts" values={values} errors={errors} />
            <Money name="deductions.medical" label="Medical expenses" values={values} errors={errors} />
          </Group>
        </Stack>
      );
    case "credits":
      return <Money name="credits.estimatedPayments" label="Estimated tax payments made for the year" values={values} errors={errors} />;
    case "review":
      return null;
  }
}

const AUTOSAVE_DELAY_MS = 700;

/**
 * One step's form. Without JavaScript: Save (stays) and Save and continue, post/redirect/get. With
 * it: the form also saves itself a moment after each change, and the estimate follows.
 */
export function StepForm({ year, step, data, values, errors, formError, children }: { year: number; step: FilingStep; data: ReturnDataView; values: Values; errors: FieldErrors; formError?: string; children?: ReactNode }) {
  const fetcher = useFetcher<{ ok: boolean; fieldErrors?: FieldErrors }>();
  const navigation = useNavigation();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const body = new FormData(form);
      body.set("intent", "autosave");
      fetcher.submit(body, { method: "post", action: stepHref(year, step) });
    }, AUTOSAVE_DELAY_MS);
  };
  const liveErrors = fetcher.data && !fetcher.data.ok ? (fetcher.data.fieldErrors ?? {}) : {};
  const shown = { ...errors, ...liveErrors };
  const saving = fetcher.state !== "idle";
  return (
    <Form method="post" action={stepHref(year, step)} ref={formRef} onChange={onChange} aria-labelledby="step-title" noValidate>
      <input type="hidden" name="step" value={step} />
      {formError ? (
        <Alert color="red" variant="light" role="alert" mb="md">
          {formError}
        </Alert>
      ) : null}
      {children}
      <StepFields step={step} data={data} values={values} errors={shown} />
      <Group mt="lg">
        <Button type="submit" name="intent" value="save" variant="default" loading={navigation.state === "submitting" && navigation.formData?.get("intent") === "save"}>
          {COPY.save}
        </Button>
        <Button type="submit" name="intent" value="next" loading={navigation.state === "submitting" && navigation.formData?.get("intent") === "next"}>
          {COPY.saveAndContinue}
        </Button>
        <Text size="sm" c="dimmed" role="status" aria-live="polite" data-testid="autosave-status">
          {saving ? COPY.autosaving : fetcher.data?.ok ? COPY.autosaved : ""}
        </Text>
      </Group>
    </Form>
  );
}

/** The review: what each step still needs (linked to it), the estimate's working, Submit and the PDF. */
export function ReviewStep({ info }: { info: TaxReturnResponse }) {
  const navigation = useNavigation();
  const byStep = FILING_STEPS.map((step) => ({ step, issues: info.issues.filter((i) => i.step === step) })).filter((g) => g.issues.length > 0);
  return (
    <Stack>
      <ReturnSummary info={info} />
      {byStep.length > 0 ? (
        <Alert color="orange" variant="light" title={TAX_FILING_MESSAGES.notSubmittable} role="alert">
          <ul className="review-issues">
            {byStep.map(({ step, issues }) => (
              <li key={step}>
                <Anchor component={Link} to={stepHref(info.year, step)}>
                  {COPY.steps[step]}
                </Anchor>
                : {issues.map((i) => `${fieldLabel(i.field)}: ${i.message}`).join("; ")}
              </li>
            ))}
          </ul>
        </Alert>
      ) : (
        <Text>{COPY.readyToSubmit}</Text>
      )}
      <Group>
        <Form method="post" action={stepHref(info.year, "review")}>
          <Button type="submit" name="intent" value="submit" disabled={byStep.length > 0} loading={navigation.state === "submitting" && navigation.formData?.get("intent") === "submit"}>
            {COPY.submit}
          </Button>
        </Form>
        <Button component="a" href={pdfHref(info.year)} variant="default" download>
          {COPY.downloadPdf}
        </Button>
      </Group>
    </Stack>
  );
}

/** "income.w2.0.wages" → "W-2 1 wages": the field a problem is about, as the member knows it. */
export function fieldLabel(field: string): string {
  return field
    .replace(/^income\.w2\.(\d+)\./, (_, i: string) => `W-2 ${Number(i) + 1} `)
    .replace(/^dependents\.(\d+)\./, (_, i: string) => `dependent ${Number(i) + 1} `)
    .replace(/^(taxpayer|spouse|income|adjustments|deductions|credits)\./, (_, s: string) => (s === "taxpayer" ? "your " : s === "spouse" ? "spouse's " : ""))
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .replace(/\bssn\b/, "SSN");
}

/** The return at a glance (the review, and a submitted return read-only). */
export function ReturnSummary({ info }: { info: TaxReturnResponse }) {
  const d = info.data;
  const row = (label: string, value: string) => (
    <Table.Tr key={label}>
      <Table.Th scope="row" fw={400}>
        {label}
      </Table.Th>
      <Table.Td>{value}</Table.Td>
    </Table.Tr>
  );
  const name = (p: ReturnDataView["taxpayer"]) => [p.firstName, p.lastName].filter(Boolean).join(" ") || "—";
  return (
    <Table withTableBorder fz="sm" data-testid="return-summary">
      <Table.Tbody>
        {row("Tax year", String(info.year))}
        {row("Filing status", d.filingStatus ? FILING_STATUS_TITLES[d.filingStatus] : "—")}
        {row("Taxpayer", `${name(d.taxpayer)}${d.taxpayer.ssnMasked ? `, SSN ${d.taxpayer.ssnMasked}` : ""}`)}
        {d.filingStatus === "married_filing_jointly" || d.filingStatus === "married_filing_separately"
          ? row("Spouse", `${name(d.spouse)}${d.spouse.ssnMasked ? `, SSN ${d.spouse.ssnMasked}` : ""}`)
          : null}
        {row("Dependents", d.dependents.length === 0 ? "None" : d.dependents.map((x) => `${name({ ...x, blind: false })} (${x.relationship || "—"})`).join(", "))}
        {d.income.w2.map((w, i) => row(`W-2 ${i + 1}: ${w.employer}`, `wages ${usd(w.wages)}, withheld ${usd(w.withheld)}`))}
        {row("Interest and dividends", `interest ${usd(d.income.taxableInterest)}, ordinary dividends ${usd(d.income.ordinaryDividends)} (qualified ${usd(d.income.qualifiedDividends)})`)}
        {row("Capital gains", `short-term ${usd(d.income.shortTermCapitalGains)}, long-term ${usd(d.income.longTermCapitalGains)}`)}
        {row("Self-employment and other", `${usd(d.income.selfEmploymentIncome)} and ${usd(d.income.otherIncome)}`)}
        {row("Adjustments", `IRA ${usd(d.adjustments.traditionalIra)}, HSA ${usd(d.adjustments.hsa)}, student loan interest ${usd(d.adjustments.studentLoanInterest)}`)}
        {row("Itemized deductions entered", `state and local taxes ${usd(d.deductions.stateAndLocalTaxes)}, mortgage interest ${usd(d.deductions.mortgageInterest)}, gifts ${usd(d.deductions.charitable)}, medical ${usd(d.deductions.medical)}`)}
        {row("Estimated payments", usd(d.credits.estimatedPayments))}
      </Table.Tbody>
    </Table>
  );
}

/** A submitted return: read-only, its confirmation, the PDF and the way to amend it. */
export function SubmittedReturn({ info, submittedOn }: { info: TaxReturnResponse; submittedOn: string }) {
  const navigation = useNavigation();
  return (
    <Stack>
      <Alert color="teal" variant="light" title={COPY.submittedTitle} data-testid="submitted-return">
        {COPY.submittedText(info.confirmationNumber ?? "", submittedOn)}
        {info.amends ? ` ${COPY.draftAmends(info.amends)}` : ""}
      </Alert>
      <ReturnSummary info={info} />
      <Group>
        <Button component="a" href={pdfHref(info.year)} variant="default" download>
          {COPY.downloadPdf}
        </Button>
        <Form method="post" action={stepHref(info.year)}>
          <Button type="submit" name="intent" value="amend" variant="light" loading={navigation.state === "submitting"}>
            {COPY.amend}
          </Button>
        </Form>
      </Group>
    </Stack>
  );
}
