import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMonthsTo } from "../../../core/budgeting/months";
import { cashResponseSchema } from "../../../core/contracts/budgeting";
import { calendarDateIn } from "../../../core/format";
import { BUDGETING_MESSAGES } from "../../../core/messages/budgeting";
import { openTestApi, registerAndSignIn, userIdOf } from "../../../tests/support/test-api";
import { budgetSettings, investorAccounts } from "../../db/schema";

// Silver's cash view and emergency reserve through the real app: the accounts kept elsewhere and
// the investor account's cash together, a typical month's spending from the member's last full
// months, and the reserve against the target they choose. Months are counted back from today (UTC,
// the test's time zone), so the figures hold whenever the test runs.

let t: Awaited<ReturnType<typeof openTestApi>>;
let bronze: Awaited<ReturnType<typeof registerAndSignIn>>;
let silver: Awaited<ReturnType<typeof registerAndSignIn>>;

const userId = (username: string) => userIdOf(t, username);

const thisMonth = calendarDateIn("UTC").slice(0, 7);
const monthsAgo = (n: number) => addMonthsTo(thisMonth, -n);

beforeAll(async () => {
  t = await openTestApi();
  bronze = await registerAndSignIn(t, "cashb");
  silver = await registerAndSignIn(t, "cashs");
  for (const m of [bronze, silver]) expect((await m.call("/api/investor/account/open", { method: "POST" })).status).toBe(200);
  // $30,000 of cash in the investor account: Silver, all of it available.
  await t.database.db.update(investorAccounts).set({ cashCents: 3_000_000 }).where(eq(investorAccounts.userId, await userId(silver.username)));
  const account = async (name: string, kind: string, openingBalance: string) => (await (await silver.call("/api/budgeting/accounts", { body: { name, kind, openingBalance } })).json()).data.id as number;
  const checking = await account("Checking", "checking", "20000.00");
  await account("Savings", "savings", "10000.00");
  const card = await account("Visa", "credit_card", "0");
  const spend = (accountId: number, month: string, amount: string) => silver.call("/api/budgeting/transactions", { body: { accountId, date: `${month}-15`, amount, description: "Spending" } });
  for (const n of [1, 2, 3]) await spend(checking, monthsAgo(n), "-3000.00");
  await spend(card, monthsAgo(1), "-1200.00");
  // This month is still running: its spending lowers the balance but not the typical month.
  await spend(checking, thisMonth, "-999.00");
  // Seven months ago is past the six read.
  await spend(checking, monthsAgo(7), "-50000.00");
});
afterAll(() => t.database.close());

describe("cash and the emergency reserve", () => {
  it("needs a session (401) and Silver (403 TierRequired, the cash feature)", async () => {
    expect((await t.api.request("/api/budgeting/cash")).status).toBe(401);
    for (const response of [await bronze.call("/api/budgeting/cash"), await bronze.call("/api/budgeting/cash/reserve", { body: { months: 3 } })]) {
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ errorCode: "TierRequired", data: { feature: "cash", requiredTier: "Silver" } });
    }
  });

  it("adds the cash of every account, reads a typical month from the full months, and checks the six-month default", async () => {
    const { data } = await (await silver.call("/api/budgeting/cash")).json();
    const cash = cashResponseSchema.parse(data);
    // Checking $20,000 − $3,000 × 3 − $999 − $50,000 = −$39,999; savings $10,000; investor $30,000: $1.
    // The seven-months-ago spending counts in the balance (it happened), not in the typical month.
    expect(cash.accounts.map((a) => [a.name, a.balance])).toEqual([
      ["Checking", "-39999.00"],
      ["Savings", "10000.00"],
      ["Visa", "-1200.00"],
    ]);
    expect(cash.investor).toEqual({ available: "30000.00", pending: "0.00" });
    expect(cash).toMatchObject({ cash: "1.00", owed: "1200.00", monthlySpending: "3400.00", spendingMonths: 3 });
    // ($3,000 + $3,000 + $4,200) ÷ 3 = $3,400 a month; six months $20,400; $1 covers 0.0 months.
    expect(cash.reserve).toEqual({ months: 6, target: "20400.00", covered: 0, shortfall: "20399.00", excess: "0.00", sentence: "Your cash would cover 0 months of typical spending, $20,399 short of your 6-month reserve of $20,400." });
    expect(cash.choices).toEqual([3, 4, 5, 6, 9, 12]);
  });

  it("keeps the target chosen, and refuses one that is not offered, changing nothing", async () => {
    // $60,000 more in savings: cash $60,001 covers 17.6 months ($60,001 × 10 ÷ $3,400 = 176.47 tenths).
    const savings = (await (await silver.call("/api/budgeting/accounts")).json()).data.find((a: { name: string }) => a.name === "Savings").id;
    await silver.call("/api/budgeting/transactions", { body: { accountId: savings, date: `${thisMonth}-01`, amount: "60000.00", description: "Bonus moved to savings" } });
    const saved = await silver.call("/api/budgeting/cash/reserve", { body: { months: 12 } });
    expect(saved.status).toBe(200);
    const body = await saved.json();
    expect(body.message).toBe(BUDGETING_MESSAGES.reserveSaved(12));
    expect(body.data.reserve).toEqual({
      months: 12,
      target: "40800.00",
      covered: 17.6,
      shortfall: "0.00",
      excess: "19201.00",
      sentence: "Your cash would cover 17.6 months of typical spending: your 12-month reserve of $40,800 is in place, with $19,201 beyond it that could be put to work for longer-term goals.",
    });
    for (const months of [7, 0, "6", 6.5, null]) {
      const refused = await silver.call("/api/budgeting/cash/reserve", { body: { months } });
      expect(refused.status, String(months)).toBe(422);
    }
    expect((await silver.call("/api/budgeting/cash/reserve", { body: { months: 6, extra: 1 } })).status).toBe(422);
    const [row] = await t.database.db.select({ months: budgetSettings.reserveMonths }).from(budgetSettings).where(eq(budgetSettings.userId, await userId(silver.username)));
    expect(row!.months).toBe(12);
  });
});
