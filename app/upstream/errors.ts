// The error domain only, so pages that import this do not carry the whole MESSAGES table.
import { ERROR_MESSAGES as MESSAGES } from "#core/messages/errors";

// The typed failure of every upstream call (requirements §8). Shared with the browser for error boundaries.

export type UpstreamFailureKind =
  /** No answer within the timeout. */
  | "timeout"
  /** Refused, reset, or cut off before a whole answer arrived. */
  | "network"
  /** Cancelled by the caller (the browser went away): silent, no notice. */
  | "aborted"
  /** An answer outside 200-299, or an envelope with success false. */
  | "http"
  /** A 2xx answer whose body is not a JSON envelope. */
  | "malformed";

/** What the web app should do about an auth-related failure (requirements §8). */
export type AuthAction = "login-reminder" | "sign-in" | null;

export class UpstreamError extends Error {
  override readonly name = "UpstreamError";
  constructor(
    readonly kind: UpstreamFailureKind,
    /** The user-facing §8 message. */
    message: string,
    readonly status: number | null = null,
    readonly errorCode: string | undefined = undefined,
    /** The server's own message, for callers that show it in a field (e.g. "username taken"). */
    readonly serverMessage: string | undefined = undefined,
  ) {
    super(message);
  }

  get authAction(): AuthAction {
    if (this.errorCode === "NeedMfaVerify") return "login-reminder";
    if (this.status === 401 && this.errorCode === "Unauthorized") return "login-reminder";
    if (this.status === 401 && this.errorCode === "NotLogin") return "sign-in";
    return null;
  }
}

/**
 * §8: the message a failed HTTP answer shows. 511 shows the server's message (requirements §8); so does
 * 429, whose message says how long to wait (rate limits, lockouts, the code countdown).
 */
export function messageForStatus(status: number, serverMessage: string | undefined): string {
  if (status === 511 || status === 429) return serverMessage || MESSAGES.somethingWentWrong;
  return MESSAGES.somethingWentWrong;
}

/**
 * §8's request-client failures: no answer, a broken body, or a fault of the upstream (5xx, 511).
 * These get the shared client's notice; a 4xx is the upstream refusing the input, which the
 * caller answers in its own words. A cancelled call is neither.
 */
export function isTransportFailure(error: unknown): boolean {
  if (!(error instanceof UpstreamError)) return false;
  if (error.kind === "aborted") return false;
  if (error.kind === "http") return error.status !== null && error.status >= 500;
  return true;
}
