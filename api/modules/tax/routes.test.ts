import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { taxEstimateResponseSchema } from "../../../core/contracts/tax";
import { openTestApi, signInDemoMembers } from "../../../tests/support/test-api";

let t: Awaited<ReturnType<typeof openTestApi>>;
let tokens: Map<string, string>;

beforeAll(async () => {
  t = await openTestApi();
  tokens = await signInDemoMembers(t, ["silver", "gold", "painite"]);
});
afterAll(() => t.database.close());

const estimate = (body: unknown, tier?: string, raw?: string) =>
  t.api.request("/api/tax/estimate", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(tier ? { Authorization: `Bearer ${tokens.get(tier)}` } : {}) },
    body: raw ?? JSON.stringify(body),
  });

// The reference's worked case: 2025, single, wages $85,000 → taxable income $69,250, tax $10,149.
const WORKED = { taxYear: 2025, filingStatus: "single", income: { wages: 85000 }, payments: { withholding: "10000.00" } };

describe("POST /api/tax/estimate", () => {
  it("needs a session: 401 NotLogin signed out", async () => {
    const response = await estimate(WORKED);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ success: false, errorCode: "NotLogin" });
  });

  it("unlocks at Gold: 403 TierRequired below it, with no figures", async () => {
    const response = await estimate(WORKED, "silver");
    expect(response.status).toBe(403);
    const body = await response.json();
    expect(body).toMatchObject({ success: false, errorCode: "TierRequired", data: { feature: "individual-tax", requiredTier: "Gold" } });
    expect(body.data.totalTax).toBeUndefined();
  });

  it("answers a Gold member with the estimate, money as decimal strings", async () => {
    const response = await estimate(WORKED, "gold");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.success).toBe(true);
    const data = taxEstimateResponseSchema.parse(body.data);
    expect(data).toMatchObject({
      agi: "85000.00",
      deductionType: "standard",
      deduction: "15750.00",
      taxableIncome: "69250.00",
      ordinaryIncomeTax: "10149.00",
      capitalGainsTax: "0.00",
      totalTax: "10149.00",
      totalPayments: "10000.00",
      refundOrBalanceDue: "-149.00",
      marginalRate: "0.2200",
      effectiveRate: "0.1194",
    });
    expect(data.lines.find((line) => line.key === "ordinaryTax")?.text).toContain("$10,149.00");
    // Higher tiers include Gold's features.
    expect((await estimate(WORKED, "painite")).status).toBe(200);
  });

  it("refuses unknown fields with 422, naming each", async () => {
    const response = await estimate({ ...WORKED, bonus: 1, income: { wages: 1, tips: 2 }, itemized: { charity: 5 } }, "gold");
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body).toMatchObject({ success: false, errorCode: "ValidationFailed" });
    expect(body.message).toContain("bonus: Unknown field");
    expect(body.message).toContain("income.tips: Unknown field");
    expect(body.message).toContain("itemized.charity: Unknown field");
    expect(body.data.issues).toEqual(
      expect.arrayContaining([
        { field: "bonus", message: "Unknown field" },
        { field: "income.tips", message: "Unknown field" },
      ]),
    );
  });

  it("refuses bad amounts with 422: three decimals, negative, not a number", async () => {
    const cases: Array<[unknown, string, string]> = [
      [{ wages: "1.234" }, "income.wages", "at most 2 decimals"],
      [{ wages: 1.234 }, "income.wages", "at most 2 decimals"],
      [{ taxableInterest: -5 }, "income.taxableInterest", "must not be negative"],
      [{ otherIncome: "12,000" }, "income.otherIncome", "amount in dollars"],
      [{ wages: true }, "income.wages", "amount in dollars"],
      [{ wages: 1e12 }, "income.wages", "at most 1,000,000,000"],
      [{ ordinaryDividends: 100, qualifiedDividends: 200 }, "income.qualifiedDividends", "not be more than ordinaryDividends"],
    ];
    for (const [income, field, words] of cases) {
      const response = await estimate({ ...WORKED, income }, "gold");
      expect(response.status, JSON.stringify(income)).toBe(422);
      const body = await response.json();
      expect(body.message).toContain(field);
      expect(body.message).toContain(words);
    }
    for (const body of [{ ...WORKED, taxYear: 2024 }, { ...WORKED, filingStatus: "married" }, { ...WORKED, dependents: { qualifyingChildren: 1.5 } }, { filingStatus: "single" }, []]) {
      expect((await estimate(body, "gold")).status, JSON.stringify(body)).toBe(422);
    }
  });

  it("takes losses as negative capital gains, and decimal strings or numbers alike", async () => {
    const response = await estimate({ taxYear: 2026, filingStatus: "single", income: { wages: "50000", shortTermCapitalGains: "-5000.50" } }, "gold");
    expect(response.status).toBe(200);
    const data = taxEstimateResponseSchema.parse((await response.json()).data);
    // $50,000 − $3,000 (the loss limit) = $47,000 AGI.
    expect(data.agi).toBe("47000.00");
  });

  it("answers 400 to a body that is not JSON", async () => {
    expect((await estimate(undefined, "gold", "{not json")).status).toBe(400);
  });
});
