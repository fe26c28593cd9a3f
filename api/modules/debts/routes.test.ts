import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMonthsTo } from "../../../core/budgeting/months";
import { debtsViewSchema } from "../../../core/contracts/debts";
import { MAX_DEBTS } from "../../../core/debts/debts";
import { calendarDateIn } from "../../../core/format";
import { DEBT_MESSAGES, DEBT_PAGE_COPY } from "../../../core/messages/debts";
import { openTestApi, registerAndSignIn, userIdOf } from "../../../tests/support/test-api";
import { debtBalances, debts, investorAccounts, memberDataVersions } from "../../db/schema";

// The debts of "Debt and cash flow insights" through the real app on the test database: who may
// use them, what an add, an update and a removal keep, what is refused (writing nothing), and the
// figures beside the member's income. The payoff arithmetic is core/debts/payoff.test.ts's; here
// the same two debts show that the API answers with it. Months count from today (UTC).

let t: Awaited<ReturnType<typeof openTestApi>>;
let bronze: Awaited<ReturnType<typeof registerAndSignIn>>;
let silver: Awaited<ReturnType<typeof registerAndSignIn>>;
let other: Awaited<ReturnType<typeof registerAndSignIn>>;

const userId = (username: string) => userIdOf(t, username);
const today = calendarDateIn("UTC");
const thisMonth = today.slice(0, 7);
const PATH = "/api/debts";
const card = { name: "Visa card", kind: "credit_card", balance: "1,000.00", apr: "24", minimumPayment: "50" };
const loan = { name: "Student loan", kind: "student_loan", balance: "500", apr: 12, minimumPayment: "25.00" };
const storedOf = async (username: string) => t.database.db.select({ name: debts.name, balance: debts.balanceCents }).from(debts).where(eq(debts.userId, await userId(username))).orderBy(debts.id);
const view = async (response: Response) => debtsViewSchema.parse((await response.json()).data);

beforeAll(async () => {
  t = await openTestApi();
  bronze = await registerAndSignIn(t, "debtb");
  silver = await registerAndSignIn(t, "debts");
  other = await registerAndSignIn(t, "debto");
  for (const m of [bronze, silver, other]) expect((await m.call("/api/investor/account/open", { method: "POST" })).status).toBe(200);
  // $30,000 of cash in the investor account: Silver.
  for (const m of [silver, other]) await t.database.db.update(investorAccounts).set({ cashCents: 3_000_000 }).where(eq(investorAccounts.userId, await userId(m.username)));
});
afterAll(() => t.database.close());

describe("debts: who may use them", () => {
  it("needs a session (401) and Silver (403 TierRequired, the behavior analysis)", async () => {
    expect((await t.api.request(PATH)).status).toBe(401);
    for (const response of [await bronze.call(PATH), await bronze.call(PATH, { body: card })]) {
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ errorCode: "TierRequired", data: { feature: "behavior-analysis", requiredTier: "Silver" } });
    }
    expect(await storedOf(bronze.username)).toEqual([]);
  });
});

