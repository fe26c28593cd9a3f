import { ssnSchema } from "../profile";
import { INVESTOR_MESSAGES } from "../messages/investor";

// The Social Security number of an investor application (issue "Investor accounts for real" §3).
// The characters allowed are the requirements §5 `ssn` rule (core/profile.ts: digits and hyphens,
// trimmed, 9 digits), reused as is; on top of it, the numbers the Social Security Administration
// never issues are refused: area (first 3 digits) 000, 666 or 900–999, group (next 2) 00, serial
// (last 4) 0000.

export type SsnResult = { ok: true; digits: string; last4: string } | { ok: false; message: string };

/** Reads an SSN as typed ("123-45-6789", "123456789", " 123-45-6789 ") into its 9 digits, or says why not. */
export function checkSsn(input: string): SsnResult {
  const trimmed = input.trim();
  if (trimmed === "") return { ok: false, message: INVESTOR_MESSAGES.required };
  if (!ssnSchema.safeParse(trimmed).success) return { ok: false, message: INVESTOR_MESSAGES.ssnFormat };
  const digits = trimmed.replace(/-/g, "");
  const area = digits.slice(0, 3);
  if (area === "000" || area === "666" || area[0] === "9") return { ok: false, message: INVESTOR_MESSAGES.ssnArea };
  if (digits.slice(3, 5) === "00") return { ok: false, message: INVESTOR_MESSAGES.ssnGroup };
  if (digits.slice(5) === "0000") return { ok: false, message: INVESTOR_MESSAGES.ssnSerial };
  return { ok: true, digits, last4: digits.slice(5) };
}

/** The 9 digits of a valid SSN, or null. */
export function normaliseSsn(input: string): string | null {
  const result = checkSsn(input);
  return result.ok ? result.digits : null;
}

/** The last four digits of a valid SSN, or null. */
export function ssnLast4(input: string): string | null {
  const result = checkSsn(input);
  return result.ok ? result.last4 : null;
}

/**
 * How an SSN is shown once saved: "•••-••-1234". Takes the last four (what is stored in clear) or
 * the whole number; anything else shows as fully masked.
 */
export function maskSsn(last4OrSsn: string): string {
  const digits = last4OrSsn.replace(/[^0-9]/g, "");
  const last4 = digits.length === 4 || digits.length === 9 ? digits.slice(-4) : "••••";
  return `•••-••-${last4}`;
}
