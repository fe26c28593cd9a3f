import { and, asc, eq, gt } from "drizzle-orm";
import { buyFilled, holdReleased, sellFilled } from "../../../core/ledger";
import { ORDER_NOTIFICATIONS, ORDER_REJECTIONS } from "../../../core/messages/investment";
import { asCents } from "../../../core/money";
import { fillBuy, fillSellUnits, findProduct, isOpen, microToUnits, ticksToString, unitsForAmount, type Close, type OrderStatus } from "../../../core/trading";
import type { Database } from "../../db/connection";
import { investmentLotClosings, investmentLots, investmentOrders, notifications } from "../../db/schema";
import type { JobHandler } from "../../platform/jobs";
import { closeLots } from "../../../core/portfolio";
import { bookEntry, lockMember, memberBalancesOf } from "../investor/ledger";
import { levelOf, notifyTierChange } from "../investor/service";
import { EXECUTE_ORDER_JOB, type OrderRow } from "./orders";
import { latestClose, PRICE_DAY_JOB, priceDayJob } from "./prices";
import { costBasisMethodOf } from "../portfolio/settings";

// The order-execution job (issue "Trading" §2): at execute_at it fills the order at the latest
// close, or rejects it with a reason, in the job's own transaction (docs/decisions/008), under the
// member's lock and the order's row lock. It changes only an order still open, so a second run,
// on this instance or another, finds it filled (or cancelled) and does nothing: each order is
// filled or rejected exactly once. A sale closes lots by the member's cost basis method
// (core/portfolio/lots.ts, issue "Portfolio"): first in, first out unless they chose average cost.

const today = () => new Date().toISOString().slice(0, 10);

async function reject(tx: Database, row: OrderRow, reason: string): Promise<void> {
  if (row.heldCents > 0) await bookEntry(tx, holdReleased(row.userId, asCents(row.heldCents), await memberBalancesOf(tx, row.userId)), null, row.id);
  const now = new Date();
  await tx.update(investmentOrders).set({ status: "rejected", heldCents: 0, rejectReason: reason, closedAt: now, updatedAt: now }).where(eq(investmentOrders.id, row.id));
  const symbol = findProduct(row.productId)?.symbol ?? row.productId;
  await tx.insert(notifications).values({ userId: row.userId, kind: "message", topic: "order-rejected", ...ORDER_NOTIFICATIONS.rejected(row.side as "buy" | "sell", symbol, reason) });
}

/**
 * A fill on a past day at that day's close, instead of now at the latest: only the demo seed books
 * these, to give a member years of real history through the same booking as a live fill.
 */
export type PastFill = { close: Close; at: Date };

