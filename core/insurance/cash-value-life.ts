import { asCents, percentOf, type Cents } from "../money";
import { growMonthly } from "../planning/investment-growth";

// Cash value life insurance against term insurance and the difference invested (the insurance
// service's Gold card "Annuity and policy analysis"). The policy's figures are the member's, read
// from the insurer's illustration: its yearly premium, its death benefit and its cash value at the
// end of the years compared. Premiums are paid monthly, a twelfth of the yearly premium at each
// month's end, and the difference between the two premiums is invested the same day; the fund
// grows by the fees calculator's rule (the return ÷ 12, then its costs ÷ 12, each month).

export type CashValueInput = {
  /** Yearly premiums: the cash value policy's and a term policy's for the same cover. */
  policyPremiumCents: Cents;
  termPremiumCents: Cents;
  deathBenefitCents: Cents;
  /** The illustration's cash value at the end of `years`. */
  cashValueCents: Cents;
  /** Whole years compared (the term's length), at least 1. */
  years: number;
  /** The fund's yearly return before costs and its costs, basis points. */
  growthBp: number;
  fundFeeBp: number;
  /** Tax on the fund's gain when sold (long-term capital gains) and on a policy's gain when surrendered (income), basis points. */
  gainsTaxBp: number;
  incomeTaxBp: number;
};

export type CashValueComparison = {
  /** The yearly premium saved by buying term, and what is invested over the years. */
  differenceCents: Cents;
  investedCents: Cents;
  /** The fund at each year's end from year 0, the costs it paid, its value at the end and after the tax on its gain. */
  fundByYear: Cents[];
  fundFeesCents: Cents;
  fundCents: Cents;
  fundTaxCents: Cents;
  fundAfterTaxCents: Cents;
  /** The policy's premiums over the years, and the tax on its gain if it were surrendered at the end. */
  policyPremiumsCents: Cents;
  surrenderTaxCents: Cents;
  /** The yearly return on its premiums that the policy's cash value amounts to, basis points (negative when it is worth less than they were). */
  policyReturnBp: number;
  /** The fund's return before costs that would leave, after its tax, the policy's cash value; null when even 30 % would not. */
  breakEvenBp: number | null;
};

/** The search's bounds for a yearly return, basis points: from losing everything to 50 % a year. */
const LOWEST_BP = -9_999;
const HIGHEST_BP = 5_000;
/** The highest return the fund is asked to earn to break even: beyond it the answer is "no". */
const BREAK_EVEN_CEILING_BP = 3_000;

/** A monthly investment of `monthlyCents` for `months` at a return and costs, at the end (exact float). */
function investedMonthly(monthlyCents: number, months: number, growthBp: number, feeBp: number) {
  return growMonthly(0, monthlyCents, months, growthBp / 100, feeBp / 100);
}

/**
 * The whole basis points, between `low` and `high`, at which an increasing `valueAt` comes nearest to
 * `target` (the lower of two as near); null when it is short of the target even at `high`.
 */
export function rateFor(valueAt: (bp: number) => number, target: number, low: number, high: number): number | null {
  if (valueAt(high) < target) return null;
  if (valueAt(low) >= target) return low;
  // The least bp at which the value reaches the target, by bisection over whole basis points.
  let [below, atOrAbove] = [low, high];
  while (atOrAbove - below > 1) {
    const mid = Math.floor((below + atOrAbove) / 2);
    if (valueAt(mid) >= target) atOrAbove = mid;
    else below = mid;
  }
  return target - valueAt(below) <= valueAt(atOrAbove) - target ? below : atOrAbove;
}

export function cashValueComparison(input: CashValueInput): CashValueComparison {
  const months = input.years * 12;
  const differenceCents = asCents(input.policyPremiumCents - input.termPremiumCents);
  const investedCents = asCents(differenceCents * input.years);
  const fund = investedMonthly(differenceCents / 12, months, input.growthBp, input.fundFeeBp);
  const fundByYear = fund.balances.map(asCents);
  const fundCents = fundByYear.at(-1)!;
  const fundGain = fundCents - investedCents;
  const fundTaxCents = fundGain > 0 ? percentOf(asCents(fundGain), input.gainsTaxBp) : asCents(0);

  const policyPremiumsCents = asCents(input.policyPremiumCents * input.years);
  const policyGain = input.cashValueCents - policyPremiumsCents;
  const surrenderTaxCents = policyGain > 0 ? percentOf(asCents(policyGain), input.incomeTaxBp) : asCents(0);

  // The policy's return: the rate at which its premiums, invested monthly at no cost, would grow to
  // its cash value. Premiums are more than nothing (the contract refuses less), so one rate answers.
  const policyAt = (bp: number) => investedMonthly(input.policyPremiumCents / 12, months, bp, 0).balances.at(-1)!;
  const policyReturnBp = rateFor(policyAt, input.cashValueCents, LOWEST_BP, HIGHEST_BP) ?? HIGHEST_BP;

  // The fund's break-even: the return before its costs at which, after the tax on its gain, it is
  // worth the cash value.
  const afterTaxAt = (bp: number) => {
    const value = investedMonthly(differenceCents / 12, months, bp, input.fundFeeBp).balances.at(-1)!;
    const gain = value - investedCents;
    return gain > 0 ? value - (gain * input.gainsTaxBp) / 10_000 : value;
  };
  const breakEvenBp = rateFor(afterTaxAt, input.cashValueCents, 0, BREAK_EVEN_CEILING_BP);

  return {
    differenceCents,
    investedCents,
    fundByYear,
    fundFeesCents: asCents(fund.fees.at(-1)!),
    fundCents,
    fundTaxCents,
    fundAfterTaxCents: asCents(fundCents - fundTaxCents),
    policyPremiumsCents,
    surrenderTaxCents,
    policyReturnBp,
    breakEvenBp,
  };
}
