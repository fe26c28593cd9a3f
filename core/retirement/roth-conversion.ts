import { asCents, type Cents } from "../money";
import { estimateFederalTax, plainReturn, type FederalTaxEstimate } from "../tax/estimate-federal-tax";
import { FEDERAL_TAX_TABLES, type FilingStatus, type TaxYear } from "../tax/federal-tax-tables";
import { taxableSocialSecurity } from "../tax/taxable-social-security";

// What converting part of a traditional IRA to a Roth IRA costs in federal income tax this year
// (the retirement service's Gold tax planning). The conversion is ordinary income: it is taxed at
// the member's brackets, can raise the taxable part of Social Security benefits and can shrink the
// senior deduction, so its cost is the whole return's tax with it less the tax without it, not the
// bracket rate times the amount. Pure: integer cents and basis points.

export type RetirementTaxInput = {
  taxYear: TaxYear;
  filingStatus: FilingStatus;
  /** Ages at the year's December 31; the spouse's on a joint return only. */
  age: number;
  spouseAge: number | null;
  /** Income taxed as ordinary income before any conversion: wages, pensions, IRA withdrawals (and required distributions), interest. */
  income: Cents;
  /** Social Security benefits for the year (Form SSA-1099 box 5). */
  socialSecurity: Cents;
};

export type YearTax = {
  agi: Cents;
  taxableSocialSecurity: Cents;
  taxableIncome: Cents;
  totalTax: Cents;
  /** The bracket of the next dollar of taxable income. */
  bracketRateBp: number;
};

export type BracketFill = {
  /** The bracket filled and the taxable income at its top. */
  rateBp: number;
  top: Cents;
  /** The smallest conversion that brings taxable income to the top, and what it costs. */
  conversion: Cents;
  extraTax: Cents;
  averageRateBp: number;
};

export type RothConversion = {
  before: YearTax;
  after: YearTax;
  conversion: Cents;
  extraTax: Cents;
  /** The extra tax over the amount converted (0 with nothing converted). */
  averageRateBp: number;
  /** The tax on the next $1,000 converted beyond the amount, over $1,000: the bracket rate, or more where benefits or deductions move with income. */
  nextRateBp: number;
  /** The brackets above today's taxable income, up to four, and what filling each would cost. */
  fills: BracketFill[];
};

/** The step the next-dollars rate is measured over: $1,000. */
const NEXT_STEP: Cents = asCents(100_000);
const MAX_FILLS = 4;
const SENIOR_AGE = 65;

/** A ratio of two amounts in basis points, half up. */
const rateBp = (part: number, whole: number) => (whole <= 0 ? 0 : Math.round((part * 10_000) / whole));

function estimate(input: RetirementTaxInput, conversion: number): { estimate: FederalTaxEstimate; taxableBenefits: Cents } {
  const ordinary = input.income + conversion;
  const taxableBenefits = taxableSocialSecurity(input.socialSecurity, asCents(ordinary), input.filingStatus);
  const joint = input.filingStatus === "married_filing_jointly";
  const result = estimateFederalTax(
    plainReturn({
      taxYear: input.taxYear,
      filingStatus: input.filingStatus,
      taxpayerAge65OrOlder: input.age >= SENIOR_AGE,
      spouseAge65OrOlder: joint && input.spouseAge !== null && input.spouseAge >= SENIOR_AGE,
      income: { otherIncome: ordinary + taxableBenefits },
    }),
  );
  return { estimate: result, taxableBenefits };
}

/** The year's figures with `conversion` added to the income. */
export function yearTax(input: RetirementTaxInput, conversion: number): YearTax {
  const { estimate: e, taxableBenefits } = estimate(input, conversion);
  return {
    agi: asCents(e.agi),
    taxableSocialSecurity: taxableBenefits,
    taxableIncome: asCents(e.taxableIncome),
    totalTax: asCents(e.totalTax),
    bracketRateBp: e.marginalRateBp,
  };
}

/**
 * The smallest conversion that brings taxable income to `top`. Taxable income never grows slower
 * than the conversion (deductions only shrink and taxed benefits only grow with income), so the
 * answer is at most the distance to the top; a binary search over whole cents finds it exactly.
 */
function conversionToReach(input: RetirementTaxInput, top: number, taxableNow: number): number {
  let low = 0;
  let high = top - taxableNow;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (yearTax(input, middle).taxableIncome >= top) high = middle;
    else low = middle + 1;
  }
  return low;
}

export function rothConversion(input: RetirementTaxInput, conversion: Cents): RothConversion {
  const before = yearTax(input, 0);
  const after = conversion > 0 ? yearTax(input, conversion) : before;
  const extraTax = asCents(after.totalTax - before.totalTax);
  const next = yearTax(input, conversion + NEXT_STEP);
  const table = FEDERAL_TAX_TABLES[input.taxYear].ordinaryBrackets;
  const tops = table.tops[input.filingStatus].map((dollars) => dollars * 100);
  const fills: BracketFill[] = [];
  tops.forEach((top, index) => {
    if (top <= before.taxableIncome || fills.length >= MAX_FILLS) return;
    const amount = conversionToReach(input, top, before.taxableIncome);
    const cost = yearTax(input, amount).totalTax - before.totalTax;
    fills.push({ rateBp: table.ratesBp[index]!, top: asCents(top), conversion: asCents(amount), extraTax: asCents(cost), averageRateBp: rateBp(cost, amount) });
  });
  return {
    before,
    after,
    conversion,
    extraTax,
    averageRateBp: rateBp(extraTax, conversion),
    nextRateBp: rateBp(next.totalTax - after.totalTax, NEXT_STEP),
    fills,
  };
}
