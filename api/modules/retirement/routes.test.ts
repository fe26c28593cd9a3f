import { describe, expect, it } from "vitest";
import { retirementMixResponseSchema } from "../../../core/contracts/retirement-investments";
import { RETIREMENT_MIX_FINDINGS as F, WITHDRAWAL_OPTIONS } from "../../../core/messages/retirement-investments";
import { RETIREMENT_MIX_QUERY } from "../../../tests/support/retirement-mix-query";
import { demoMemberSuite, expectTierGate } from "../../../tests/support/member-suite";

const suite = demoMemberSuite(["silver", "gold"]);

const review = (query: Record<string, string>, tier?: string) => suite.get("/api/retirement/investment-review", query, tier);

describe("GET /api/retirement/investment-review", () => {
  it("needs a session and Gold (investment analysis)", () => expectTierGate((tier) => review(RETIREMENT_MIX_QUERY, tier), "silver", { feature: "investment-analysis", requiredTier: "Gold" }));

  it("sets the mix against the glide path, the costs against index funds, and the order of returns (worked by hand)", async () => {
    const response = await review(RETIREMENT_MIX_QUERY, "gold");
    expect(response.status).toBe(200);
    const data = retirementMixResponseSchema.parse((await response.json()).data);
    expect(data.inputs).toEqual({ age: 57, retireAge: 67, balance: "100000.00", stocks: 80, bonds: 15, cash: 5, employerStock: 20, fee: 1 });
    // Ten years out: 50 + 40 × 10 ÷ 25 = 66 % in stocks, 56 to 76; 80 is above. The mix earns
    // 80 % × 7 + 15 % × 4 + 5 % × 3 = 6.35 %.
    expect(data).toMatchObject({ yearsToRetirement: 10, target: { stocks: 66, low: 56, high: 76 }, position: "above", expectedReturn: 6.35 });
    // 100,000 × ((1 + 0.0635 ÷ 12)(1 − 0.01 ÷ 12))^120 = 170,452.0960 → 170,452.10; at 0.1 %:
    // 186,511.9979 → 186,512.00; 16,059.90 less. This year 1 % = 1,000.00.
    expect(data.fees).toEqual({ yearly: "1000.00", years: 10, balance: "170452.10", lowCostBalance: "186512.00", lowCostFee: 0.1, cost: "16059.90" });
    expect(data.employer).toEqual({ amount: "20000.00", limit: 10 });
    // Losses first: 90,000 × (1 − 15.25 %) = 76,275.00 (stocks −20 %: 80 % × −20 + 0.6 + 0.15);
    // then 66,275 × (1 − 7.25 %) = 61,470.06. Losses last: 90,000 × 1.1035 = 99,315.00 (stocks +12 %).
    expect(data.sequence.stockReturns).toEqual([-20, -10, 15, 12, 9, 11, 13, 8, 10, 12]);
    expect(data.sequence.years.slice(0, 3)).toEqual([
      { year: 0, lossesFirst: "100000.00", lossesLast: "100000.00" },
      { year: 1, lossesFirst: "76275.00", lossesLast: "99315.00" },
      { year: 2, lossesFirst: "61470.06", lossesLast: "97130.06" },
    ]);
    expect(data.sequence.years).toHaveLength(11);
    expect(data.sequence.years[10]).toEqual({ year: 10, lossesFirst: "6841.37", lossesLast: "50060.88" });
    expect(data.sequence).toMatchObject({ withdrawal: "10000.00", withoutWithdrawals: "165303.03" });
    expect(data.findings).toEqual([
      F.above(8_000, 6_600, 1_000, 10),
      F.fees(100, 100_000, 10, 1_605_990, 10),
      F.employer(2_000, 2_000_000, 10),
      F.sequence(1_000_000, 684_137, 5_006_088, 16_530_303),
    ]);
    expect(data.findings[0]).toBe(
      "Your 80% in stocks is above the usual range for 10 years to retirement, about 66% (56% to 76%): a fall in stocks near retirement would leave little time to recover before the money is needed.",
    );
    expect(data.withdrawalOptions).toEqual([...WITHDRAWAL_OPTIONS]);
  });

  it("in retirement: the glide path goes on falling, costs over ten years, 4 % withdrawn unless given", async () => {
    const data = retirementMixResponseSchema.parse(
      (await (await review({ age: "70", retireAge: "65", balance: "500000", stocks: "40", bonds: "50", cash: "10", fee: "0.05" }, "gold")).json()).data,
    );
    // Five years in: 50 − 5 = 45 %, 35 to 55; 40 is within. Costs as low as index funds'.
    expect(data).toMatchObject({ yearsToRetirement: -5, target: { stocks: 45, low: 35, high: 55 }, position: "within" });
    expect(data.fees).toMatchObject({ years: 10, yearly: "250.00" });
    expect(data.sequence.withdrawal).toBe("20000.00");
    expect(data.findings[0]).toBe(F.within(4_000, 4_500, 1_000, -5));
    expect(data.findings[1]).toBe(F.feesLow(5, 25_000));
    expect(data.findings.some((f) => f.includes("employer"))).toBe(false);
    // Far from retirement with a fifth in cash: named.
    const young = retirementMixResponseSchema.parse((await (await review({ age: "30", balance: "50000", stocks: "70", bonds: "10", cash: "20", fee: "0.5" }, "gold")).json()).data);
    expect(young).toMatchObject({ yearsToRetirement: 37, target: { stocks: 90, low: 80, high: 100 }, position: "below" });
    expect(young.findings).toContain(F.cash(2_000, 37));
  });

  it("refuses bad input on its field and answers nothing else", async () => {
    const base = { age: "50", balance: "100000", stocks: "60", bonds: "40", fee: "0.5" };
    const cases: Array<[Record<string, string>, string]> = [
      [{ ...base, age: "" }, "age: is required"],
      [{ ...base, age: "17" }, "age: must be at least 18"],
      [{ ...base, balance: "" }, "balance: is required"],
      [{ ...base, stocks: "" }, "stocks: is required"],
      [{ ...base, bonds: "30" }, "stocks: must make 100% with bonds and cash"],
      [{ ...base, employerStock: "61" }, "employerStock: must be at most the share in stocks"],
      [{ ...base, fee: "" }, "fee: is required"],
      [{ ...base, fee: "3.5" }, "fee: must be at most 3"],
      [{ ...base, stocks: "60.555", bonds: "39.445" }, "stocks: must have at most 2 decimals"],
      [{ ...base, retireAge: "90" }, "retireAge: must be at most 80"],
      [{ ...base, withdrawal: "-1" }, "withdrawal:"],
    ];
    for (const [query, message] of cases) {
      const response = await review(query, "gold");
      expect(response.status, message).toBe(400);
      expect((await response.json()).message).toContain(message);
    }
  });
});
