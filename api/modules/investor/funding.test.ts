import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountResponseSchema, applicationResponseSchema, banksResponseSchema, qTokenResponseSchema, transferSchema, transfersResponseSchema } from "../../../core/contracts/investor";
import { INVESTOR_MESSAGES, INVESTOR_REFUSALS } from "../../../core/messages/investor";
import { asCents, formatUsd } from "../../../core/money";
import { openTestApi, registerAndSignIn } from "../../../tests/support/test-api";
import { assessmentTokens, investorApplications, linkedBanks, notifications, users } from "../../db/schema";
import { runDueJobs, startJobRunner } from "../../platform/jobs";
import { silentLogger } from "../../../tests/support/test-database";
import { approvableApplication } from "../../seed/sample-application";
import { ledgerTotalCents } from "./ledger";
import { investorJobHandlers, settleTransferJob } from "./transfers";

// The investor endpoints of issue "Investor accounts for real" through the real API on the test
// database (in-memory PGlite, or PostgreSQL under scripts/with-postgres.sh). Settlement is due at
// once here (fundsSettlementSeconds 0) and run by running the due jobs.

let t: Awaited<ReturnType<typeof openTestApi>>;
type Member = Awaited<ReturnType<typeof registerAndSignIn>>;

beforeAll(async () => {
  t = await openTestApi({ fundsSettlementSeconds: 0 });
});
afterAll(() => t.database.close());

let ssnSeq = 100;
/** A valid, unused SSN per call. */
const nextSsn = () => `${String(ssnSeq++).padStart(3, "0")}-45-6789`;

export const validApplication = () => approvableApplication(nextSsn());
const bankBody = { holderName: "Ada Lovelace", routingNumber: "021000021", accountNumber: "000123456789", accountType: "checking" };

const data = async (response: Response) => ((await response.json()) as { data: any }).data;
const settle = async () => {
  for (;;) {
    const summary = await runDueJobs({ db: t.database.db, handlers: investorJobHandlers(), worker: "test", limit: 50 });
    if (summary.claimed === 0) return;
  }
};
let keySeq = 0;
const key = () => `key-${Date.now().toString(36)}-${keySeq++}`;

/** A member with an open account (through the application) and one linked bank. */
async function openedMember(): Promise<Member & { bankId: number }> {
  const m = await registerAndSignIn(t, "investor");
  expect((await m.call("/api/investor/account/application", { body: validApplication() })).status).toBe(200);
  const submitted = await data(await m.call("/api/investor/account/application/submit", { method: "POST" }));
  expect(submitted.status).toBe("approved");
  const bank = await data(await m.call("/api/investor/banks", { body: bankBody }));
  return { ...m, bankId: bank.id };
}
const deposit = (m: Member & { bankId: number }, amount: string | number, idempotencyKey = key()) =>
  m.call("/api/investor/transfers", { body: { bankId: m.bankId, direction: "deposit", amount, idempotencyKey } });
const withdraw = (m: Member & { bankId: number }, amount: string | number, idempotencyKey = key()) =>
  m.call("/api/investor/transfers", { body: { bankId: m.bankId, direction: "withdrawal", amount, idempotencyKey } });
const balances = async (m: Member) => (await data(await m.call("/api/investor/account"))).cash;

