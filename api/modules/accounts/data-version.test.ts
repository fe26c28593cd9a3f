import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { investmentLots, investmentOrders, users } from "../../db/schema";
import { body, data, fundedInvestor, runJobs, setNextClose, type Investor, type TestApi } from "../../../tests/support/investment";
import { openTestApi, registerAndSignIn } from "../../../tests/support/test-api";
import { dataVersionOf } from "./data-version";

// GET /api/user/data-version (docs/decisions/038): the web server keeps a member's rendered page
// while this stays the same, so every write of what their pages show must move it, and nobody
// else's writes should.

let t: TestApi;
let a: Investor;
let b: Awaited<ReturnType<typeof registerAndSignIn>>;
beforeAll(async () => {
  t = await openTestApi({ fundsSettlementSeconds: 0, orderReviewSeconds: 300 });
  a = await fundedInvestor(t, "5000.00");
  b = await registerAndSignIn(t, "bystander");
});
afterAll(() => t.database.close());

const versionOf = async (m: { call: Investor["call"] }) => (await data(await m.call("/api/user/data-version"))).version as string;
const db = () => t.database.db;
const rows = async <T,>(query: ReturnType<typeof sql>) => (await db().execute(query)) as unknown as { rows: T[] };

/** Runs `write`, then says whose versions moved: [a's, b's]. */
async function moved(write: () => unknown): Promise<[boolean, boolean]> {
  const before = [await versionOf(a), await versionOf(b)];
  await write();
  return [(await versionOf(a)) !== before[0], (await versionOf(b)) !== before[1]];
}