describe("debts: the list and its figures", () => {
  it("starts empty: no plans, no findings", async () => {
    const empty = await view(await silver.call(PATH));
    expect(empty).toMatchObject({ debts: [], owed: "0.00", minimumPayments: "0.00", plans: null, history: [], findings: [], disclaimer: DEBT_PAGE_COPY.disclaimer });
    expect(empty.cashFlow).toEqual({ income: null, spending: null, months: 0, paymentsShareBp: null, band: null });
  });

  it("adds debts as typed (commas, whole dollars, a rate as a number) and answers each one's monthly interest", async () => {
    const added = await silver.call(PATH, { body: card });
    expect(added.status).toBe(201);
    expect((await added.json()).message).toBe(DEBT_MESSAGES.added("Visa card"));
    const both = await view(await silver.call(PATH, { body: loan }));
    expect(both.debts.map((d) => [d.name, d.kindLabel, d.balance, d.apr, d.aprLabel, d.minimumPayment, d.monthlyInterest, d.updatedOn])).toEqual([
      ["Visa card", "Credit card", "1000.00", "24", "24%", "50.00", "20.00", today],
      ["Student loan", "Student loan", "500.00", "12", "12%", "25.00", "5.00", today],
    ]);
    expect(both).toMatchObject({ owed: "1500.00", minimumPayments: "75.00", monthlyInterest: "25.00" });
    expect(both.history).toEqual([{ date: today, owed: "1500.00" }]);
  });

  it("plans with the extra asked for: $75 of minimums and $125 more is core's hand-worked $200 a month", async () => {
    const { plans, findings } = await view(await silver.call(`${PATH}?extra=125.00`));
    expect(plans).toMatchObject({ extra: "125.00", monthlyPayment: "200.00" });
    expect(plans!.avalanche).toMatchObject({ months: 9, debtFree: addMonthsTo(thisMonth, 9), totalInterest: "105.49", totalPaid: "1605.49" });
    expect(plans!.avalanche.debts.map((d) => [d.paidOff, d.interest])).toEqual([
      [addMonthsTo(thisMonth, 7), "72.68"],
      [addMonthsTo(thisMonth, 9), "32.81"],
    ]);
    expect(plans!.snowball).toMatchObject({ months: 9, totalInterest: "128.76" });
    // Nine months: every month charted, from today's $1,500.
    expect(plans!.chart[0]).toMatchObject({ month: 0, label: "Today", avalanche: "1500.00", snowball: "1500.00", minimums: "1500.00" });
    expect(plans!.chart.at(-1)).toMatchObject({ month: plans!.minimums.months, avalanche: "0.00", snowball: "0.00", minimums: "0.00" });
    expect(findings.map((f) => f.key)).toEqual(["highest-rate", "no-income", "compare-plans"]);
    expect(findings[0]!.text).toBe("Visa card carries your highest rate, 24%: about $20 of interest this month. Each extra dollar paid there saves the most interest.");
    expect(findings[2]!.text).toBe("With the same monthly amount, paying the highest rate first costs $23.27 less in interest.");
    // The default extra is $100 a month.
    expect((await view(await silver.call(PATH))).plans).toMatchObject({ extra: "100.00", monthlyPayment: "175.00" });
  });

  it("reads the payments beside a typical month's income from the budgeting transactions", async () => {
    const account = (await (await silver.call("/api/budgeting/accounts", { body: { name: "Checking", kind: "checking", openingBalance: "0" } })).json()).data.id as number;
    const salary = (await (await silver.call("/api/budgeting/categories")).json()).data.find((c: { name: string }) => c.name === "Salary").id as number;
    for (const n of [1, 2, 3]) {
      await silver.call("/api/budgeting/transactions", { body: { accountId: account, date: `${addMonthsTo(thisMonth, -n)}-01`, amount: "4000.00", description: "Pay", categoryId: salary } });
      await silver.call("/api/budgeting/transactions", { body: { accountId: account, date: `${addMonthsTo(thisMonth, -n)}-10`, amount: "-3000.00", description: "Rent and the rest" } });
    }
    const { cashFlow, findings } = await view(await silver.call(PATH));
    // $75 ÷ $4,000 = 1.875 % = 188 basis points (half up).
    expect(cashFlow).toEqual({ income: "4000.00", spending: "3000.00", months: 3, paymentsShareBp: 188, band: "comfortable" });
    expect(findings.find((f) => f.key === "payments-share")!.text).toBe(
      "Your minimum payments, $75 a month, are 1.9% of the $4,000 a typical month brings into your accounts: comfortable. Lenders commonly look for all debt payments to stay at or under 36% of income before taxes.",
    );
    // Cash $3,000 + $30,000 covers 11 months against the 6 aimed for: no "reserve first".
    expect(findings.map((f) => f.key)).not.toContain("reserve-first");
  });

  it("updates a debt and keeps the day's balance; progress counts from each debt's first balance", async () => {
    const id = (await storedOf(silver.username)).length && (await t.database.db.select({ id: debts.id }).from(debts).where(eq(debts.name, "Visa card")))[0]!.id;
    // The card's first balance was recorded 40 days ago at $1,400 (as if added then).
    const earlier = new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10);
    await t.database.db.insert(debtBalances).values({ userId: await userId(silver.username), debtId: id, recordedOn: earlier, balanceCents: 140_000 });
    const before = await t.database.db.select().from(memberDataVersions).where(eq(memberDataVersions.userId, await userId(silver.username)));
    const response = await silver.call(`${PATH}/${id}`, { body: { ...card, balance: "900.00" } });
    expect(response.status).toBe(200);
    expect((await response.json()).message).toBe(DEBT_MESSAGES.updated("Visa card"));
    const after = await t.database.db.select().from(memberDataVersions).where(eq(memberDataVersions.userId, await userId(silver.username)));
    expect(after[0]!.version).toBeGreaterThan(before[0]!.version);
    const updated = await view(await silver.call(PATH));
    expect(updated.debts[0]).toMatchObject({ balance: "900.00", monthlyInterest: "18.00" });
    // One row a day: today's $1,000 replaced by $900.
    expect(await t.database.db.select({ on: debtBalances.recordedOn, cents: debtBalances.balanceCents }).from(debtBalances).where(eq(debtBalances.debtId, id)).orderBy(debtBalances.recordedOn)).toEqual([
      { on: earlier, cents: 140_000 },
      { on: today, cents: 90_000 },
    ]);
    expect(updated.history).toEqual([
      { date: earlier, owed: "1400.00" },
      { date: today, owed: "1400.00" },
    ]);
    expect(updated.findings.find((f) => f.key === "paid-down")!.text).toMatch(/^You have paid down \$500 in all since /);
  });
});

