import { describe, expect, it } from "vitest";
import { deferredCompensationResponseSchema } from "../../../core/contracts/deferred-compensation";
import { DEFERRED_DISCLAIMER, DEFERRED_FIELD, DEFERRED_FINDINGS as F, DEFERRED_STEPS } from "../../../core/messages/deferred-compensation";
import { DEFERRED_COMPENSATION_QUERY } from "../../../tests/support/deferred-compensation-query";
import { demoMemberSuite, expectTierGate } from "../../../tests/support/member-suite";

const suite = demoMemberSuite(["diamond", "emerald"]);
const PATH = "/api/retirement/deferred-compensation";
const plan = async (change: Record<string, string>) => {
  const response = await suite.get(PATH, { ...DEFERRED_COMPENSATION_QUERY, ...change }, "emerald");
  expect(response.status).toBe(200);
  return deferredCompensationResponseSchema.parse((await response.json()).data);
};

// Single, 2026, $60,000 of other income: taxable 43,900, tax 5,020, 6,500 left in the 12 % band.
// A payment P in the 22 % band adds 780 + 22 % × (P − 6,500) = 22 % × P − 650.

describe("GET /api/retirement/deferred-compensation", () => {
  it("needs a session and Emerald (executive accounts)", () =>
    expectTierGate((tier) => suite.get(PATH, DEFERRED_COMPENSATION_QUERY, tier), "diamond", { feature: "executive-accounts", requiredTier: "Emerald" }));

  it("compares a lump sum with 5, 10 and 15 yearly installments (worked by hand)", async () => {
    const data = await plan({});
    expect(data.inputs).toEqual({ balance: "500000.00", growth: 0, income: "60000.00", plan: 10, year: 2026, status: "single" });
    // Lump sum: taxable 543,900, tax 159,134.25, so 154,114.25 more (30.82 %), at 35 %. Five of
    // $100,000: 22,114 each (24 %). Ten of $50,000: 10,350 each (22 %). Fifteen of $33,333.33 or .34:
    // taxable 77,233.33 or .34, 22 % × 26,833.33(.34) = 5,903.33 either way, so 6,683.33 each,
    // 100,249.95 in all, 20.05 %.
    expect(data.elections).toEqual([
      { installments: 1, label: "Lump sum", paid: "500000.00", tax: "154114.25", afterTax: "345885.75", averageRate: 30.82, topBracket: 35 },
      { installments: 5, label: "5 yearly installments", paid: "500000.00", tax: "110570.00", afterTax: "389430.00", averageRate: 22.11, topBracket: 24 },
      { installments: 10, label: "10 yearly installments", paid: "500000.00", tax: "103500.00", afterTax: "396500.00", averageRate: 20.7, topBracket: 22 },
      { installments: 15, label: "15 yearly installments", paid: "500000.00", tax: "100249.95", afterTax: "399750.05", averageRate: 20.05, topBracket: 22 },
    ]);
    expect(data.years).toHaveLength(10);
    expect(data.years[0]).toEqual({ year: 1, payment: "50000.00", tax: "10350.00", afterTax: "39650.00", bracket: 22 });
    expect(data.findings).toEqual([F.least(15, 10_024_995, 2_005, 15_411_425, 3_082), F.brackets(10, 2_200, 3_500), F.sourceState, F.creditRisk]);
    expect(data.findings[0]).toBe("15 yearly installments pay the least federal income tax: $100,250, 20.05% of what they pay, against $154,114 (30.82%) on a lump sum.");
    expect(data.steps).toEqual([...DEFERRED_STEPS]);
    expect(data.disclaimer).toBe(DEFERRED_DISCLAIMER);
  });

  it("credits earnings on what is still owed and says what they add", async () => {
    const data = await plan({ balance: "100000", growth: "5", plan: "5" });
    const five = data.elections.find((e) => e.installments === 5)!;
    // $100,000 at 5 % over five: 20,000; 80,000 → 84,000, a quarter 21,000; 63,000 → 66,150, a third 22,050;
    // 44,100 → 46,305, half 23,152.50; 23,152.50 → 24,310.13 (half up); 110,512.63 in all.
    expect(data.years.map((y) => y.payment)).toEqual(["20000.00", "21000.00", "22050.00", "23152.50", "24310.13"]);
    expect(five.paid).toBe("110512.63");
    expect(data.findings).toContain(F.growth(5, 500, 11_051_263, 1_051_263));
    expect(data.findings).not.toContain(F.sourceState);
  });

  it("says so when a lump sum costs no more", async () => {
    // $1,000,000 of other income is in the 37 % bracket already: every dollar paid is taxed at 37 %.
    const data = await plan({ income: "1000000" });
    expect(new Set(data.elections.map((e) => e.averageRate))).toEqual(new Set([37]));
    expect(data.findings[0]).toBe(F.lumpLeast);
  });

  it("refuses bad input on its field and answers nothing else", async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ balance: "" }, "balance: is required"],
      [{ balance: "0" }, "balance: must be at least 1"],
      [{ balance: "12.345" }, "balance:"],
      [{ growth: "16" }, "growth: must be at most 15"],
      [{ income: "-1" }, "income: must be at least 0"],
      [{ plan: "7" }, `plan: ${DEFERRED_FIELD.plan}`],
      [{ status: "x" }, `status: ${DEFERRED_FIELD.status}`],
      [{ year: "2030" }, "year: must be one of 2025, 2026"],
    ];
    for (const [change, message] of cases) {
      const response = await suite.get(PATH, { ...DEFERRED_COMPENSATION_QUERY, ...change }, "emerald");
      expect(response.status, message).toBe(400);
      expect((await response.json()).message).toContain(message);
    }
  });
});
