import { parseIsoDate, type CalendarDate } from "../planning/dates";
import { INVESTOR_MESSAGES } from "../messages/investor";

// Date of birth and the age rule of the investor application (issue "Investor accounts for real"
// §3, requirements §5 `customDate`). Pure: "today" is always a parameter (the member's calendar
// day, YYYY-MM-DD), never the clock.

export const MINIMUM_INVESTOR_AGE = 18;
const EARLIEST_YEAR = 1900;

/**
 * Whole years from a date of birth to `today`. A birthday counts once its month and day are
 * reached, so someone born on 29 February has their birthday on 1 March in years without one:
 * born 2008-02-29, they are 17 on 2026-02-28 and 18 on 2026-03-01 (and on 2028-02-29 they are 20).
 */
export function ageOn(dateOfBirth: CalendarDate, today: CalendarDate): number {
  const beforeBirthday = today.month < dateOfBirth.month || (today.month === dateOfBirth.month && today.day < dateOfBirth.day);
  return today.year - dateOfBirth.year - (beforeBirthday ? 1 : 0);
}

export type DateOfBirthResult = { ok: true; value: string; age: number } | { ok: false; message: string };

/** A date of birth: required, YYYY-MM-DD, a real calendar date from 1900, not after today, 18 or older on today. */
export function checkDateOfBirth(input: string, today: string): DateOfBirthResult {
  const value = input.trim();
  if (value === "") return { ok: false, message: INVESTOR_MESSAGES.required };
  const born = parseIsoDate(value);
  if (!born) return { ok: false, message: INVESTOR_MESSAGES.dateFormat };
  if (born.year < EARLIEST_YEAR) return { ok: false, message: INVESTOR_MESSAGES.dateTooEarly };
  const now = parseIsoDate(today);
  if (!now) throw new RangeError(`today must be a YYYY-MM-DD date, got ${today}`);
  if (value > today) return { ok: false, message: INVESTOR_MESSAGES.dateInFuture };
  const age = ageOn(born, now);
  if (age < MINIMUM_INVESTOR_AGE) return { ok: false, message: INVESTOR_MESSAGES.underage };
  return { ok: true, value, age };
}

/** Whether a member born on `dateOfBirth` is 18 or older on `today` (false for an invalid date). */
export function isAdultOn(dateOfBirth: string, today: string): boolean {
  return checkDateOfBirth(dateOfBirth, today).ok;
}
