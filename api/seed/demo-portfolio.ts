import { and, eq, sql } from "drizzle-orm";
import { asCents, type Cents } from "../../core/money";
import type { Close } from "../../core/trading";
import type { Database } from "../db/connection";
import { investmentLots, investmentOrders, notifications, transfers } from "../db/schema";
import { executeOrder } from "../modules/investment/execution";
import { placeOrder } from "../modules/investment/orders";
import { closesOf, closesOnOrBefore, ensurePrices, latestCloses } from "../modules/investment/prices";

// The demo member whose holdings are real securities: one deposit five years ago, then 50 buys
// spread over the five years across five asset classes, each filled at its day's close through
// the live booking (ledger entry, tax lot, filled order). The portfolio page then has five years of
// daily value, lots to open and returns to reconcile, and the bench measures it on a member with a
// real history (issue "Portfolio" §2). The other demo members keep their holdings as a figure on
// the account row.

export const DEMO_PORTFOLIO_MEMBER = "demoplatinum";
export const DEMO_PORTFOLIO_LOTS = 50;
const PRODUCTS = ["etf-total-us", "etf-intl", "gov-intermediate", "corp-total", "mm-treasury"] as const;
/** Ten percent above each product's minimum at least: every buy passes the order checks. */
const SMALLEST_BUY = asCents(150_000);

/** Whether the member already holds lots (the seed is idempotent: a second run keeps the history). */
export async function hasPortfolioHistory(db: Database, userId: number): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(investmentLots).where(eq(investmentLots.userId, userId));
  return (row?.n ?? 0) > 0;
}

/** Business days spread evenly over the price history, oldest first, skipping its first month. */
async function buyDays(db: Database): Promise<string[]> {
  const days = (await closesOf(db, PRODUCTS[0])).map((c) => c.date);
  const from = 21;
  const step = Math.floor((days.length - from - 1) / DEMO_PORTFOLIO_LOTS);
  return Array.from({ length: DEMO_PORTFOLIO_LOTS }, (_, i) => days[from + i * step]!);
}

export type PlannedBuy = { productId: string; close: Close; amount: Cents };

/**
 * The 50 buys: each one's amount is what its share of `holdings` at today's closes cost on its
 * day, so the holdings are worth about `holdings` today whatever the prices did. Fund the member
 * with the cash they keep plus `plannedCost(plan)` before buying.
 */
export async function planPortfolioHistory(db: Database, holdings: Cents): Promise<PlannedBuy[]> {
  await ensurePrices(db);
  const days = await buyDays(db);
  const today = await latestCloses(db);
  const share = Math.floor(holdings / DEMO_PORTFOLIO_LOTS);
  const plan: PlannedBuy[] = [];
  for (const [i, day] of days.entries()) {
    const productId = PRODUCTS[i % PRODUCTS.length]!;
    const close = (await closesOnOrBefore(db, day)).get(productId)!;
    plan.push({ productId, close, amount: asCents(Math.max(SMALLEST_BUY, Math.round((share * close.closeTicks) / today.get(productId)!.closeTicks))) });
  }
  return plan;
}

export const plannedCost = (plan: readonly PlannedBuy[]): Cents => asCents(plan.reduce((sum, buy) => sum + buy.amount, 0));

/** Places and fills the planned buys on their days, and dates the member's deposits before the first. */
export async function buyPortfolioHistory(db: Database, userId: number, plan: readonly PlannedBuy[]): Promise<void> {
  for (const { productId, close, amount } of plan) {
    const placed = await placeOrder(db, userId, { productId, side: "buy", amount, acknowledgeRisk: true }, 0);
    if (!placed.ok) throw new Error(`demo seed: a buy of ${productId} for ${userId} was refused: ${placed.reason}`);
    const at = new Date(`${close.date}T21:00:00Z`);
    const filled = await db.transaction((tx) => executeOrder(tx, placed.order.id, { close, at }));
    if (filled !== "filled") throw new Error(`demo seed: the buy of ${productId} on ${close.date} was ${filled}`);
    await db.update(investmentOrders).set({ createdAt: at, executeAt: at, updatedAt: at }).where(eq(investmentOrders.id, placed.order.id));
  }
  // The money came in a week before the first buy; fifty "order filled" messages would bury the inbox.
  const first = new Date(`${plan[0]!.close.date}T15:00:00Z`);
  first.setUTCDate(first.getUTCDate() - 7);
  await db.update(transfers).set({ createdAt: first, settledAt: first }).where(eq(transfers.userId, userId));
  await db.delete(notifications).where(and(eq(notifications.userId, userId), eq(notifications.topic, "order-filled")));
  // Their execution jobs stay queued: when they run, they find the orders filled and change nothing.
}
