import { Form, useNavigation } from "@remix-run/react";
import { useState, type MouseEvent } from "react";
import type { BeneficiaryReview } from "#core/contracts/beneficiaries";
import { DESIGNATIONS, MAX_NAME_LENGTH, MAX_PER_DESIGNATION, RELATIONSHIPS, type Designation } from "#core/estate/beneficiaries";
import { BENEFICIARY_PAGE_COPY as COPY, DESIGNATION_LABELS, RELATIONSHIP_LABELS } from "#core/messages/beneficiaries";
import { FormError } from "~/components/forms/FormError";
import { PlainSelect } from "~/components/forms/PlainSelect";
import { PlainSubmitButton } from "~/components/forms/PlainSubmitButton";
import { PlainTextInput } from "~/components/forms/PlainTextInput";
import type { FormFeedback } from "~/session/session.server";
import { addRowIntent, BENEFICIARY_FORM, rowField, rowsField, rowsToShow, savedValues } from "~/utils/beneficiaries";

type Props = { review: BeneficiaryReview; feedback: FormFeedback | null };

/**
 * The beneficiaries as one form: a group of rows per designation (name, relationship, share), the
 * saved ones filled in and one empty row to add another. "Add a row" adds one more: with JavaScript
 * at once, without it by posting the form back with what was typed. Saving sends every filled row;
 * the page comes back with the review, or with the form as typed and the problem named.
 */
export function BeneficiaryForm({ review, feedback }: Props) {
  const navigation = useNavigation();
  const ours = feedback?.form === BENEFICIARY_FORM ? feedback : null;
  const values = ours ? ours.values : savedValues(review);
  const errors = ours?.fieldErrors ?? {};
  const shown = () => Object.fromEntries(DESIGNATIONS.map((d) => [d, rowsToShow(review[d].length, values, d)])) as Record<Designation, number>;
  const [rows, setRows] = useState(shown);
  // A new answer from the server (a save, a refusal) draws the form again from it, rows and fields:
  // the same answer read again (a revalidation) leaves the rows the member added and what they typed.
  const formKey = ours?.id ?? JSON.stringify(values);
  const [seenKey, setSeenKey] = useState(formKey);
  if (seenKey !== formKey) {
    setSeenKey(formKey);
    setRows(shown());
  }
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const addRow = (designation: Designation) => (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    setRows((now) => ({ ...now, [designation]: Math.min(MAX_PER_DESIGNATION, now[designation] + 1) }));
  };

  return (
    <section className="plain-card" aria-labelledby="beneficiary-form-title" id="beneficiary-form">
      <h3 className="plain-title h3" id="beneficiary-form-title">
        {COPY.formTitle}
      </h3>
      <p className="plain-text sm dimmed" style={{ margin: "var(--mantine-spacing-xs) 0 var(--mantine-spacing-md)" }}>
        {COPY.formHelp}
      </p>
      {/* Drawn again, fields and all, for each answer: a refusal's echo, or the list as saved. */}
      <Form method="post" key={formKey} aria-labelledby="beneficiary-form-title">
        {/* The form's default button, first in it: Enter in a field saves, not "Add a row". The visible Save is below. */}
        <button type="submit" name="intent" value="save" className="visually-hidden" tabIndex={-1} aria-hidden="true">
          Save beneficiaries
        </button>
        <FormError message={errors.beneficiaries ?? ours?.formError} />
        {DESIGNATIONS.map((designation) => (
          <fieldset key={designation} className="plain-fieldset" style={{ border: 0, padding: 0, margin: "0 0 var(--mantine-spacing-lg)" }}>
            <legend className="plain-title h4">{DESIGNATION_LABELS[designation].title}</legend>
            <p className="plain-text sm dimmed" style={{ margin: "0 0 var(--mantine-spacing-sm)" }}>
              {DESIGNATION_LABELS[designation].help}
            </p>
            <input type="hidden" name={rowsField(designation)} value={rows[designation]} />
            {Array.from({ length: rows[designation] }, (_, row) => {
              const field = (f: "name" | "relationship" | "share") => rowField(designation, row, f);
              return (
                <fieldset key={row} className="beneficiary-row" data-testid={`${designation}-row`}>
                  <legend>{`${DESIGNATION_LABELS[designation].title.replace(/ies$/, "y")} ${row + 1}`}</legend>
                  <PlainTextInput name={field("name")} label="Name" maxLength={MAX_NAME_LENGTH} autoComplete="off" defaultValue={values[field("name")] ?? ""} error={errors[field("name")]} />
                  <PlainSelect name={field("relationship")} label="Relationship" defaultValue={values[field("relationship")] ?? ""} error={errors[field("relationship")]}>
                    <option value="">Choose…</option>
                    {RELATIONSHIPS.map((r) => (
                      <option key={r} value={r}>
                        {RELATIONSHIP_LABELS[r]}
                      </option>
                    ))}
                  </PlainSelect>
                  <PlainTextInput name={field("share")} label="Share" unit="%" inputMode="numeric" maxLength={4} defaultValue={values[field("share")] ?? ""} error={errors[field("share")]} />
                </fieldset>
              );
            })}
            {rows[designation] < MAX_PER_DESIGNATION ? (
              <button type="submit" name="intent" value={addRowIntent(designation)} className="plain-button sm mantine-focus-auto" onClick={addRow(designation)}>
                <span className="plain-button-label">{designation === "primary" ? "Add a primary beneficiary" : "Add a contingent beneficiary"}</span>
              </button>
            ) : null}
          </fieldset>
        ))}
        <PlainSubmitButton name="intent" value="save" loading={saving}>
          Save beneficiaries
        </PlainSubmitButton>
      </Form>
    </section>
  );
}