describe("GET /api/user/data-version", () => {
  it("answers the caller's version, and 401 NotLogin without a session", async () => {
    expect(await versionOf(a)).toMatch(/^\d+\.\d+$/);
    const anonymous = await t.api.request("/api/user/data-version");
    expect(anonymous.status).toBe(401);
    expect((await body(anonymous)).errorCode).toBe("NotLogin");
  });

  it("reads the version with the session as the version alone reads it", async () => {
    const before = await versionOf(a);
    expect(before).toBe(await dataVersionOf(db(), a.id));
    await db().execute(sql`update users set email = email where id = ${a.id}`);
    expect(await versionOf(a)).not.toBe(before);
    expect(await versionOf(a)).toBe(await dataVersionOf(db(), a.id));
  });

  it("stays the same while nothing is written", async () => {
    // The first read of the portfolio may write the price history it needs (ensurePrices).
    await a.call("/api/investment/portfolio");
    const first = await versionOf(a);
    await a.call("/api/investment/portfolio");
    await a.call("/api/investment/orders");
    expect(await versionOf(a)).toBe(first);
  });

  it("moves with the member's own writes through the API, and not another member's", async () => {
    expect(await moved(() => a.call("/api/user/update", { body: { firstName: "Ada" } }))).toEqual([true, false]);
    expect(await moved(() => b.call("/api/user/update", { body: { firstName: "Bea" } }))).toEqual([false, true]);
    expect(await moved(() => a.call("/api/investment/portfolio/settings", { body: { costBasisMethod: "average" } }))).toEqual([true, false]);
  });

  it("moves when an order is placed, and again when a job fills it (the ledger and the lots)", async () => {
    let id = 0;
    expect(
      await moved(async () => {
        const placed = await a.call("/api/investment/orders", { body: { productId: "mm-treasury", side: "buy", amount: "100.00", acknowledgeRisk: true } });
        expect(placed.status, await placed.clone().text()).toBe(201);
        id = (await data(placed)).id;
        await a.call(`/api/investment/orders/${id}/submit`, { body: {} });
      }),
    ).toEqual([true, false]);
    expect(await moved(() => runJobs(t))).toEqual([true, false]);
    expect((await data(await a.call(`/api/investment/orders/${id}`))).status).toBe("filled");
  });

  it("moves everyone's with a new close (prices are shared)", async () => {
    expect(await moved(() => setNextClose(t, "etf-sp500", 5_000_000))).toEqual([true, true]);
  });

  it("moves the owner's through the tables that name the member only by their parent row", async () => {
    // A sale closes part of a lot: the closing names the lot, not the member.
    const [lot] = await db().select().from(investmentLots).where(eq(investmentLots.userId, a.id)).limit(1);
    const sale = await a.call("/api/investment/orders", { body: { productId: "mm-treasury", side: "sell", units: "0.01" } });
    expect(sale.status).toBe(201);
    await a.call(`/api/investment/orders/${(await data(sale)).id}/submit`, { body: {} });
    await runJobs(t);
    const [order] = await db().select().from(investmentOrders).where(eq(investmentOrders.userId, a.id)).limit(1);
    expect(await moved(() => db().execute(sql`update investment_lot_closings set units_micro = units_micro where lot_id = ${lot!.id}`))).toEqual([true, false]);
    // A ledger entry names its postings; an advisor's message names the order.
    expect(
      await moved(() => db().execute(sql`update ledger_entries set kind = kind where id in (select entry_id from ledger_postings where member_id = ${a.id})`)),
    ).toEqual([true, false]);
    await db().execute(sql`insert into investment_order_chats (order_id, user_id, last_author) values (${order!.id}, ${a.id}, 'member')`);
    expect(
      await moved(() => db().execute(sql`insert into investment_order_messages (order_id, author, message) values (${order!.id}, 'advisor', 'Filled at the close')`)),
    ).toEqual([true, false]);
  });

  it("a session's last-seen time alone does not move it (written every 15 s, shown no closer); any other change of a session does", async () => {
    expect(await moved(() => db().execute(sql`update auth_sessions set last_seen_at = now() where user_id = ${a.id}`))).toEqual([false, false]);
    expect(await moved(() => db().execute(sql`update auth_sessions set revoked_at = revoked_at where user_id = ${a.id}`))).toEqual([true, false]);
  });

  it("moves once for a statement of many rows, and not for a write rolled back", async () => {
    const before = await versionOf(a);
    await db().execute(sql`update notifications set read_at = read_at where user_id = ${a.id}`);
    const after = await versionOf(a);
    expect(after).not.toBe(before);
    await expect(
      db().transaction(async (tx) => {
        await tx.execute(sql`update users set first_name = 'Rolled' where id = ${a.id}`);
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    expect(await versionOf(a)).toBe(after);
    const [user] = await db().select({ firstName: users.firstName }).from(users).where(eq(users.id, a.id));
    expect(user!.firstName).toBe("Ada");
  });

  it("every table a member page may read moves a version; the ones left out are named", async () => {
    const NOT_READ_BY_MEMBER_PAGES = ["attempt_counters", "contact_messages", "jobs", "mail_outbox", "page_views", "verification_codes"];
    const VERSIONS = ["investment_price_version", "member_data_versions", "shared_data_version"];
    const SHARED = ["content_items", "daily_tips", "investment_prices", "resources", "videos"];
    const tables = (await rows<{ name: string }>(sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`)).rows.map((r) => r.name);
    const triggers = (
      await rows<{ table: string; name: string }>(
        sql`select c.relname as "table", tg.tgname as name from pg_trigger tg join pg_class c on c.oid = tg.tgrelid join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and not tg.tgisinternal`,
      )
    ).rows;
    const has = (table: string, name: string) => triggers.some((tr) => tr.table === table && tr.name === name);
    for (const table of tables) {
      if (NOT_READ_BY_MEMBER_PAGES.includes(table) || VERSIONS.includes(table)) continue;
      if (SHARED.includes(table)) {
        expect(has(table, `${table}_shared_version`), table).toBe(true);
        continue;
      }
      for (const event of ["insert", "update", "delete", "truncate"]) expect(has(table, `${table}_version_${event}`), `${table} ${event}`).toBe(true);
    }
    // The list is the schema's: a table renamed or dropped fails here too.
    for (const table of [...NOT_READ_BY_MEMBER_PAGES, ...VERSIONS, ...SHARED]) expect(tables, table).toContain(table);
  });
});
