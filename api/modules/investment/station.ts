import { and, asc, count, eq } from "drizzle-orm";
import type { StationItem } from "../../../core/contracts/investment";
import { MAX_STATION_ITEMS } from "../../../core/contracts/investment";
import { toMoneyString } from "../../../core/contracts/investor";
import { asCents, sumCents, type Cents } from "../../../core/money";
import { findProduct, needsAcknowledgement, type Product } from "../../../core/trading";
import type { Database } from "../../db/connection";
import { investmentOrders, investmentStationItems } from "../../db/schema";
import { lockMember, memberBalancesOf } from "../investor/ledger";
import { memberOf, summaries, type Member } from "./catalogue";
import { placeIn, precheck, type OrderRefusal, type OrderRow } from "./orders";

// The station (issue "Trading" §2): products and amounts waiting for checkout, which places one buy
// per item, all or nothing: every item is checked (tier, account, suitability, minimum) and their
// total against the available cash before any order is written, in one transaction under the
// member's lock.

export type ItemRow = typeof investmentStationItems.$inferSelect;

async function itemView(db: Database, member: Member, row: ItemRow): Promise<StationItem> {
  const product = findProduct(row.productId)!;
  const summary = (await summaries(db, member.level)).get(product.id)!;
  return viewWith(summary, member, product, row);
}

function viewWith(summary: StationItem["product"], member: Member, product: Product, row: ItemRow): StationItem {
  return {
    id: row.id,
    product: summary,
    side: row.side === "sell" ? "sell" : "buy",
    amount: toMoneyString(asCents(row.amountCents)),
    acknowledgeRisk: row.acknowledgeRisk,
    acknowledgementRequired: row.side !== "sell" && needsAcknowledgement(product.riskLevel, member.riskProfile),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function stationOf(db: Database, member: Member) {
  const rows = await db.select().from(investmentStationItems).where(eq(investmentStationItems.userId, member.id)).orderBy(asc(investmentStationItems.id));
  const all = await summaries(db, member.level);
  const balances = await memberBalancesOf(db, member.id);
  return {
    items: rows.flatMap((r) => {
      const product = findProduct(r.productId);
      return product && all.has(product.id) ? [viewWith(all.get(product.id)!, member, product, r)] : [];
    }),
    total: toMoneyString(sumCents(rows.filter((r) => r.side !== "sell").map((r) => asCents(r.amountCents)))),
    available: toMoneyString(balances.member_cash),
    max: MAX_STATION_ITEMS,
  };
}

export type StationRefusal = OrderRefusal | { ok: false; reason: "item-not-found" | "full" | "empty" | "not-buy-again" };

/** The checks an item passes when it is added or changed: tier first, then suitability and the minimum (cash is checked at checkout). */
function itemRefusal(member: Member, product: Product, amount: Cents, acknowledged: boolean, side: "buy" | "sell" = "buy"): OrderRefusal | null {
  if (member.level < product.unlockLevel) return { ok: false, reason: "tier", product };
  if (side === "sell") return null;
  if (needsAcknowledgement(product.riskLevel, member.riskProfile) && !acknowledged) return { ok: false, reason: "acknowledgement", hasProfile: member.riskProfile !== null };
  if (amount < product.minimumInvestmentCents) return { ok: false, reason: "minimum", minimum: asCents(product.minimumInvestmentCents) };
  return null;
}

export async function addStationItem(db: Database, userId: number, productId: string, amount: Cents, acknowledgeRisk: boolean): Promise<{ ok: true; item: StationItem } | StationRefusal> {
  const product = findProduct(productId);
  if (!product) return { ok: false, reason: "product-not-found" };
  const member = await memberOf(db, userId);
  const refused = itemRefusal(member, product, amount, acknowledgeRisk);
  if (refused) return refused;
  const row = await db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const [n] = await tx.select({ n: count() }).from(investmentStationItems).where(eq(investmentStationItems.userId, userId));
    if (Number(n?.n ?? 0) >= MAX_STATION_ITEMS) return null;
    const [inserted] = await tx.insert(investmentStationItems).values({ userId, productId: product.id, amountCents: amount, acknowledgeRisk }).returning();
    return inserted!;
  });
  if (!row) return { ok: false, reason: "full" };
  return { ok: true, item: await itemView(db, member, row) };
}

export async function changeStationItem(db: Database, userId: number, itemId: number, amount: Cents, acknowledgeRisk: boolean | undefined): Promise<{ ok: true; item: StationItem } | StationRefusal> {
  const [row] = await db.select().from(investmentStationItems).where(and(eq(investmentStationItems.id, itemId), eq(investmentStationItems.userId, userId)));
  if (!row) return { ok: false, reason: "item-not-found" };
  const product = findProduct(row.productId)!;
  const member = await memberOf(db, userId);
  const acknowledged = acknowledgeRisk ?? row.acknowledgeRisk;
  const refused = itemRefusal(member, product, amount, acknowledged, row.side === "sell" ? "sell" : "buy");
  if (refused) return refused;
  const [updated] = await db
    .update(investmentStationItems)
    .set({ amountCents: amount, acknowledgeRisk: acknowledged, updatedAt: new Date() })
    .where(and(eq(investmentStationItems.id, itemId), eq(investmentStationItems.userId, userId)))
    .returning();
  if (!updated) return { ok: false, reason: "item-not-found" };
  return { ok: true, item: await itemView(db, member, updated) };
}

