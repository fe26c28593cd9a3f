import { eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import { investmentPrices, users } from "../../api/db/schema";
import { investmentJobHandlers } from "../../api/modules/investment/execution";
import { ensurePrices } from "../../api/modules/investment/prices";
import { investorJobHandlers } from "../../api/modules/investor/transfers";
import { runDueJobs } from "../../api/platform/jobs";
import { nextBusinessDay } from "../../core/trading";
import { openTestApi, registerAndSignIn } from "./test-api";

// Trading's API tests: a funded member with an open account, closes set by hand, and the due jobs run.

export type TestApi = Awaited<ReturnType<typeof openTestApi>>;
export type Investor = Awaited<ReturnType<typeof registerAndSignIn>> & { id: number; bankId: number };

export const data = async (response: Response) => ((await response.json()) as { data: any }).data;
export const body = async (response: Response) => (await response.json()) as { success: boolean; message?: string; errorCode?: string; data: any };

/** Runs every due job (settlements, order executions, price days) until none is due. */
export async function runJobs(t: TestApi) {
  for (;;) {
    const summary = await runDueJobs({ db: t.database.db, handlers: { ...investorJobHandlers(), ...investmentJobHandlers() }, worker: "test", limit: 100 });
    if (summary.claimed === 0) return;
  }
}

let keySeq = 0;

/** A member with an open account, a linked bank and `dollars` of settled cash; with the assessment answered most cautiously (conservative) unless `assessed` is false. */
export async function fundedInvestor(t: TestApi, dollars: string, options: { assessed?: boolean } = {}): Promise<Investor> {
  const m = await registerAndSignIn(t, "trader");
  expect((await m.call("/api/investor/account/open", { method: "POST" })).status).toBe(200);
  const bank = await data(await m.call("/api/investor/banks", { body: { holderName: "Ada Lovelace", routingNumber: "021000021", accountNumber: "000123456789", accountType: "checking" } }));
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, m.username));
  if (dollars !== "0") {
    const deposit = await m.call("/api/investor/transfers", { body: { bankId: bank.id, direction: "deposit", amount: dollars, idempotencyKey: `fund-${Date.now().toString(36)}-${keySeq++}` } });
    expect(deposit.status).toBe(201);
    await runJobs(t);
  }
  if (options.assessed !== false) {
    const { qToken, questions } = await data(await m.call("/api/investment/assessment/q_token"));
    const answers = Object.fromEntries((questions as Array<{ id: string; options: Array<{ value: string }> }>).map((q) => [q.id, q.options[0]!.value]));
    expect((await m.call("/api/investment/assessment", { body: { qToken, answers } })).status).toBe(200);
  }
  return { ...m, id: user!.id, bankId: bank.id };
}

/** Sets a product's next close by hand (the business day after the latest stored), so fills happen at a known price. */
export async function setNextClose(t: TestApi, productId: string, closeTicks: number): Promise<string> {
  await ensurePrices(t.database.db);
  const [latest] = await t.database.db.select({ date: sql<string>`max(${investmentPrices.date})::text` }).from(investmentPrices).where(eq(investmentPrices.productId, productId));
  const date = nextBusinessDay(latest!.date);
  await t.database.db.insert(investmentPrices).values({ productId, date, closeTicks });
  return date;
}

/** Counts of the tables a refused request must not touch. */
export async function tableCounts(t: TestApi): Promise<string> {
  const result = await t.database.db.execute(
    sql`select (select count(*) from investment_orders) as o, (select count(*) from ledger_postings) as p, (select count(*) from jobs) as j, (select count(*) from investment_station_items) as s, (select count(*) from investment_lots) as l, (select count(*) from notifications) as n`,
  );
  return JSON.stringify((result as unknown as { rows: unknown[] }).rows);
}
