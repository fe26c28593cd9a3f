import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApi, signInDemoMembers } from "../../tests/support/test-api";
import { webClientOn } from "../../tests/support/contract-client";
import { estimateBusiness, scheduleBusinessReminders } from "./tax-business.server";
import { amendTaxReturn, getTaxReturn, saveTaxReturn, submitTaxReturn } from "./tax.server";
import { readStep } from "~/utils/tax-filing";

// The web client's tax calls against the real API: each answer parses with its contract
// (core/contracts/tax.ts), so a drifting shape fails here.

let t: Awaited<ReturnType<typeof openTestApi>>;
let tokens: Map<string, string>;
beforeAll(async () => {
  t = await openTestApi();
  tokens = await signInDemoMembers(t, ["platinum"]);
});
afterAll(() => t.database.close());

describe("the tax contracts on the real API", () => {
  it("saves the wizard's steps as the forms read them, submits, and amends", async () => {
    const member = webClientOn(t, { token: tokens.get("platinum")! });
    expect((await getTaxReturn(member, 2026)).saved).toBe(false);
    const status = readStep("status", { filingStatus: "single", "taxpayer.firstName": "Ada", "taxpayer.lastName": "Lovelace", "taxpayer.ssn": "123-45-6789", "taxpayer.dateOfBirth": "1990-01-31" });
    const income = readStep("income", { "income.w2.rows": "1", "income.w2.0.employer": "Analytical Engines", "income.w2.0.wages": "$85,000", "income.w2.0.withheld": "10,000" });
    if (!status.ok || !income.ok) throw new Error("the forms should read");
    await saveTaxReturn(member, 2026, status.body);
    const saved = await saveTaxReturn(member, 2026, income.body);
    // 2026 single: $85,000 less the $16,100 standard deduction = $68,900 taxable.
    expect(saved.estimate.taxableIncome).toBe("68900.00");
    expect(saved.issues).toEqual([]);
    const submitted = await submitTaxReturn(member, 2026);
    expect(submitted.status).toBe("submitted");
    const draft = await amendTaxReturn(member, 2026);
    expect(draft.amends).toBe(submitted.confirmationNumber);
  });

  it("figures business tax and schedules its reminders", async () => {
    const member = webClientOn(t, { token: tokens.get("platinum")! });
    const body = { taxYear: 2026, entity: "c_corporation", revenue: { sales: "100000" } } as const;
    expect((await estimateBusiness(member, body)).corporateTax).toBe("21000.00");
    const scheduled = await scheduleBusinessReminders(member, body);
    expect(scheduled.data.reminders).toBeDefined();
    expect(scheduled.message).toBeTruthy();
  });
});