/** Fills or rejects one order if it is still open; in the caller's transaction. Answers what happened. */
export async function executeOrder(tx: Database, orderId: number, past?: PastFill): Promise<"filled" | "rejected" | "unchanged"> {
  const [peek] = await tx.select({ userId: investmentOrders.userId }).from(investmentOrders).where(eq(investmentOrders.id, orderId));
  if (!peek) return "unchanged";
  await lockMember(tx, peek.userId);
  const [row] = await tx.select().from(investmentOrders).where(eq(investmentOrders.id, orderId)).for("update");
  if (!row || !isOpen(row.status as OrderStatus)) return "unchanged";
  const product = findProduct(row.productId);
  const close = past?.close ?? (await latestClose(tx, row.productId));
  if (!product || !close) {
    await reject(tx, row, ORDER_REJECTIONS.noPrice);
    return "rejected";
  }
  const levelBefore = await levelOf(tx, row.userId);
  const now = past?.at ?? new Date();
  if (row.side === "buy") {
    const fill = fillBuy(asCents(row.heldCents), close.closeTicks, product.tradingFeeBps);
    if (fill.unitsMicro === 0) {
      await reject(tx, row, ORDER_REJECTIONS.tooSmall);
      return "rejected";
    }
    await bookEntry(tx, buyFilled(row.userId, product.id, fill.grossCents, fill.feeCents), null, row.id);
    await tx.insert(investmentLots).values({
      userId: row.userId,
      productId: product.id,
      orderId: row.id,
      acquiredOn: past ? close.date : today(),
      unitsMicro: fill.unitsMicro,
      costCents: fill.netCents,
      remainingUnitsMicro: fill.unitsMicro,
      remainingCostCents: fill.netCents,
    });
    await tx
      .update(investmentOrders)
      .set({ status: "filled", heldCents: 0, fillPriceTicks: close.closeTicks, fillDate: close.date, fillUnitsMicro: fill.unitsMicro, fillGrossCents: fill.grossCents, feeCents: fill.feeCents, closedAt: now, updatedAt: now })
      .where(eq(investmentOrders.id, row.id));
    await tx.insert(notifications).values({ userId: row.userId, kind: "message", topic: "order-filled", ...ORDER_NOTIFICATIONS.filled("buy", microToUnits(fill.unitsMicro), product.symbol, ticksToString(close.closeTicks)) });
  } else {
    const units = row.unitsMicro ?? unitsForAmount(asCents(row.amountCents!), close.closeTicks);
    const lots = await tx
      .select()
      .from(investmentLots)
      .where(and(eq(investmentLots.userId, row.userId), eq(investmentLots.productId, product.id), gt(investmentLots.remainingUnitsMicro, 0)))
      .orderBy(asc(investmentLots.acquiredOn), asc(investmentLots.id))
      .for("update");
    // The member's cost basis method (issue "Portfolio"), read under the member's lock: FIFO unless they chose average cost.
    const closing = closeLots(
      await costBasisMethodOf(tx, row.userId),
      lots.map((l) => ({ id: l.id, acquiredOn: l.acquiredOn, unitsMicro: l.remainingUnitsMicro, costCents: l.remainingCostCents })),
      units,
    );
    if (!closing.ok) {
      await reject(tx, row, ORDER_REJECTIONS.notEnoughUnits);
      return "rejected";
    }
    const fill = fillSellUnits(units, close.closeTicks, product.tradingFeeBps);
    if (fill.grossCents === 0) {
      await reject(tx, row, ORDER_REJECTIONS.sellTooSmall);
      return "rejected";
    }
    await bookEntry(tx, sellFilled(row.userId, product.id, asCents(closing.costCents), fill.grossCents, fill.feeCents), null, row.id);
    // Average cost may re-spread the cost left over lots the sale did not touch: every update is written.
    for (const u of closing.updates) {
      await tx.update(investmentLots).set({ remainingUnitsMicro: u.remainingUnitsMicro, remainingCostCents: u.remainingCostCents }).where(eq(investmentLots.id, u.lotId));
    }
    for (const c of closing.taken) {
      await tx.insert(investmentLotClosings).values({ lotId: c.lotId, orderId: row.id, unitsMicro: c.unitsMicro, costCents: c.costCents });
    }
    await tx
      .update(investmentOrders)
      .set({
        status: "filled",
        fillPriceTicks: close.closeTicks,
        fillDate: close.date,
        fillUnitsMicro: units,
        fillGrossCents: fill.grossCents,
        feeCents: fill.feeCents,
        costCents: closing.costCents,
        closedAt: now,
        updatedAt: now,
      })
      .where(eq(investmentOrders.id, row.id));
    await tx.insert(notifications).values({ userId: row.userId, kind: "message", topic: "order-filled", ...ORDER_NOTIFICATIONS.filled("sell", microToUnits(units), product.symbol, ticksToString(close.closeTicks)) });
  }
  await notifyTierChange(tx, row.userId, levelBefore);
  return "filled";
}

export const executeOrderJob: JobHandler = async ({ job, tx }) => {
  const orderId = Number((job.payload as { orderId?: unknown })?.orderId);
  if (!Number.isSafeInteger(orderId) || orderId <= 0) throw new Error(`execute-order job ${job.id} has no order id`);
  await executeOrder(tx as unknown as Database, orderId);
};

/** The job handlers of the investment module, for the job runner. */
export const investmentJobHandlers = () => ({ [EXECUTE_ORDER_JOB]: executeOrderJob, [PRICE_DAY_JOB]: priceDayJob });
