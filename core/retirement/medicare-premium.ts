import { asCents, type Cents } from "../money";
import type { FilingStatus } from "../tax/federal-tax-tables";

// Medicare Part B's monthly premium by income (the income-related monthly adjustment amount): a
// year's premium follows the modified adjusted gross income of two years before, so a large
// conversion at 63 or later can raise the premiums two years on. The thresholds are indexed each
// year; the latest published table stands for the years not yet published, and the page says so.

export const PART_B_SOURCE = "Centers for Medicare & Medicaid Services, 2026 Medicare Parts A & B Premiums and Deductibles (November 2025)";
export const PART_B_YEAR = 2026;
/** Premiums follow the income of this many years before. */
export const PART_B_LOOKBACK_YEARS = 2;
/** Income in the year one turns 63 sets the premium of the year one turns 65. */
export const PART_B_FIRST_INCOME_AGE = 63;

/** The standard premium and each band's total premium, monthly, in cents. */
const PREMIUMS = [20_290, 28_410, 40_580, 52_750, 64_920, 68_990] as const;

/**
 * The top of each band of MAGI in dollars (a band includes its top, except the fifth, whose top
 * begins the last band), for individual and joint returns; married filing separately (having lived
 * with the spouse) has two bands above the standard one.
 */
const INDIVIDUAL_TOPS = [109_000, 137_000, 171_000, 205_000, 500_000] as const;
const JOINT_TOPS = [218_000, 274_000, 342_000, 410_000, 750_000] as const;
const SEPARATE_TOPS = [109_000, 391_000] as const;

export type PartBPremium = { band: number; monthly: Cents; surcharge: Cents };

export function partBPremium(magi: Cents, status: FilingStatus): PartBPremium {
  const dollars = magi / 100;
  let band: number;
  if (status === "married_filing_separately") {
    band = dollars <= SEPARATE_TOPS[0] ? 0 : dollars < SEPARATE_TOPS[1] ? 4 : 5;
  } else {
    const tops = status === "married_filing_jointly" ? JOINT_TOPS : INDIVIDUAL_TOPS;
    const last = tops.length - 1;
    band = tops.findIndex((top, index) => (index === last ? dollars < top : dollars <= top));
    if (band === -1) band = PREMIUMS.length - 1;
  }
  return { band, monthly: asCents(PREMIUMS[band]!), surcharge: asCents(PREMIUMS[band]! - PREMIUMS[0]) };
}
