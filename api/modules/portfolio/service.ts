import { and, asc, eq, inArray, isNotNull, or } from "drizzle-orm";
import type { Portfolio, PortfolioSummary } from "../../../core/contracts/portfolio";
import { cashSummary } from "../../../core/ledger";
import { PORTFOLIO_EXPLANATIONS, RETURN_PERIOD_LABELS } from "../../../core/messages/portfolio";
import {
  allocationBy,
  dayChangeOf,
  flowsOfPeriod,
  holdingsOf,
  proceedsByLot,
  realizedByYear,
  timeWeightedReturn,
  valueSeries,
  xirr,
  type PortfolioEvent,
  type RealizedPart,
  type ValuePoint,
} from "../../../core/portfolio";
import { ASSET_CLASS_LABELS, findProduct, microToUnits, monthsBefore, rangeStart, ticksToString, yearsBefore, type Close, type PriceRange } from "../../../core/trading";
import type { Database } from "../../db/connection";
import { investmentLotClosings, investmentLots, investmentOrders, investorAccounts, transfers } from "../../db/schema";
import { memberBalancesOf } from "../investor/ledger";
import type { InvestorAccount } from "../investor/service";
import { closesOf } from "../investment/prices";
import { money, pct } from "./answer-numbers";
import { holdingsBasisOf, portfolioBasisOf, type HoldingsBasis, type PortfolioBasis } from "./basis";

// The member's portfolio (issue "Portfolio" §1), read from trading's lots, closings and fills, the
// transfers and the closes; every figure computed by core/portfolio. Cash is the ledger's settled
// cash (free and held for open buys), so cash + market value is the total assets of the account.

const pctOrNone = (value: number | null) => (value === null || !Number.isFinite(value) ? null : pct(value));
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * What changed the member's cash and units, day by day: settled deposits, withdrawals (from their
 * request) and fills; with the net deposits and the fees of the buys filled (a filled order always
 * has its closing time: the execution sets both at once).
 */
async function eventsOf(db: Database, userId: number): Promise<{ events: PortfolioEvent[]; netDepositsCents: number; buyFeesCents: number }> {
  // The columns used, not the rows' all: with five years of fills, parsing the rest (timestamps
  // above all) was a visible part of the portfolio page's time on PGlite.
  const moves = await db
    .select({ direction: transfers.direction, amountCents: transfers.amountCents, createdAt: transfers.createdAt, settledAt: transfers.settledAt })
    .from(transfers)
    .where(
      and(
        eq(transfers.userId, userId),
        or(and(eq(transfers.direction, "deposit"), eq(transfers.status, "settled")), and(eq(transfers.direction, "withdrawal"), inArray(transfers.status, ["pending", "settled"]))),
      ),
    );
  const fills = await db
    .select({
      productId: investmentOrders.productId,
      side: investmentOrders.side,
      closedAt: investmentOrders.closedAt,
      fillGrossCents: investmentOrders.fillGrossCents,
      feeCents: investmentOrders.feeCents,
      fillUnitsMicro: investmentOrders.fillUnitsMicro,
    })
    .from(investmentOrders)
    .where(and(eq(investmentOrders.userId, userId), eq(investmentOrders.status, "filled"), isNotNull(investmentOrders.closedAt)));
  const events: PortfolioEvent[] = [];
  let netDepositsCents = 0;
  let buyFeesCents = 0;
  for (const t of moves) {
    if (t.direction === "deposit") {
      events.push({ date: isoDay(t.settledAt ?? t.createdAt), cashCents: t.amountCents, flowCents: t.amountCents });
      netDepositsCents += t.amountCents;
    } else {
      events.push({ date: isoDay(t.createdAt), cashCents: -t.amountCents, flowCents: -t.amountCents });
      netDepositsCents -= t.amountCents;
    }
  }
  for (const o of fills) {
    const gross = o.fillGrossCents ?? 0;
    const fee = o.feeCents ?? 0;
    const units = o.fillUnitsMicro ?? 0;
    if (o.side === "buy") {
      events.push({ date: isoDay(o.closedAt!), cashCents: -gross, productId: o.productId, unitsMicro: units, flowCents: 0 });
      buyFeesCents += fee;
    } else events.push({ date: isoDay(o.closedAt!), cashCents: gross - fee, productId: o.productId, unitsMicro: -units, flowCents: 0 });
  }
  return { events, netDepositsCents, buyFeesCents };
}

