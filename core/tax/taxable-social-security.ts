import { asCents, percentOf, type Cents } from "../money";
import type { FilingStatus } from "./federal-tax-tables";

// The part of Social Security benefits that is taxed (IRC §86, as the Form 1040 instructions'
// Social Security Benefits Worksheet computes it): none while "provisional income" (the other
// income plus half the benefits) stays under a base amount, then half of what passes it, then 85 %
// of what passes a second amount, never more than 85 % of the benefits. The two amounts are fixed
// in the law and not indexed, so they are not in the year's tables.

export const SOCIAL_SECURITY_SOURCE = "IRC §86(b)–(c); Form 1040 instructions, Social Security Benefits Worksheet";

/** The base and the adjusted base amounts in dollars. Married filing separately: as if the spouses lived together (both 0). */
export const SOCIAL_SECURITY_BASES: Readonly<Record<FilingStatus, readonly [number, number]>> = {
  single: [25_000, 34_000],
  head_of_household: [25_000, 34_000],
  qualifying_surviving_spouse: [25_000, 34_000],
  married_filing_jointly: [32_000, 44_000],
  married_filing_separately: [0, 0],
};

const HALF_BP = 5_000;
const EIGHTY_FIVE_BP = 8_500;

/**
 * The taxable part of a year's benefits, in cents, from the benefits and the other income that
 * counts (the adjusted gross income without the benefits, plus any tax-exempt interest).
 */
export function taxableSocialSecurity(benefits: Cents, otherIncome: Cents, status: FilingStatus): Cents {
  if (benefits <= 0) return asCents(0);
  const [base, adjustedBase] = SOCIAL_SECURITY_BASES[status].map((dollars) => dollars * 100) as [number, number];
  const halfBenefits = percentOf(benefits, HALF_BP); // worksheet line 2
  const overBase = otherIncome + halfBenefits - base; // line 9
  if (overBase <= 0) return asCents(0);
  const band = adjustedBase - base; // line 10
  const overAdjusted = Math.max(0, overBase - band); // line 11
  const halfOfBand = percentOf(asCents(Math.min(overBase, band)), HALF_BP); // lines 12–13
  const fromBand = Math.min(halfBenefits, halfOfBand); // line 14
  const upTo = fromBand + percentOf(asCents(overAdjusted), EIGHTY_FIVE_BP); // lines 15–16
  return asCents(Math.min(upTo, percentOf(benefits, EIGHTY_FIVE_BP))); // lines 17–18
}
