import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findProduct, nextBusinessDay, seededRandom } from "../../../core/trading";
import { data, fundedInvestor, runJobs, tableCounts, type TestApi } from "../../../tests/support/investment";
import { openTestApi } from "../../../tests/support/test-api";
import { investmentOrders, investmentPrices, jobs } from "../../db/schema";
import { ledgerTotalCents, memberBalancesOf } from "../investor/ledger";
import { addPriceDay } from "./prices";

// Issue "Trading" §3: a seeded random walk of operations over the API (deposits, buys, sells,
// modifies, cancels, price days, fills). After every step the ledger sums to zero, no balance of
// the member (cash, held, securities) and no holding is negative, the cash held equals what the
// open buys hold, the settled cash equals deposits less filled buys plus filled sales, each
// product's units equal the sum of its fills, and a refused operation changes nothing. The seed
// is printed on failure; WALK_SEED and WALK_STEPS override.

const SEED = Number(process.env.WALK_SEED ?? 20261124);
const STEPS = Number(process.env.WALK_STEPS ?? 1000);
const PRODUCTS = ["etf-sp500", "sector-tech", "mm-treasury", "gov-short", "cd-6m", "corp-hy", "pe-credit"];

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi({ fundsSettlementSeconds: 0, orderReviewSeconds: 300 });
});
afterAll(() => t.database.close());

type Rows<T> = { rows: T[] };
const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as Rows<T>).rows;
const dollars = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;