describe("the application (KYC)", () => {
  it("saves a draft step by step, answers the SSN masked only, and stores it as a keyed hash", async () => {
    const m = await registerAndSignIn(t, "kyc");
    const empty = await data(await m.call("/api/investor/account/application"));
    expect(applicationResponseSchema.parse(empty)).toMatchObject({ status: "none", assessmentDone: false });
    expect((await data(await m.call("/api/investor/account"))).status).toBe("none");

    const saved = await data(await m.call("/api/investor/account/application", { body: { firstName: "Ada", ssn: "123-45-6789" } }));
    expect(applicationResponseSchema.parse(saved)).toMatchObject({ status: "draft", application: { firstName: "Ada", lastName: "", ssnMasked: "•••-••-6789" } });
    expect(JSON.stringify(saved)).not.toContain("123-45");
    const again = await data(await m.call("/api/investor/account/application", { body: { lastName: "Lovelace" } }));
    expect(again.application).toMatchObject({ firstName: "Ada", lastName: "Lovelace" });
    const [row] = await t.database.db.select().from(investorApplications).where(sql`${investorApplications.firstName} = 'Ada' and ${investorApplications.lastName} = 'Lovelace' and ${investorApplications.ssnLast4} = '6789'`);
    expect(row!.ssnHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(row)).not.toContain("123456789");
  });

  it("refuses unknown fields and malformed ones with 422 naming them, writing nothing", async () => {
    const m = await registerAndSignIn(t, "kyc");
    const unknown = await m.call("/api/investor/account/application", { body: { firstName: "Ada", favouriteColour: "blue" } });
    expect(unknown.status).toBe(422);
    expect((await unknown.json()).message).toContain("favouriteColour");
    const bad = await m.call("/api/investor/account/application", { body: { ssn: "12-34" } });
    expect(bad.status).toBe(422);
    expect((await data(await m.call("/api/investor/account/application"))).status).toBe("none");
  });

  it("rejects with reasons per field, accepts the corrected application, and opens the account (Passenger → Bronze)", async () => {
    const m = await registerAndSignIn(t, "kyc");
    await m.call("/api/investor/account/application", { body: { ...validApplication(), dateOfBirth: "2015-01-01" } });
    const rejected = await data(await m.call("/api/investor/account/application/submit", { method: "POST" }));
    expect(rejected).toMatchObject({ status: "rejected", reasons: { dateOfBirth: INVESTOR_MESSAGES.underage } });
    expect((await data(await m.call("/api/user/info"))).memberLevel).toBe(1);

    await m.call("/api/investor/account/application", { body: { dateOfBirth: "1990-05-01" } });
    const approved = await m.call("/api/investor/account/application/submit", { method: "POST", body: {} });
    expect(approved.status).toBe(200);
    expect(await data(approved)).toMatchObject({ status: "approved", reasons: {} });
    const account = await data(await m.call("/api/investor/account"));
    expect(account).toMatchObject({ opened: true, status: "approved", memberLevel: 2, membership: "Bronze", totalAssets: "0.00" });
    expect(account.cash).toMatchObject({ settled: "0.00", pending: "0.00", held: "0.00", available: "0.00" });
    // Closed once approved.
    expect((await m.call("/api/investor/account/application", { body: { firstName: "Bob" } })).status).toBe(409);
    expect((await m.call("/api/investor/account/application/submit", { method: "POST" })).status).toBe(409);
  });

  it("refuses an SSN another member's account already has", async () => {
    const first = await registerAndSignIn(t, "kyc");
    const application = validApplication();
    await first.call("/api/investor/account/application", { body: application });
    expect((await data(await first.call("/api/investor/account/application/submit", { method: "POST" }))).status).toBe("approved");
    const second = await registerAndSignIn(t, "kyc");
    await second.call("/api/investor/account/application", { body: { ...application, ssn: application.ssn.replace(/-/g, "") } });
    const answer = await data(await second.call("/api/investor/account/application/submit", { method: "POST" }));
    expect(answer).toMatchObject({ status: "rejected", reasons: { ssn: INVESTOR_MESSAGES.ssnTaken } });
  });

  it("approves one of two members submitting the same SSN at once", async () => {
    const application = validApplication();
    const members = await Promise.all([registerAndSignIn(t, "race"), registerAndSignIn(t, "race")]);
    for (const m of members) await m.call("/api/investor/account/application", { body: application });
    const answers = await Promise.all(members.map((m) => m.call("/api/investor/account/application/submit", { method: "POST" })));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const statuses = await Promise.all(answers.map(async (a) => (await data(a)).status));
    expect(statuses.sort()).toEqual(["approved", "rejected"]);
  });

  it("refuses to submit an application never started (409), making none", async () => {
    const m = await registerAndSignIn(t, "empty");
    const answer = await m.call("/api/investor/account/application/submit", { method: "POST" });
    expect(answer.status).toBe(409);
    expect(((await answer.json()) as { message: string }).message).toBe(INVESTOR_REFUSALS.notStarted);
    expect((await data(await m.call("/api/investor/account/application"))).status).toBe("none");
  });

  it("refuses an unknown field on submit, and needs a session", async () => {
    const m = await registerAndSignIn(t, "kyc");
    expect((await m.call("/api/investor/account/application/submit", { body: { force: true } })).status).toBe(422);
    expect((await t.api.request("/api/investor/account/application")).status).toBe(401);
  });
});

