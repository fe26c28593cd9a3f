import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessTaxResponseSchema } from "../../../core/contracts/tax";
import { BUSINESS_TAX_MESSAGES } from "../../../core/messages/tax";
import { estimateBusinessTax, EXPENSE_CATEGORIES, REVENUE_CATEGORIES, type BusinessInput } from "../../../core/tax/business";
import { jobs, notifications, users } from "../../db/schema";
import { runDueJobs } from "../../platform/jobs";
import { openTestApi, signInDemoMembers } from "../../../tests/support/test-api";
import { reminderTimes, scheduleReminders, taxJobHandlers, TAX_REMINDER_JOB } from "./business";

let t: Awaited<ReturnType<typeof openTestApi>>;
let tokens: Map<string, string>;

beforeAll(async () => {
  t = await openTestApi();
  tokens = await signInDemoMembers(t, ["gold", "platinum"]);
});
afterAll(() => t.database.close());

const call = (path: string, tier: string, body: unknown) =>
  t.api.request(path, { method: "POST", headers: { "Content-Type": "application/json", Authorization: `Bearer ${tokens.get(tier)}` }, body: JSON.stringify(body) });

// 500,000 − 300,000 − 50,000 = 150,000 of profit; 21 % = 31,500.
const C_CORP = { taxYear: 2026, entity: "c_corporation", revenue: { sales: "500000" }, expenses: { costOfGoods: 300000, wages: 50000 }, priorYearTax: 20000 };

const zeros = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
const INPUT: BusinessInput = {
  taxYear: 2026, entity: "sole_proprietorship", filingStatus: "single", otherWages: 0, withholding: 0, reasonableSalary: 0, ownershipShareBp: 10_000, priorYearTax: 1_000_000, priorYearAgi: 10_000_000,
  revenue: { ...zeros(REVENUE_CATEGORIES), services: 10_000_000 }, expenses: zeros(EXPENSE_CATEGORIES),
};

describe("POST /api/tax/business/estimate and /reminders", () => {
  it("unlock at Platinum: a Gold member gets 403 TierRequired", async () => {
    for (const path of ["/api/tax/business/estimate", "/api/tax/business/reminders"]) {
      const response = await call(path, "gold", C_CORP);
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ errorCode: "TierRequired", data: { feature: "business-tax", requiredTier: "Platinum" } });
    }
  });

  it("answers the profit, the corporate tax and the four payments", async () => {
    const response = await call("/api/tax/business/estimate", "platinum", C_CORP);
    expect(response.status).toBe(200);
    const data = businessTaxResponseSchema.parse((await response.json()).data);
    expect(data).toMatchObject({ profit: "150000.00", corporateTax: "31500.00", safeHarbour: { rule: "prior-year-100", required: "20000.00" } });
    expect(data.payments).toEqual([
      { quarter: 1, dueDate: "2026-04-15", amount: "5000.00" },
      { quarter: 2, dueDate: "2026-06-15", amount: "5000.00" },
      { quarter: 3, dueDate: "2026-09-15", amount: "5000.00" },
      { quarter: 4, dueDate: "2026-12-15", amount: "5000.00" },
    ]);
    expect(data.reminders).toBeUndefined();
  });

  it("refuses unknown fields and a bad share with 422", async () => {
    const response = await call("/api/tax/business/estimate", "platinum", { ...C_CORP, entity: "trust", expenses: { yacht: 1 }, ownershipShare: "101" });
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.message).toContain("entity:");
    expect(body.message).toContain("expenses.yacht: Unknown field");
    expect(body.message).toContain(`ownershipShare: ${BUSINESS_TAX_MESSAGES.ownershipShare}`);
  });

  it("schedules a reminder a week before each due date still ahead, once per quarter", async () => {
    const response = await call("/api/tax/business/reminders", "platinum", C_CORP);
    expect(response.status).toBe(200);
    const data = businessTaxResponseSchema.parse((await response.json()).data);
    const again = businessTaxResponseSchema.parse((await (await call("/api/tax/business/reminders", "platinum", C_CORP)).json()).data);
    expect(again.reminders).toEqual(data.reminders);
    const queued = await t.database.db.select().from(jobs).where(eq(jobs.kind, TAX_REMINDER_JOB));
    expect(queued).toHaveLength(data.reminders!.length);
  });
});

describe("the reminders", () => {
  it("fall a week before each due date at 14:00 UTC; a date under a week away is reminded now, a past one not", () => {
    const payments = estimateBusinessTax(INPUT).payments;
    const now = new Date("2026-06-10T09:00:00Z");
    expect(reminderTimes(payments, now).map((r) => [r.quarter, r.remindAt.toISOString()])).toEqual([
      [2, "2026-06-10T09:00:00.000Z"],
      [3, "2026-09-08T14:00:00.000Z"],
      [4, "2027-01-08T14:00:00.000Z"],
    ]);
  });

  it("leave a notification naming the payment when their job runs", async () => {
    const [member] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, "demogold"));
    const result = estimateBusinessTax(INPUT);
    // Scheduled as if it were early April 2026: the first reminder (April 8) is due by the real clock.
    const planned = await scheduleReminders(t.database.db, member!.id, INPUT, result, new Date("2026-04-01T00:00:00Z"));
    expect(planned.map((p) => p.quarter)).toEqual([1, 2, 3, 4]);
    await runDueJobs({ db: t.database.db, handlers: taxJobHandlers(), worker: "test", limit: 10 });
    const sent = await t.database.db.select().from(notifications).where(and(eq(notifications.userId, member!.id), eq(notifications.topic, "tax-payment-reminder")));
    // 100 % of last year's $10,000 is below 90 % of this year's tax: $2,500.00 a quarter.
    expect(sent.map((n) => n.title)).toContain("Estimated tax payment due 2026-04-15");
    expect(sent.find((n) => n.title.includes("2026-04-15"))!.body).toContain("$2,500.00");
  });
});
