import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { rebalanceContract, targetSchema } from "../../../core/contracts/portfolio";
import { PORTFOLIO_MESSAGES } from "../../../core/messages/portfolio";
import { asCents } from "../../../core/money";
import { DEFAULT_PROFILE, driftOf, holdingsOf, MODEL_ALLOCATIONS, REBALANCE_BAND_POINTS, rebalanceTrades, type Candidate, type ClassHolding, type CostBasisMethod, type Holding, type TargetAllocation } from "../../../core/portfolio";
import { ASSET_CLASS_LABELS, ASSET_CLASSES, findProduct, maxRiskFor, PRODUCTS, type AssetClass } from "../../../core/trading";
import type { Database } from "../../db/connection";
import { investmentStationItems } from "../../db/schema";
import { lockMember, memberBalancesOf } from "../investor/ledger";
import type { InvestorAccount } from "../investor/service";
import { memberOf, type Member } from "../investment/catalogue";
import { ensurePrices } from "../investment/prices";
import { addStationItemsIn, stationItemViews } from "../investment/station";
import { money, pct } from "./answer-numbers";
import { readPortfolioBasis, type PortfolioBasis } from "./basis";

// Target allocation and rebalancing (issue "Portfolio" §1): the model of the member's risk profile
// (or their own), the drift of each class, and "Rebalance", which adds to the station the trades of
// core/portfolio/targets.ts. Cash for buys is the available cash less the buys already in the station.

type Target = z.input<typeof targetSchema>;

export function targetFor(member: Member, custom: TargetAllocation | null): { source: Target["source"]; target: TargetAllocation } {
  if (custom) return { source: "custom", target: custom };
  if (member.riskProfile) return { source: "profile", target: MODEL_ALLOCATIONS[member.riskProfile] };
  return { source: "default", target: MODEL_ALLOCATIONS[DEFAULT_PROFILE] };
}

type State = { member: Member; source: Target["source"]; target: TargetAllocation; holdings: ClassHolding[]; valued: Holding[]; cashCents: number; costBasisMethod: CostBasisMethod };

/** What a read already has of the caller: their member view, investor account and portfolio basis (basis.ts). */
export type Known = { member: Member; account: InvestorAccount | null; basis: PortfolioBasis | Promise<PortfolioBasis> };

/**
 * Read with prices already in place (ensurePrices on the outer handle, never inside a transaction).
 * A read passes what the caller's page read already has; the rebalance, a post, reads it all afresh.
 */
export async function stateOf(db: Database, userId: number, known?: Known): Promise<State> {
  const [member, { settings, lots, latest }, balances, station] = await Promise.all([
    known?.member ?? memberOf(db, userId),
    known?.basis ?? readPortfolioBasis(db, userId),
    known?.account ? known.account.balances : memberBalancesOf(db, userId),
    db.select().from(investmentStationItems).where(eq(investmentStationItems.userId, userId)),
  ]);
  const valued = holdingsOf(
    lots.map((l) => ({ id: l.id, productId: l.productId, acquiredOn: l.acquiredOn, unitsMicro: l.remainingUnitsMicro, costCents: l.remainingCostCents })),
    (id) => latest.get(id)?.closeTicks,
  );
  const holdings = valued.flatMap((h) => {
    const product = findProduct(h.productId);
    return product ? [{ productId: h.productId, assetClass: product.assetClass, marketValueCents: h.marketValueCents }] : [];
  });
  const inStation = station.filter((s) => s.side !== "sell").reduce((s, i) => s + i.amountCents, 0);
  const { source, target } = targetFor(member, settings.targetAllocation);
  return { member, source, target, holdings, valued, cashCents: Math.max(0, balances.member_cash - inStation), costBasisMethod: settings.costBasisMethod };
}

const driftView = (s: State) =>
  driftOf(s.target, s.holdings, s.cashCents).map((d) => ({
    assetClass: d.assetClass,
    label: ASSET_CLASS_LABELS[d.assetClass],
    target: pct(d.targetPercent),
    current: pct(d.currentPercent),
    drift: pct(d.driftPoints),
    value: money(d.valueCents),
    targetValue: money(d.targetValueCents),
    outsideBand: d.outsideBand,
  }));

export async function targetOf(db: Database, userId: number, known?: Known): Promise<Target> {
  await ensurePrices(db);
  const s = await stateOf(db, userId, known);
  return {
    source: s.source,
    riskProfile: s.member.riskProfile,
    allocation: ASSET_CLASSES.flatMap((c) => ((s.target[c] ?? 0) > 0 ? [{ assetClass: c, label: ASSET_CLASS_LABELS[c], points: s.target[c]! }] : [])),
    band: REBALANCE_BAND_POINTS,
    drift: driftView(s),
  };
}

/** The product bought for a class: the member's largest holding in it, else the open product within their profile (then any open one) with the lowest fee. */
function candidatesFor(member: Member, holdings: readonly ClassHolding[]): Partial<Record<AssetClass, Candidate>> {
  const out: Partial<Record<AssetClass, Candidate>> = {};
  for (const assetClass of ASSET_CLASSES) {
    const held = holdings.filter((h) => h.assetClass === assetClass).sort((a, b) => b.marketValueCents - a.marketValueCents)[0];
    const heldProduct = held ? findProduct(held.productId) : undefined;
    const open = PRODUCTS.filter((p) => p.assetClass === assetClass && p.unlockLevel <= member.level);
    const pick =
      heldProduct && heldProduct.unlockLevel <= member.level
        ? heldProduct
        : [...open].sort((a, b) => Number(a.riskLevel > maxRiskFor(member.riskProfile)) - Number(b.riskLevel > maxRiskFor(member.riskProfile)) || a.expenseRatioBps - b.expenseRatioBps || a.id.localeCompare(b.id))[0];
    if (pick) out[assetClass] = { productId: pick.id, minimumCents: pick.minimumInvestmentCents };
  }
  return out;
}

export type RebalanceResult = { ok: true; value: z.input<(typeof rebalanceContract)["response"]> } | { ok: false; reason: "station-full"; max: number };

/** Adds the rebalancing trades to the station, in one transaction under the member's lock. */
export async function rebalance(db: Database, userId: number, allowSells: boolean, maxItems: number): Promise<RebalanceResult> {
  await ensurePrices(db);
  const done = await db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const s = await stateOf(tx, userId);
    const { trades, skipped } = rebalanceTrades({ target: s.target, holdings: s.holdings, cashCents: s.cashCents, candidates: candidatesFor(s.member, s.holdings), allowSells });
    const rows = await addStationItemsIn(
      tx,
      s.member,
      trades.map((t) => ({ productId: t.productId, side: t.side, amountCents: asCents(t.amountCents) })),
    );
    return { rows, skipped, s };
  });
  if (done.rows === null) return { ok: false, reason: "station-full", max: maxItems };
  return {
    ok: true,
    value: {
      items: await stationItemViews(db, done.s.member, done.rows),
      skipped: done.skipped.map((k) => ({ assetClass: k.assetClass, reason: k.reason, message: PORTFOLIO_MESSAGES.skipped[k.reason], amount: money(k.amountCents) })),
      drift: driftView(done.s),
    },
  };
}
