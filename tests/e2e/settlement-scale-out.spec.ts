import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import pg from "pg";
import { clientAddress, registerMember, newMember } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { prepareApplicationThroughApi } from "../support/investor";
import { startServer, type RunningServer } from "../support/server";
import { createThrowawayDatabase } from "../support/test-database";

// Issue "Investor accounts for real" §7: two instances on one PostgreSQL, 200 pending transfers and a
// 1 s settlement; each transfer settles exactly once. The instances share a database of their own, so
// every job and ledger entry counted here is one of this test's.

const MEMBERS = 10;
const DEPOSITS_PER_MEMBER = 20;
const TRANSFERS = MEMBERS * DEPOSITS_PER_MEMBER;

test.describe("settlement on two instances over one PostgreSQL", () => {
  test.skip(!process.env.TEST_DATABASE_URL, "runs in the PostgreSQL pass (npm run test:e2e:pg)");
  test.describe.configure({ timeout: 180_000 });

  let database: { url: string; drop: () => Promise<void> };
  let a: RunningServer;
  let b: RunningServer;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    database = await createThrowawayDatabase(process.env.TEST_DATABASE_URL!, "enplus_settle");
    const env = {
      DATABASE_URL: database.url,
      SMTP_URL: process.env.E2E_SMTP_URL!,
      FUNDS_SETTLEMENT_SECONDS: "1",
      // Each member comes from an address of its own (X-Client-Ip), so the sign-in limit is theirs.
      TRUST_PROXY: "loopback",
      // "job done" lines name the job each instance ran.
      LOG_LEVEL: "info",
    };
    // One at a time: both would run the migrations at once otherwise.
    a = await startServer(env);
    b = await startServer(env);
  });
  test.afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  });

  /** A member with an approved account and a linked bank, made on `server`; answers the bearer token and bank id. */
  async function fundedMember(server: RunningServer): Promise<{ api: APIRequestContext; address: string; token: string; bankId: number }> {
    const address = clientAddress();
    const api = await playwrightRequest.newContext({ baseURL: server.baseUrl, extraHTTPHeaders: { "X-Client-Ip": address } });
    const member = await registerMember(api, newMember());
    const token = await prepareApplicationThroughApi(api, member);
    const headers = { Authorization: `Bearer ${token}` };
    const submitted = await api.post("/api/investor/account/application/submit", { headers });
    expect(((await submitted.json()) as { data: { status: string } }).data.status).toBe("approved");
    const bank = await api.post("/api/investor/banks", {
      headers,
      data: { holderName: "Ada Lovelace", routingNumber: "011000015", accountNumber: "123456789", accountType: "checking" },
    });
    expect(bank.status()).toBe(201);
    return { api, address, token, bankId: ((await bank.json()) as { data: { id: number } }).data.id };
  }

  test(`${TRANSFERS} deposits posted to either instance each settle exactly once`, async () => {
    const members = await Promise.all(Array.from({ length: MEMBERS }, (_, i) => fundedMember(i % 2 === 0 ? a : b)));

    // Each member posts alternately to A and B; both instances' runners then race for the same jobs.
    const clients = await Promise.all([a, b].map((server) => playwrightRequest.newContext({ baseURL: server.baseUrl })));
    await Promise.all(
      members.map(async (member, m) => {
        for (let d = 0; d < DEPOSITS_PER_MEMBER; d += 1) {
          const posted = await clients[(m + d) % 2]!.post("/api/investor/transfers", {
            headers: { Authorization: `Bearer ${member.token}`, "X-Client-Ip": member.address },
            data: { bankId: member.bankId, direction: "deposit", amount: `${100 + d}.25`, idempotencyKey: `settle-${m}-${d}` },
          });
          expect(posted.status()).toBe(201);
        }
      }),
    );

    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    try {
      // Every transfer settles, a second or so after it was posted.
      await expect
        .poll(async () => (await db.query("select count(*)::int as n from transfers where status = 'settled'")).rows[0].n, { timeout: 60_000 })
        .toBe(TRANSFERS);
      const transfers = await db.query("select count(*)::int as n from transfers");
      expect(transfers.rows[0].n).toBe(TRANSFERS);

      // Exactly once: one settlement job per transfer, claimed once and done; one settlement entry
      // per transfer in the ledger, and the ledger still sums to zero.
      const settleJobs = await db.query("select status, attempts from jobs where kind = 'settle-transfer'");
      expect(settleJobs.rows).toHaveLength(TRANSFERS);
      expect(settleJobs.rows.every((job) => job.status === "done" && job.attempts === 1)).toBe(true);
      const entriesPerTransfer = await db.query(
        "select t.id, count(e.id)::int as entries from transfers t left join ledger_entries e on e.transfer_id = t.id and e.kind = 'deposit_settled' group by t.id",
      );
      expect(entriesPerTransfer.rows.filter((row) => row.entries !== 1)).toEqual([]);
      const sum = await db.query("select coalesce(sum(amount_cents), 0)::bigint as total from ledger_postings");
      expect(BigInt(sum.rows[0].total)).toBe(0n);

      // Each member's settled cash is the sum of their deposits: 20 × $100.25 + (0 + … + 19) dollars.
      const expectedCents = DEPOSITS_PER_MEMBER * 10_025 + ((DEPOSITS_PER_MEMBER - 1) * DEPOSITS_PER_MEMBER * 100) / 2;
      for (const member of members) {
        const account = await member.api.get("/api/investor/account", { headers: { Authorization: `Bearer ${member.token}` } });
        const cash = ((await account.json()) as { data: { cash: { settled: string; pending: string } } }).data.cash;
        expect(cash).toMatchObject({ settled: (expectedCents / 100).toFixed(2), pending: "0.00" });
      }
    } finally {
      await db.end();
    }

    // Both instances took a share of the work, and no job is named by both.
    const ran = (server: RunningServer) =>
      server
        .output()
        .split("\n")
        .filter((line) => line.includes('"job done"') && line.includes('"settle-transfer"'))
        .map((line) => (JSON.parse(line) as { job: number }).job);
    const [byA, byB] = [ran(a), ran(b)];
    console.log(`settlement on two instances: ${byA.length} by A, ${byB.length} by B`);
    expect(byA.length).toBeGreaterThan(0);
    expect(byB.length).toBeGreaterThan(0);
    expect(byA.length + byB.length).toBe(TRANSFERS);
    expect(new Set([...byA, ...byB]).size).toBe(TRANSFERS);
    await Promise.all([...members.map((m) => m.api.dispose()), ...clients.map((c) => c.dispose())]);
  });
});
