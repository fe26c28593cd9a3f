import { and, desc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import type { Order, OrderModify, OrderRequest } from "../../../core/contracts/investment";
import { toMoneyString } from "../../../core/contracts/investor";
import { holdPlaced, holdReleased } from "../../../core/ledger";
import { asCents, type Cents } from "../../../core/money";
import {
  canCancel,
  canModify,
  canSubmit,
  findProduct,
  microToUnits,
  needsAcknowledgement,
  secondsLeft,
  statusesOf,
  ticksToString,
  unitsForAmount,
  type OrderFilter,
  type OrderSide,
  type OrderStatus,
  type Product,
} from "../../../core/trading";
import type { Database } from "../../db/connection";
import { pageTotal } from "../../platform/page-total";
import { investmentLots, investmentOrders } from "../../db/schema";
import { enqueueJob, rescheduleJob } from "../../platform/jobs";
import { accountIsOpen } from "../investor/application";
import { bookEntry, lockMember, memberBalancesOf } from "../investor/ledger";
import { memberOf, type Member } from "./catalogue";
import { latestClose } from "./prices";

// Orders (issue "Trading" §2). Every change is one transaction under the member's row lock
// (lockMember, the same lock transfers take), so the cash and units read to decide are the ones
// the change books. A buy holds its amount at once (hold_placed); cancelling releases it. The
// order-execution job (./execution.ts) is queued with the order, keyed by its id, due at execute_at.

export const EXECUTE_ORDER_JOB = "execute-order";

export type OrderRow = typeof investmentOrders.$inferSelect;

export function orderView(row: OrderRow, now = new Date()): Order {
  const product = findProduct(row.productId);
  const filled = row.status === "filled" && row.fillPriceTicks !== null;
  const gross = asCents(row.fillGrossCents ?? 0);
  const fee = asCents(row.feeCents ?? 0);
  return {
    id: row.id,
    productId: row.productId,
    symbol: product?.symbol ?? row.productId,
    name: product?.name ?? row.productId,
    side: row.side as OrderSide,
    amount: row.amountCents === null ? null : toMoneyString(asCents(row.amountCents)),
    units: row.unitsMicro === null ? null : microToUnits(row.unitsMicro),
    status: row.status as OrderStatus,
    executeAt: row.executeAt.toISOString(),
    secondsLeft: row.status === "pending_review" || row.status === "submitted" ? secondsLeft(row.executeAt, now) : 0,
    held: toMoneyString(asCents(row.heldCents)),
    riskAcknowledged: row.riskAcknowledged,
    fill: filled
      ? {
          price: ticksToString(row.fillPriceTicks!),
          priceDate: row.fillDate!,
          units: microToUnits(row.fillUnitsMicro!),
          gross: toMoneyString(gross),
          fee: toMoneyString(fee),
          net: toMoneyString(asCents(gross - fee)),
        }
      : null,
    rejectReason: row.rejectReason,
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}

export type OrderRefusal =
  | { ok: false; reason: "product-not-found" }
  | { ok: false; reason: "account-not-open" }
  | { ok: false; reason: "tier"; product: Product }
  | { ok: false; reason: "minimum"; minimum: Cents }
  | { ok: false; reason: "acknowledgement"; hasProfile: boolean }
  | { ok: false; reason: "insufficient-funds"; available: Cents }
  | { ok: false; reason: "no-holding" }
  | { ok: false; reason: "not-enough-units"; availableMicro: number }
  | { ok: false; reason: "wrong-field"; side: OrderSide; field: "amount" | "units" }
  | { ok: false; reason: "order-not-found" }
  | { ok: false; reason: "not-modifiable" | "not-cancellable" | "not-submittable" };

type Placed = { ok: true; order: OrderRow };

/** Units held of a product (open lots). */
export async function unitsHeld(tx: Database, userId: number, productId: string): Promise<number> {
  const [row] = await tx
    .select({ units: sql<string>`coalesce(sum(${investmentLots.remainingUnitsMicro}), 0)::text` })
    .from(investmentLots)
    .where(and(eq(investmentLots.userId, userId), eq(investmentLots.productId, productId)));
  return Number(row?.units ?? 0);
}

/** Units already promised to the member's open sales of a product (a sale by amount counted at the latest close), other than `except`. */
async function unitsReserved(tx: Database, userId: number, productId: string, priceTicks: number | undefined, except: number | null): Promise<number> {
  const open = await tx
    .select({ id: investmentOrders.id, units: investmentOrders.unitsMicro, amount: investmentOrders.amountCents })
    .from(investmentOrders)
    .where(
      and(
        eq(investmentOrders.userId, userId),
        eq(investmentOrders.productId, productId),
        eq(investmentOrders.side, "sell"),
        inArray(investmentOrders.status, ["pending_review", "submitted"]),
        except === null ? undefined : ne(investmentOrders.id, except),
      ),
    );
  return open.reduce((sum, o) => sum + (o.units ?? (priceTicks ? unitsForAmount(asCents(o.amount!), priceTicks) : 0)), 0);
}

/** Whether a sale of `units` or `amount` fits in the units held less those promised to other open sales. */
async function checkSale(tx: Database, userId: number, product: Product, sale: { units?: number; amount?: Cents }, except: number | null): Promise<OrderRefusal | null> {
  const held = await unitsHeld(tx, userId, product.id);
  if (held === 0) return { ok: false, reason: "no-holding" };
  const price = (await latestClose(tx, product.id))?.closeTicks;
  const available = Math.max(0, held - (await unitsReserved(tx, userId, product.id, price, except)));
  const wanted = sale.units ?? (price ? unitsForAmount(sale.amount!, price) : Number.MAX_SAFE_INTEGER);
  return wanted > available ? { ok: false, reason: "not-enough-units", availableMicro: available } : null;
}

/** The checks every new buy or sale passes, in this order: tier (before anything), account, suitability, minimum. */
export async function precheck(tx: Database, member: Member, product: Product, side: OrderSide, amount: Cents | undefined, acknowledged: boolean): Promise<OrderRefusal | null> {
  if (member.level < product.unlockLevel) return { ok: false, reason: "tier", product };
  if (!(await accountIsOpen(tx, member.id))) return { ok: false, reason: "account-not-open" };
  if (side === "buy" && needsAcknowledgement(product.riskLevel, member.riskProfile) && !acknowledged) return { ok: false, reason: "acknowledgement", hasProfile: member.riskProfile !== null };
  if (side === "buy" && amount !== undefined && amount < product.minimumInvestmentCents) return { ok: false, reason: "minimum", minimum: asCents(product.minimumInvestmentCents) };
  return null;
}

/**
 * Places an order in the caller's transaction, the member's lock taken: checks, the buy's hold,
 * the row and its execution job.
 */
export async function placeIn(tx: Database, member: Member, request: OrderRequest, reviewSeconds: number, now = new Date()): Promise<Placed | OrderRefusal> {
  const product = findProduct(request.productId);
  if (!product) return { ok: false, reason: "product-not-found" };
  const acknowledged = request.acknowledgeRisk === true;
  const refused = await precheck(tx, member, product, request.side, request.amount, acknowledged);
  if (refused) return refused;
  let hold = null;
  if (request.side === "buy") {
    const placed = holdPlaced(member.id, request.amount!, await memberBalancesOf(tx, member.id));
    if (!placed.ok) return { ok: false, reason: "insufficient-funds", available: placed.available };
    hold = placed.entry;
  } else {
    const sale = await checkSale(tx, member.id, product, { units: request.units, amount: request.amount }, null);
    if (sale) return sale;
  }
  const executeAt = new Date(now.getTime() + reviewSeconds * 1000);
  const [order] = await tx
    .insert(investmentOrders)
    .values({
      userId: member.id,
      productId: product.id,
      side: request.side,
      amountCents: request.amount ?? null,
      unitsMicro: request.units ?? null,
      executeAt,
      heldCents: request.side === "buy" ? request.amount! : 0,
      riskProfile: member.riskProfile,
      riskAcknowledged: acknowledged,
      riskAcknowledgedAt: acknowledged ? now : null,
      idempotencyKey: request.idempotencyKey ?? null,
    })
    .returning();
  if (hold) await bookEntry(tx, hold, null, order!.id);
  await enqueueJob(tx, { kind: EXECUTE_ORDER_JOB, key: String(order!.id), payload: { orderId: order!.id }, runAt: executeAt });
  return { ok: true, order: order! };
}

/** POST /api/investment/orders. */
/**
 * Places an order for the member. With an idempotency key, a repeat (a retried post, a double
 * click without JavaScript) answers the first order with created: false and holds nothing more;
 * the member's lock makes two racing repeats wait for each other.
 */
export async function placeOrder(db: Database, userId: number, request: OrderRequest, reviewSeconds: number): Promise<(Placed & { created: boolean }) | OrderRefusal> {
  return db.transaction(async (tx) => {
    await lockMember(tx, userId);
    if (request.idempotencyKey) {
      const [first] = await tx
        .select()
        .from(investmentOrders)
        .where(and(eq(investmentOrders.userId, userId), eq(investmentOrders.idempotencyKey, request.idempotencyKey)))
        .limit(1);
      if (first) return { ok: true as const, created: false, order: first };
    }
    const placed = await placeIn(tx, await memberOf(tx, userId), request, reviewSeconds);
    return placed.ok ? { ...placed, created: true } : placed;
  });
}

/** The member's order, locked for the change (after the member's lock). */
async function lockedOrder(tx: Database, userId: number, orderId: number): Promise<OrderRow | undefined> {
  await lockMember(tx, userId);
  const [row] = await tx
    .select()
    .from(investmentOrders)
    .where(and(eq(investmentOrders.id, orderId), eq(investmentOrders.userId, userId)))
    .for("update");
  return row;
}

/** Changes an order in review by amount or units, checked again like a new one (the hold follows the amount). */
export async function modifyOrder(db: Database, userId: number, orderId: number, change: OrderModify): Promise<Placed | OrderRefusal> {
  return db.transaction(async (tx) => {
    const row = await lockedOrder(tx, userId, orderId);
    if (!row) return { ok: false as const, reason: "order-not-found" as const };
    if (!canModify(row.status as OrderStatus)) return { ok: false as const, reason: "not-modifiable" as const };
    const product = findProduct(row.productId)!;
    const side = row.side as OrderSide;
    if (side === "buy" && change.units !== undefined) return { ok: false as const, reason: "wrong-field" as const, side, field: "units" as const };
    const member = await memberOf(tx, userId);
    const acknowledged = row.riskAcknowledged || change.acknowledgeRisk === true;
    const refused = await precheck(tx, member, product, side, change.amount, acknowledged);
    if (refused) return refused;
    if (side === "buy") {
      const amount = change.amount!;
      const delta = amount - row.heldCents;
      const balances = await memberBalancesOf(tx, userId);
      if (delta > 0) {
        const placed = holdPlaced(userId, asCents(delta), balances);
        if (!placed.ok) return { ok: false as const, reason: "insufficient-funds" as const, available: placed.available };
        await bookEntry(tx, placed.entry, null, row.id);
      } else if (delta < 0) {
        await bookEntry(tx, holdReleased(userId, asCents(-delta), balances), null, row.id);
      }
      const [updated] = await tx
        .update(investmentOrders)
        .set({ amountCents: amount, heldCents: amount, riskAcknowledged: acknowledged, riskAcknowledgedAt: acknowledged ? (row.riskAcknowledgedAt ?? new Date()) : null, updatedAt: new Date() })
        .where(eq(investmentOrders.id, row.id))
        .returning();
      return { ok: true as const, order: updated! };
    }
    const sale = await checkSale(tx, userId, product, { units: change.units, amount: change.amount }, row.id);
    if (sale) return sale;
    const [updated] = await tx
      .update(investmentOrders)
      .set({ amountCents: change.amount ?? null, unitsMicro: change.units ?? null, updatedAt: new Date() })
      .where(eq(investmentOrders.id, row.id))
      .returning();
    return { ok: true as const, order: updated! };
  });
}

/** Cancels an order in review; a buy's hold is released. */
export async function cancelOrder(db: Database, userId: number, orderId: number): Promise<Placed | OrderRefusal> {
  return db.transaction(async (tx) => {
    const row = await lockedOrder(tx, userId, orderId);
    if (!row) return { ok: false as const, reason: "order-not-found" as const };
    if (!canCancel(row.status as OrderStatus)) return { ok: false as const, reason: "not-cancellable" as const };
    if (row.heldCents > 0) await bookEntry(tx, holdReleased(userId, asCents(row.heldCents), await memberBalancesOf(tx, userId)), null, row.id);
    const now = new Date();
    const [updated] = await tx.update(investmentOrders).set({ status: "cancelled", heldCents: 0, closedAt: now, updatedAt: now }).where(eq(investmentOrders.id, row.id)).returning();
    return { ok: true as const, order: updated! };
  });
}

/** Skips the rest of the countdown: submitted, due now. */
export async function submitOrder(db: Database, userId: number, orderId: number): Promise<Placed | OrderRefusal> {
  return db.transaction(async (tx) => {
    const row = await lockedOrder(tx, userId, orderId);
    if (!row) return { ok: false as const, reason: "order-not-found" as const };
    if (!canSubmit(row.status as OrderStatus)) return { ok: false as const, reason: "not-submittable" as const };
    const now = new Date();
    const [updated] = await tx.update(investmentOrders).set({ status: "submitted", executeAt: now, updatedAt: now }).where(eq(investmentOrders.id, row.id)).returning();
    await rescheduleJob(tx, EXECUTE_ORDER_JOB, String(row.id), now);
    return { ok: true as const, order: updated! };
  });
}

export async function findOrder(db: Database, userId: number, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(investmentOrders).where(and(eq(investmentOrders.id, orderId), eq(investmentOrders.userId, userId)));
  return row;
}

export async function listOrders(db: Database, userId: number, query: { status?: OrderFilter; page: number; size: number }) {
  const conditions: SQL[] = [eq(investmentOrders.userId, userId)];
  if (query.status) conditions.push(inArray(investmentOrders.status, [...statusesOf(query.status)]));
  const where = and(...conditions);
  const rows = await db.select().from(investmentOrders).where(where).orderBy(desc(investmentOrders.createdAt), desc(investmentOrders.id)).limit(query.size).offset((query.page - 1) * query.size);
  const total = await pageTotal(db, investmentOrders, where, query, rows.length);
  const now = new Date();
  return { items: rows.map((r) => orderView(r, now)), page: query.page, size: query.size, total };
}