describe("the risk assessment", () => {
  const answers = { horizon: "over_10y", goal: "growth", experience: "moderate", drawdown: "hold", income_stability: "stable", liquidity: "low", net_worth_share: "25_50", age_band: "35_49" };

  it("issues a single-use token with the questions, scores the answers and keeps the history", async () => {
    const m = await registerAndSignIn(t, "risk");
    const issued = qTokenResponseSchema.parse(await data(await m.call("/api/investment/assessment/q_token")));
    expect(issued.questions).toHaveLength(8);
    const scored = await m.call("/api/investment/assessment", { body: { qToken: issued.qToken, answers } });
    expect(scored.status).toBe(200);
    expect(await data(scored)).toMatchObject({ score: 18, riskProfile: "moderately_aggressive", version: 1 });
    const reused = await m.call("/api/investment/assessment", { body: { qToken: issued.qToken, answers } });
    expect(reused.status).toBe(400);
    expect((await reused.json()).message).toBe(INVESTOR_MESSAGES.qTokenInvalid);
    const retake = qTokenResponseSchema.parse(await data(await m.call("/api/investment/assessment/q_token")));
    expect((await m.call("/api/investment/assessment", { body: { qToken: retake.qToken, answers: { ...answers, horizon: "under_3y" } } })).status).toBe(200);
    expect((await data(await m.call("/api/investor/account/application"))).assessmentDone).toBe(true);
  });

  it("refuses another member's token, an expired one, and incomplete answers (token kept)", async () => {
    const m = await registerAndSignIn(t, "risk");
    const other = await registerAndSignIn(t, "risk");
    const issued = await data(await m.call("/api/investment/assessment/q_token"));
    expect((await other.call("/api/investment/assessment", { body: { qToken: issued.qToken, answers } })).status).toBe(400);
    const incomplete = await m.call("/api/investment/assessment", { body: { qToken: issued.qToken, answers: { horizon: "over_10y" } } });
    expect(incomplete.status).toBe(422);
    expect((await m.call("/api/investment/assessment", { body: { qToken: issued.qToken, answers, extra: 1 } })).status).toBe(422);
    const expiring = await data(await m.call("/api/investment/assessment/q_token"));
    await t.database.db.update(assessmentTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(assessmentTokens.userId, (await userId(m))));
    expect((await m.call("/api/investment/assessment", { body: { qToken: expiring.qToken, answers } })).status).toBe(400);
    expect((await m.call("/api/investment/assessment", { body: { qToken: "no-such-token-000000", answers } })).status).toBe(400);
  });
});

const userId = async (m: Member) => (await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, m.username)))[0]!.id;

