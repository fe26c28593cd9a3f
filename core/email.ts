import { TEXT_FIELD_MAX_LENGTH } from "./constants";
import { ACCOUNT_MESSAGES as MESSAGES } from "./messages/accounts";

// requirements §5: the email rule, on its own and without zod, so that a page that checks an email
// as it is typed (Contact us) does not carry a schema library for it. core/auth.ts's emailSchema
// and every form use this one rule.

// The spec's simple pattern (something@something.something), minus characters no mailbox needs
// unquoted: controls, invisible format characters, and <>()[]\,;:"
const EMAIL_PART = String.raw`[^\s@<>()[\]\\,;:"\p{Cc}\p{Cf}]+`;
export const EMAIL_PATTERN = new RegExp(`^${EMAIL_PART}@${EMAIL_PART}\\.${EMAIL_PART}$`, "u");

/** What is wrong with an email address (already trimmed), or null. */
export function emailProblem(email: string): string | null {
  if (email === "") return MESSAGES.emailRequired;
  if (email.length > TEXT_FIELD_MAX_LENGTH) return MESSAGES.fieldTooLong;
  if (!EMAIL_PATTERN.test(email)) return MESSAGES.invalidEmail;
  return null;
}
