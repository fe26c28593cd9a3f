import { describe, expect, it } from "vitest";
import { withholdingResponseSchema } from "../../../core/contracts/tax-withholding";
import { todayIn } from "../../../core/planning/dates";
import { estimatedPaymentDates } from "../../../core/tax/estimated-tax";
import { demoMemberSuite, expectTierGate } from "../../../tests/support/member-suite";
import { defaultTaxYear } from "../../../core/tax/withholding";

const suite = demoMemberSuite(["passengers", "bronze"]);

const PATH = "/api/tax/calculators/withholding";
const get = (fields: Record<string, string | number>, tier: string | null = "bronze") => suite.get(PATH, fields, tier);

// core/tax/withholding.test.ts's first case: 2026, single, $85,000 of wages, $8,000 withheld and two paychecks of $400 left.
const CASE = { year: 2026, status: "single", wages: "85000", withheld: "8000", perPaycheck: "400", paychecksLeft: 2 };

describe("GET /api/tax/calculators/withholding", () => {
  it("needs a session (401) and Bronze (403 TierRequired for a Passenger)", () =>
    expectTierGate((tier) => get(CASE, tier ?? null), "passengers", { feature: "calculators", requiredTier: "Bronze" }));

  it("answers the hand-computed check, the due dates still ahead of today and the what-ifs", async () => {
    const response = await get({ ...CASE, bonus: "5000", side: "10000" });
    expect(response.status).toBe(200);
    const data = withholdingResponseSchema.parse((await response.json()).data);
    const today = todayIn("UTC");
    expect(data.today).toBe(today);
    expect(data.estimate).toMatchObject({ taxableIncome: "68900.00", totalTax: "9870.00", totalPayments: "8800.00", refundOrBalanceDue: "-1070.00", marginalRate: "0.2200" });
    expect(data.projectedWithholding).toBe("8800.00");
    expect(data.safeHarbour).toEqual({ rule: "current-year-90", text: "90 % of this year's projected tax", required: "8883.00", paid: "8800.00", shortfall: "83.00" });
    expect(data).toMatchObject({ underPenaltyFloor: false, addPerPaycheckToOweNothing: "535.00", addPerPaycheckForSafeHarbour: "42.00", lessPerPaycheck: null });
    const ahead = estimatedPaymentDates(2026).filter((date) => date >= today);
    expect(data.instalments.map((i) => i.dueDate)).toEqual(ahead);
    expect(data.dueDatesPassed).toBe(4 - ahead.length);
    expect(data.scenarios.map((s) => [s.key, s.title, s.totalTax, s.difference, s.taxChange])).toEqual([
      ["as-entered", "Your figures", "9870.00", "-1070.00", "0.00"],
      ["bonus", "With the bonus", "10970.00", "-1070.00", "1100.00"],
      ["side-business", "With the side business", "12918.62", "-4118.62", "3048.62"],
      ["both", "With the bonus and the side business", "14018.62", "-4118.62", "4148.62"],
    ]);
    expect(data.assumptions.join(" ")).toContain("flat 22 % supplemental rate");
    expect(data.assumptions.join(" ")).toContain("Without last year's tax, only the 90 % rule is checked.");
    expect(data.inputs).toMatchObject({ year: 2026, wages: "85000.00", priorTax: null, bonus: "5000.00", side: "10000.00" });
  });

  it("takes this year (or the latest with tables) when no year is named, and a past year has no due date left", async () => {
    const data = withholdingResponseSchema.parse((await (await get({ wages: "50000" })).json()).data);
    expect(data.inputs.year).toBe(defaultTaxYear(todayIn("UTC")));
    expect(data.scenarios).toHaveLength(1);
    const past = withholdingResponseSchema.parse((await (await get({ ...CASE, year: 2025 })).json()).data);
    expect(past.instalments).toEqual([]);
    expect(past.dueDatesPassed).toBe(4);
  });

  it("refuses bad input with the field's words", async () => {
    const refusals: Array<[Record<string, string | number>, string]> = [
      [{ status: "single" }, "wages: is required"],
      [{ ...CASE, wages: "-1" }, "wages: must be at least 0"],
      [{ ...CASE, wages: "12.345" }, "wages:"],
      [{ ...CASE, year: 2019 }, "year: must be one of 2025, 2026"],
      [{ ...CASE, status: "married" }, "status: must be one of the filing statuses listed"],
      [{ ...CASE, seniors: 2 }, "seniors: must be 0 or 1 unless you are married filing jointly"],
      [{ ...CASE, paychecksLeft: 54 }, "paychecksLeft: must be at most 53"],
      [{ ...CASE, paychecksLeft: "1.5" }, "paychecksLeft: must be a whole number"],
      [{ ...CASE, children: "x" }, "children: must be a number"],
      [{ ...CASE, bonus: "100000001" }, "bonus: must be at most 100,000,000"],
    ];
    for (const [fields, message] of refusals) {
      const response = await get(fields);
      expect(response.status, JSON.stringify(fields)).toBe(400);
      const body = await response.json();
      expect(body).toMatchObject({ success: false, errorCode: "BadRequest" });
      expect(body.message).toContain(message);
    }
    const joint = await get({ ...CASE, status: "married_filing_jointly", seniors: 2 });
    expect(joint.status).toBe(200);
  });
});
