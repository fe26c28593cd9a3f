import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApi, registerAndSignIn } from "../../../tests/support/test-api";
import { ledgerPostings, transfers, users } from "../../db/schema";
import { runDueJobs } from "../../platform/jobs";
import { ledgerTotalCents, memberBalancesOf } from "./ledger";
import { investorJobHandlers } from "./transfers";

// Issue "Investor accounts for real" §7: a seeded random walk of operations over the API
// (deposit, cancel, settle, withdraw, over-withdraw). After every step the ledger sums to zero, no
// member balance is negative, the balances match a model of the transfers, and every refused
// operation changes nothing. The seed is printed on failure; WALK_SEED and WALK_STEPS override.

const SEED = Number(process.env.WALK_SEED ?? 20261123);
const STEPS = Number(process.env.WALK_STEPS ?? 1000);

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let t: Awaited<ReturnType<typeof openTestApi>>;
beforeAll(async () => {
  t = await openTestApi({ fundsSettlementSeconds: 0 });
});
afterAll(() => t.database.close());

const data = async (response: Response) => ((await response.json()) as { data: any }).data;
const dollars = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;

describe(`a random walk of ${STEPS} operations (seed ${SEED})`, () => {
  // A thousand API calls, each in a transaction: seconds alone, far longer beside other suites on two cores.
  it("keeps the ledger balanced, balances non-negative, and refusals without effect", async () => {
    const random = mulberry32(SEED);
    const m = await registerAndSignIn(t, "walker");
    await m.call("/api/investor/account/open", { method: "POST" });
    const bank = await data(await m.call("/api/investor/banks", { body: { holderName: "Walk Er", routingNumber: "021000021", accountNumber: "12345678", accountType: "savings" } }));
    const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, m.username));
    const memberId = user!.id;

    // The model: what the balances must be, from the transfers the API accepted.
    const model = { cash: 0, pendingDeposit: 0, pendingWithdrawal: 0 };
    const pending = new Map<number, { direction: "deposit" | "withdrawal"; cents: number }>();
    const counts = async () =>
      JSON.stringify((await t.database.db.execute(sql`select (select count(*) from transfers) as t, (select count(*) from ledger_postings) as p, (select count(*) from jobs) as j, (select count(*) from notifications) as n`) as unknown as { rows: unknown[] }).rows);
    const post = (direction: string, cents: number) =>
      m.call("/api/investor/transfers", { body: { bankId: bank.id, direction, amount: dollars(cents), idempotencyKey: `walk-${SEED}-${Math.floor(random() * 1e12)}` } });

    for (let step = 0; step < STEPS; step++) {
      const roll = random();
      const where = `step ${step} (seed ${SEED})`;
      if (roll < 0.3) {
        const cents = 1 + Math.floor(random() * 5_000_00);
        const answer = await post("deposit", cents);
        expect(answer.status, where).toBe(201);
        pending.set((await data(answer)).id, { direction: "deposit", cents });
        model.pendingDeposit += cents;
      } else if (roll < 0.45) {
        const deposits = [...pending].filter(([, p]) => p.direction === "deposit");
        if (deposits.length === 0) continue;
        const [id, p] = deposits[Math.floor(random() * deposits.length)]!;
        const answer = await m.call(`/api/investor/transfers/${id}/cancel`, { method: "POST" });
        expect(answer.status, where).toBe(200);
        pending.delete(id);
        model.pendingDeposit -= p.cents;
      } else if (roll < 0.65) {
        await runDueJobs({ db: t.database.db, handlers: investorJobHandlers(), worker: "walk", limit: 1_000 });
        for (const [id, p] of pending) {
          if (p.direction === "deposit") {
            model.pendingDeposit -= p.cents;
            model.cash += p.cents;
          } else model.pendingWithdrawal -= p.cents;
          pending.delete(id);
        }
      } else if (roll < 0.85) {
        if (model.cash === 0) continue;
        const cents = 1 + Math.floor(random() * model.cash);
        const answer = await post("withdrawal", cents);
        expect(answer.status, where).toBe(201);
        pending.set((await data(answer)).id, { direction: "withdrawal", cents });
        model.cash -= cents;
        model.pendingWithdrawal += cents;
      } else {
        const before = await counts();
        const answer = await post("withdrawal", model.cash + 1 + Math.floor(random() * 1_000_00));
        expect(answer.status, where).toBe(409);
        expect(await counts(), `${where}: a refused withdrawal wrote something`).toBe(before);
      }

      expect(await ledgerTotalCents(t.database.db), where).toBe(0);
      const balances = await memberBalancesOf(t.database.db, memberId);
      for (const [kind, cents] of Object.entries(balances)) expect(cents, `${where}: ${kind}`).toBeGreaterThanOrEqual(0);
      expect({ cash: balances.member_cash, pendingDeposit: balances.member_pending_deposit, pendingWithdrawal: balances.member_pending_withdrawal }, where).toEqual(model);
    }
    // Every entry sums to zero on its own, too.
    const unbalanced = await t.database.db.execute(sql`select entry_id from ${ledgerPostings} group by entry_id having sum(amount_cents) <> 0`);
    expect((unbalanced as unknown as { rows: unknown[] }).rows).toEqual([]);
    const stillPending = await t.database.db.select({ id: transfers.id }).from(transfers).where(eq(transfers.status, "pending"));
    expect(stillPending.length).toBe(pending.size);
  }, 180_000);
});
