import { monthlyInterestCents } from "../debts/payoff";
import { asCents, percentOf, type Cents } from "../money";
import type { AssetClass } from "../trading/catalogue";

// A securities-backed line of credit against the member's holdings on the platform (the loans
// service's Platinum card): how much each holding can secure (its value × an advance rate by asset
// class), the line that makes, and for an amount drawn how far the markets could fall before the
// lender calls for more collateral, what it costs a month interest-only, and the call in a fall.
// Pure: integer cents and basis points.

export type CollateralClass = AssetClass | "cash";

/**
 * The share of each kind of holding a line lends against, in basis points: the platform's
 * illustrative rates, near the middle of what lenders publish (cash and Treasuries highest, broad
 * funds around 70 %, concentrated ones lower, what cannot be sold quickly nothing). A lender's own
 * rates decide.
 */
export const ADVANCE_RATES_BP: Readonly<Record<CollateralClass, number>> = {
  cash: 9_500,
  money_market: 9_500,
  cd: 9_000,
  government_bond: 9_000,
  corporate_bond: 8_000,
  index_etf: 7_000,
  target_date: 7_000,
  managed_portfolio: 7_000,
  sector_etf: 5_000,
  private_investment: 0,
  uhnw_investment: 0,
};

/** Holdings whose value does not move with the markets: the falls below leave them as they are. */
export const STABLE_CLASSES: ReadonlySet<CollateralClass> = new Set(["cash", "money_market", "cd"]);

export type CollateralLine = { assetClass: CollateralClass; value: Cents; advanceBp: number; lendingValue: Cents };

export type Collateral = {
  lines: CollateralLine[];
  value: Cents;
  /** The line: every holding's lending value. */
  lendingValue: Cents;
  /** The lending value of the holdings that move with the markets, and of those that do not. */
  marketLending: Cents;
  stableLending: Cents;
};

export function collateralOf(holdings: ReadonlyArray<{ assetClass: CollateralClass; value: Cents }>): Collateral {
  const lines = holdings
    .filter((h) => h.value > 0)
    .map((h) => ({ assetClass: h.assetClass, value: h.value, advanceBp: ADVANCE_RATES_BP[h.assetClass], lendingValue: percentOf(h.value, ADVANCE_RATES_BP[h.assetClass]) }));
  const sum = (list: CollateralLine[], key: "value" | "lendingValue") => asCents(list.reduce((total, l) => total + l[key], 0));
  const stable = lines.filter((l) => STABLE_CLASSES.has(l.assetClass));
  const moving = lines.filter((l) => !STABLE_CLASSES.has(l.assetClass));
  return { lines, value: sum(lines, "value"), lendingValue: sum(lines, "lendingValue"), marketLending: sum(moving, "lendingValue"), stableLending: sum(stable, "lendingValue") };
}

/**
 * How far the holdings that move with the markets could all fall, in whole basis points (rounded
 * down), before the lending value is less than the amount drawn: (line − drawn) ÷ their lending
 * value. Null when the stable holdings alone cover the amount drawn: no fall calls it.
 */
export function fallBeforeCallBp(collateral: Collateral, drawn: Cents): number | null {
  if (drawn <= collateral.stableLending || collateral.marketLending === 0) return null;
  const room = collateral.lendingValue - drawn;
  if (room <= 0) return 0;
  return Math.floor((room * 10_000) / collateral.marketLending);
}

export type FallCase = { fallBp: number; lendingValue: Cents; call: Cents };

/** The line after the moving holdings fall by each amount, and the collateral (or repayment) a lender would call for. */
export function fallCases(collateral: Collateral, drawn: Cents, fallsBp: readonly number[]): FallCase[] {
  return fallsBp.map((fallBp) => {
    const lendingValue = asCents(collateral.stableLending + collateral.marketLending - percentOf(collateral.marketLending, fallBp));
    return { fallBp, lendingValue, call: asCents(Math.max(0, drawn - lendingValue)) };
  });
}

/** Interest-only on the amount drawn: a month's interest (the debts' rule, to the cent) and `months` of it. */
export function interestOnly(drawn: Cents, rateBp: number, months: number): { monthly: Cents; total: Cents } {
  const monthly = asCents(monthlyInterestCents(drawn, rateBp));
  return { monthly, total: asCents(monthly * months) };
}