/** Realized parts: each lot closing with its share of its sale's proceeds (gross − fee), sold on the sale's fill day. */
async function realizedParts(db: Database, userId: number): Promise<RealizedPart[]> {
  const rows = await db
    .select({
      orderId: investmentLotClosings.orderId,
      unitsMicro: investmentLotClosings.unitsMicro,
      costCents: investmentLotClosings.costCents,
      acquiredOn: investmentLots.acquiredOn,
      closedAt: investmentOrders.closedAt,
      gross: investmentOrders.fillGrossCents,
      fee: investmentOrders.feeCents,
    })
    .from(investmentLotClosings)
    .innerJoin(investmentLots, eq(investmentLots.id, investmentLotClosings.lotId))
    .innerJoin(investmentOrders, eq(investmentOrders.id, investmentLotClosings.orderId))
    .where(eq(investmentLots.userId, userId))
    .orderBy(asc(investmentLotClosings.id));
  const byOrder = new Map<number, typeof rows>();
  for (const r of rows) byOrder.set(r.orderId, [...(byOrder.get(r.orderId) ?? []), r]);
  return [...byOrder.values()].flatMap((parts) => {
    const first = parts[0]!;
    const shares = proceedsByLot((first.gross ?? 0) - (first.fee ?? 0), parts);
    return parts.map((p, i) => ({ acquiredOn: p.acquiredOn, soldOn: isoDay(p.closedAt ?? new Date()), costCents: p.costCents, proceedsCents: shares[i]! }));
  });
}

function returnOf(period: "1M" | "1Y" | "ALL", series: readonly ValuePoint[], to: string) {
  const start = period === "1M" ? monthsBefore(to, 1) : period === "1Y" ? yearsBefore(to, 1) : null;
  const points = start === null ? series : series.filter((p) => p.date >= start);
  const label = RETURN_PERIOD_LABELS[period];
  if (points.length < 2) {
    return { period, label, from: points[0]?.date ?? null, to: points.at(-1)?.date ?? null, timeWeighted: null, moneyWeighted: null, explanation: { timeWeighted: PORTFOLIO_EXPLANATIONS.notEnoughHistory, moneyWeighted: PORTFOLIO_EXPLANATIONS.notEnoughHistory } };
  }
  const from = points[0]!.date;
  const last = points.at(-1)!.date;
  const twr = timeWeightedReturn(points);
  const mwr = xirr(flowsOfPeriod(points));
  return {
    period,
    label,
    from,
    to: last,
    timeWeighted: pctOrNone(twr === null ? null : twr * 100),
    moneyWeighted: pctOrNone(mwr === null ? null : mwr * 100),
    explanation: { timeWeighted: PORTFOLIO_EXPLANATIONS.timeWeighted(from, last), moneyWeighted: PORTFOLIO_EXPLANATIONS.moneyWeighted(from, last) },
  };
}

/** Legacy balances of the account row (before the ledger), counted in total assets as the investor module does. */
async function legacyCents(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ cash: investorAccounts.cashCents, holdings: investorAccounts.holdingsCents }).from(investorAccounts).where(eq(investorAccounts.userId, userId));
  return row ? Number(row.cash) + Number(row.holdings) : 0;
}

/**
 * Settled cash: the ledger's, plus the account row's balances from before the ledger. The caller's
 * account, when it was already read with its balances (api/modules/investor/caller-account.ts),
 * spares both reads.
 */
async function cashCentsOf(db: Database, userId: number, account: InvestorAccount | null | undefined): Promise<number> {
  if (account) return cashSummary(account.balances).settled + Number(account.cashCents) + Number(account.holdingsCents);
  const [balances, legacy] = await Promise.all([memberBalancesOf(db, userId), legacyCents(db, userId)]);
  return cashSummary(balances).settled + legacy;
}

/** The member's lots valued at their products' latest closes, with the settled cash. */
async function valuedHoldings(db: Database, userId: number, account: InvestorAccount | null | undefined, basis: HoldingsBasis | Promise<HoldingsBasis>) {
  const [cashCents, { lots, latest }] = await Promise.all([cashCentsOf(db, userId, account), basis]);
  const holdings = holdingsOf(
    lots.map((l) => ({ id: l.id, productId: l.productId, acquiredOn: l.acquiredOn, unitsMicro: l.remainingUnitsMicro, costCents: l.remainingCostCents })),
    (id) => latest.get(id)?.closeTicks,
  );
  return { cashCents, latest, holdings, classified: holdings.map((h) => ({ h, product: findProduct(h.productId) })) };
}

type Valued = Awaited<ReturnType<typeof valuedHoldings>>;

/** The overview's figures: value, today's change and allocation, shared by the summary and the full read. */
function summaryOf({ cashCents, holdings, classified }: Valued, closes: ReadonlyMap<string, readonly Close[]>, asOf: string): PortfolioSummary {
  const marketValueCents = holdings.reduce((s, h) => s + h.marketValueCents, 0);
  const today = dayChangeOf(holdings, (id) => closes.get(id) ?? []);
  return {
    asOf,
    cash: money(cashCents),
    marketValue: money(marketValueCents),
    totalAssets: money(cashCents + marketValueCents),
    dayChange: { value: money(today.changeCents), percent: pctOrNone(today.percent), date: today.date, previousDate: today.previousDate },
    allocation: {
      byAssetClass: allocationBy(classified.map(({ h, product }) => ({ key: product?.assetClass ?? "money_market", marketValueCents: h.marketValueCents }))).map((s) => ({
        assetClass: s.key,
        label: ASSET_CLASS_LABELS[s.key],
        value: money(s.valueCents),
        percent: pct(s.percent),
      })),
      byRiskLevel: allocationBy(classified.map(({ h, product }) => ({ key: product?.riskLevel ?? 1, marketValueCents: h.marketValueCents }))).map((s) => ({ riskLevel: s.key, value: money(s.valueCents), percent: pct(s.percent) })),
    },
  };
}