describe("linked banks", () => {
  it("links up to 3, answers the account number masked, removes one, and refuses a bad routing number", async () => {
    const m = await registerAndSignIn(t, "banks");
    const linked = await m.call("/api/investor/banks", { body: bankBody });
    expect(linked.status).toBe(201);
    const bank = await data(linked);
    expect(bank).toMatchObject({ holderName: "Ada Lovelace", routingNumber: "021000021", accountNumberMasked: "••••6789", accountType: "checking" });
    const [row] = await t.database.db.select().from(linkedBanks).where(eq(linkedBanks.id, bank.id));
    expect(row!.accountNumberCipher).not.toContain("123456789");
    await m.call("/api/investor/banks", { body: { ...bankBody, accountType: "savings" } });
    await m.call("/api/investor/banks", { body: bankBody });
    const fourth = await m.call("/api/investor/banks", { body: bankBody });
    expect(fourth.status).toBe(409);
    expect((await fourth.json()).message).toBe(INVESTOR_MESSAGES.tooManyBanks(3));
    expect(banksResponseSchema.parse(await data(await m.call("/api/investor/banks"))).banks).toHaveLength(3);

    expect((await m.call(`/api/investor/banks/${bank.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await m.call(`/api/investor/banks/${bank.id}`, { method: "DELETE" })).status).toBe(404);
    expect((await data(await m.call("/api/investor/banks"))).banks).toHaveLength(2);
    const other = await registerAndSignIn(t, "banks");
    const [otherBank] = (await data(await m.call("/api/investor/banks"))).banks;
    expect((await other.call(`/api/investor/banks/${otherBank.id}`, { method: "DELETE" })).status).toBe(404);

    const badRouting = await m.call("/api/investor/banks", { body: { ...bankBody, routingNumber: "021000022" } });
    expect(badRouting.status).toBe(422);
    expect((await badRouting.json()).message).toContain(INVESTOR_MESSAGES.routingChecksum);
  });
});

describe("transfers", () => {
  it("deposits pending, settles by the job, is idempotent by key, and makes the member Gold with a notification", async () => {
    const m = await openedMember();
    const k = key();
    const first = await deposit(m, "150,000.00", k);
    expect(first.status).toBe(201);
    const transfer = transferSchema.parse(await data(first));
    expect(transfer).toMatchObject({ direction: "deposit", amount: "150000.00", status: "pending", settledAt: null });
    const repeat = await deposit(m, "150000.00", k);
    expect(repeat.status).toBe(200);
    expect((await data(repeat)).id).toBe(transfer.id);
    expect(await balances(m)).toMatchObject({ settled: "0.00", pending: "150000.00", available: "0.00" });

    await settle();
    const account = await data(await m.call("/api/investor/account"));
    expect(account.cash).toMatchObject({ settled: "150000.00", pending: "0.00", available: "150000.00" });
    expect(account).toMatchObject({ memberLevel: 4, membership: "Gold", totalAssets: "150000.00" });
    const list = transfersResponseSchema.parse(await data(await m.call("/api/investor/transfers?page=1&size=10")));
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ status: "settled" });
    expect(list.items[0]!.settledAt).not.toBeNull();
    const id = await userId(m);
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.userId, id));
    expect(notes.some((n) => n.topic === "tier-changed" && n.title === "Welcome to Gold")).toBe(true);
    await settle(); // nothing due twice
    expect(await balances(m)).toMatchObject({ settled: "150000.00" });

    // Withdraw $10,000: leaves available cash at once.
    const out = await withdraw(m, 10000);
    expect(out.status).toBe(201);
    expect(await balances(m)).toMatchObject({ settled: "140000.00", available: "140000.00", pendingWithdrawal: "10000.00" });
    await settle();
    expect(await balances(m)).toMatchObject({ settled: "140000.00", pendingWithdrawal: "0.00" });
    expect(await ledgerTotalCents(t.database.db)).toBe(0);
  });

  it("settles once however often the settlement handler runs", async () => {
    const m = await openedMember();
    const transfer = await data(await deposit(m, "77.00"));
    const job = { id: 0, kind: "settle-transfer", key: String(transfer.id), payload: { transferId: transfer.id }, attempts: 1, maxAttempts: 5 };
    for (let i = 0; i < 3; i += 1) await t.database.db.transaction((tx) => settleTransferJob({ job, tx }));
    expect(await balances(m)).toMatchObject({ settled: "77.00", pending: "0.00" });
    await settle(); // the queued job finds it settled
    expect(await balances(m)).toMatchObject({ settled: "77.00", pending: "0.00" });
    expect(await ledgerTotalCents(t.database.db)).toBe(0);
  });

  it("cancels a pending deposit once, never a settled one or a withdrawal, nor another member's", async () => {
    const m = await openedMember();
    const pending = await data(await deposit(m, "500.00"));
    const cancelled = await m.call(`/api/investor/transfers/${pending.id}/cancel`, { method: "POST" });
    expect(cancelled.status).toBe(200);
    expect(await data(cancelled)).toMatchObject({ status: "cancelled" });
    expect((await m.call(`/api/investor/transfers/${pending.id}/cancel`, { method: "POST" })).status).toBe(409);
    await settle(); // the cancelled deposit's job books nothing
    expect(await balances(m)).toMatchObject({ settled: "0.00", pending: "0.00" });

    const settled = await data(await deposit(m, "300.00"));
    await settle();
    expect((await m.call(`/api/investor/transfers/${settled.id}/cancel`, { method: "POST" })).status).toBe(409);
    const out = await data(await withdraw(m, "100.00"));
    expect((await m.call(`/api/investor/transfers/${out.id}/cancel`, { method: "POST" })).status).toBe(409);
    const other = await registerAndSignIn(t, "other");
    const another = await data(await deposit(m, "1.00"));
    expect((await other.call(`/api/investor/transfers/${another.id}/cancel`, { method: "POST" })).status).toBe(404);
    expect((await m.call(`/api/investor/transfers/${another.id}/cancel`, { body: { reason: "x" } })).status).toBe(422);
    expect((await m.call(`/api/investor/transfers/999999/cancel`, { method: "POST" })).status).toBe(404);
  });

  it("fails, at settlement, a deposit and a withdrawal whose bank was removed while pending: nothing credited, the cash back, the member told", async () => {
    const m = await openedMember();
    await deposit(m, "1,000.00");
    await settle();
    const inbound = await data(await deposit(m, "250.00"));
    const outbound = await data(await withdraw(m, "400.00"));
    expect(await balances(m)).toMatchObject({ settled: "600.00", pending: "250.00", available: "600.00", pendingWithdrawal: "400.00" });
    expect((await m.call(`/api/investor/banks/${m.bankId}`, { method: "DELETE" })).status).toBe(200);
    await settle();

    const list = await data(await m.call("/api/investor/transfers?size=10"));
    const statusOf = (id: number) => list.items.find((x: { id: number }) => x.id === id)?.status;
    expect([statusOf(inbound.id), statusOf(outbound.id)]).toEqual(["failed", "failed"]);
    // $1,000 settled before; the $250 never arrives and the $400 comes back.
    expect(await balances(m)).toMatchObject({ settled: "1000.00", pending: "0.00", available: "1000.00", pendingWithdrawal: "0.00" });
    expect(await ledgerTotalCents(t.database.db)).toBe(0);
    const told = await t.database.db
      .select({ topic: notifications.topic, title: notifications.title })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(eq(users.username, m.username));
    expect(told.filter((n) => n.topic === "transfer-failed").map((n) => n.title).sort()).toEqual([
      "Your deposit of $250.00 did not go through",
      "Your withdrawal of $400.00 did not go through",
    ]);
  });

  it("refuses a withdrawal beyond available cash with 409 and nothing written", async () => {
    const m = await openedMember();
    await deposit(m, "1000.00");
    const early = await withdraw(m, "1.00"); // pending is not available
    expect(early.status).toBe(409);
    await settle();
    const before = await t.database.db.execute(sql`select (select count(*) from transfers) as t, (select count(*) from ledger_postings) as p, (select count(*) from jobs) as j`);
    const over = await withdraw(m, "1000.01");
    expect(over.status).toBe(409);
    expect((await over.json()).message).toBe(INVESTOR_MESSAGES.insufficientFunds(formatUsd(asCents(100_000))));
    const after = await t.database.db.execute(sql`select (select count(*) from transfers) as t, (select count(*) from ledger_postings) as p, (select count(*) from jobs) as j`);
    expect((after as unknown as { rows: unknown[] }).rows).toEqual((before as unknown as { rows: unknown[] }).rows);
    expect(await balances(m)).toMatchObject({ available: "1000.00" });
  });

  it("refuses bad amounts, unknown fields, another member's bank, and transfers before the account is open", async () => {
    const m = await openedMember();
    for (const amount of ["0", "-5", "1.234", "5000000.01", "abc"]) expect((await deposit(m, amount)).status, amount).toBe(422);
    expect((await deposit(m, "5000000.00")).status).toBe(201);
    expect((await m.call("/api/investor/transfers", { body: { bankId: m.bankId, direction: "deposit", amount: "1.00", idempotencyKey: key(), memo: "x" } })).status).toBe(422);
    const other = await openedMember();
    expect((await m.call("/api/investor/transfers", { body: { bankId: other.bankId, direction: "deposit", amount: "1.00", idempotencyKey: key() } })).status).toBe(404);
    const newcomer = await registerAndSignIn(t, "closed");
    const bank = await data(await newcomer.call("/api/investor/banks", { body: bankBody }));
    expect((await newcomer.call("/api/investor/transfers", { body: { bankId: bank.id, direction: "deposit", amount: "1.00", idempotencyKey: key() } })).status).toBe(409);
    expect((await m.call("/api/investor/transfers?status=lost")).status).toBe(400);
  });

  it("answers the account in the contract's shape with the ledger's balances", async () => {
    const m = await openedMember();
    const account = await data(await m.call("/api/investor/account"));
    expect(account).toMatchObject({ opened: true, holdings: "0.00", totalAssets: "0.00" });
    expect(accountResponseSchema.parse(account).cash).toEqual({ settled: "0.00", pending: "0.00", held: "0.00", available: "0.00", pendingWithdrawal: "0.00" });
  });
});

describe("concurrency", () => {
  it("20 simultaneous withdrawals that together exceed the balance: exactly the ones that fit succeed", async () => {
    const m = await openedMember();
    await deposit(m, "1000.00");
    await settle();
    // 20 × $70 = $1,400 asked of $1,000: 14 fit.
    const answers = await Promise.all(Array.from({ length: 20 }, () => withdraw(m, "70.00")));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(14);
    expect(statuses.filter((s) => s === 409)).toHaveLength(6);
    expect(await balances(m)).toMatchObject({ available: "20.00", pendingWithdrawal: "980.00" });
    expect(await ledgerTotalCents(t.database.db)).toBe(0);
  });

  it("the same idempotency key posted 10 times at once books one transfer", async () => {
    const m = await openedMember();
    const k = key();
    const answers = await Promise.all(Array.from({ length: 10 }, () => deposit(m, "25.00", k)));
    const ids = new Set(await Promise.all(answers.map(async (a) => (await data(a)).id)));
    expect(ids.size).toBe(1);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(await balances(m)).toMatchObject({ pending: "25.00" });
  });
});

describe("the job runner", () => {
  it("settles a deposit by itself once its settlement time has passed", async () => {
    const m = await openedMember();
    const runner = startJobRunner({ db: t.database.db, handlers: investorJobHandlers(), logger: silentLogger, pollMs: 50 });
    try {
      const transfer = await data(await deposit(m, "42.00"));
      const deadline = Date.now() + 5_000;
      let status = "pending";
      while (status === "pending" && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        status = (await data(await m.call("/api/investor/transfers"))).items.find((i: { id: number }) => i.id === transfer.id).status;
      }
      expect(status).toBe("settled");
      expect(await balances(m)).toMatchObject({ settled: "42.00" });
    } finally {
      await runner.stop();
    }
  });
});