describe("debts: refusals change nothing", () => {
  it("refuses a rate, an amount, a kind or a field it does not know, naming each (422)", async () => {
    const before = await storedOf(silver.username);
    const response = await silver.call(PATH, { body: { ...card, name: "New", apr: "101", balance: "-5", kind: "boat", extra: 1 } });
    expect(response.status).toBe(422);
    const fields = (await response.json()).data.issues.map((i: { field: string }) => i.field);
    expect(fields).toEqual(expect.arrayContaining(["apr", "balance", "kind", "extra"]));
    for (const apr of ["abc", "12.345", -1, "1e2"]) expect((await silver.call(PATH, { body: { ...card, name: "New", apr } })).status).toBe(422);
    expect((await silver.call(PATH, { body: { ...card, name: "   " } })).status).toBe(422);
    expect(await storedOf(silver.username)).toEqual(before);
  });

  it("refuses a name already used (422 on the name), and a bad extra (400)", async () => {
    const before = await storedOf(silver.username);
    const taken = await silver.call(PATH, { body: { ...loan, name: "Visa card" } });
    expect(taken.status).toBe(422);
    expect((await taken.json()).message).toBe(`name: ${DEBT_MESSAGES.nameTaken("Visa card")}`);
    expect((await silver.call(`${PATH}?extra=abc`)).status).toBe(400);
    expect((await silver.call(`${PATH}?extra=1&other=2`)).status).toBe(400);
    expect(await storedOf(silver.username)).toEqual(before);
  });

  it("answers 404 for a debt that is not the member's, and leaves it as it was", async () => {
    const [theirs] = await t.database.db.select({ id: debts.id }).from(debts).where(and(eq(debts.userId, await userId(silver.username)), eq(debts.name, "Student loan")));
    for (const response of [await other.call(`${PATH}/${theirs!.id}`, { body: loan }), await other.call(`${PATH}/${theirs!.id}/delete`, { method: "POST" }), await silver.call(`${PATH}/abc/delete`, { method: "POST" })]) {
      expect(response.status).toBe(404);
      expect((await response.json()).message).toBe(DEBT_MESSAGES.notFound);
    }
    expect((await storedOf(silver.username)).map((d) => d.name)).toContain("Student loan");
  });

  it(`keeps at most ${MAX_DEBTS} debts (409 for one more)`, async () => {
    for (let i = 0; i < MAX_DEBTS; i += 1) expect((await other.call(PATH, { body: { ...loan, name: `Loan ${i}` } })).status).toBe(201);
    const refused = await other.call(PATH, { body: { ...loan, name: "One more" } });
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(DEBT_MESSAGES.tooMany);
    expect(await storedOf(other.username)).toHaveLength(MAX_DEBTS);
  });
});

describe("debts: removal", () => {
  it("removes a debt and its history, once", async () => {
    const [row] = await t.database.db.select({ id: debts.id }).from(debts).where(and(eq(debts.userId, await userId(silver.username)), eq(debts.name, "Student loan")));
    const removed = await silver.call(`${PATH}/${row!.id}/delete`, { method: "POST" });
    expect(removed.status).toBe(200);
    expect((await removed.json()).message).toBe(DEBT_MESSAGES.removed("Student loan"));
    expect(await t.database.db.select().from(debtBalances).where(eq(debtBalances.debtId, row!.id))).toEqual([]);
    expect((await silver.call(`${PATH}/${row!.id}/delete`, { method: "POST" })).status).toBe(404);
    expect((await storedOf(silver.username)).map((d) => d.name)).toEqual(["Visa card"]);
  });
});
