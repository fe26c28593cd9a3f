import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openTestApi, signInDemoMembers } from "../../tests/support/test-api";
import { investmentLots, users } from "../db/schema";
import { ledgerTotalCents } from "../modules/investor/ledger";
import { seedDemoMembers } from "./demo-members";
import { DEMO_PORTFOLIO_LOTS, DEMO_PORTFOLIO_MEMBER } from "./demo-portfolio";

// The Platinum demo member holds real securities: 50 lots bought over five years through the live
// booking, total assets still inside Platinum, the ledger balanced, and a second seed keeps them.

let t: Awaited<ReturnType<typeof openTestApi>>;
beforeAll(async () => {
  t = await openTestApi({ fundsSettlementSeconds: 0 });
});
afterAll(() => t.database.close());

const lotsOf = async (userId: number) => t.database.db.select().from(investmentLots).where(eq(investmentLots.userId, userId));

it("gives the Platinum member five years of real holdings, and a second seed keeps them", { timeout: 120_000 }, async () => {
  const tokens = await signInDemoMembers(t, ["platinum"]);
  const [member] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, DEMO_PORTFOLIO_MEMBER));
  const lots = await lotsOf(member!.id);
  expect(lots).toHaveLength(DEMO_PORTFOLIO_LOTS);
  const days = lots.map((l) => l.acquiredOn).sort();
  const spanDays = (Date.parse(days.at(-1)!) - Date.parse(days[0]!)) / 86_400_000;
  expect(spanDays).toBeGreaterThan(4 * 365);

  const call = (path: string) => t.api.request(path, { headers: { Authorization: `Bearer ${tokens.get("platinum")}` } });
  const account = ((await (await call("/api/investor/account")).json()) as { data: { totalAssets: string; memberLevel: number; holdings: string } }).data;
  // Platinum is $500,000 to $1,000,000 of assets; the buys were sized to stay near $750,000 today.
  expect(account.memberLevel).toBe(5);
  expect(Number(account.totalAssets)).toBeGreaterThan(700_000);
  expect(Number(account.totalAssets)).toBeLessThan(800_000);

  const portfolio = ((await (await call("/api/investment/portfolio")).json()) as { data: { holdings: Array<{ lots: unknown[] }> } }).data;
  expect(portfolio.holdings.reduce((n, h) => n + h.lots.length, 0)).toBe(DEMO_PORTFOLIO_LOTS);
  expect(await ledgerTotalCents(t.database.db)).toBe(0);
  // No "order filled" message for the seeded buys.
  const messages = await t.database.db.execute(sql`select count(*)::int as n from notifications where user_id = ${member!.id} and topic = 'order-filled'`);
  expect((messages as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(0);

  await seedDemoMembers(t.database.db);
  expect(await lotsOf(member!.id)).toHaveLength(DEMO_PORTFOLIO_LOTS);
});
