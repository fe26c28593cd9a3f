import { NativeSelect } from "#mantine/components/NativeSelect/NativeSelect.mjs";
import { SimpleGrid } from "#mantine/components/SimpleGrid/SimpleGrid.mjs";
import { Textarea } from "#mantine/components/Textarea/Textarea.mjs";
import { useFetcher } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import { useState } from "react";
import { useField, ValidatedForm } from "remix-validated-form";
import type { UserInfo } from "#core/auth";
import { personalInfoSchema } from "#core/profile";
import type { FormFeedback } from "~/session/session.server";
import type { Avatar, Option } from "~/upstream/reference-lists.server";
import { Field } from "~/components/forms/Field";
import { FormError } from "~/components/forms/FormError";
import { SubmitButton } from "~/components/forms/SubmitButton";

const validator = withZod(personalInfoSchema);

function SelectField({ name, label, options, serverError, onValueChange, placeholder }: {
  name: string;
  label: string;
  options: Option[];
  serverError?: string;
  placeholder: string;
  onValueChange?: (value: string) => void;
}) {
  const { error, getInputProps } = useField(name);
  const props = getInputProps({ onChange: (e: { currentTarget: HTMLSelectElement }) => onValueChange?.(e.currentTarget.value) });
  return (
    <NativeSelect
      {...(props as object)}
      label={label}
      error={error ?? serverError}
      data={[{ value: "", label: placeholder }, ...options.map((o) => ({ value: o.code, label: o.name }))]}
    />
  );
}

function BioField({ serverError }: { serverError?: string }) {
  const { error, getInputProps } = useField("bio");
  return <Textarea {...(getInputProps({}) as object)} label="About you" autosize minRows={3} maxLength={500} error={error ?? serverError} mt="md" />;
}

/** Personal information (requirements §5 rules): saved through POST /api/user/update. Works without JavaScript. */
export function PersonalInfoForm({ user, lists, feedback }: {
  user: UserInfo;
  lists: { countries: Option[]; states: Option[]; industries: Option[]; avatars: Avatar[]; cities: Option[] };
  feedback: FormFeedback | null;
}) {
  const mine = feedback?.form === "personal" ? feedback : null;
  const errors = mine?.fieldErrors ?? {};
  const cities = useFetcher<Option[]>();
  const [state, setState] = useState(user.stateCode);
  // The saved state's cities come with the page; another state's are fetched when it is chosen.
  const cityOptions = state === user.stateCode && !cities.data ? lists.cities : (cities.data ?? []);
  return (
    <ValidatedForm
      key={mine?.id}
      validator={validator}
      method="post"
      id="personal-form"
      noValidate
      defaultValues={{
        firstName: user.firstName,
        lastName: user.lastName,
        dateOfBirth: user.dateOfBirth,
        ssn: "",
        phone: user.phone,
        bio: user.bio,
        address: user.address,
        zipCode: user.zipCode,
        countryCode: user.countryCode,
        stateCode: user.stateCode,
        cityCode: user.cityCode,
        industry: user.industry,
        avatarId: user.avatarId ?? "",
        // After a failed save, what the member typed rather than what is on file.
        ...mine?.values,
      }}
    >
      <input type="hidden" name="intent" value="personal" />
      <FormError message={mine?.formError} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="md">
        <Field name="firstName" label="First name" autoComplete="given-name" serverError={errors.firstName} />
        <Field name="lastName" label="Last name" autoComplete="family-name" serverError={errors.lastName} />
        <Field name="dateOfBirth" label="Date of birth" type="date" autoComplete="bday" serverError={errors.dateOfBirth} />
        <Field
          name="ssn"
          label="Social Security number"
          description={user.ssnLast4 ? `On file: ending ${user.ssnLast4}. Leave empty to keep it.` : "We keep only the last four digits."}
          autoComplete="off"
          serverError={errors.ssn}
        />
        <Field name="phone" label="Phone" autoComplete="tel" inputMode="tel" serverError={errors.phone} />
        <Field name="address" label="Street address" autoComplete="street-address" serverError={errors.address} />
        <SelectField name="countryCode" label="Country" placeholder="Choose a country" options={lists.countries} serverError={errors.countryCode} />
        <SelectField
          name="stateCode"
          label="State or territory (US)"
          placeholder="Choose a state"
          options={lists.states}
          serverError={errors.stateCode}
          onValueChange={(value) => {
            setState(value);
            if (value) cities.load(`/resources/cities?state=${encodeURIComponent(value)}`);
          }}
        />
        <SelectField name="cityCode" label="City" placeholder={state ? "Choose a city" : "Choose a state first"} options={cityOptions} serverError={errors.cityCode} />
        <Field name="zipCode" label="ZIP code" autoComplete="postal-code" inputMode="numeric" serverError={errors.zipCode} />
        <SelectField name="industry" label="Industry" placeholder="Choose an industry" options={lists.industries} serverError={errors.industry} />
      </SimpleGrid>
      <BioField serverError={errors.bio} />
      <fieldset className="avatar-picker">
        <legend>Avatar</legend>
        {lists.avatars.map((avatar) => (
          <label key={avatar.id}>
            <input type="radio" name="avatarId" value={avatar.id} defaultChecked={(mine?.values.avatarId ?? user.avatarId) === avatar.id} />
            <img src={avatar.url} alt={avatar.label} width={56} height={56} />
          </label>
        ))}
      </fieldset>
      <SubmitButton fullWidth={false} mt="lg">
        Save personal information
      </SubmitButton>
    </ValidatedForm>
  );
}
