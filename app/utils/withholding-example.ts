import type { WITHHOLDING_KEYS } from "./calculators";

const BIWEEKLY_PAYCHECKS = 26;
const DAY_MS = 86_400_000;

/**
 * A fresh visit's example, true to the day: $85,000 paid every other week with $400 withheld from
 * each paycheck, the paychecks already paid this year withheld, and a bonus and a side business to compare.
 */
export function withholdingExample(today: string): Partial<Record<(typeof WITHHOLDING_KEYS)[number], string>> {
  const year = Number(today.slice(0, 4));
  const daysLeft = Math.max(0, (Date.UTC(year, 11, 31) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
  const left = Math.min(BIWEEKLY_PAYCHECKS, Math.ceil(daysLeft / 14));
  return {
    status: "single",
    wages: "85000",
    withheld: String(400 * (BIWEEKLY_PAYCHECKS - left)),
    perPaycheck: "400",
    paychecksLeft: String(left),
    bonus: "5000",
    side: "10000",
  };
}
