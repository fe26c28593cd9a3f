import { and, desc, eq, sql } from "drizzle-orm";
import type { ProductDetail, ProductSummary } from "../../../core/contracts/investment";
import { BROWSE_HISTORY_SIZE, MAX_WATCHLIST } from "../../../core/contracts/investment";
import { toMoneyString } from "../../../core/contracts/investor";
import type { RiskProfile } from "../../../core/investor";
import { asCents } from "../../../core/money";
import {
  ASSET_CLASS_LABELS,
  bpsToPercent,
  changeBps,
  closeOnOrBefore,
  findProduct,
  growthOf,
  microToUnits,
  needsAcknowledgement,
  oneYearReturnBps,
  PRODUCTS,
  rangeStart,
  ticksToString,
  unlockTierOf,
  valueOfUnits,
  yearsBefore,
  type Close,
  type PriceRange,
  type Product,
} from "../../../core/trading";
import type { Database } from "../../db/connection";
import { investmentBrowseHistory, investmentLots, investmentWatchlist } from "../../db/schema";
import { latestAssessment } from "../investor/assessment";
import { levelOf, membershipOf, type InvestorAccount } from "../investor/service";
import { closesOf, closesOnOrBefore, ensurePrices, latestClosesKept } from "./prices";

// The catalogue as members see it (issue "Trading" §1): products with their latest close, one-year
// return and whether the member's tier unlocks them; the product page; compare; the watchlist and
// browse history.

export type Member = { id: number; level: number; riskProfile: RiskProfile | null };

/** The member as trading sees them: tier level and risk profile. An investor account already read (with its balances) spares reading it again. */
export async function memberOf(db: Database, userId: number, account?: InvestorAccount | null): Promise<Member> {
  const [level, assessment] = await Promise.all([account === undefined ? levelOf(db, userId) : membershipOf(account).memberLevel, latestAssessment(db, userId)]);
  return { id: userId, level, riskProfile: assessment?.riskProfile ?? null };
}

const pct = (bps: number | null) => (bps === null ? null : bpsToPercent(bps));

function summaryOf(product: Product, level: number, last: Close, yearAgo: Close | undefined): ProductSummary {
  return {
    id: product.id,
    symbol: product.symbol,
    name: product.name,
    assetClass: product.assetClass,
    assetClassLabel: ASSET_CLASS_LABELS[product.assetClass],
    riskLevel: product.riskLevel,
    minimumInvestment: toMoneyString(asCents(product.minimumInvestmentCents)),
    expenseRatio: bpsToPercent(product.expenseRatioBps),
    tradingFee: bpsToPercent(product.tradingFeeBps),
    unlockLevel: product.unlockLevel,
    unlockTier: unlockTierOf(product),
    locked: level < product.unlockLevel,
    lastPrice: ticksToString(last.closeTicks),
    lastCloseDate: last.date,
    oneYearReturn: yearAgo && yearAgo.date < last.date ? bpsToPercent(changeBps(yearAgo.closeTicks, last.closeTicks)) : null,
  };
}

/** The day one-year returns start from: a year before the newest close of any product. */
const yearAgoOf = (latest: ReadonlyMap<string, Close>) => yearsBefore([...latest.values()].reduce((max, c) => (c.date > max ? c.date : max), "0000-00-00"), 1);

/** Every product's summary for a member of `level`, in catalogue order. */
export async function summaries(db: Database, level: number): Promise<Map<string, ProductSummary>> {
  await ensurePrices(db);
  const latest = await latestClosesKept(db);
  const yearAgo = await closesOnOrBefore(db, yearAgoOf(latest));
  const map = new Map<string, ProductSummary>();
  for (const product of PRODUCTS) {
    const last = latest.get(product.id);
    if (last) map.set(product.id, summaryOf(product, level, last, yearAgo.get(product.id)));
  }
  return map;
}

export type ProductQuery = { q?: string; assetClass?: string; risk?: number; sort: "name" | "return1y" | "fee"; page: number; size: number };

