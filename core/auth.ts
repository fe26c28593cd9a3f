import { z } from "zod";
import { CODE_LENGTH, PASSWORD_MIN_LENGTH, TEXT_FIELD_MAX_LENGTH, USERNAME_MAX_LENGTH } from "./constants";
// The accounts domain only: a page with a sign-in form does not carry every domain's messages.
import { emailProblem } from "./email";
import { ACCOUNT_MESSAGES as MESSAGES } from "./messages/accounts";

// requirements §5 validation, written once: the web forms (client and server) and the API use these.

const LETTERS_AND_DIGITS = /^[\p{L}\p{Nd}]+$/u; // letters of any script (Chinese included) and digits
const PHONE_PATTERN = /^[0-9+()-]*$/; // requirements §5: digits and + ( ) - only

/** A field arrives as a string or not at all (missing means empty); any other type is refused. */
const text = z
  .union([z.string(), z.null(), z.undefined()], { errorMap: () => ({ message: "must be text" }) })
  .transform((v) => v ?? "");

export const usernameSchema = text
  .transform((v) => v.trim())
  .superRefine((v, ctx) => {
    if (v === "") ctx.addIssue({ code: "custom", message: MESSAGES.usernameRequired });
    else if (v.length > USERNAME_MAX_LENGTH) ctx.addIssue({ code: "custom", message: MESSAGES.usernameTooLong });
    else if (!LETTERS_AND_DIGITS.test(v)) ctx.addIssue({ code: "custom", message: MESSAGES.invalidUsername });
  });

export { LETTERS_AND_DIGITS, text as formText };

export const emailSchema = text
  .transform((v) => v.trim())
  .superRefine((v, ctx) => {
    const problem = emailProblem(v);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

/** Optional; digits and + ( ) - only, at most 50. */
export const phoneSchema = text
  .transform((v) => v.trim())
  .superRefine((v, ctx) => {
    if (v.length > TEXT_FIELD_MAX_LENGTH) ctx.addIssue({ code: "custom", message: MESSAGES.fieldTooLong });
    else if (!PHONE_PATTERN.test(v) || (v !== "" && !/\d/.test(v))) ctx.addIssue({ code: "custom", message: MESSAGES.invalidPhone });
  });

export const codeSchema = text
  .transform((v) => v.trim())
  .superRefine((v, ctx) => {
    if (v === "") ctx.addIssue({ code: "custom", message: MESSAGES.codeEmpty });
    else if (!new RegExp(`^\\d{${CODE_LENGTH}}$`).test(v)) ctx.addIssue({ code: "custom", message: MESSAGES.codeWrong });
  });

/** The four rules of the password checklist (requirements §5), in the order the checklist shows them. */
export const PASSWORD_RULES = [
  { key: "length", label: "At least 8 characters", test: (v: string) => v.length >= PASSWORD_MIN_LENGTH, message: MESSAGES.passwordTooShort },
  { key: "lowercase", label: "A lowercase letter", test: (v: string) => /\p{Ll}/u.test(v), message: MESSAGES.passwordNeedsLowercase },
  { key: "uppercase", label: "An uppercase letter", test: (v: string) => /\p{Lu}/u.test(v), message: MESSAGES.passwordNeedsUppercase },
  { key: "digit", label: "A number", test: (v: string) => /\d/.test(v), message: MESSAGES.passwordNeedsDigit },
] as const;

export const passwordSchema = text.superRefine((v, ctx) => {
  if (v === "") return void ctx.addIssue({ code: "custom", message: MESSAGES.passwordRequired });
  if (v.length > TEXT_FIELD_MAX_LENGTH) return void ctx.addIssue({ code: "custom", message: MESSAGES.passwordTooLong });
  const broken = PASSWORD_RULES.find((rule) => !rule.test(v));
  if (broken) ctx.addIssue({ code: "custom", message: broken.message });
});

const withMatchingPassword = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ ...shape, password: passwordSchema, matchingPassword: text }).superRefine((v, ctx) => {
    if (v.password !== v.matchingPassword) {
      ctx.addIssue({ code: "custom", path: ["matchingPassword"], message: MESSAGES.passwordMismatch });
    }
  });

// ---- Forms and API bodies ----

export const signInSchema = z.object({
  // No username or email holds a control character (and the database refuses NUL outright).
  username: text
    .transform((v) => v.trim())
    .pipe(z.string().min(1, MESSAGES.usernameOrEmailRequired).max(TEXT_FIELD_MAX_LENGTH, MESSAGES.fieldTooLong).regex(/^\P{Cc}*$/u, MESSAGES.loginFailed)),
  password: text.pipe(z.string().min(1, MESSAGES.passwordRequired).max(200, MESSAGES.passwordTooLong)),
});

export const signUpDetailsSchema = z.object({ username: usernameSchema, email: emailSchema, phone: phoneSchema });
export const registrationCodeSchema = z.object({ username: usernameSchema, code: codeSchema });
export const registrationSchema = withMatchingPassword({
  username: usernameSchema,
  email: emailSchema,
  phone: phoneSchema,
  verifyCode: codeSchema,
});
export const newPasswordSchema = withMatchingPassword({});
export const mfaVerifySchema = z.object({ code: codeSchema });
export const forgotEmailSchema = z.object({ email: emailSchema });
export const forgotSendCodeSchema = z.object({ email: emailSchema, tokenType: z.literal(1) });
export const forgotValidateCodeSchema = z.object({ email: emailSchema, code: codeSchema, tokenType: z.literal(1) });
export const resetPasswordSchema = withMatchingPassword({ email: emailSchema });
export const changePasswordSchema = withMatchingPassword({
  oldPassword: text.pipe(z.string().min(1, MESSAGES.passwordRequired).max(200, MESSAGES.passwordTooLong)),
});
export const validatePasswordSchema = z.object({
  username: usernameSchema,
  password: text.pipe(z.string().min(1, MESSAGES.passwordRequired).max(200, MESSAGES.passwordTooLong)),
});
export const mfaSettingsSchema = z.object({
  enabled: z.boolean(),
  password: text.pipe(z.string().min(1, MESSAGES.passwordRequired).max(200, MESSAGES.passwordTooLong)),
});

/** requirements §3 user info, as GET /api/user/info answers it. */
export type UserInfo = {
  username: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  /** Last four digits only, or "". */
  ssnLast4: string;
  industry: string;
  bio: string;
  avatarId: string | null;
  email: string;
  phone: string;
  address: string;
  cityCode: string;
  stateCode: string;
  zipCode: string;
  countryCode: string;
  memberLevel: number;
  membership: string;
  testUser: boolean;
  qtoken: string | null;
  mfaEnabled: boolean;
};

export type LoginResult = { needMfa: boolean; token: string };