describe(`a random walk of ${STEPS} trading operations (seed ${SEED})`, () => {
  it("keeps the ledger balanced, cash and units never negative, and units equal to the fills", { timeout: 600_000 }, async () => {
    const random = seededRandom(SEED);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    // $10,000,000.00 in two deposits: Taaffeite, so the private credit fund (1 % fee) is open too.
    const m = await fundedInvestor(t, "5000000.00");
    let deposited = 500_000_000;
    const topUp = async (cents: number) => {
      const answer = await m.call("/api/investor/transfers", { body: { bankId: m.bankId, direction: "deposit", amount: dollars(cents), idempotencyKey: `walk-${SEED}-${deposited}-${cents}` } });
      expect(answer.status).toBe(201);
      await runJobs(t);
      deposited += cents;
    };
    await topUp(500_000_000);

    const openOrders = async () =>
      t.database.db.select({ id: investmentOrders.id, side: investmentOrders.side }).from(investmentOrders).where(sql`${investmentOrders.userId} = ${m.id} and ${investmentOrders.status} in ('pending_review', 'submitted')`);
    const available = async () => Number((await data(await m.call("/api/investor/account"))).cash.available.replace(".", ""));
    const counts = { done: 0, refused: 0, fills: 0 };

    /** Sends a change; a refusal (4xx) must leave every table as it was. */
    const attempt = async (where: string, send: () => Response | Promise<Response>) => {
      const before = await tableCounts(t);
      const answer = await send();
      expect(answer.status, `${where}: ${await answer.clone().text()}`).toBeLessThan(500);
      if (answer.status >= 400) {
        counts.refused += 1;
        expect(await tableCounts(t), `${where}: a refused operation wrote something`).toBe(before);
      } else counts.done += 1;
      return answer;
    };

    for (let step = 0; step < STEPS; step += 1) {
      const roll = random();
      const where = `step ${step} (seed ${SEED})`;
      if (roll < 0.06) {
        await topUp(1 + Math.floor(random() * 2_000_000_00));
      } else if (roll < 0.36) {
        const productId = pick(PRODUCTS);
        const cash = await available();
        const cents = random() < 0.15 ? cash + 1 + Math.floor(random() * 100_000) : Math.max(1, Math.floor(random() * Math.min(cash, 300_000_000) * 0.5));
        await attempt(where, () => m.call("/api/investment/orders", { body: { productId, side: "buy", amount: dollars(cents), acknowledgeRisk: random() < 0.9 } }));
      } else if (roll < 0.52) {
        const productId = pick(PRODUCTS);
        const [held] = await rows<{ units: string }>(sql`select coalesce(sum(remaining_units_micro), 0)::text as units from investment_lots where user_id = ${m.id} and product_id = ${productId}`);
        const micro = 1 + Math.floor(random() * Number(held!.units) * 1.1);
        const units = `${Math.floor(micro / 1e6)}.${String(micro % 1e6).padStart(6, "0")}`;
        const body = random() < 0.7 ? { productId, side: "sell", units } : { productId, side: "sell", amount: dollars(1 + Math.floor(random() * 1_000_000)) };
        await attempt(where, () => m.call("/api/investment/orders", { body }));
      } else if (roll < 0.62) {
        const open = await openOrders();
        if (open.length === 0) continue;
        const order = pick(open);
        const change = order.side === "buy" || random() < 0.5 ? { amount: dollars(1 + Math.floor(random() * 50_000_000)) } : { units: `${1 + Math.floor(random() * 50)}.5` };
        await attempt(where, () => m.call(`/api/investment/orders/${order.id}/modify`, { body: change }));
      } else if (roll < 0.7) {
        const open = await openOrders();
        if (open.length === 0) continue;
        await attempt(where, () => m.call(`/api/investment/orders/${pick(open).id}/cancel`, { body: {} }));
      } else if (roll < 0.8) {
        const [latest] = await t.database.db.select({ date: sql<string>`max(${investmentPrices.date})::text` }).from(investmentPrices);
        await t.database.db.transaction((tx) => addPriceDay(tx, nextBusinessDay(latest!.date)));
      } else if (roll < 0.92) {
        const open = await openOrders();
        if (open.length > 0) await attempt(where, () => m.call(`/api/investment/orders/${pick(open).id}/submit`, { body: {} }));
        await runJobs(t);
      } else {
        // The countdowns run out: every open order is due.
        await t.database.db.update(jobs).set({ runAt: new Date(0) }).where(sql`${jobs.kind} = 'execute-order' and ${jobs.status} = 'queued'`);
        await runJobs(t);
      }

      expect(await ledgerTotalCents(t.database.db), where).toBe(0);
      const balances = await memberBalancesOf(t.database.db, m.id);
      for (const [kind, cents] of Object.entries(balances)) expect(cents, `${where}: ${kind}`).toBeGreaterThanOrEqual(0);
      const [orders] = await rows<{ held: string; bought: string; sold: string }>(sql`select
          coalesce(sum(held_cents) filter (where status in ('pending_review', 'submitted')), 0)::text as held,
          coalesce(sum(fill_gross_cents) filter (where status = 'filled' and side = 'buy'), 0)::text as bought,
          coalesce(sum(fill_gross_cents - fee_cents) filter (where status = 'filled' and side = 'sell'), 0)::text as sold
        from investment_orders where user_id = ${m.id}`);
      expect(balances.member_held, `${where}: held`).toBe(Number(orders!.held));
      expect(balances.member_cash + balances.member_held, `${where}: settled cash`).toBe(deposited - Number(orders!.bought) + Number(orders!.sold));
      const units = await rows<{ product_id: string; lots: string; fills: string; cost: string; securities: string }>(sql`select p.product_id,
          (select coalesce(sum(remaining_units_micro), 0) from investment_lots l where l.user_id = ${m.id} and l.product_id = p.product_id)::text as lots,
          (select coalesce(sum(case when side = 'buy' then fill_units_micro else -fill_units_micro end), 0) from investment_orders o where o.user_id = ${m.id} and o.product_id = p.product_id and o.status = 'filled')::text as fills,
          (select coalesce(sum(remaining_cost_cents), 0) from investment_lots l where l.user_id = ${m.id} and l.product_id = p.product_id)::text as cost,
          (select coalesce(sum(amount_cents), 0) from ledger_postings lp where lp.member_id = ${m.id} and lp.account_kind = 'member_securities' and lp.product_id = p.product_id)::text as securities
        from (select distinct product_id from investment_orders where user_id = ${m.id}) p`);
      for (const u of units) {
        expect(Number(u.lots), `${where}: ${u.product_id} units`).toBeGreaterThanOrEqual(0);
        expect(u.lots, `${where}: ${u.product_id} units = fills`).toBe(u.fills);
        // The securities account of a product holds the cost of its open lots.
        expect(u.securities, `${where}: ${u.product_id} cost`).toBe(u.cost);
      }
    }
    const unbalanced = await rows(sql`select entry_id from ledger_postings group by entry_id having sum(amount_cents) <> 0`);
    expect(unbalanced).toEqual([]);
    const filled = await t.database.db.select({ id: investmentOrders.id }).from(investmentOrders).where(eq(investmentOrders.status, "filled"));
    counts.fills = filled.length;
    // The walk did exercise each path.
    expect(counts.done, JSON.stringify(counts)).toBeGreaterThan(100);
    expect(counts.refused, JSON.stringify(counts)).toBeGreaterThan(20);
    expect(counts.fills, JSON.stringify(counts)).toBeGreaterThan(50);
    expect(findProduct("pe-credit")!.tradingFeeBps).toBe(100);
    const [fees] = await rows<{ n: string }>(sql`select count(*)::text as n from ledger_postings where account_kind = 'fee_income'`);
    expect(Number(fees!.n), "some fills paid a fee").toBeGreaterThan(0);
  });
});
