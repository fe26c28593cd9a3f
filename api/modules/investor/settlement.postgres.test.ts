import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createThrowawayDatabase, silentLogger } from "../../../tests/support/test-database";
import { openDatabase, type DatabaseHandle } from "../../db/connection";
import { investorAccounts, users } from "../../db/schema";
import { DEFAULT_API_SETTINGS } from "../../platform/context";
import { startJobRunner } from "../../platform/jobs";
import { linkBank } from "./banks";
import { ledgerTotalCents, memberBalancesOf } from "./ledger";
import { createTransfer, investorJobHandlers } from "./transfers";
import type { Cents } from "../../../core/money";

// Issue "Investor accounts for real" §7, scale-out: two instances (each its own pool, as two
// servers on one PostgreSQL) run the settlement jobs of 200 pending transfers due after 1 s; each
// transfer settles exactly once. Runs under scripts/with-postgres.sh; skipped without PostgreSQL.

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)("settlement on PostgreSQL with two instances", () => {
  let database: Awaited<ReturnType<typeof createThrowawayDatabase>>;
  let first: DatabaseHandle;
  let second: DatabaseHandle;

  beforeAll(async () => {
    database = await createThrowawayDatabase(serverUrl!, "enplus_settle");
    [first, second] = await Promise.all([openDatabase({ databaseUrl: database.url }), openDatabase({ databaseUrl: database.url })]);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.drop();
  });

  it("settles each of 200 pending transfers exactly once", async () => {
    const members: Array<{ id: number; bankId: number }> = [];
    for (let i = 0; i < 4; i += 1) {
      const [user] = await first.db.insert(users).values({ username: `settler${i}`, email: `settler${i}@example.com`, passwordHash: "x" }).returning({ id: users.id });
      await first.db.insert(investorAccounts).values({ userId: user!.id });
      const bank = await linkBank(first.db, DEFAULT_API_SETTINGS.investorDataKey, user!.id, { holderName: "Settle Er", routingNumber: "021000021", accountNumber: "12345678", accountType: "checking" });
      if (!bank.ok) throw new Error("no bank");
      members.push({ id: user!.id, bankId: bank.bank.id });
    }
    for (let i = 0; i < 200; i += 1) {
      const m = members[i % members.length]!;
      const booked = await createTransfer(first.db, m.id, { bankId: m.bankId, direction: "deposit", amount: (100 + i) as Cents, idempotencyKey: `scale-out-${i}` }, 1);
      expect(booked.ok).toBe(true);
    }
    const runners = [
      startJobRunner({ db: first.db, logger: silentLogger, worker: "instance-a", pollMs: 20, limit: 5, handlers: investorJobHandlers() }),
      startJobRunner({ db: second.db, logger: silentLogger, worker: "instance-b", pollMs: 20, limit: 5, handlers: investorJobHandlers() }),
    ];
    try {
      for (let waited = 0; waited < 60_000; waited += 50) {
        const settled = ((await first.db.execute(sql`select count(*)::int as n from transfers where status = 'settled'`)) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
        if (settled === 200) break;
        await sleep(50);
      }
    } finally {
      await Promise.all(runners.map((r) => r.stop()));
    }
    const rows = async <T>(query: ReturnType<typeof sql>) => ((await first.db.execute(query)) as unknown as { rows: T[] }).rows;
    expect((await rows<{ n: number }>(sql`select count(*)::int as n from transfers where status = 'settled'`))[0]!.n).toBe(200);
    // One settlement entry per transfer, never two.
    const entries = await rows<{ transfer_id: number; n: number }>(sql`select transfer_id, count(*)::int as n from ledger_entries where kind = 'deposit_settled' group by transfer_id`);
    expect(entries).toHaveLength(200);
    expect(entries.every((e) => e.n === 1)).toBe(true);
    expect(await rows<{ status: string }>(sql`select distinct status from jobs`)).toEqual([{ status: "done" }]);
    expect(await ledgerTotalCents(first.db)).toBe(0);
    let total = 0;
    for (const m of members) {
      const balances = await memberBalancesOf(first.db, m.id);
      expect(balances.member_pending_deposit).toBe(0);
      total += balances.member_cash;
    }
    expect(total).toBe(Array.from({ length: 200 }, (_, i) => 100 + i).reduce((a, b) => a + b, 0));
  });
});
