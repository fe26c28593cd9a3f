// The upstream contract (docs/architecture.md §7): every response body is this envelope.

export const ERROR_CODES = [
  "BadRequest",
  "ValidationFailed",
  "InvalidCredentials",
  "InvalidCode",
  "UsernameTaken",
  "EmailTaken",
  "CodeExpired",
  "Unauthorized",
  "NotLogin",
  "NeedMfaVerify",
  "TierRequired",
  "NotFound",
  "Conflict",
  "PayloadTooLarge",
  "RateLimited",
  "LockedOut",
  "NetworkAuthenticationRequired",
  "Internal",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export type Envelope<T = unknown> = {
  success: boolean;
  message?: string;
  data?: T;
  errorCode?: string;
};

export function ok<T>(data: T, message?: string): Envelope<T> {
  return message === undefined ? { success: true, data } : { success: true, message, data };
}

export function fail(errorCode: ErrorCode, message: string): Envelope<never> {
  return { success: false, message, errorCode };
}

/** Reads an unknown JSON body as an envelope without trusting its shape. */
export function readEnvelope(body: unknown): Envelope | null {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return null;
  const record = body as Record<string, unknown>;
  return {
    success: record.success === true,
    message: typeof record.message === "string" ? record.message : undefined,
    data: record.data,
    errorCode: typeof record.errorCode === "string" ? record.errorCode : undefined,
  };
}
