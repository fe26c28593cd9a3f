import { z } from "zod";
import {
  changePasswordSchema,
  emailSchema,
  forgotEmailSchema,
  forgotSendCodeSchema,
  forgotValidateCodeSchema,
  mfaSettingsSchema,
  mfaVerifySchema,
  registrationCodeSchema,
  registrationSchema,
  resetPasswordSchema,
  signInSchema,
  signUpDetailsSchema,
  usernameSchema,
  validatePasswordSchema,
  type LoginResult,
  type UserInfo,
} from "../auth";
import { personalInfoSchema } from "../profile";
import { endpoint } from "./endpoint";

// The accounts module's contract (docs/api.md): user, two-step verification, forgot password.
// Request schemas are core/auth.ts's and core/profile.ts's, the rules the sign-up and profile forms
// show; answers are the envelope's data.

/** Steps that answer only with a message. */
const nothing = z.null();

const loginResultSchema: z.ZodType<LoginResult> = z.object({ needMfa: z.boolean(), token: z.string() });

const userInfoSchema: z.ZodType<UserInfo> = z.object({
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string(),
  ssnLast4: z.string(),
  industry: z.string(),
  bio: z.string(),
  avatarId: z.string().nullable(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  cityCode: z.string(),
  stateCode: z.string(),
  zipCode: z.string(),
  countryCode: z.string(),
  memberLevel: z.number().int(),
  membership: z.string(),
  testUser: z.boolean(),
  qtoken: z.string().nullable(),
  mfaEnabled: z.boolean(),
});

const activeSessionSchema = z.object({
  id: z.number().int(),
  device: z.string(),
  signedInAt: z.string().datetime(),
  lastSeenAt: z.string().datetime(),
  current: z.boolean(),
});
/** A place the member is signed in, for the Security tab. */
export type ActiveSession = z.infer<typeof activeSessionSchema>;

// ---- /api/user ------------------------------------------------------------------------------------

export const validateUsernameContract = endpoint({
  method: "POST",
  path: "/api/user/validateUsername",
  body: z.object({ username: usernameSchema }),
  response: nothing,
});

export const validateEmailContract = endpoint({
  method: "POST",
  path: "/api/user/validateEmail",
  body: z.object({ email: emailSchema }),
  response: nothing,
});

export const sendRegistrationCodeContract = endpoint({
  method: "POST",
  path: "/api/user/sendRegistrationVerifyCode",
  body: signUpDetailsSchema,
  response: nothing,
});

export const validateRegistrationCodeContract = endpoint({
  method: "POST",
  path: "/api/user/validateRegistrationCode",
  body: registrationCodeSchema,
  response: nothing,
});

export const registrationContract = endpoint({
  method: "POST",
  path: "/api/user/registration",
  body: registrationSchema,
  response: z.object({ username: z.string() }),
});

/** requirements §7: form-encoded. */
export const loginContract = endpoint({ method: "POST", path: "/api/user/login", form: signInSchema, response: loginResultSchema });

export const logoutContract = endpoint({ method: "GET", path: "/api/user/logout", response: nothing });

export const userInfoContract = endpoint({ method: "GET", path: "/api/user/info", response: userInfoSchema });

/**
 * The version of what the caller's member pages are made of: it changes whenever a row of theirs
 * or a shared row (prices, content) is written (docs/decisions/038). The web server keeps a
 * member's rendered page while it stays the same. Opaque: compare, never parse.
 */
export const dataVersionContract = endpoint({
  method: "GET",
  path: "/api/user/data-version",
  response: z.object({ version: z.string().regex(/^\d+\.\d+$/) }),
});

/**
 * Any subset of the Personal information fields (requirements §5 rules). The API adds that codes
 * come from the lists it serves (api/modules/accounts/user-routes.ts).
 */
export const updateProfileContract = endpoint({
  method: "POST",
  path: "/api/user/update",
  body: personalInfoSchema.partial(),
  response: nothing,
});

export const activeSessionsContract = endpoint({ method: "GET", path: "/api/user/sessions", response: z.array(activeSessionSchema) });

export const revokeOtherSessionsContract = endpoint({
  method: "POST",
  path: "/api/user/sessions/revoke-others",
  body: z.unknown(),
  response: nothing,
});

/** Ends one of the member's other sessions (a device on the Security tab's list). */
export const revokeSessionContract = endpoint({
  method: "POST",
  path: "/api/user/sessions/revoke",
  // A serial id: past 2^31 − 1 the database could not even compare it (a 500, not a refusal).
  body: z.object({ id: z.number().int().positive().max(2 ** 31 - 1) }).strict(),
  response: nothing,
});

export const validatePasswordContract = endpoint({
  method: "POST",
  path: "/api/user/validatePassword",
  body: validatePasswordSchema,
  response: nothing,
});

export const changePasswordContract = endpoint({
  method: "POST",
  path: "/api/user/change-pwd",
  body: changePasswordSchema,
  response: nothing,
});

// ---- /api/mfa -------------------------------------------------------------------------------------

export const mfaVerifyContract = endpoint({
  method: "POST",
  path: "/api/mfa/verify",
  body: mfaVerifySchema,
  response: z.object({ token: z.string() }),
});

export const mfaResendContract = endpoint({ method: "POST", path: "/api/mfa/resend", body: z.unknown(), response: nothing });

export const mfaSettingsContract = endpoint({
  method: "POST",
  path: "/api/mfa/settings",
  body: mfaSettingsSchema,
  response: z.object({ mfaEnabled: z.boolean() }),
});

// ---- Forgot password (/api/email, /api/common, /api/user/reset-pwd) ---------------------------------

export const forgotEmailContract = endpoint({
  method: "POST",
  path: "/api/email/validate",
  body: forgotEmailSchema,
  response: z.object({ attempts: z.number().int(), registered: z.boolean() }),
});

export const forgotSendCodeContract = endpoint({
  method: "POST",
  path: "/api/common/send-verify-code",
  body: forgotSendCodeSchema,
  response: nothing,
});

export const forgotValidateCodeContract = endpoint({
  method: "POST",
  path: "/api/common/validate-token",
  body: forgotValidateCodeSchema,
  response: nothing,
});

export const resetPasswordContract = endpoint({
  method: "POST",
  path: "/api/user/reset-pwd",
  body: resetPasswordSchema,
  response: nothing,
});
