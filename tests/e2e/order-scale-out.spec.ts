import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import pg from "pg";
import { expect, test } from "../support/fixtures";
import { memberWithBank } from "../support/investor";
import type { RunningServer } from "../support/server";
import { jobsDoneBy, twoInstancesOverOnePostgres } from "../support/two-instances";

// Issue "Trading" §3, scale-out with two real servers on one PostgreSQL: 500 orders placed through
// either instance's API, all due in the same second, are each filled or rejected exactly once, and
// the daily price job is queued once per day however many instances start. The instances share a
// database of their own, so every order, job and entry counted here is this test's.

const MEMBERS = 10;
const ORDERS_PER_MEMBER = 50;
const ORDERS = MEMBERS * ORDERS_PER_MEMBER;
// Every tenth order must be rejected: a $1.00 buy of a product whose close the test then raises so
// far that the amount buys no unit.
const PRODUCTS = ["mm-treasury", "etf-sp500", "gov-short", "cd-1y", "sector-tech"];
const REJECTED_PRODUCT = "etf-total-us";

test.describe("order execution on two instances over one PostgreSQL", () => {
  test.skip(!process.env.TEST_DATABASE_URL, "runs in the PostgreSQL pass (npm run test:e2e:pg)");
  test.describe.configure({ timeout: 300_000 });

  const rig = twoInstancesOverOnePostgres(
    "enplus_orders_e2e",
    // Long enough that no order runs before the test moves every deadline to the same second.
    { FUNDS_SETTLEMENT_SECONDS: "1", ORDER_REVIEW_SECONDS: "600" },
    { startTimeout: 180_000 },
  );

  /** A member with an approved account and $1,000,000 of settled cash, made on `server`. */
  async function fundedMember(server: RunningServer, index: number): Promise<{ api: APIRequestContext; address: string; token: string }> {
    const { api, address, token, bankId } = await memberWithBank(server.baseUrl);
    const headers = { Authorization: `Bearer ${token}` };
    const deposit = await api.post("/api/investor/transfers", { headers, data: { bankId, direction: "deposit", amount: "1000000.00", idempotencyKey: `orders-fund-${index}` } });
    expect(deposit.status()).toBe(201);
    await expect
      .poll(async () => ((await (await api.get("/api/investor/account", { headers })).json()) as { data: { cash: { available: string } } }).data.cash.available, { timeout: 30_000 })
      .toBe("1000000.00");
    return { api, address, token };
  }

  test(`${ORDERS} orders due in the same second, placed on either instance, each fill or reject exactly once`, async () => {
    const { a, b, database } = rig;
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    try {
      // Both instances started and each queued the next price day: one job per day all the same.
      const priceDays = await db.query("select key, count(*)::int as n from jobs where kind = 'price-day' group by key");
      expect(priceDays.rows.length).toBeGreaterThan(0);
      expect(priceDays.rows.filter((row) => row.n !== 1)).toEqual([]);

      const members = await Promise.all(Array.from({ length: MEMBERS }, (_, i) => fundedMember(i % 2 === 0 ? a : b, i)));
      const clients = await Promise.all([a, b].map((server) => playwrightRequest.newContext({ baseURL: server.baseUrl })));
      await Promise.all(
        members.map(async (member, m) => {
          for (let o = 0; o < ORDERS_PER_MEMBER; o += 1) {
            const rejected = o % 10 === 0;
            const placed = await clients[(m + o) % 2]!.post("/api/investment/orders", {
              headers: { Authorization: `Bearer ${member.token}`, "X-Client-Ip": member.address },
              data: {
                productId: rejected ? REJECTED_PRODUCT : PRODUCTS[o % PRODUCTS.length],
                side: "buy",
                amount: rejected ? "1.00" : `${1000 + o}.25`,
                acknowledgeRisk: true,
                idempotencyKey: `orders-${m}-${o}`,
              },
            });
            expect(placed.status(), await placed.text()).toBe(201);
          }
        }),
      );
      expect((await db.query("select count(*)::int as n from investment_orders where status = 'pending_review'")).rows[0].n).toBe(ORDERS);

      // A close at which $1.00 buys no unit, for the orders that must be rejected; then every
      // countdown ends in the same second, and both instances' runners race for the jobs.
      await db.query(
        "insert into investment_prices (product_id, date, close_ticks) select $1, max(date) + 1, 100000000000000 from investment_prices on conflict (product_id, date) do update set close_ticks = excluded.close_ticks",
        [REJECTED_PRODUCT],
      );
      await db.query("update jobs set run_at = date_trunc('second', now()) + interval '2 seconds' where kind = 'execute-order'");

      await expect
        .poll(async () => (await db.query("select count(*)::int as n from investment_orders where status in ('pending_review', 'submitted')")).rows[0].n, {
          timeout: 180_000,
          intervals: [500],
        })
        .toBe(0);

      const byStatus = await db.query("select status, count(*)::int as n from investment_orders group by status order by status");
      expect(byStatus.rows).toEqual([
        { status: "filled", n: ORDERS - ORDERS / 10 },
        { status: "rejected", n: ORDERS / 10 },
      ]);
      // One job per order, claimed once; one fill entry per filled order, one release per rejected one.
      const executeJobs = await db.query("select status, attempts from jobs where kind = 'execute-order'");
      expect(executeJobs.rows).toHaveLength(ORDERS);
      expect(executeJobs.rows.every((job) => job.status === "done" && job.attempts === 1)).toBe(true);
      const entries = await db.query(
        "select kind, count(distinct order_id)::int as orders, count(*)::int as entries from ledger_entries where kind in ('buy_filled', 'hold_released') group by kind order by kind",
      );
      expect(entries.rows).toEqual([
        { kind: "buy_filled", orders: ORDERS - ORDERS / 10, entries: ORDERS - ORDERS / 10 },
        { kind: "hold_released", orders: ORDERS / 10, entries: ORDERS / 10 },
      ]);
      expect((await db.query("select count(*)::int as n from investment_lots")).rows[0].n).toBe(ORDERS - ORDERS / 10);
      const sum = await db.query("select coalesce(sum(amount_cents), 0)::bigint as total from ledger_postings");
      expect(BigInt(sum.rows[0].total)).toBe(0n);
      const held = await db.query("select coalesce(sum(amount_cents), 0)::bigint as held from ledger_postings where account_kind = 'member_held'");
      expect(BigInt(held.rows[0].held)).toBe(0n);
    } finally {
      await db.end();
    }

    // Both instances ran some of the orders, and no job is named by both.
    const [byA, byB] = [jobsDoneBy(a, "execute-order"), jobsDoneBy(b, "execute-order")];
    console.log(`order execution on two instances: ${byA.length} by A, ${byB.length} by B`);
    expect(byA.length).toBeGreaterThan(0);
    expect(byB.length).toBeGreaterThan(0);
    expect(byA.length + byB.length).toBe(ORDERS);
    expect(new Set([...byA, ...byB]).size).toBe(ORDERS);
  });
});
