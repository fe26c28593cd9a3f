import { randomUUID } from "node:crypto";
import { redirect, type AppLoadContext } from "@remix-run/node";
import type { z } from "zod";
import { issueMessage } from "#core/issue-message";
import { MESSAGES } from "#core/messages";
import { isTransportFailure, type UpstreamError } from "~/upstream/errors";
import { safeRedirectPath } from "./redirect";
import { commitSession, type AppSession, type FormFeedback } from "./session.server";

/** A posted form as plain strings (files and repeated fields are ignored). */
export async function readForm(request: Request): Promise<Record<string, string>> {
  const values: Record<string, string> = {};
  for (const [key, value] of await readFormData(request)) {
    if (typeof value === "string" && !(key in values)) values[key] = value;
  }
  return values;
}

/** The posted form whole, for a field sent more than once (a group of checkboxes); a body that is not a form is an empty one. */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    // A body that is not a form reads as an empty form: every field is then "required".
    return new FormData();
  }
}

/** The page the form was posted from (a hidden field), only ever a path on this site. */
export const postedFrom = (form: Record<string, string>) => safeRedirectPath(form.redirectTo, "/");

/** The first message of each field, the shape the dialogs show. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    fields[key] ??= issueMessage(issue);
  }
  return fields;
}

/** A field's text given back after a refusal, at most. */
const ECHO_MAX_CHARACTERS = 500;
/**
 * The flash rides in the session cookie, which browsers cap at 4 KB: past this many bytes of
 * feedback the echoed values are left out (the member retypes an absurdly long entry) rather than
 * the whole answer failing.
 */
const FEEDBACK_MAX_BYTES = 2_000;

/** Post/redirect/get: the page comes back with the dialog open and the form's errors in a flash. */
export async function redirectWithFeedback(
  session: AppSession,
  context: AppLoadContext,
  to: string,
  feedback: Omit<FormFeedback, "values" | "id"> & { values?: Record<string, string> },
) {
  const values = Object.fromEntries(Object.entries(feedback.values ?? {}).map(([key, value]) => [key, value.slice(0, ECHO_MAX_CHARACTERS)]));
  const bounded = { ...feedback, values, id: randomUUID() };
  const fits = (feedback: object) => Buffer.byteLength(JSON.stringify(feedback)) <= FEEDBACK_MAX_BYTES;
  const withoutValues = { ...bounded, values: {} };
  // Messages come from the API and the schemas, short by design; should one not be, it is cut
  // rather than the cookie overflowing into an error page.
  session.flash("formFeedback", fits(bounded) ? bounded : fits(withoutValues) ? withoutValues : shortened(withoutValues));
  return redirect(to, { headers: { "Set-Cookie": await commitSession(session, context) } });
}

/** A message cut to this many characters when the feedback would not fit the cookie. */
const MESSAGE_MAX_CHARACTERS = 200;
/** Cut by characters, not UTF-16 units, so no half of a character is left at the end. */
function cut(message: string): string {
  const characters = Array.from(message);
  return characters.length > MESSAGE_MAX_CHARACTERS ? `${characters.slice(0, MESSAGE_MAX_CHARACTERS - 1).join("")}…` : message;
}

function shortened<F extends { fieldErrors?: Record<string, string>; formError?: string }>(feedback: F): F {
  const fieldErrors = feedback.fieldErrors && Object.fromEntries(Object.entries(feedback.fieldErrors).map(([key, message]) => [key, cut(message)]));
  return { ...feedback, ...(fieldErrors ? { fieldErrors } : {}), ...(feedback.formError === undefined ? {} : { formError: cut(feedback.formError) }) };
}

export async function redirectWithSession(session: AppSession, context: AppLoadContext, to: string) {
  return redirect(to, { headers: { "Set-Cookie": await commitSession(session, context) } });
}

/** Only what may be shown again: never passwords or codes. */
export function echo(form: Record<string, string>, ...keys: string[]): Record<string, string> {
  return Object.fromEntries(keys.filter((k) => typeof form[k] === "string").map((k) => [k, form[k]!.slice(0, 100)]));
}

/**
 * A rejected code belongs under the code field; another refusal is the form's (requirements §5, §8). A
 * transport failure is told by the request client's notice alone: the spec names no words of
 * the code step's own for it.
 */
export function codeStepFeedback(error: UpstreamError): { fieldErrors: Record<string, string>; formError?: string } {
  if (error.errorCode === "InvalidCode" || error.errorCode === "CodeExpired") {
    return { fieldErrors: { code: error.serverMessage ?? MESSAGES.codeWrong } };
  }
  return { fieldErrors: {}, formError: isTransportFailure(error) ? undefined : error.message };
}

/** The server's own words for a refusal it explains (a 4xx); never what a failing upstream sent. */
export function refusalMessage(error: UpstreamError): string | undefined {
  return isTransportFailure(error) ? undefined : (error.serverMessage ?? error.message);
}
