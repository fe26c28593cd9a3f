// Target allocation and rebalancing (issue "Portfolio" §1). The member's assessed risk profile gives
// a model allocation by asset class in whole percentage points (the member may edit it); drift is a
// class's share of the portfolio (market value plus available cash) less its target, in points.
// Rebalancing proposes, for every class more than BAND points off, the trades that bring it to its
// target: buys with available cash only (a sale's proceeds arrive when it fills, so buys never count
// on them), each at least the product's minimum; sales, when allowed, from the class's largest
// holdings first.
import type { RiskProfile } from "../investor/assessment";
import { ASSET_CLASSES, type AssetClass } from "../trading/catalogue";

export const REBALANCE_BAND_POINTS = 5;

export type TargetAllocation = Partial<Record<AssetClass, number>>;

/** The model allocation of each profile, cautious to bold; each sums to 100. */
export const MODEL_ALLOCATIONS: Record<RiskProfile, TargetAllocation> = {
  conservative: { money_market: 30, government_bond: 40, corporate_bond: 20, index_etf: 10 },
  moderately_conservative: { money_market: 15, government_bond: 35, corporate_bond: 25, index_etf: 25 },
  moderate: { money_market: 10, government_bond: 25, corporate_bond: 20, index_etf: 40, sector_etf: 5 },
  moderately_aggressive: { money_market: 5, government_bond: 15, corporate_bond: 15, index_etf: 55, sector_etf: 10 },
  aggressive: { government_bond: 5, corporate_bond: 10, index_etf: 70, sector_etf: 15 },
};
/** Without an assessment, the middle profile's model. */
export const DEFAULT_PROFILE: RiskProfile = "moderate";

/** A target is whole points per class, 0 to 100, summing to 100. */
export function targetProblem(target: TargetAllocation): string | null {
  const values = Object.entries(target);
  if (values.some(([k]) => !(ASSET_CLASSES as readonly string[]).includes(k))) return "Unknown asset class";
  if (values.some(([, v]) => !Number.isInteger(v) || v! < 0 || v! > 100)) return "Each class takes a whole number of points from 0 to 100";
  const sum = values.reduce((s, [, v]) => s + v!, 0);
  return sum === 100 ? null : `The classes must add up to 100 points, not ${sum}`;
}

export type ClassHolding = { productId: string; assetClass: AssetClass; marketValueCents: number };
export type Drift = { assetClass: AssetClass; targetPercent: number; currentPercent: number; driftPoints: number; valueCents: number; targetValueCents: number; outsideBand: boolean };

/** Drift of every class with a target or a holding, in the catalogue's order of classes. */
export function driftOf(target: TargetAllocation, holdings: readonly ClassHolding[], cashCents: number): Drift[] {
  const base = holdings.reduce((s, h) => s + h.marketValueCents, 0) + Math.max(cashCents, 0);
  return ASSET_CLASSES.flatMap((assetClass) => {
    const valueCents = holdings.filter((h) => h.assetClass === assetClass).reduce((s, h) => s + h.marketValueCents, 0);
    const targetPercent = target[assetClass] ?? 0;
    if (valueCents === 0 && targetPercent === 0) return [];
    const currentPercent = base > 0 ? (valueCents / base) * 100 : 0;
    const driftPoints = currentPercent - targetPercent;
    return [{ assetClass, targetPercent, currentPercent, driftPoints, valueCents, targetValueCents: Math.floor((base * targetPercent) / 100), outsideBand: Math.abs(driftPoints) > REBALANCE_BAND_POINTS }];
  });
}

export type Candidate = { productId: string; minimumCents: number };
export type Trade = { side: "buy" | "sell"; productId: string; assetClass: AssetClass; amountCents: number };
export type Skipped = { assetClass: AssetClass; reason: "no-product" | "minimum" | "cash" | "sells-not-allowed"; amountCents: number };

/** The sells that bring a class above its target back to it: its largest holdings first. */
function classSells(d: Drift, holdings: readonly ClassHolding[]): Trade[] {
  const sells: Trade[] = [];
  let left = d.valueCents - d.targetValueCents;
  const own = holdings.filter((h) => h.assetClass === d.assetClass && h.marketValueCents > 0).sort((a, b) => b.marketValueCents - a.marketValueCents || a.productId.localeCompare(b.productId));
  for (const h of own) {
    if (left <= 0) break;
    const amount = Math.min(left, h.marketValueCents);
    sells.push({ side: "sell", productId: h.productId, assetClass: d.assetClass, amountCents: amount });
    left -= amount;
  }
  return sells;
}

/** The sells Rebalance would place for every class more than the band above its target (the investment analysis prices them). */
export function sellsToTarget(drift: readonly Drift[], holdings: readonly ClassHolding[]): Trade[] {
  return drift.filter((d) => d.outsideBand && d.driftPoints > 0).flatMap((d) => classSells(d, holdings));
}

export type RebalanceInput = {
  target: TargetAllocation;
  holdings: readonly ClassHolding[];
  cashCents: number;
  /** The product bought for each class (the member's largest holding in it, or the catalogue's pick). */
  candidates: Partial<Record<AssetClass, Candidate>>;
  allowSells: boolean;
};

/** The trades that bring every class more than the band off back to its target. */
export function rebalanceTrades(input: RebalanceInput): { trades: Trade[]; skipped: Skipped[] } {
  const drift = driftOf(input.target, input.holdings, input.cashCents);
  const base = input.holdings.reduce((s, h) => s + h.marketValueCents, 0) + Math.max(input.cashCents, 0);
  const trades: Trade[] = [];
  const skipped: Skipped[] = [];
  for (const d of drift.filter((x) => x.outsideBand && x.driftPoints > 0)) {
    const excess = d.valueCents - d.targetValueCents;
    if (!input.allowSells) {
      skipped.push({ assetClass: d.assetClass, reason: "sells-not-allowed", amountCents: excess });
      continue;
    }
    trades.push(...classSells(d, input.holdings));
  }
  let cash = Math.max(input.cashCents, 0);
  const under = drift.filter((x) => x.outsideBand && x.driftPoints < 0).sort((a, b) => b.targetValueCents - b.valueCents - (a.targetValueCents - a.valueCents));
  for (const d of under) {
    const need = d.targetValueCents - d.valueCents;
    const candidate = input.candidates[d.assetClass];
    if (!candidate) {
      skipped.push({ assetClass: d.assetClass, reason: "no-product", amountCents: need });
      continue;
    }
    let amount = Math.min(need, cash);
    if (amount < candidate.minimumCents) {
      // The minimum still brings the class no further than the band above its target: buy it if the cash allows.
      const ceiling = Math.floor((base * (d.targetPercent + REBALANCE_BAND_POINTS)) / 100);
      if (candidate.minimumCents <= cash && d.valueCents + candidate.minimumCents <= ceiling) amount = candidate.minimumCents;
      else {
        skipped.push({ assetClass: d.assetClass, reason: cash < candidate.minimumCents || cash < need ? "cash" : "minimum", amountCents: need });
        continue;
      }
    }
    if (amount <= 0) {
      skipped.push({ assetClass: d.assetClass, reason: "cash", amountCents: need });
      continue;
    }
    trades.push({ side: "buy", productId: candidate.productId, assetClass: d.assetClass, amountCents: amount });
    cash -= amount;
  }
  return { trades, skipped };
}
