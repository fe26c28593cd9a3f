import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { depositRequested, depositSettled } from "../../../core/ledger";
import { asCents } from "../../../core/money";
import { nextBusinessDay, PRODUCTS } from "../../../core/trading";
import { createThrowawayDatabase, silentLogger } from "../../../tests/support/test-database";
import { openDatabase, type DatabaseHandle } from "../../db/connection";
import { investmentPrices, investorAccounts, users } from "../../db/schema";
import { startJobRunner } from "../../platform/jobs";
import { bookEntry, ledgerTotalCents } from "../investor/ledger";
import { investmentJobHandlers } from "./execution";
import { placeOrder } from "./orders";
import { addPriceDay, ensurePrices, PRICE_DAY_JOB, schedulePriceDay } from "./prices";

// Issue "Trading" §3, scale-out: two instances (each its own pool, as two servers on one
// PostgreSQL) run the order-execution jobs of 500 orders due in the same second: every order is
// filled or rejected exactly once. And the daily price job writes one close per product and day
// however many instances queue it and run it. Runs under scripts/with-postgres.sh; skipped without
// PostgreSQL.

const serverUrl = process.env.TEST_DATABASE_URL;
type Rows<T> = { rows: T[] };

describe.skipIf(!serverUrl)("order execution on PostgreSQL with two instances", () => {
  let database: Awaited<ReturnType<typeof createThrowawayDatabase>>;
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await first.db.execute(query)) as unknown as Rows<T>).rows;

  beforeAll(async () => {
    database = await createThrowawayDatabase(serverUrl!, "enplus_orders");
    [first, second] = await Promise.all([openDatabase({ databaseUrl: database.url }), openDatabase({ databaseUrl: database.url })]);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.drop();
  });

  it("fills or rejects each of 500 orders due in the same second exactly once", { timeout: 240_000 }, async () => {
    await ensurePrices(first.db);
    // A close no cent can buy a unit at, for the orders that must be rejected.
    const [latest] = await first.db.select({ date: sql<string>`max(${investmentPrices.date})::text` }).from(investmentPrices);
    await first.db.insert(investmentPrices).values({ productId: "etf-total-us", date: nextBusinessDay(latest!.date), closeTicks: 100_000_000_000_000 });

    const members: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const [user] = await first.db.insert(users).values({ username: `trader${i}`, email: `trader${i}@example.com`, passwordHash: "x" }).returning({ id: users.id });
      await first.db.insert(investorAccounts).values({ userId: user!.id });
      await bookEntry(first.db, depositRequested(user!.id, asCents(100_000_000)), null);
      await bookEntry(first.db, depositSettled(user!.id, asCents(100_000_000)), null);
      members.push(user!.id);
    }
    const products = ["mm-treasury", "etf-sp500", "gov-short", "cd-1y", "sector-tech"];
    for (let i = 0; i < 500; i += 1) {
      const rejected = i % 10 === 0;
      const productId = rejected ? "etf-total-us" : products[i % products.length]!;
      const amount = asCents(rejected ? 100 : 100_000 + i); // $1.00 buys no unit at $10,000,000,000
      const placed = await placeOrder(first.db, members[i % members.length]!, { productId, side: "buy", amount, acknowledgeRisk: true }, 3_600);
      expect(placed.ok, JSON.stringify(placed)).toBe(true);
    }
    // Every countdown ends in the same second.
    await first.db.execute(sql`update jobs set run_at = date_trunc('second', now()) + interval '1 second' where kind = 'execute-order'`);

    const runners = [
      startJobRunner({ db: first.db, logger: silentLogger, worker: "instance-a", pollMs: 20, limit: 10, handlers: investmentJobHandlers() }),
      startJobRunner({ db: second.db, logger: silentLogger, worker: "instance-b", pollMs: 20, limit: 10, handlers: investmentJobHandlers() }),
    ];
    try {
      for (let waited = 0; waited < 180_000; waited += 100) {
        const [open] = await rows<{ n: number }>(sql`select count(*)::int as n from investment_orders where status in ('pending_review', 'submitted')`);
        if (open!.n === 0) break;
        await sleep(100);
      }
    } finally {
      await Promise.all(runners.map((r) => r.stop()));
    }

    expect(await rows(sql`select status, count(*)::int as n from investment_orders group by status order by status`)).toEqual([
      { status: "filled", n: 450 },
      { status: "rejected", n: 50 },
    ]);
    // One fill entry per filled order and one release per rejected one; never two.
    const entries = await rows<{ kind: string; orders: number; entries: number }>(
      sql`select kind, count(distinct order_id)::int as orders, count(*)::int as entries from ledger_entries where kind in ('buy_filled', 'hold_released') group by kind order by kind`,
    );
    expect(entries).toEqual([
      { kind: "buy_filled", orders: 450, entries: 450 },
      { kind: "hold_released", orders: 50, entries: 50 },
    ]);
    expect((await rows<{ n: number }>(sql`select count(*)::int as n from investment_lots`))[0]!.n).toBe(450);
    expect((await rows<{ n: number }>(sql`select count(*)::int as n from notifications where topic in ('order-filled', 'order-rejected')`))[0]!.n).toBe(500);
    expect(await rows(sql`select distinct status from jobs where kind = 'execute-order'`)).toEqual([{ status: "done" }]);
    expect(await ledgerTotalCents(first.db)).toBe(0);
    expect((await rows<{ held: string }>(sql`select coalesce(sum(amount_cents), 0)::text as held from ledger_postings where account_kind = 'member_held'`))[0]!.held).toBe("0");
  });

  it("adds one close per product and day however many instances queue and run the price job", { timeout: 120_000 }, async () => {
    const [latest] = await first.db.select({ date: sql<string>`max(${investmentPrices.date})::text` }).from(investmentPrices);
    const day = nextBusinessDay(latest!.date);
    const dayAfter = nextBusinessDay(day);
    // Both instances queue the same day: one job.
    await Promise.all([schedulePriceDay(first.db, day), schedulePriceDay(second.db, day), schedulePriceDay(first.db, day)]);
    expect((await rows<{ n: number }>(sql`select count(*)::int as n from jobs where kind = ${PRICE_DAY_JOB} and key = ${day}`))[0]!.n).toBe(1);
    await first.db.execute(sql`update jobs set run_at = now() where kind = ${PRICE_DAY_JOB} and key = ${day}`);
    // And both write the day after at once, outside the job: the key (product, date) keeps one.
    await Promise.all([first.db.transaction((tx) => addPriceDay(tx, dayAfter)), second.db.transaction((tx) => addPriceDay(tx, dayAfter))]);
    const runners = [
      startJobRunner({ db: first.db, logger: silentLogger, worker: "instance-a", pollMs: 20, handlers: investmentJobHandlers() }),
      startJobRunner({ db: second.db, logger: silentLogger, worker: "instance-b", pollMs: 20, handlers: investmentJobHandlers() }),
    ];
    try {
      for (let waited = 0; waited < 30_000; waited += 100) {
        const [job] = await rows<{ status: string }>(sql`select status from jobs where kind = ${PRICE_DAY_JOB} and key = ${day}`);
        if (job!.status === "done") break;
        await sleep(100);
      }
    } finally {
      await Promise.all(runners.map((r) => r.stop()));
    }
    for (const date of [day, dayAfter]) {
      const perProduct = await rows<{ n: number }>(sql`select count(*)::int as n from investment_prices where date = ${date}::date group by product_id`);
      expect(perProduct, date).toHaveLength(PRODUCTS.length);
      expect(perProduct.every((p) => p.n === 1), date).toBe(true);
    }
    // The job queued the next business day's, once.
    expect((await rows<{ n: number }>(sql`select count(*)::int as n from jobs where kind = ${PRICE_DAY_JOB} and key = ${dayAfter}`))[0]!.n).toBe(1);
  });
});
