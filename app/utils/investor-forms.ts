import { z } from "zod";
import { applicationDraftSchema, bankLinkRequestSchema, MAX_TRANSFER_CENTS } from "#core/contracts/investor";
import { INVESTOR_MESSAGES } from "#core/messages/investor";
import { parseMoney, toDecimalString, type Cents } from "#core/money";
import { STEP_FIELDS, type ApplicationStep } from "./investor";

// Reading the investor pages' forms into the API's bodies (pure: no I/O). Each returns the body to
// send, or the field errors to show back on the form (post/redirect/get, docs/architecture.md §3).

type FieldErrors = Record<string, string>;
export type FormReading<T> = { ok: true; body: T } | { ok: false; fieldErrors: FieldErrors };

const firstErrors = (error: z.ZodError): FieldErrors => {
  const fields: FieldErrors = {};
  for (const issue of error.issues) fields[String(issue.path[0] ?? "form")] ??= issue.message;
  return fields;
};

/** The fields of one step as the browser validates them (a checkbox is not a boolean there; extra fields are ignored). */
export function stepFormSchema(step: ApplicationStep) {
  const mask = Object.fromEntries(STEP_FIELDS[step].filter((f) => f !== "agreementsAccepted").map((f) => [f, true as const])) as Partial<
    Record<keyof typeof applicationDraftSchema.shape, true>
  >;
  return applicationDraftSchema.pick(mask).strip();
}

/**
 * One step's fields of the application into the draft's body. A blank SSN keeps the one on file
 * (it is never shown again, so the field is always empty); the agreements checkbox is true when ticked.
 */
export function draftFromForm(step: ApplicationStep, form: Record<string, string>): FormReading<Record<string, string | boolean>> {
  const raw: Record<string, string | boolean> = {};
  for (const field of STEP_FIELDS[step]) {
    if (field === "agreementsAccepted") raw[field] = form[field] === "on" || form[field] === "true";
    else if (field === "ssn" && (form.ssn ?? "").trim() === "") continue;
    else raw[field] = form[field] ?? "";
  }
  const parsed = applicationDraftSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, fieldErrors: firstErrors(parsed.error) };
  return { ok: true, body: parsed.data as Record<string, string | boolean> };
}

/** What the assessment form posted: the token and one answer per question asked (nothing else). */
export function answersFromForm(questionIds: readonly string[], form: Record<string, string>): Record<string, string> {
  const answers: Record<string, string> = {};
  for (const id of questionIds) {
    const value = form[`answer.${id}`];
    if (typeof value === "string" && value !== "") answers[id] = value.slice(0, 60);
  }
  return answers;
}

/** The transfer form: a linked bank, a direction and an amount parsed with core/money, up to the per-transfer limit. */
export function transferFromForm(
  form: Record<string, string>,
  bankIds: readonly number[],
): FormReading<{ bankId: number; direction: "deposit" | "withdrawal"; amount: string; idempotencyKey: string; cents: Cents }> {
  const fieldErrors: FieldErrors = {};
  const bankId = Number(form.bankId);
  if (!bankIds.includes(bankId)) fieldErrors.bankId = "Choose one of your linked bank accounts";
  const direction = form.direction === "deposit" || form.direction === "withdrawal" ? form.direction : null;
  if (!direction) fieldErrors.direction = "Choose deposit or withdrawal";
  const amount = parseMoney(form.amount ?? "", { max: MAX_TRANSFER_CENTS });
  if (!amount.ok) fieldErrors.amount = amount.message;
  const idempotencyKey = form.idempotencyKey ?? "";
  if (!/^[A-Za-z0-9_-]{8,100}$/.test(idempotencyKey)) fieldErrors.form = "This form has expired. Please send it again.";
  if (!amount.ok || !direction || Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  return { ok: true, body: { bankId, direction, amount: toDecimalString(amount.cents), idempotencyKey, cents: amount.cents } };
}

/** A fresh idempotency key for one rendering of the transfer form: a double submit sends the same one. */
export const newIdempotencyKey = () => globalThis.crypto.randomUUID();

/** An id posted by a one-button form (remove a bank, cancel a transfer), or null. */
export function postedId(value: string | undefined): number | null {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2 ** 31 - 1 ? id : null;
}

/** The transfer form as the browser validates it: the amount with core/money's messages. */
export const transferFormSchema = z
  .object({
    bankId: z.string({ required_error: INVESTOR_MESSAGES.required }).regex(/^[1-9][0-9]*$/, "Choose one of your linked bank accounts"),
    direction: z.enum(["deposit", "withdrawal"], { errorMap: () => ({ message: "Choose deposit or withdrawal" }) }),
    amount: z.string({ required_error: INVESTOR_MESSAGES.required }).superRefine((value, ctx) => {
      const parsed = parseMoney(value, { max: MAX_TRANSFER_CENTS });
      if (!parsed.ok) ctx.addIssue({ code: "custom", message: parsed.message });
    }),
  })
  .strip();

/** The bank form as the browser validates it (the API's own rules: holder name, ABA routing checksum, account number). */
export const bankFormSchema = bankLinkRequestSchema.strip();
