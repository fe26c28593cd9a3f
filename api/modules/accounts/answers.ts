import type { Context } from "hono";
import { MESSAGES } from "../../../core/messages";
import type { ApiEnv } from "../../platform/context";
import { reject, respond } from "../../platform/http";
import type { CodeRefusal, NotSent } from "./service";
import { checkCode, issueCode } from "./verification";
import type { CodePurpose } from "./code-mail";

// How the accounts routes answer: the emailed-code step (the same for every purpose) and the
// refusals of the accounts service, each mapped once to its status, error code and message.

/** Answers a code that could not be sent (requirements §8 code-send failure) or was asked for too soon. */
export function codeNotSent(c: Context<ApiEnv>, result: NotSent) {
  if (result.reason === "too-soon") {
    c.header("Retry-After", String(result.retryAfterSeconds));
    return reject(c, 429, "RateLimited", MESSAGES.codeTooSoon);
  }
  return reject(c, 503, "Internal", MESSAGES.codeSendFailed);
}

export function codeRejected(c: Context<ApiEnv>, reason: CodeRefusal) {
  return reason === "expired"
    ? reject(c, 400, "CodeExpired", MESSAGES.codeExpired)
    : reject(c, 400, "InvalidCode", MESSAGES.codeWrong);
}

/** Mails a fresh code for `purpose` and answers 200 with `message`, or 429 / 503. */
export async function sendCodeStep(c: Context<ApiEnv>, request: { purpose: CodePurpose; subject: string; email: string }, message: string) {
  const sent = await issueCode(c.var.db, c.var.mailer, request);
  if (!sent.ok) return codeNotSent(c, sent);
  return respond(c, null, message);
}

/** Confirms a code for the next step of its flow (it stays usable for that step) and answers. */
export async function confirmCodeStep(c: Context<ApiEnv>, request: { purpose: CodePurpose; subject: string; code: string }) {
  const checked = await checkCode(c.var.db, { ...request, markVerified: true });
  if (!checked.ok) return codeRejected(c, checked.reason);
  return respond(c, null, MESSAGES.codeConfirmed);
}

type Refusal = CodeRefusal | "username-taken" | "email-taken" | "wrong-password";

export function refused(c: Context<ApiEnv>, reason: Refusal) {
  switch (reason) {
    case "username-taken":
      return reject(c, 409, "UsernameTaken", MESSAGES.usernameTaken);
    case "email-taken":
      return reject(c, 409, "EmailTaken", MESSAGES.emailTaken);
    case "wrong-password":
      return reject(c, 400, "InvalidCredentials", MESSAGES.currentPasswordWrong);
    default:
      return codeRejected(c, reason);
  }
}
