import { z } from "zod";
import { LETTERS_AND_DIGITS, formText, phoneSchema } from "./auth";
import { TEXT_FIELD_MAX_LENGTH } from "./constants";
import { hasControlCharacters } from "./control-characters";
// The two domains it needs only, not the whole MESSAGES table (first-load weight).
import { ACCOUNT_MESSAGES } from "./messages/accounts";
import { PROFILE_MESSAGES, PROFILE_NOTICES } from "./messages/profile";

const MESSAGES = { fieldTooLong: ACCOUNT_MESSAGES.fieldTooLong, requiredField: PROFILE_NOTICES.requiredField };

// requirements §5 registered text rules for the profile (name, phone, ssn, customDate), written once.

export { PROFILE_MESSAGES };

/** name: letters (Chinese characters included) and digits only, trimmed. Optional. */
export const nameSchema = formText
  .transform((v) => v.trim())
  .superRefine((v, ctx) => {
    if (v.length > TEXT_FIELD_MAX_LENGTH) ctx.addIssue({ code: "custom", message: MESSAGES.fieldTooLong });
    else if (v !== "" && !LETTERS_AND_DIGITS.test(v)) ctx.addIssue({ code: "custom", message: PROFILE_MESSAGES.invalidName });
  });

/** ssn: digits and hyphen only, trimmed; 9 digits. Optional (empty keeps what is stored). */
export const ssnSchema = formText
  .transform((v) => v.trim())
  .superRefine((v, ctx) => {
    if (v === "") return;
    if (!/^[0-9-]+$/.test(v) || v.replace(/-/g, "").length !== 9) ctx.addIssue({ code: "custom", message: PROFILE_MESSAGES.invalidSsn });
  });

/** customDate: required ('This is a required field') and a real calendar date, not in the future. */
export const customDateSchema = formText
  .transform((v) => v.trim())
  .superRefine((v, ctx) => {
    if (v === "") return void ctx.addIssue({ code: "custom", message: MESSAGES.requiredField });
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
    const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
    const real = date && date.getUTCFullYear() === Number(match![1]) && date.getUTCMonth() === Number(match![2]) - 1 && date.getUTCDate() === Number(match![3]);
    if (!real || Number(match![1]) < 1900) return void ctx.addIssue({ code: "custom", message: PROFILE_MESSAGES.invalidDate });
    if (date!.getTime() > Date.now()) ctx.addIssue({ code: "custom", message: PROFILE_MESSAGES.futureDate });
  });

/** Free text as a person types it: tabs and line breaks, but no other control characters (the database refuses NUL). */
const freeText = (max: number, tooLong: string) =>
  formText
    .transform((v) => v.trim())
    .pipe(z.string().max(max, tooLong).refine((v) => !hasControlCharacters(v), PROFILE_MESSAGES.invalidCharacters));

const code = (max: number) => formText.transform((v) => v.trim()).pipe(z.string().max(max).regex(/^[A-Za-z0-9-]*$/, "Choose from the list"));

/** The Personal information form and POST /api/user/update. */
export const personalInfoSchema = z.object({
  firstName: nameSchema,
  lastName: nameSchema,
  dateOfBirth: customDateSchema,
  ssn: ssnSchema,
  phone: phoneSchema,
  bio: freeText(500, PROFILE_MESSAGES.bioTooLong),
  address: freeText(200, PROFILE_MESSAGES.addressTooLong),
  zipCode: formText.transform((v) => v.trim()).pipe(z.string().regex(/^(\d{5}(-\d{4})?)?$/, PROFILE_MESSAGES.invalidZip)),
  countryCode: code(2),
  stateCode: code(2),
  cityCode: code(60),
  industry: code(10),
  avatarId: code(40),
});
export type PersonalInfo = z.infer<typeof personalInfoSchema>;
