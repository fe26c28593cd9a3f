import { INVESTOR_MESSAGES } from "../messages/investor";

// A linked bank account (issue "Investor accounts for real" §4): the ABA routing number with its
// checksum, the account number, and how the account number is shown once saved.

export type CheckResult = { ok: true; value: string } | { ok: false; message: string };

/**
 * The ABA routing number checksum: with the digits d1…d9,
 * 3·(d1 + d4 + d7) + 7·(d2 + d5 + d8) + (d3 + d6 + d9) must be a multiple of 10.
 */
export function hasValidAbaChecksum(digits: string): boolean {
  if (!/^[0-9]{9}$/.test(digits)) return false;
  const d = [...digits].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}

/** A routing number as typed: 9 digits (surrounding spaces trimmed) passing the ABA checksum. */
export function checkRoutingNumber(input: string): CheckResult {
  const value = input.trim();
  if (value === "") return { ok: false, message: INVESTOR_MESSAGES.required };
  if (!/^[0-9]{9}$/.test(value)) return { ok: false, message: INVESTOR_MESSAGES.routingFormat };
  if (!hasValidAbaChecksum(value)) return { ok: false, message: INVESTOR_MESSAGES.routingChecksum };
  return { ok: true, value };
}

export const ACCOUNT_NUMBER_MIN_DIGITS = 4;
export const ACCOUNT_NUMBER_MAX_DIGITS = 17;

/** A bank account number as typed: 4 to 17 digits, surrounding spaces trimmed, nothing else. */
export function checkAccountNumber(input: string): CheckResult {
  const value = input.trim();
  if (value === "") return { ok: false, message: INVESTOR_MESSAGES.required };
  if (!/^[0-9]{4,17}$/.test(value)) return { ok: false, message: INVESTOR_MESSAGES.accountNumberFormat };
  return { ok: true, value };
}

/** An account number as shown once saved: "••••6789" (the last four digits only). */
export function maskAccountNumber(accountNumberOrLast4: string): string {
  const digits = accountNumberOrLast4.replace(/[^0-9]/g, "");
  return `••••${digits.slice(-4)}`;
}

export const ACCOUNT_TYPES = ["checking", "savings"] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** A member links at most this many bank accounts. */
export const MAX_LINKED_BANKS = 3;