/** The later of today and the latest close of the products in `productIds`: the day the figures are as of. */
function asOfDay(productIds: readonly string[], latest: ReadonlyMap<string, Close>, now: Date): string {
  const lastClose = productIds.map((id) => latest.get(id)?.date ?? "").reduce((max, d) => (d > max ? d : max), "");
  return lastClose > isoDay(now) ? lastClose : isoDay(now);
}

/**
 * The portfolio at a glance (My World's overview): value, today's change and allocation. It reads
 * the lots, the latest closes and the histories of the products held (kept per process), and none of
 * the fills, transfers and closings the full read needs for its series, returns and realized gains.
 */
export async function portfolioSummaryOf(db: Database, userId: number, options: { now?: Date; account?: InvestorAccount | null } = {}): Promise<PortfolioSummary> {
  const valued = await valuedHoldings(db, userId, options.account, holdingsBasisOf(db, userId));
  const productIds = [...new Set(valued.holdings.map((h) => h.productId))];
  const closes = new Map<string, Close[]>(await Promise.all(productIds.map(async (id) => [id, await closesOf(db, id, null, valued.latest.get(id)?.date)] as [string, Close[]])));
  return summaryOf(valued, closes, asOfDay(productIds, valued.latest, options.now ?? new Date()));
}

/**
 * The full read. `basis` is the caller's settings, lots and latest closes when the page read already
 * has them (basis.ts), shared with the target read of the same page.
 */
export async function portfolioOf(
  db: Database,
  userId: number,
  range: PriceRange,
  options: { now?: Date; account?: InvestorAccount | null; basis?: PortfolioBasis | Promise<PortfolioBasis> } = {},
): Promise<Portfolio> {
  const now = options.now ?? new Date();
  const basis = options.basis ?? portfolioBasisOf(db, userId);
  const [valued, { settings }, { events, netDepositsCents, buyFeesCents }, parts] = await Promise.all([valuedHoldings(db, userId, options.account, basis), basis, eventsOf(db, userId), realizedParts(db, userId)]);
  const { latest, holdings, classified } = valued;
  const marketValueCents = holdings.reduce((s, h) => s + h.marketValueCents, 0);
  const costCents = holdings.reduce((s, h) => s + h.costCents, 0);

  // The series runs to today, or to the latest close of a product held if that is later.
  const productIds = [...new Set(events.flatMap((e) => (e.productId ? [e.productId] : [])))];
  const closes = new Map<string, Close[]>(await Promise.all(productIds.map(async (id) => [id, await closesOf(db, id, null, latest.get(id)?.date)] as [string, Close[]])));
  const to = asOfDay(productIds, latest, now);
  const firstDate = events.reduce((min, e) => (e.date < min ? e.date : min), to);
  const series = events.length === 0 ? [] : valueSeries(events, closes, firstDate, to);
  const shownFrom = rangeStart(range, to);
  const shown = shownFrom === null ? series : series.filter((p) => p.date >= shownFrom);

  const summary = summaryOf(valued, closes, to);
  const realizedYears = realizedByYear(parts);
  return {
    asOf: summary.asOf,
    costBasisMethod: settings.costBasisMethod,
    cash: summary.cash,
    marketValue: summary.marketValue,
    totalAssets: summary.totalAssets,
    costBasis: money(costCents),
    unrealizedGain: money(marketValueCents - costCents),
    realizedGain: money(realizedYears.reduce((s, y) => s + y.totalCents, 0)),
    buyFees: money(buyFeesCents),
    netDeposits: money(netDepositsCents),
    dayChange: summary.dayChange,
    holdings: classified.map(({ h, product }) => ({
      productId: h.productId,
      symbol: product?.symbol ?? h.productId,
      name: product?.name ?? h.productId,
      assetClass: product?.assetClass ?? "money_market",
      riskLevel: product?.riskLevel ?? 1,
      units: microToUnits(h.unitsMicro),
      averageCost: ticksToString(h.averageCostTicks),
      costBasis: money(h.costCents),
      price: ticksToString(h.priceTicks),
      marketValue: money(h.marketValueCents),
      unrealizedGain: money(h.unrealizedCents),
      unrealizedGainPercent: pctOrNone(h.unrealizedPercent),
      lots: h.lots.map((l) => ({ id: l.id, acquiredAt: l.acquiredOn, units: microToUnits(l.unitsMicro), cost: money(l.costCents) })),
    })),
    allocation: summary.allocation,
    series: { range, points: shown.map((p) => ({ date: p.date, value: money(p.valueCents), flow: money(p.flowCents) })) },
    returns: (["1M", "1Y", "ALL"] as const).map((period) => returnOf(period, series, to)),
    realizedGains: {
      years: realizedYears.map((y) => ({ year: y.year, shortTerm: money(y.shortTermCents), longTerm: money(y.longTermCents), total: money(y.totalCents), proceeds: money(y.proceedsCents), cost: money(y.costCents) })),
      explanation: PORTFOLIO_EXPLANATIONS.terms,
    },
  };
}
