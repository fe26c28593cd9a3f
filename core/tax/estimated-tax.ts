import { asCents, percentOf } from "../money";
import type { TaxCents } from "./estimate-federal-tax";
import type { FilingStatus } from "./federal-tax-tables";
import { irsDueDate } from "./due-dates";

// The estimated-tax safe harbor (IRC §6654(d)(1); Form 1040-ES instructions, IRS Publication 505):
// no underpayment penalty when withholding and timely estimated payments reach the smaller of 90 %
// of this year's tax and 100 % of last year's (110 % when last year's AGI was above $150,000, or
// $75,000 filing separately). Written once for the business estimate and the withholding check.

export const SAFE_HARBOUR_RULES = ["current-year-90", "prior-year-100", "prior-year-110"] as const;
export type SafeHarbourRule = (typeof SAFE_HARBOUR_RULES)[number];

export const CURRENT_YEAR_SAFE_HARBOUR_BP = 9_000;
export const PRIOR_YEAR_SAFE_HARBOUR_BP = 10_000;
export const HIGH_INCOME_PRIOR_YEAR_SAFE_HARBOUR_BP = 11_000;
/** Last year's AGI above which the prior-year rule asks 110 % (IRC §6654(d)(1)(C)); not indexed. */
export const HIGH_INCOME_PRIOR_YEAR_AGI_CENTS = 15_000_000;
export const HIGH_INCOME_PRIOR_YEAR_AGI_SEPARATE_CENTS = 7_500_000;
/** No penalty when the tax still owed after withholding and credits is under $1,000 (IRC §6654(e)(1)). */
export const UNDERPAYMENT_PENALTY_FLOOR_CENTS = 100_000;

export type SafeHarbourInput = {
  currentYearTax: TaxCents;
  /** Last year's total tax and AGI; null when not given (then only the current-year rule applies). */
  priorYearTax: TaxCents | null;
  priorYearAgi: TaxCents | null;
  filingStatus: FilingStatus;
  /** A corporation's prior-year rule has no 110 % step (IRC §6655(d)). */
  corporation?: boolean;
};

export type SafeHarbour = { rule: SafeHarbourRule; required: TaxCents };

/** The year's required annual payment: the smaller of the rules that apply, and which one it is. */
export function requiredAnnualPayment(input: SafeHarbourInput): SafeHarbour {
  const current = percentOf(asCents(Math.max(0, input.currentYearTax)), CURRENT_YEAR_SAFE_HARBOUR_BP);
  if (input.priorYearTax === null) return { rule: "current-year-90", required: current };
  const threshold = input.filingStatus === "married_filing_separately" ? HIGH_INCOME_PRIOR_YEAR_AGI_SEPARATE_CENTS : HIGH_INCOME_PRIOR_YEAR_AGI_CENTS;
  const high = !input.corporation && input.priorYearAgi !== null && input.priorYearAgi > threshold;
  const prior = percentOf(asCents(Math.max(0, input.priorYearTax)), high ? HIGH_INCOME_PRIOR_YEAR_SAFE_HARBOUR_BP : PRIOR_YEAR_SAFE_HARBOUR_BP);
  return prior < current ? { rule: high ? "prior-year-110" : "prior-year-100", required: prior } : { rule: "current-year-90", required: current };
}

/** "YYYY-MM-DD" moved off a weekend or legal holiday to the next business day (IRC §7503; core/tax/due-dates.ts). */
export const nextBusinessDay = irsDueDate;

/**
 * The four due dates of a tax year's estimated payments: individuals April 15, June 15,
 * September 15 and January 15 of the next year (Form 1040-ES); a calendar-year corporation the
 * 15th of the 4th, 6th, 9th and 12th months (Form 1120-W). Weekends and legal holidays move to the next business day.
 */
export function estimatedPaymentDates(year: number, corporation = false): string[] {
  const dates = corporation ? [`${year}-04-15`, `${year}-06-15`, `${year}-09-15`, `${year}-12-15`] : [`${year}-04-15`, `${year}-06-15`, `${year}-09-15`, `${year + 1}-01-15`];
  return dates.map(nextBusinessDay);
}

/** An amount in `count` instalments of whole cents, the odd cents in the first; none for no count. */
export function inInstalments(total: TaxCents, count: number): TaxCents[] {
  if (count <= 0) return [];
  const base = Math.floor(total / count);
  return [total - (count - 1) * base, ...Array.from({ length: count - 1 }, () => base)];
}
