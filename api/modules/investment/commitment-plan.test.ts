import { describe, expect, it } from "vitest";
import { privateFundResponseSchema } from "../../../core/contracts/private-fund";
import { PRIVATE_FUND_DISCLAIMER, PRIVATE_FUND_FIELD, PRIVATE_FUND_FINDINGS as F, PRIVATE_FUND_STEPS } from "../../../core/messages/private-fund";
import { PRIVATE_FUND_QUERY } from "../../../tests/support/private-fund-query";
import { demoMemberSuite, expectTierGate } from "../../../tests/support/member-suite";

const suite = demoMemberSuite(["diamond", "emerald"]);
const PATH = "/api/investment/commitment-plan";
const plan = async (change: Record<string, string>) => {
  const response = await suite.get(PATH, { ...PRIVATE_FUND_QUERY, ...change }, "emerald");
  expect(response.status).toBe(200);
  return privateFundResponseSchema.parse((await response.json()).data);
};

describe("GET /api/investment/commitment-plan", () => {
  it("needs a session and Emerald (high-net-worth private investments)", () =>
    expectTierGate((tier) => suite.get(PATH, PRIVATE_FUND_QUERY, tier), "diamond", { feature: "hnw-private-investments", requiredTier: "Emerald" }));

  it("paces a $1,000,000 commitment and checks who may make it (worked by hand)", async () => {
    const data = await plan({});
    expect(data.eligibility).toEqual({ accredited: true, byNetWorth: true, byIncome: false, qualifiedPurchaser: false });
    // 10 % a year: Y2 500,000 → 550,000, half paid (275,000); Y3 852,500, three quarters paid (639,375);
    // Y4 the 234,437.50 left. 1,148,812.50 back for 1,000,000: 1.15 times.
    expect(data.pacing.years).toEqual([
      { year: 1, call: "500000.00", distribution: "0.00", net: "-500000.00", cumulativeNet: "-500000.00", value: "500000.00", uncalled: "500000.00" },
      { year: 2, call: "500000.00", distribution: "275000.00", net: "-225000.00", cumulativeNet: "-725000.00", value: "775000.00", uncalled: "0.00" },
      { year: 3, call: "0.00", distribution: "639375.00", net: "639375.00", cumulativeNet: "-85625.00", value: "213125.00", uncalled: "0.00" },
      { year: 4, call: "0.00", distribution: "234437.50", net: "234437.50", cumulativeNet: "148812.50", value: "0.00", uncalled: "0.00" },
    ]);
    expect(data.pacing).toMatchObject({ called: "1000000.00", distributed: "1148812.50", multiple: "1.15", peakOutlay: "725000.00", peakYear: 2, breakEvenYear: 4 });
    // $725,000 at the deepest against $500,000 liquid: $225,000 short. $1,000,000 of $4,000,000 is 25 %.
    expect(data.liquidity).toEqual({ liquid: "500000.00", covered: false, shortfall: "225000.00" });
    expect(data.share).toBe(25);
    expect(data.findings).toEqual([
      F.accreditedByNetWorth,
      F.notQualifiedPurchaser,
      F.peak(72_500_000, 2),
      F.uncovered(22_500_000, 50_000_000),
      F.returned(1_000, 4, 114_881_250, "1.15"),
      F.share(2_500, 4),
    ]);
    expect(data.findings[2]).toBe("The calls take up to $725,000 of your cash, at its deepest in year 2, before distributions bring it back.");
    expect(data.steps).toEqual([...PRIVATE_FUND_STEPS]);
    expect(data.disclaimer).toBe(PRIVATE_FUND_DISCLAIMER);
  });

  it("accredits by two years' income, a joint bar higher, and names a qualified purchaser", async () => {
    expect((await plan({ worth: "900000", income1: "250000", income2: "250000" })).findings[0]).toBe(F.accreditedByIncome(false));
    const joint = await plan({ worth: "900000", income1: "250000", income2: "250000", joint: "yes" });
    expect(joint.eligibility.accredited).toBe(false);
    expect(joint.findings[0]).toBe(F.notAccredited);
    const purchaser = await plan({ investments: "5000000", liquid: "800000" });
    expect(purchaser.findings).toContain(F.qualifiedPurchaser(500_000_000));
    expect(purchaser.findings).toContain(F.covered(80_000_000));
  });

  it("says when a losing fund never returns what it called", async () => {
    const data = await plan({ growth: "-20" });
    expect(data.pacing.breakEvenYear).toBeNull();
    // −20 %: Y2 400,000, half paid (200,000), 700,000 left; Y3 560,000, 420,000 paid; Y4 112,000. 732,000 in all.
    expect(data.pacing.distributed).toBe("732000.00");
    expect(data.findings).toContain(F.notReturned(-2_000, 73_200_000, 100_000_000));
  });

  it("refuses bad input on its field and answers nothing else", async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ period: "4" }, `period: ${PRIVATE_FUND_FIELD.periodTooLong}`],
      [{ joint: "maybe" }, `joint: ${PRIVATE_FUND_FIELD.joint}`],
      [{ commitment: "" }, "commitment: is required"],
      [{ worth: "" }, "worth: is required"],
      [{ calls: "4" }, "calls: must be at least 5"],
      [{ growth: "-31" }, "growth: must be at least -30"],
      [{ bow: "6" }, "bow: must be at most 5"],
      [{ life: "16" }, "life: must be at most 15"],
      [{ liquid: "-1" }, "liquid: must be at least 0"],
    ];
    for (const [change, message] of cases) {
      const response = await suite.get(PATH, { ...PRIVATE_FUND_QUERY, ...change }, "emerald");
      expect(response.status, message).toBe(400);
      expect((await response.json()).message).toContain(message);
    }
  });
});