/** Search (name, symbol, class, description), filter by class and risk, sort and page. */
export async function listProducts(db: Database, member: Member, query: ProductQuery) {
  const all = await summaries(db, member.level);
  const needle = query.q?.toLowerCase() ?? "";
  let items = PRODUCTS.filter(
    (p) =>
      (!needle || [p.name, p.symbol, p.id, ASSET_CLASS_LABELS[p.assetClass], p.description].some((text) => text.toLowerCase().includes(needle))) &&
      (!query.assetClass || p.assetClass === query.assetClass) &&
      (!query.risk || p.riskLevel === query.risk),
  ).flatMap((p) => (all.has(p.id) ? [{ product: p, summary: all.get(p.id)! }] : []));
  const byName = (a: (typeof items)[number], b: (typeof items)[number]) => a.product.name.localeCompare(b.product.name, "en");
  if (query.sort === "name") items = items.sort(byName);
  else if (query.sort === "fee") items = items.sort((a, b) => a.product.expenseRatioBps - b.product.expenseRatioBps || byName(a, b));
  else {
    // Best one-year return first; products without a year of closes last.
    const r = (s: ProductSummary) => (s.oneYearReturn === null ? -Infinity : Number(s.oneYearReturn.replace(".", "")));
    items = items.sort((a, b) => r(b.summary) - r(a.summary) || byName(a, b));
  }
  const start = (query.page - 1) * query.size;
  return { items: items.slice(start, start + query.size).map((i) => i.summary), page: query.page, size: query.size, total: items.length };
}

/** The member's units and cost of a product, from the open lots. */
export async function holdingOf(db: Database, userId: number, productId: string): Promise<{ unitsMicro: number; costCents: number }> {
  const [row] = await db
    .select({
      units: sql<string>`coalesce(sum(${investmentLots.remainingUnitsMicro}), 0)::text`,
      cost: sql<string>`coalesce(sum(${investmentLots.remainingCostCents}), 0)::text`,
    })
    .from(investmentLots)
    .where(and(eq(investmentLots.userId, userId), eq(investmentLots.productId, productId)));
  return { unitsMicro: Number(row?.units ?? 0), costCents: Number(row?.cost ?? 0) };
}

function returnsOf(closes: Close[]): ProductDetail["returns"] {
  const last = closes.at(-1);
  const since = (range: PriceRange) => {
    if (!last) return null;
    const start = closeOnOrBefore(closes, rangeStart(range, last.date)!);
    return start && start.date < last.date ? changeBps(start.closeTicks, last.closeTicks) : null;
  };
  return { "1M": pct(since("1M")), "6M": pct(since("6M")), "1Y": pct(oneYearReturnBps(closes)), "5Y": pct(since("5Y")) };
}

function factsOf(product: Product, summary: ProductSummary, closes: Close[]) {
  return {
    ...summary,
    description: product.description,
    yield: product.yieldBps === null ? null : bpsToPercent(product.yieldBps),
    termMonths: product.termMonths,
    returns: returnsOf(closes),
  };
}

/** The product page's data; records the view in the member's browse history. Null: no such product. */
export async function productDetail(db: Database, member: Member, productId: string): Promise<ProductDetail | null> {
  const product = findProduct(productId);
  if (!product) return null;
  // The summary of this product alone, from its own history (kept per process) rather than every
  // product's: the same figures, since the close a year ago is the history's close on or before it.
  await ensurePrices(db);
  const latest = await latestClosesKept(db);
  const newest = latest.get(product.id);
  if (!newest) return null;
  const closes = await closesOf(db, product.id, null, newest.date);
  const summary = summaryOf(product, member.level, newest, closeOnOrBefore(closes, yearAgoOf(latest)));
  await db
    .insert(investmentBrowseHistory)
    .values({ userId: member.id, productId: product.id })
    .onConflictDoUpdate({ target: [investmentBrowseHistory.userId, investmentBrowseHistory.productId], set: { viewedAt: sql`now()` } });
  const [watched] = await db.select().from(investmentWatchlist).where(and(eq(investmentWatchlist.userId, member.id), eq(investmentWatchlist.productId, product.id))).limit(1);
  const holding = await holdingOf(db, member.id, product.id);
  const last = closes.at(-1)!;
  return {
    ...factsOf(product, summary, closes),
    watched: watched !== undefined,
    holding:
      holding.unitsMicro > 0
        ? { units: microToUnits(holding.unitsMicro), costBasis: toMoneyString(asCents(holding.costCents)), marketValue: toMoneyString(valueOfUnits(holding.unitsMicro, last.closeTicks)) }
        : null,
    suitability: { riskProfile: member.riskProfile, acknowledgementRequired: needsAcknowledgement(product.riskLevel, member.riskProfile) },
  };
}