export async function removeStationItem(db: Database, userId: number, itemId: number): Promise<boolean> {
  const removed = await db.delete(investmentStationItems).where(and(eq(investmentStationItems.id, itemId), eq(investmentStationItems.userId, userId))).returning();
  return removed.length > 0;
}

/** A sale item refused at checkout (units sold meanwhile): thrown to roll the transaction back, answered as its refusal. */
class SaleRefused extends Error {
  constructor(readonly refusal: OrderRefusal & { itemId: number }) {
    super("sale refused");
  }
}

export type NewItem = { productId: string; side: "buy" | "sell"; amountCents: Cents };

/**
 * Adds items to the member's station in the caller's transaction (the member's lock taken), as
 * rebalancing does: no more than MAX_STATION_ITEMS in all (null when they would not fit). Suitability
 * is not acknowledged here: an item above the profile shows acknowledgementRequired and checkout
 * refuses it until the member acknowledges it (POST /api/investment/station/items/{id}).
 */
export async function addStationItemsIn(tx: Database, member: Member, items: readonly NewItem[]): Promise<ItemRow[] | null> {
  const [n] = await tx.select({ n: count() }).from(investmentStationItems).where(eq(investmentStationItems.userId, member.id));
  if (Number(n?.n ?? 0) + items.length > MAX_STATION_ITEMS) return null;
  if (items.length === 0) return [];
  return tx
    .insert(investmentStationItems)
    .values(items.map((i) => ({ userId: member.id, productId: i.productId, side: i.side, amountCents: i.amountCents, acknowledgeRisk: false })))
    .returning();
}

/** Items as the station answers them (read after the transaction that wrote them). */
export async function stationItemViews(db: Database, member: Member, rows: readonly ItemRow[]): Promise<StationItem[]> {
  if (rows.length === 0) return [];
  const all = await summaries(db, member.level);
  return rows.map((r) => viewWith(all.get(r.productId)!, member, findProduct(r.productId)!, r));
}

/** One order per item (a buy, or a sale by amount), all or nothing; the items leave the station with it. The refusal names the item that failed. */
export async function checkout(db: Database, userId: number, reviewSeconds: number): Promise<{ ok: true; orders: OrderRow[] } | (StationRefusal & { itemId?: number })> {
  try {
    return await checkoutIn(db, userId, reviewSeconds);
  } catch (error) {
    if (error instanceof SaleRefused) return error.refusal;
    throw error;
  }
}

async function checkoutIn(db: Database, userId: number, reviewSeconds: number): Promise<{ ok: true; orders: OrderRow[] } | (StationRefusal & { itemId?: number })> {
  return db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const items = await tx.select().from(investmentStationItems).where(eq(investmentStationItems.userId, userId)).orderBy(asc(investmentStationItems.id));
    if (items.length === 0) return { ok: false as const, reason: "empty" as const };
    const member = await memberOf(tx, userId);
    for (const item of items) {
      const product = findProduct(item.productId)!;
      const side = item.side === "sell" ? "sell" : "buy";
      const refused = await precheck(tx, member, product, side, asCents(item.amountCents), item.acknowledgeRisk);
      if (refused) return { ...refused, itemId: item.id };
    }
    // Sales bring cash only when they fill: the buys are paid from the cash available now.
    const total = sumCents(items.filter((i) => i.side !== "sell").map((i) => asCents(i.amountCents)));
    const available = (await memberBalancesOf(tx, userId)).member_cash;
    if (total > available) return { ok: false as const, reason: "insufficient-funds" as const, available };
    const orders: OrderRow[] = [];
    for (const item of items) {
      const side = item.side === "sell" ? "sell" : "buy";
      const placed = await placeIn(tx, member, { productId: item.productId, side, amount: asCents(item.amountCents), acknowledgeRisk: item.acknowledgeRisk }, reviewSeconds);
      // A sale is checked against the units held when placed: refused, everything rolls back and the refusal names the item.
      if (!placed.ok && side === "sell") throw new SaleRefused({ ...placed, itemId: item.id });
      // Every check of a buy passed above under the same lock; a refusal here is a bug, and rolls everything back.
      if (!placed.ok) throw new Error(`checkout: item ${item.id} refused after its checks passed (${placed.reason})`);
      orders.push(placed.order);
    }
    await tx.delete(investmentStationItems).where(eq(investmentStationItems.userId, userId));
    return { ok: true as const, orders };
  });
}

/** A new station item from a filled buy: its product, and its amount unless another is given. */
export async function buyAgain(db: Database, userId: number, orderId: number, amount: Cents | undefined, acknowledgeRisk: boolean): Promise<{ ok: true; item: StationItem } | StationRefusal> {
  const [order] = await db.select().from(investmentOrders).where(and(eq(investmentOrders.id, orderId), eq(investmentOrders.userId, userId)));
  if (!order) return { ok: false, reason: "order-not-found" };
  const product = findProduct(order.productId)!;
  // The tier before any other check, as for any station item.
  if ((await memberOf(db, userId)).level < product.unlockLevel) return { ok: false, reason: "tier", product };
  if (order.side !== "buy" || order.status !== "filled") return { ok: false, reason: "not-buy-again" };
  return addStationItem(db, userId, order.productId, amount ?? asCents(order.amountCents!), acknowledgeRisk);
}
