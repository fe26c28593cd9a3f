import { asCents, percentOf, type Cents } from "../money";
import { mixReturnBp, type Mix } from "../planning/investment-mix";

// The retirement investment review (the retirement service's Gold card "Retirement investment
// analysis"): a retirement account's mix against a glide path for the years to retirement, what
// its funds' costs take, and the sequence-of-returns risk of withdrawals. The account is held
// elsewhere (a 401(k), an IRA); the member types its figures. Percentages are basis points.

/**
 * The glide path the review measures against: 90 % in stocks 25 years or more from retirement,
 * falling evenly to 50 % at retirement (1.6 points a year), then a point a year to 30 %. The usual
 * range is 10 points either side. Target-date funds differ; this is a common middle.
 */
export const GLIDE_PATH = { farYears: 25, farStockBp: 9_000, atRetirementBp: 5_000, floorBp: 3_000, bandBp: 1_000 } as const;

/**
 * Ten years of stock returns, basis points, losses first; the review also runs them reversed. Both
 * orders multiply to the same growth, so without withdrawals they end at the same balance.
 */
export const STOCK_SEQUENCE_BP = [-2_000, -1_000, 1_500, 1_200, 900, 1_100, 1_300, 800, 1_000, 1_200] as const;

/** The glide path's share in stocks `yearsToRetirement` from retirement (negative: years since). */
export function targetStockShareBp(yearsToRetirement: number): number {
  const g = GLIDE_PATH;
  if (yearsToRetirement >= g.farYears) return g.farStockBp;
  if (yearsToRetirement >= 0) return g.atRetirementBp + ((g.farStockBp - g.atRetirementBp) * yearsToRetirement) / g.farYears;
  return Math.max(g.floorBp, g.atRetirementBp + 100 * yearsToRetirement);
}

/**
 * A balance over the stock returns given, with `withdrawal` taken at the start of each year (what is
 * left, if less) and the mix's return on the rest: the balance at each year's end from year 0.
 */
export function withdrawThrough(balance: Cents, withdrawal: Cents, mix: Mix, stockReturnsBp: readonly number[]): Cents[] {
  const path: Cents[] = [balance];
  let current = balance;
  for (const stockReturnBp of stockReturnsBp) {
    const left = asCents(Math.max(0, current - withdrawal));
    current = percentOf(left, 10_000 + mixReturnBp(mix, stockReturnBp));
    path.push(current);
  }
  return path;
}