/** A product's closes over a range, oldest first. Null: no such product. */
export async function pricesOf(db: Database, productId: string, range: PriceRange) {
  const product = findProduct(productId);
  if (!product) return null;
  await ensurePrices(db);
  const all = await closesOf(db, product.id);
  const last = all.at(-1);
  const from = last ? rangeStart(range, last.date) : null;
  const points = (from ? all.filter((c) => c.date >= from) : all).map((c) => ({ date: c.date, close: ticksToString(c.closeTicks) }));
  return { productId: product.id, range, points };
}

/** Compare 2–4 products: facts and returns, and the growth of $10,000 from the first date they all have a close in the range. */
export async function compareProducts(db: Database, member: Member, ids: string[], range: PriceRange) {
  const products = ids.map((id) => findProduct(id));
  const unknown = ids.filter((_, i) => !products[i]);
  if (unknown.length > 0) return { ok: false as const, unknown };
  const all = await summaries(db, member.level);
  const histories = await Promise.all(products.map((p) => closesOf(db, p!.id)));
  const lastDate = histories.map((h) => h.at(-1)?.date ?? "").reduce((a, b) => (a < b ? a : b));
  const rangeFrom = rangeStart(range, lastDate) ?? "0000-00-00";
  const commonStart = histories.map((h) => h[0]?.date ?? "").reduce((a, b) => (a > b ? a : b), rangeFrom);
  return {
    ok: true as const,
    value: {
      range,
      products: products.map((p, i) => factsOf(p!, all.get(p!.id)!, histories[i]!)),
      growth: products.map((p, i) => ({
        productId: p!.id,
        points: growthOf(1_000_000, histories[i]!.filter((c) => c.date >= commonStart && c.date <= lastDate)).map((g) => ({ date: g.date, value: toMoneyString(asCents(g.valueCents)) })),
      })),
    },
  };
}

// ---- The watchlist and browse history ----

export async function watchlistOf(db: Database, member: Member) {
  const rows = await db.select().from(investmentWatchlist).where(eq(investmentWatchlist.userId, member.id)).orderBy(desc(investmentWatchlist.createdAt), desc(investmentWatchlist.productId));
  const all = await summaries(db, member.level);
  return { items: rows.flatMap((r) => (all.has(r.productId) ? [{ ...all.get(r.productId)!, addedAt: r.createdAt.toISOString() }] : [])) };
}

/** Adds a product (once). "full": the watchlist is at its limit. */
export async function addToWatchlist(db: Database, member: Member, productId: string): Promise<"added" | "not-found" | "full"> {
  if (!findProduct(productId)) return "not-found";
  return db.transaction(async (tx) => {
    const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(investmentWatchlist).where(eq(investmentWatchlist.userId, member.id));
    const [there] = await tx.select().from(investmentWatchlist).where(and(eq(investmentWatchlist.userId, member.id), eq(investmentWatchlist.productId, productId)));
    if (there) return "added" as const;
    if ((count?.n ?? 0) >= MAX_WATCHLIST) return "full" as const;
    await tx.insert(investmentWatchlist).values({ userId: member.id, productId }).onConflictDoNothing();
    return "added" as const;
  });
}

export async function removeFromWatchlist(db: Database, userId: number, productId: string): Promise<boolean> {
  const removed = await db.delete(investmentWatchlist).where(and(eq(investmentWatchlist.userId, userId), eq(investmentWatchlist.productId, productId))).returning();
  return removed.length > 0;
}

export async function browseHistoryOf(db: Database, member: Member) {
  const rows = await db
    .select()
    .from(investmentBrowseHistory)
    .where(eq(investmentBrowseHistory.userId, member.id))
    .orderBy(desc(investmentBrowseHistory.viewedAt), desc(investmentBrowseHistory.productId))
    .limit(BROWSE_HISTORY_SIZE);
  const all = await summaries(db, member.level);
  return { items: rows.flatMap((r) => (all.has(r.productId) ? [{ product: all.get(r.productId)!, viewedAt: r.viewedAt.toISOString() }] : [])) };
}
