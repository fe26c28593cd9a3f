import { request as playwrightRequest } from "@playwright/test";
import pg from "pg";
import { expect, test } from "../support/fixtures";
import { memberWithBank } from "../support/investor";
import { jobsDoneBy, twoInstancesOverOnePostgres } from "../support/two-instances";

// Issue "Investor accounts for real" §7: two instances on one PostgreSQL, 200 pending transfers and a
// 1 s settlement; each transfer settles exactly once. The instances share a database of their own, so
// every job and ledger entry counted here is one of this test's.

const MEMBERS = 10;
const DEPOSITS_PER_MEMBER = 20;
const TRANSFERS = MEMBERS * DEPOSITS_PER_MEMBER;

test.describe("settlement on two instances over one PostgreSQL", () => {
  test.skip(!process.env.TEST_DATABASE_URL, "runs in the PostgreSQL pass (npm run test:e2e:pg)");
  test.describe.configure({ timeout: 180_000 });

  const rig = twoInstancesOverOnePostgres("enplus_settle", { FUNDS_SETTLEMENT_SECONDS: "1" }, { startTimeout: 120_000 });

  test(`${TRANSFERS} deposits posted to either instance each settle exactly once`, async () => {
    const { a, b, database } = rig;
    const members = await Promise.all(Array.from({ length: MEMBERS }, (_, i) => memberWithBank((i % 2 === 0 ? a : b).baseUrl)));

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
    const [byA, byB] = [jobsDoneBy(a, "settle-transfer"), jobsDoneBy(b, "settle-transfer")];
    console.log(`settlement on two instances: ${byA.length} by A, ${byB.length} by B`);
    expect(byA.length).toBeGreaterThan(0);
    expect(byB.length).toBeGreaterThan(0);
    expect(byA.length + byB.length).toBe(TRANSFERS);
    expect(new Set([...byA, ...byB]).size).toBe(TRANSFERS);
    await Promise.all([...members.map((m) => m.api.dispose()), ...clients.map((c) => c.dispose())]);
  });
});
