// Holdings (issue "Portfolio" §1): per product, the open lots' units and cost, the average cost of
// a unit, market value at the latest close and the unrealized gain. Cents, ticks ($0.0001) and
// micro-units as in trading (docs/decisions/014); only the percentage is a float.
import { valueOfUnits } from "../trading/orders";
import type { AssetClass, RiskLevel } from "../trading/catalogue";

export type OpenLot = { id: number; productId: string; acquiredOn: string; unitsMicro: number; costCents: number };

export type Holding = {
  productId: string;
  unitsMicro: number;
  costCents: number;
  /** The cost of one unit, in ticks, half up. */
  averageCostTicks: number;
  priceTicks: number;
  marketValueCents: number;
  unrealizedCents: number;
  /** The unrealized gain as a percentage of cost (null at zero cost). */
  unrealizedPercent: number | null;
  lots: OpenLot[];
};

/** Ticks per unit of `costCents` over `unitsMicro`: cost × 100 ticks/cent × 10^6 ÷ micro-units, half up. */
export function averageCostTicks(costCents: number, unitsMicro: number): number {
  if (unitsMicro <= 0) return 0;
  const num = BigInt(costCents) * 100n * 1_000_000n;
  const den = BigInt(unitsMicro);
  return Number((num * 2n + den) / (2n * den));
}

/** One holding per product with open lots, in the order of first purchase. */
export function holdingsOf(lots: readonly OpenLot[], priceOf: (productId: string) => number | undefined): Holding[] {
  const byProduct = new Map<string, OpenLot[]>();
  const sorted = [...lots].filter((l) => l.unitsMicro > 0).sort((a, b) => (a.acquiredOn < b.acquiredOn ? -1 : a.acquiredOn > b.acquiredOn ? 1 : a.id - b.id));
  for (const lot of sorted) byProduct.set(lot.productId, [...(byProduct.get(lot.productId) ?? []), lot]);
  return [...byProduct.entries()].map(([productId, own]) => {
    const unitsMicro = own.reduce((s, l) => s + l.unitsMicro, 0);
    const costCents = own.reduce((s, l) => s + l.costCents, 0);
    const priceTicks = priceOf(productId) ?? 0;
    const marketValueCents = valueOfUnits(unitsMicro, priceTicks);
    const unrealizedCents = marketValueCents - costCents;
    return {
      productId,
      unitsMicro,
      costCents,
      averageCostTicks: averageCostTicks(costCents, unitsMicro),
      priceTicks,
      marketValueCents,
      unrealizedCents,
      unrealizedPercent: costCents > 0 ? (unrealizedCents / costCents) * 100 : null,
      lots: own,
    };
  });
}

export type AllocationSlice<K> = { key: K; valueCents: number; percent: number };

/** Market value by a key (asset class, risk level), largest first; percentages of the total (0 with nothing held). */
export function allocationBy<K extends string | number>(holdings: readonly { marketValueCents: number; key: K }[]): AllocationSlice<K>[] {
  const totals = new Map<K, number>();
  for (const h of holdings) totals.set(h.key, (totals.get(h.key) ?? 0) + h.marketValueCents);
  const total = [...totals.values()].reduce((s, v) => s + v, 0);
  return [...totals.entries()]
    .map(([key, valueCents]) => ({ key, valueCents, percent: total > 0 ? (valueCents / total) * 100 : 0 }))
    .sort((a, b) => b.valueCents - a.valueCents || String(a.key).localeCompare(String(b.key)));
}

export type Classified = { assetClass: AssetClass; riskLevel: RiskLevel };

export type DayChange = {
  /** The units held now at their latest close, less the same units at the close before it. */
  changeCents: number;
  /** The same units at the close before the latest. */
  previousValueCents: number;
  /** The change as a percentage of the previous value (null when that is zero). */
  percent: number | null;
  /** The latest close date among the holdings, and the latest of the closes before it (null with nothing held). */
  date: string | null;
  previousDate: string | null;
};

/**
 * Today's change of the holdings (the /myworld overview): for each product held, its units at the
 * latest close less its units at the close before (no change with a single close). Closes oldest
 * first, as the price store answers them.
 */
export function dayChangeOf(holdings: readonly { productId: string; unitsMicro: number }[], closesOf: (productId: string) => readonly { date: string; closeTicks: number }[]): DayChange {
  let nowCents = 0;
  let beforeCents = 0;
  let date: string | null = null;
  let previousDate: string | null = null;
  for (const h of holdings) {
    const closes = closesOf(h.productId);
    const last = closes.at(-1);
    if (!last) continue;
    const previous = closes.at(-2) ?? last;
    nowCents += valueOfUnits(h.unitsMicro, last.closeTicks);
    beforeCents += valueOfUnits(h.unitsMicro, previous.closeTicks);
    if (date === null || last.date > date) date = last.date;
    if (previous !== last && (previousDate === null || previous.date > previousDate)) previousDate = previous.date;
  }
  const changeCents = nowCents - beforeCents;
  return { changeCents, previousValueCents: beforeCents, percent: beforeCents > 0 ? (changeCents / beforeCents) * 100 : null, date, previousDate };
}
