// The order scheduler's throughput (issue "Trading" §3): how long the job runner takes to fill
// 1,000 due orders, on PGlite (in memory) or, with TEST_DATABASE_URL set (scripts/with-postgres.sh),
// on PostgreSQL with two runners. Standalone: `npx tsx scripts/bench/order-scheduler.ts`
// (SCHEDULER_BENCH_ORDERS sets how many).
import { pathToFileURL } from "node:url";
import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "drizzle-orm";
import { openDatabase, type Database, type DatabaseHandle } from "../../api/db/connection";
import { investorAccounts, users } from "../../api/db/schema";
import { investmentJobHandlers } from "../../api/modules/investment/execution";
import { placeOrder } from "../../api/modules/investment/orders";
import { ensurePrices } from "../../api/modules/investment/prices";
import { bookEntry } from "../../api/modules/investor/ledger";
import { startJobRunner } from "../../api/platform/jobs";
import { depositRequested, depositSettled } from "../../core/ledger";
import { asCents } from "../../core/money";
import { createThrowawayDatabase, openTestDatabase, silentLogger } from "../../tests/support/test-database";

export type SchedulerFigures = { engine: string; orders: number; runners: number; seconds: number; ordersPerSecond: number };

async function prepare(db: Database, orders: number) {
  await ensurePrices(db);
  const members: number[] = [];
  for (let i = 0; i < 20; i += 1) {
    const [user] = await db.insert(users).values({ username: `benchtrader${i}`, email: `benchtrader${i}@example.com`, passwordHash: "x" }).returning({ id: users.id });
    await db.insert(investorAccounts).values({ userId: user!.id });
    await bookEntry(db, depositRequested(user!.id, asCents(1_000_000_000)), null);
    await bookEntry(db, depositSettled(user!.id, asCents(1_000_000_000)), null);
    members.push(user!.id);
  }
  const products = ["mm-treasury", "etf-sp500", "gov-short", "cd-1y", "sector-tech", "td-2050"];
  for (let i = 0; i < orders; i += 1) {
    const placed = await placeOrder(db, members[i % members.length]!, { productId: products[i % products.length]!, side: "buy", amount: asCents(100_000 + i), acknowledgeRisk: true }, 3_600);
    if (!placed.ok) throw new Error(`order ${i} refused: ${placed.reason}`);
  }
}

export async function measureScheduler(orders = 1_000): Promise<SchedulerFigures> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const throwaway = serverUrl ? await createThrowawayDatabase(serverUrl, "enplus_bench_orders") : null;
  const handles: DatabaseHandle[] = throwaway
    ? await Promise.all([openDatabase({ databaseUrl: throwaway.url }), openDatabase({ databaseUrl: throwaway.url })])
    : [await openTestDatabase()];
  const db = handles[0]!.db;
  try {
    await prepare(db, orders);
    await db.execute(sql`update jobs set run_at = now() where kind = 'execute-order'`);
    const started = process.hrtime.bigint();
    const runners = handles.map((h, i) => startJobRunner({ db: h.db, logger: silentLogger, worker: `bench-${i}`, pollMs: 10, limit: 10, handlers: investmentJobHandlers() }));
    try {
      for (;;) {
        const [open] = ((await db.execute(sql`select count(*)::int as n from investment_orders where status in ('pending_review', 'submitted')`)) as unknown as { rows: Array<{ n: number }> }).rows;
        if (open!.n === 0) break;
        await sleep(20);
      }
    } finally {
      await Promise.all(runners.map((r) => r.stop()));
    }
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    return { engine: throwaway ? "postgresql" : "pglite", orders, runners: handles.length, seconds, ordersPerSecond: orders / seconds };
  } finally {
    await Promise.all(handles.map((h) => h.close()));
    await throwaway?.drop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const figures = await measureScheduler(Number(process.env.SCHEDULER_BENCH_ORDERS ?? 1_000));
  process.stdout.write(`${figures.orders} due orders filled on ${figures.engine} by ${figures.runners} runner(s) in ${figures.seconds.toFixed(2)} s (${figures.ordersPerSecond.toFixed(0)} orders/s)\n`);
}
