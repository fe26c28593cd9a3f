import { asCents, percentOf, type Cents } from "../money";
import { growMonthly } from "./investment-growth";

// A mix of stocks, bonds and cash, its assumed return and what its funds' costs take: shared by the
// Gold reviews of accounts held elsewhere (retirement, education savings). Percentages are basis
// points.

/** Long-run yearly returns assumed for each part of a mix, basis points (an illustration, not a forecast). */
export const MIX_RETURNS_BP = { stocks: 700, bonds: 400, cash: 300 } as const;

/** A fund's costs the reviews compare with: a broad index fund's, 0.1 % a year. */
export const LOW_COST_FEE_BP = 10;

export type Mix = { stocksBp: number; bondsBp: number; cashBp: number };

/** The mix's yearly return from each part's, basis points, rounded half up. */
export function mixReturnBp(mix: Mix, stockReturnBp: number = MIX_RETURNS_BP.stocks): number {
  return Math.round((mix.stocksBp * stockReturnBp + mix.bondsBp * MIX_RETURNS_BP.bonds + mix.cashBp * MIX_RETURNS_BP.cash) / 10_000);
}

export type FeeCost = {
  years: number;
  /** What the funds' costs take this year, on today's balance. */
  yearlyCents: Cents;
  /** The balance after `years` at the mix's return and the funds' costs, and at a low-cost fund's. */
  balanceCents: Cents;
  lowCostBalanceCents: Cents;
};

/**
 * What the funds' costs take: this year, and over `years` against a low-cost fund, by the fees
 * calculator's rule, with `monthlyCents` paid in at each month's end (nothing by default).
 */
export function feeCost(balance: Cents, mix: Mix, feeBp: number, years: number, monthlyCents = 0): FeeCost {
  const growthPercent = mixReturnBp(mix) / 100;
  const at = (bp: number) => asCents(growMonthly(balance, monthlyCents, years * 12, growthPercent, bp / 100).balances.at(-1)!);
  return { years, yearlyCents: percentOf(balance, feeBp), balanceCents: at(feeBp), lowCostBalanceCents: at(LOW_COST_FEE_BP) };
}
