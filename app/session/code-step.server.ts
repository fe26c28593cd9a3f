import type { AppLoadContext } from "@remix-run/node";
import { codeSchema, newPasswordSchema } from "#core/auth";
import { UpstreamError } from "~/upstream/errors";
import { codeStepFeedback, fieldErrorsOf, redirectWithFeedback } from "./form-feedback.server";
import type { AppSession } from "./session.server";

/** Where a dialog step's post answers: the session, and the page with the dialog open. */
type StepScope = { session: AppSession; context: AppLoadContext; here: string; form: Record<string, string>; feedbackForm: string };

/**
 * requirements §4, §5: the step where the member types the code we emailed, the same in sign-in
 * (the second factor), sign-up and forgot password. The code is checked (§5 messages under the
 * field), then `verify` asks the API and `onVerified` answers; a refusal is told under the field
 * or on the form (`codeStepFeedback`), unless `onRefused` answers it first.
 */
export async function submitEmailedCode<T>({
  session,
  context,
  here,
  form,
  feedbackForm,
  verify,
  onVerified,
  onRefused,
}: StepScope & {
  verify: (code: string) => Promise<T>;
  onVerified: (result: T, code: string) => Promise<Response> | Response;
  onRefused?: (error: UpstreamError) => Promise<Response> | null;
}) {
  const parsed = codeSchema.safeParse(form.code);
  if (!parsed.success) {
    return redirectWithFeedback(session, context, here, { form: feedbackForm, fieldErrors: { code: parsed.error.issues[0]!.message } });
  }
  try {
    return await onVerified(await verify(parsed.data), parsed.data);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return (await onRefused?.(error)) ?? redirectWithFeedback(session, context, here, { form: feedbackForm, ...codeStepFeedback(error) });
  }
}

/**
 * requirements §4, §5: the new-password step of sign-up and forgot password. The password and its
 * confirmation are checked by the one schema of core/auth.ts, then `save` asks the API: `onSaved`
 * answers its success, `onRefused` a refusal.
 */
export async function submitNewPassword({
  session,
  context,
  here,
  form,
  feedbackForm,
  save,
  onSaved,
  onRefused,
}: StepScope & {
  save: (passwords: { password: string; matchingPassword: string }) => Promise<unknown>;
  onSaved: () => Promise<Response>;
  onRefused: (error: UpstreamError) => Promise<Response>;
}) {
  const parsed = newPasswordSchema.safeParse(form);
  if (!parsed.success) return redirectWithFeedback(session, context, here, { form: feedbackForm, fieldErrors: fieldErrorsOf(parsed.error) });
  try {
    await save(parsed.data);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return onRefused(error);
  }
  return onSaved();
}
