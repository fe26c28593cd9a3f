import { and, eq, inArray, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../app";
import { DEFAULT_API_SETTINGS } from "../platform/context";
import { outboxMailer } from "../platform/mail/mailer";
import { runDueJobs } from "../platform/jobs";
import { investmentJobHandlers } from "../modules/investment/execution";
import { EXECUTE_ORDER_JOB, placeOrder } from "../modules/investment/orders";
import { DEMO_PASSWORD, seedDemoMembers } from "../seed/demo-members";
import { asCents } from "../../core/money";
import { createThrowawayDatabase, silentLogger } from "../../tests/support/test-database";
import { openDatabase, type Database, type DatabaseHandle } from "./connection";
import * as schema from "./schema";

// Every statement the bench's signed-in rows and the order scheduler issue, run through EXPLAIN on
// PostgreSQL over a database with thousands of rows in each large table (5,000 members besides the
// demo ones) after ANALYZE: none may read a large table by a sequential scan. The statements are
// the very ones the API sends: the requests go through the real API on a database handle that
// records each statement and its parameters. Each endpoint is called once before the recorded
// call, so what runs once per process (the price history's seeding check) is not counted.

const serverUrl = process.env.TEST_DATABASE_URL;

/** The tables that grow with members and time; a small, fixed table (the catalogue's content) may be scanned. */
const LARGE_TABLES = new Set([
  "users",
  "auth_sessions",
  "investor_accounts",
  "investor_applications",
  "investor_assessments",
  "linked_banks",
  "transfers",
  "ledger_entries",
  "ledger_postings",
  "investment_orders",
  "investment_lots",
  "investment_lot_closings",
  "investment_prices",
  "investment_watchlist",
  "investment_browse_history",
  "investment_station_items",
  "notifications",
  "portfolio_settings",
  "jobs",
  "member_data_versions",
  "attempt_counters",
  "assistant_conversations",
  "assistant_messages",
]);

const FILLER_MEMBERS = 5_000;

type Statement = { query: string; params: unknown[] };
type PlanNode = { "Node Type": string; "Relation Name"?: string; Plans?: PlanNode[] };

/** The sequential scans of large tables in a plan, as "Seq Scan on <table>". */
function largeTableSeqScans(node: PlanNode): string[] {
  const own = node["Node Type"] === "Seq Scan" && node["Relation Name"] && LARGE_TABLES.has(node["Relation Name"]) ? [`Seq Scan on ${node["Relation Name"]}`] : [];
  return [...own, ...(node.Plans ?? []).flatMap(largeTableSeqScans)];
}

describe.skipIf(!serverUrl)("query plans of the bench's queries (PostgreSQL)", () => {
  let throwaway: Awaited<ReturnType<typeof createThrowawayDatabase>>;
  let plain: DatabaseHandle;
  let pool: pg.Pool;
  let recording: Statement[] | null = null;
  let api: ReturnType<typeof createApi>;
  let recordedDb: Database;
  const tokens = new Map<string, string>();

  /** Seeds the large tables with plain inserts: each filler member has sessions, postings, orders, lots, transfers, notifications. */
  async function seedFiller(db: Database) {
    const n = FILLER_MEMBERS;
    await db.execute(sql`insert into users (username, email, password_hash)
      select 'filler' || i, 'filler' || i || '@example.com', 'x' from generate_series(1, ${n}) i`);
    await db.execute(sql`create temporary table filler as select id, row_number() over (order by id) - 1 as k from users where username like 'filler%'`);
    await db.execute(sql`insert into auth_sessions (user_id, token_hash, stage, expires_at)
      select f.id, md5('filler-session-' || s || '-' || f.id), 'full', now() + interval '30 days' from filler f, generate_series(1, 4) s`);
    await db.execute(sql`insert into investor_accounts (user_id) select id from filler`);
    await db.execute(sql`insert into portfolio_settings (user_id) select id from filler where k % 3 = 0`);
    await db.execute(sql`insert into investor_applications (user_id, status) select id, 'approved' from filler`);
    await db.execute(sql`insert into investor_assessments (user_id, version, answers, score, risk_profile)
      select id, 1, '{}'::jsonb, 20, 'moderate' from filler`);
    await db.execute(sql`insert into linked_banks (user_id, holder_name, routing_number, account_number_cipher, account_number_last4, account_type)
      select id, 'Filler', '011000015', 'x', '1234', 'checking' from filler`);
    await db.execute(sql`insert into transfers (user_id, bank_id, direction, amount_cents, status, idempotency_key, created_at, settled_at)
      select f.id, b.id, case when s % 4 = 0 then 'withdrawal' else 'deposit' end, 10000 + s,
        case when s % 5 = 0 then 'pending' else 'settled' end, 'filler-' || s, now() - s * interval '1 day', case when s % 5 = 0 then null else now() - s * interval '1 day' end
      from filler f join linked_banks b on b.user_id = f.id, generate_series(1, 6) s`);
    // Two postings per entry: the member's cash and the bank's clearing account.
    await db.execute(sql`insert into ledger_entries (kind, transfer_id) select 'deposit', id from transfers where idempotency_key like 'filler-%'`);
    await db.execute(sql`insert into ledger_postings (entry_id, account_kind, member_id, amount_cents)
      select e.id, k.kind, case when k.kind = 'bank_clearing' then null else t.user_id end, case when k.kind = 'bank_clearing' then -t.amount_cents else t.amount_cents end
      from ledger_entries e join transfers t on t.id = e.transfer_id, (values ('member_cash'), ('bank_clearing')) k(kind)`);
    await db.execute(sql`insert into investment_orders (user_id, product_id, side, amount_cents, status, execute_at, fill_price_ticks, fill_date, fill_units_micro, fill_gross_cents, fee_cents, created_at, closed_at)
      select f.id, case when s % 2 = 0 then 'etf-sp500' else 'mm-treasury' end, 'buy', 100000, case when s % 8 = 0 then 'cancelled' else 'filled' end,
        now() - s * interval '3 days', 1000000, (now() - s * interval '3 days')::date, 1000000, 100000, 0, now() - s * interval '3 days', now() - s * interval '3 days'
      from filler f, generate_series(1, 8) s`);
    await db.execute(sql`insert into investment_lots (user_id, product_id, order_id, acquired_on, units_micro, cost_cents, remaining_units_micro, remaining_cost_cents)
      select user_id, product_id, id, fill_date, fill_units_micro, fill_gross_cents, fill_units_micro / 2, fill_gross_cents / 2
      from investment_orders where status = 'filled' and user_id in (select id from filler)`);
    await db.execute(sql`insert into investment_lot_closings (lot_id, order_id, units_micro, cost_cents)
      select id, order_id, units_micro / 2, cost_cents / 2 from investment_lots where user_id in (select id from filler)`);
    await db.execute(sql`insert into notifications (user_id, kind, topic, title, body, read_at, created_at)
      select f.id, case when s % 3 = 0 then 'task' else 'message' end, 'welcome', 'Welcome', 'Hello', case when s % 2 = 0 then now() end, now() - s * interval '1 day'
      from filler f, generate_series(1, 8) s`);
    await db.execute(sql`insert into investment_watchlist (user_id, product_id) select id, 'etf-sp500' from filler`);
    await db.execute(sql`insert into investment_browse_history (user_id, product_id) select id, 'etf-sp500' from filler`);
    await db.execute(sql`insert into investment_station_items (user_id, product_id, amount_cents) select id, 'etf-sp500', 100000 from filler, generate_series(1, 2)`);
    // Enne's history: conversations of three exchanges each, and the rate limit's counters, one a member and one an address.
    await db.execute(sql`insert into assistant_conversations (user_id, title, created_at, updated_at)
      select f.id, 'Filler question ' || s, now() - s * interval '1 day', now() - s * interval '1 day' from filler f, generate_series(1, 3) s`);
    await db.execute(sql`insert into assistant_messages (conversation_id, role, text, kind)
      select c.id, case when m % 2 = 1 then 'question' else 'answer' end, 'Filler text', case when m % 2 = 0 then 'content' end
      from assistant_conversations c join filler f on f.id = c.user_id, generate_series(1, 6) m`);
    await db.execute(sql`insert into attempt_counters (key, window_started_at, count)
      select 'assistant:member:' || id, now() - interval '1 hour', 1 from filler
      union all select 'assistant:ip:10.0.' || (k / 250) || '.' || (k % 250), now() - interval '1 hour', 1 from filler`);
    // The job queue's history: finished settlements and executions, as a running instance keeps them.
    await db.execute(sql`insert into jobs (kind, key, status, attempts, run_at, finished_at)
      select case when i % 2 = 0 then 'settle-transfer' else 'execute-order' end, 'filler-' || i, 'done', 1, now() - i * interval '1 minute', now() - i * interval '1 minute'
      from generate_series(1, 40000) i`);
    // Orders still in their review countdown: queued executions not yet due.
    await db.execute(sql`insert into jobs (kind, key, run_at) select 'execute-order', 'filler-waiting-' || i, now() + interval '1 hour' from generate_series(1, 1000) i`);
    await db.execute(sql`analyze`);
  }

  beforeAll(async () => {
    throwaway = await createThrowawayDatabase(serverUrl!, "enplus_plans");
    plain = await openDatabase({ databaseUrl: throwaway.url });
    await seedDemoMembers(plain.db);
    await seedFiller(plain.db);

    // The API on a handle that records every statement while `recording` is set.
    pool = new pg.Pool({ connectionString: throwaway.url, max: 4 });
    recordedDb = drizzle(pool, {
      schema,
      logger: { logQuery: (query, params) => void recording?.push({ query, params }) },
    }) as unknown as Database;
    api = createApi({
      database: { db: recordedDb, kind: "postgres", ping: async () => {}, close: async () => {} },
      logger: silentLogger,
      mailer: outboxMailer(plain.db, silentLogger),
      settings: { ...DEFAULT_API_SETTINGS, authRateLimitPerMinute: 100_000 },
    });
    for (const username of ["demogold", "demoplatinum"]) tokens.set(username, await signIn(username));
  }, 600_000);

  afterAll(async () => {
    await pool?.end();
    await plain?.close();
    await throwaway?.drop();
  });

  async function signIn(username: string): Promise<string> {
    const response = await api.request("/api/user/login", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ username, password: DEMO_PASSWORD }).toString(),
    });
    const token = ((await response.json()) as { data?: { token?: string } }).data?.token;
    if (!token) throw new Error(`${username} could not sign in`);
    return token;
  }

  type Call = { path: string; method?: "GET" | "POST"; body?: () => unknown };

  async function call(username: string, c: Call) {
    const response = await api.request(c.path, {
      method: c.method ?? "GET",
      headers: { Authorization: `Bearer ${tokens.get(username)}`, "Content-Type": "application/json" },
      body: c.body ? JSON.stringify(c.body()) : undefined,
    });
    if (response.status >= 300) throw new Error(`${c.method ?? "GET"} ${c.path} answered ${response.status}: ${await response.text()}`);
    // Read to its end: a streamed answer (Enne's) may still be writing while its stream is open.
    await response.arrayBuffer();
  }

  /** Runs `work` once to warm up, then again recording its statements. */
  async function statementsOf(work: () => Promise<void>): Promise<Statement[]> {
    await work();
    recording = [];
    try {
      await work();
      return recording;
    } finally {
      recording = null;
    }
  }

  /** Each recorded statement that reads a large table sequentially, with its plan's offending nodes. */
  async function sequentialScans(statements: Statement[]): Promise<string[]> {
    const client = await pool.connect();
    const found: string[] = [];
    try {
      for (const s of statements) {
        if (/^\s*(begin|commit|rollback|savepoint|release|select pg_advisory)/i.test(s.query)) continue;
        const result = await client.query<{ "QUERY PLAN": Array<{ Plan: PlanNode }> }>(`explain (format json) ${s.query}`, s.params);
        const scans = largeTableSeqScans(result.rows[0]!["QUERY PLAN"][0]!.Plan);
        if (scans.length > 0) found.push(`${scans.join(", ")}: ${s.query}`);
      }
    } finally {
      client.release();
    }
    return found;
  }

  const key = () => crypto.randomUUID();

  // The bench's rows (scripts/bench.ts) and the API calls each page's loaders make: every signed-in
  // page asks for its member's data version (the member page cache, decision 038), looks its member
  // up and counts the header's notifications; /myworld is the profile's overview.
  const page = (...calls: Call[]): Call[] => [{ path: "/api/user/data-version" }, { path: "/api/user/info" }, { path: "/api/notification/count" }, ...calls];
  const overview = page(
    { path: "/api/investor/account" },
    { path: "/api/investor/transfers?status=pending&page=1&size=1" },
    { path: "/api/investment/portfolio/summary" },
    { path: "/api/investment/orders?status=open&page=1&size=10" },
  );
  const rows: Array<{ row: string; member: string; calls: Call[]; reads: string[]; statements?: number }> = [
    {
      row: "GET /api/user/info (the session by token hash with its member, one statement)",
      member: "demogold",
      calls: [{ path: "/api/user/info" }],
      reads: ["auth_sessions", "users"],
    },
    {
      row: "GET /api/user/data-version (the session with its member and the member's and the shared version, one statement)",
      member: "demogold",
      calls: [{ path: "/api/user/data-version" }],
      reads: ["auth_sessions", "users", "member_data_versions", "shared_data_version"],
      statements: 1,
    },
    {
      row: "GET /myworld/profile (session, member, notification counts, balances, account, pending transfers, open orders, the portfolio's summary)",
      member: "demogold",
      calls: overview,
      reads: ["auth_sessions", "users", "notifications", "ledger_postings", "investor_accounts", "investor_applications", "transfers", "investment_orders", "investment_lots"],
    },
    {
      row: "GET /myworld (the overview, for the member with five years of history and 50 lots)",
      member: "demoplatinum",
      calls: overview,
      reads: ["ledger_postings", "transfers", "investment_orders", "investment_lots", "investment_prices"],
    },
    {
      row: "GET /myworld/service/investments/portfolio (account, portfolio, target)",
      member: "demoplatinum",
      calls: page({ path: "/api/investor/account" }, { path: "/api/investment/portfolio?range=1Y" }, { path: "/api/investment/portfolio/target" }),
      reads: ["ledger_postings", "transfers", "investment_orders", "investment_lots", "investment_lot_closings", "investment_prices", "portfolio_settings"],
    },
    {
      row: "GET /api/investment/portfolio (lots, closings, fills, transfers, closes, settings)",
      member: "demoplatinum",
      calls: [{ path: "/api/investment/portfolio" }],
      reads: ["ledger_postings", "transfers", "investment_orders", "investment_lots", "investment_lot_closings", "investment_prices", "portfolio_settings"],
    },
    {
      row: "GET /myworld/service/investments/orders (orders by member, page and count, with and without a status)",
      member: "demoplatinum",
      calls: page({ path: "/api/investment/orders?page=1&size=10" }, { path: "/api/investment/orders?status=filled&page=2&size=10" }),
      reads: ["investment_orders"],
    },
    {
      row: "GET /myworld/service/investments/product/etf-sp500?range=1Y (product, its closes)",
      member: "demogold",
      calls: page({ path: "/api/investment/products/etf-sp500" }, { path: "/api/investment/products/etf-sp500/prices?range=1Y" }),
      reads: ["investment_prices"],
    },
    {
      row: "POST /api/investment/orders (placement: idempotency key, balances, open orders, hold)",
      member: "demogold",
      calls: [{ path: "/api/investment/orders", method: "POST", body: () => ({ productId: "mm-treasury", side: "buy", amount: "1.00", acknowledgeRisk: true, idempotencyKey: key() }) }],
      reads: ["investment_orders", "ledger_postings"],
    },
    {
      row: "GET /myworld/service/retirement/calculators (the page's example plan: the member's savings and risk profile for the calculator)",
      member: "demogold",
      calls: page({ path: "/api/planning/calculators/retirement?currentAge=40&retirementAge=67&lifeExpectancy=92&contribution=500" }),
      reads: ["auth_sessions", "users", "notifications", "investor_accounts", "ledger_postings", "investor_assessments"],
    },
    {
      row: "POST /api/tax/estimate (the session, the member's tier from the account's balances)",
      member: "demogold",
      calls: [{ path: "/api/tax/estimate", method: "POST", body: () => ({ taxYear: 2025, filingStatus: "single", income: { wages: 85000 }, payments: { withholding: "10000.00" } }) }],
      reads: ["auth_sessions", "users", "investor_accounts", "ledger_postings"],
    },
    {
      row: "POST /api/ai/query (the member's tier, the rate limit's counter, the conversation and its messages written)",
      member: "demogold",
      calls: [{ path: "/api/ai/query", method: "POST", body: () => ({ question: "How do I open an investor account?" }) }],
      reads: ["ledger_postings", "attempt_counters", "assistant_conversations", "assistant_messages"],
    },
  ];

  /** The tables the statements name after from, join, into or update. */
  const tablesRead = (statements: Statement[]) => new Set(statements.flatMap((s) => [...s.query.matchAll(/(?:from|join|into|update)\s+"?([a-z_]+)"?/gi)].map((m) => m[1]!)));

  for (const r of rows) {
    it(`${r.row}: no sequential scan of a large table`, async () => {
      const statements = await statementsOf(async () => {
        for (const c of r.calls) await call(r.member, c);
      });
      // The recording saw the queries this row is about.
      expect([...tablesRead(statements)]).toEqual(expect.arrayContaining(r.reads));
      if (r.statements !== undefined) expect(statements.map((s) => s.query)).toHaveLength(r.statements);
      expect(await sequentialScans(statements)).toEqual([]);
    });
  }

  it("POST /api/investor/transfers (deposit: idempotency key, bank, balances, tier): no sequential scan of a large table", async () => {
    const banks = (await plain.db.execute(sql`select b.id from linked_banks b join users u on u.id = b.user_id where u.username = 'demogold' and b.removed_at is null limit 1`)) as unknown as { rows: Array<{ id: number }> };
    const bankId = Number(banks.rows[0]!.id);
    const statements = await statementsOf(() => call("demogold", { path: "/api/investor/transfers", method: "POST", body: () => ({ bankId, direction: "deposit", amount: "1.00", idempotencyKey: key() }) }));
    expect([...tablesRead(statements)]).toEqual(expect.arrayContaining(["transfers", "linked_banks", "ledger_postings", "jobs"]));
    expect(await sequentialScans(statements)).toEqual([]);
  });

  it("POST /auth/sign-in (its API call, POST /api/user/login: member by username or email, the attempt counter, session written): no sequential scan of a large table", async () => {
    const statements = await statementsOf(async () => void (await signIn("demogold")));
    expect([...tablesRead(statements)]).toEqual(expect.arrayContaining(["users", "auth_sessions", "attempt_counters"]));
    expect(await sequentialScans(statements)).toEqual([]);
  });

  it("order scheduler (claim due jobs, execute orders: order, lots, balances): no sequential scan of a large table", async () => {
    const [member] = (await plain.db.execute(sql`select id from users where username = 'demoplatinum'`) as unknown as { rows: Array<{ id: number }> }).rows;
    // Four buys whose review countdown has run out: their execution jobs are due.
    const placeDue = async () => {
      const keys: string[] = [];
      for (let i = 0; i < 4; i += 1) {
        const placed = await placeOrder(plain.db, member!.id, { productId: i % 2 === 0 ? "mm-treasury" : "etf-sp500", side: "buy", amount: asCents(100_000 + i), acknowledgeRisk: true }, 3_600);
        if (!placed.ok) throw new Error(`order refused: ${placed.reason}`);
        keys.push(String(placed.order.id));
      }
      await plain.db.update(schema.jobs).set({ runAt: new Date(Date.now() - 1000) }).where(and(eq(schema.jobs.kind, EXECUTE_ORDER_JOB), inArray(schema.jobs.key, keys)));
    };
    const run = () => runDueJobs({ db: recordedDb, handlers: investmentJobHandlers(), worker: "plans", logger: silentLogger, limit: 10 });
    // What is already due (the demo seed's executions, the placements above) runs first, unrecorded.
    while ((await run()).claimed > 0);
    await placeDue();
    const done: number[] = [];
    const statements = await statementsOf(async () => {
      done.push((await run()).done);
      // After the warm-up run (not recorded), orders for the recorded one.
      if (recording === null) await placeDue();
    });
    expect(done).toEqual([4, 4]);
    expect([...tablesRead(statements)]).toEqual(expect.arrayContaining(["jobs", "investment_orders", "investment_lots", "ledger_postings"]));
    expect(await sequentialScans(statements)).toEqual([]);
  });
});
