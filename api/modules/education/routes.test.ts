import { describe, expect, it } from "vitest";
import { educationMixResponseSchema } from "../../../core/contracts/education-investments";
import { EDUCATION_MIX_FINDINGS as F, EDUCATION_PLAN_NOTES } from "../../../core/messages/education-investments";
import { EDUCATION_MIX_QUERY } from "../../../tests/support/education-mix-query";
import { demoMemberSuite, expectTierGate } from "../../../tests/support/member-suite";

const suite = demoMemberSuite(["silver", "gold"]);

const review = (query: Record<string, string>, tier?: string) => suite.get("/api/education/investment-review", query, tier);

describe("GET /api/education/investment-review", () => {
  it("needs a session and Gold (investment analysis)", () => expectTierGate((tier) => review(EDUCATION_MIX_QUERY, tier), "silver", { feature: "investment-analysis", requiredTier: "Gold" }));

  it("sets the mix against the age-based path and the costs against index funds to enrollment (worked by hand)", async () => {
    const response = await review(EDUCATION_MIX_QUERY, "gold");
    expect(response.status).toBe(200);
    const data = educationMixResponseSchema.parse((await response.json()).data);
    expect(data.inputs).toEqual({ age: 8, enrollAge: 18, balance: "30000.00", monthly: "200.00", stocks: 90, bonds: 10, cash: 0, fee: 0.5 });
    // Ten years out: 10 + 5 × 10 = 60 % in stocks, 50 to 70; 90 is above. The mix earns
    // 90 % × 7 + 10 % × 4 = 6.7 %.
    expect(data).toMatchObject({ yearsToEnrollment: 10, target: { stocks: 60, low: 50, high: 70 }, position: "above", expectedReturn: 6.7 });
    expect(data.path).toHaveLength(11);
    expect(data.path.slice(0, 3)).toEqual([
      { age: 8, stocks: 60 },
      { age: 9, stocks: 55 },
      { age: 10, stocks: 50 },
    ]);
    expect(data.path.at(-1)).toEqual({ age: 18, stocks: 10 });
    // k = (1 + 0.067 ÷ 12)(1 − 0.005 ÷ 12); 30,000 k^120 + 200 (k^120 − 1) ÷ (k − 1) = 88,792.4630 →
    // 88,792.46; at 0.1 %: 91,799.9817 → 91,799.98; 3,007.52 less. This year 0.5 % of 30,000 = 150.00.
    expect(data.fees).toEqual({ yearly: "150.00", years: 10, balance: "88792.46", lowCostBalance: "91799.98", lowCostFee: 0.1, cost: "3007.52" });
    expect(data.findings).toEqual([F.above(9_000, 6_000, 1_000, 10), F.fees(50, 15_000, 10, 300_752, 10), F.atEnrollment(10, 8_879_246, 9_179_998, 20_000), F.ageBased]);
    expect(data.findings[0]).toBe(
      "Your 90% in stocks is above the usual range of an age-based portfolio for 10 years before enrollment, about 60% (50% to 70%): a fall in stocks now would leave little time to recover before the bills come.",
    );
    expect(data.findings[2]).toBe("Adding $200.00 a month, the account would hold about $88,792.46 at enrollment in 10 years, or $91,799.98 at index funds' costs.");
    expect(data.planNotes).toEqual([...EDUCATION_PLAN_NOTES]);
  });

  it("a student in school: 10 % in stocks, costs over a year, no projection", async () => {
    const data = educationMixResponseSchema.parse((await (await review({ age: "19", balance: "20000", stocks: "10", bonds: "40", cash: "50", fee: "0.1" }, "gold")).json()).data);
    expect(data).toMatchObject({ yearsToEnrollment: -1, target: { stocks: 10, low: 0, high: 20 }, position: "within", path: [] });
    expect(data.fees).toMatchObject({ years: 1, yearly: "20.00" });
    expect(data.findings).toEqual([F.within(1_000, 1_000, 1_000, -1), F.feesLow(10, 2_000), F.ageBased]);
  });

  it("refuses bad input on its field and answers nothing else", async () => {
    const base = { age: "5", balance: "10000", stocks: "80", bonds: "20", fee: "0.3" };
    const cases: Array<[Record<string, string>, string]> = [
      [{ ...base, age: "" }, "age: is required"],
      [{ ...base, age: "31" }, "age: must be at most 30"],
      [{ ...base, enrollAge: "13" }, "enrollAge: must be at least 14"],
      [{ ...base, balance: "0" }, "balance: must be at least 1"],
      [{ ...base, monthly: "-5" }, "monthly:"],
      [{ ...base, stocks: "70" }, "stocks: must make 100% with bonds and cash"],
      [{ ...base, fee: "" }, "fee: is required"],
      [{ ...base, fee: "0.255" }, "fee: must have at most 2 decimals"],
    ];
    for (const [query, message] of cases) {
      const response = await review(query, "gold");
      expect(response.status, message).toBe(400);
      expect((await response.json()).message).toContain(message);
    }
  });
});
