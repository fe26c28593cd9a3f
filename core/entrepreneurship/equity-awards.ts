import { asCents, percentOf, type Cents } from "../money";
import { addMonths } from "../planning/dates";
import { estimateFederalTax, plainReturn } from "../tax/estimate-federal-tax";
import type { FilingStatus, TaxYear } from "../tax/federal-tax-tables";
import { supplementalWithholding } from "../tax/withholding";

// The executive accounts' equity award planner (the entrepreneurship service's Emerald card
// "Executive and founder accounts"): when a grant of restricted stock units or stock options vests,
// what it is worth, what the vesting in one tax year adds to the federal income tax against what
// the employer withholds, and how much of the member's investments sit in the one company. Pure:
// money in integer cents, shares whole; products stay far below 2^53 (10 million shares at
// $100,000 is 10^14 cents).

export const AWARD_KINDS = ["rsu", "nso", "iso"] as const;
export type AwardKind = (typeof AWARD_KINDS)[number];

/** Months between vesting dates. */
export const VESTING_FREQUENCIES = { monthly: 1, quarterly: 3, annually: 12 } as const;
export type VestingFrequency = keyof typeof VESTING_FREQUENCIES;

export type VestingInput = {
  shares: number;
  /** The vesting commencement date, ISO. */
  start: string;
  /** The whole schedule, months (a whole number of years). */
  months: number;
  /** Nothing vests before this month; then everything earned so far vests at once. 0: no cliff. */
  cliffMonths: number;
  frequency: VestingFrequency;
};

export type VestEvent = { date: string; month: number; shares: number; vestedAfter: number };

/** A cliff must end on or before the last vesting date. */
export const cliffFits = (cliffMonths: number, months: number) => cliffMonths <= months;

/**
 * The vesting dates and the shares each releases. After m months the award has earned
 * ⌊shares × m ÷ months⌋ (rounding down keeps every date's count whole and the last one takes the
 * remainder); a date releases what was earned since the one before. Dates fall on the
 * commencement day of the month, clamped to the month's end (core/planning/dates.addMonths).
 */
export function vestingSchedule(input: VestingInput): VestEvent[] {
  if (!cliffFits(input.cliffMonths, input.months)) throw new RangeError("the cliff is longer than the schedule");
  const every = VESTING_FREQUENCIES[input.frequency];
  const months = new Set<number>();
  if (input.cliffMonths > 0) months.add(input.cliffMonths);
  for (let m = every; m <= input.months; m += every) if (m > input.cliffMonths) months.add(m);
  const events: VestEvent[] = [];
  let before = 0;
  for (const month of [...months].sort((a, b) => a - b)) {
    const vestedAfter = Math.floor((input.shares * month) / input.months);
    if (vestedAfter > before) events.push({ date: addMonths(input.start, month), month, shares: vestedAfter - before, vestedAfter });
    before = vestedAfter;
  }
  return events;
}

/** Shares vested on `date` (a vesting date counts on its day). */
export const vestedOn = (events: readonly VestEvent[], date: string) => events.reduce((total, e) => (e.date <= date ? total + e.shares : total), 0);

/** Shares vesting within a calendar year. */
export const vestingIn = (events: readonly VestEvent[], year: number) => events.reduce((total, e) => (e.date.startsWith(`${year}-`) ? total + e.shares : total), 0);

/**
 * What one share is worth to its holder at `priceCents`: the price for a unit, the spread over the
 * strike for an option (nothing when under water: no one exercises to pay more than the price).
 */
export const shareWorth = (kind: AwardKind, priceCents: number, strikeCents: number): Cents =>
  asCents(kind === "rsu" ? priceCents : Math.max(0, priceCents - strikeCents));

export type EquityTaxInput = {
  year: TaxYear;
  status: FilingStatus;
  /** The year's other wages. */
  wagesCents: number;
  /** The award's ordinary income in the year (units vesting, options exercised). */
  equityIncomeCents: number;
};

export type EquityTax = {
  /** Federal income tax on the wages alone, and with the award's income. */
  taxWithoutCents: number;
  taxWithCents: number;
  extraTaxCents: number;
  /** What the employer withholds on the award's income at the supplemental rates. */
  withheldCents: number;
  /** The extra tax less the withholding: positive is owed at filing. */
  shortfallCents: number;
  /** The top bracket of the wages alone, and with the award. */
  bracketWithoutBp: number;
  bracketWithBp: number;
};

const incomeTax = (year: TaxYear, status: FilingStatus, wages: number) => {
  const estimate = estimateFederalTax(plainReturn({ taxYear: year, filingStatus: status, income: { wages } }));
  // Income tax only: the additional Medicare tax on wages is a payroll tax, withheld apart.
  return { tax: estimate.ordinaryIncomeTax, bracketBp: estimate.marginalRateBp };
};

/**
 * The award's income as wages on top of the year's other wages, with the standard deduction: the
 * federal income tax it adds, against the supplemental withholding (core/tax/withholding).
 */
export function equityIncomeTax(input: EquityTaxInput): EquityTax {
  const without = incomeTax(input.year, input.status, input.wagesCents);
  const withAward = incomeTax(input.year, input.status, input.wagesCents + input.equityIncomeCents);
  const withheld = supplementalWithholding(asCents(input.equityIncomeCents));
  const extra = withAward.tax - without.tax;
  return {
    taxWithoutCents: without.tax,
    taxWithCents: withAward.tax,
    extraTaxCents: extra,
    withheldCents: withheld,
    shortfallCents: extra - withheld,
    bracketWithoutBp: without.bracketBp,
    bracketWithBp: withAward.bracketBp,
  };
}

/** The share of the investments in one company above which the page flags it: a common planning rule of thumb, not a law. */
export const CONCENTRATION_FLAG_BP = 1_000;

/** The one company's share of the member's investments, basis points (0 when there is nothing). */
export function concentrationBp(companyCents: number, otherCents: number): number {
  const total = companyCents + otherCents;
  return total > 0 ? Math.round((companyCents * 10_000) / total) : 0;
}

/**
 * Vested shares to sell, the proceeds staying invested elsewhere, so that the company is at most
 * `limitBp` of the investments: the value above the limit, in whole shares rounded up.
 */
export function sharesToSellFor(limitBp: number, companyCents: number, otherCents: number, shareWorthCents: number): number {
  if (shareWorthCents <= 0) return 0;
  const over = companyCents - percentOf(asCents(companyCents + otherCents), limitBp);
  return over > 0 ? Math.ceil(over / shareWorthCents) : 0;
}
