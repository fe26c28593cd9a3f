import { Form, Link, useNavigation } from "@remix-run/react";
import type { DebtsView } from "#core/contracts/debts";
import { DEBT_KINDS, MAX_DEBT_NAME_LENGTH } from "#core/debts/debts";
import { DEBT_KIND_LABELS, DEBT_PAGE_COPY as COPY } from "#core/messages/debts";
import { FormError } from "~/components/forms/FormError";
import { PlainSelect } from "~/components/forms/PlainSelect";
import { PlainSubmitButton } from "~/components/forms/PlainSubmitButton";
import { PlainTextInput } from "~/components/forms/PlainTextInput";
import type { FormFeedback } from "~/session/session.server";

export const DEBT_FORM = "debt";

/**
 * Adds a debt, or updates the one chosen with Update (its figures filled in). A refused post comes
 * back with what was typed and each field's message.
 */
export function DebtForm({ page, editing, feedback, listed }: { page: string; editing: DebtsView["debts"][number] | null; feedback: FormFeedback | null; listed: number }) {
  const navigation = useNavigation();
  const errors = feedback?.fieldErrors ?? {};
  const v = feedback?.values ?? {};
  const intent = editing ? "update" : "add";
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <section className="plain-card" aria-labelledby="debt-form-title" id="debt-form">
      <h3 className="plain-title h3" id="debt-form-title" style={{ marginBottom: "var(--mantine-spacing-xs)" }}>
        {editing ? `Update ${editing.name}` : COPY.addTitle}
      </h3>
      <p className="plain-text sm dimmed" style={{ marginBottom: "var(--mantine-spacing-sm)" }}>
        {COPY.editHelp}
      </p>
      {/* Keyed on the answer, the debt chosen and the count listed: a saved debt leaves an empty form, a refused one what was typed. */}
      <Form method="post" key={`${feedback?.id ?? ""}-${editing?.id ?? "new"}-${listed}`} aria-labelledby="debt-form-title">
        <FormError message={feedback?.formError} />
        <input type="hidden" name="intent" value={intent} />
        {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
        <div className="form-grid-3">
          <PlainTextInput name="name" label="Name" required maxLength={MAX_DEBT_NAME_LENGTH} defaultValue={v.name ?? editing?.name} error={errors.name} />
          <PlainSelect name="kind" label="Kind" defaultValue={v.kind ?? editing?.kind ?? "credit_card"} error={errors.kind}>
            {DEBT_KINDS.map((k) => (
              <option key={k} value={k}>
                {DEBT_KIND_LABELS[k]}
              </option>
            ))}
          </PlainSelect>
          <PlainTextInput name="balance" label="Balance owed" required inputMode="decimal" defaultValue={v.balance ?? editing?.balance} error={errors.balance} />
          <PlainTextInput name="apr" label="Yearly rate (APR)" required inputMode="decimal" unit="%" defaultValue={v.apr ?? editing?.apr} error={errors.apr} />
          <PlainTextInput name="minimumPayment" label="Minimum payment a month" required inputMode="decimal" defaultValue={v.minimumPayment ?? editing?.minimumPayment} error={errors.minimumPayment} />
        </div>
        <div className="plain-row" style={{ gap: "var(--mantine-spacing-sm)", marginTop: "var(--mantine-spacing-md)" }}>
          <PlainSubmitButton loading={submitting}>{editing ? "Save the debt" : "Add the debt"}</PlainSubmitButton>
          {editing ? (
            <Link className="plain-button sm" to={page}>
              <span className="plain-button-label">Cancel</span>
            </Link>
          ) : null}
        </div>
      </Form>
    </section>
  );
}
