import { describe, expect, it } from "vitest";
import { nextWithdrawal, projectRetirement, type RetirementInput } from "./project-retirement";

const base: RetirementInput = {
  currentAge: 65,
  retirementAge: 65,
  lifeExpectancy: 68,
  savings: 100_000,
  monthlyContribution: 0,
  expectedReturnPercent: 0,
  volatilityPercent: 0,
  inflationPercent: 0,
  withdrawal: { kind: "amount", annual: 10_000 },
  socialSecurity: 0,
  rule: "constant",
};

describe("retirement projection (today's dollars)", () => {
  it("saves, then draws, a year each at 0 %", () => {
    // Age 30: 12 × $1,000 = $12,000 saved. Age 31: $6,000 drawn, $6,000 left at 32.
    const projection = projectRetirement({ ...base, currentAge: 30, retirementAge: 31, lifeExpectancy: 32, savings: 0, monthlyContribution: 1_000, withdrawal: { kind: "amount", annual: 6_000 } });
    expect(projection.years).toEqual([
      { age: 30, startBalanceCents: 0, contributionsCents: 12_000_00, withdrawalsCents: 0, growthCents: 0, endBalanceCents: 12_000_00 },
      { age: 31, startBalanceCents: 12_000_00, contributionsCents: 0, withdrawalsCents: 6_000_00, growthCents: 0, endBalanceCents: 6_000_00 },
    ]);
    expect(projection).toMatchObject({ balanceAtRetirementCents: 12_000_00, firstYearWithdrawalCents: 6_000_00, runsOutAtAge: null, endBalanceCents: 6_000_00 });
    expect(projection.initialWithdrawalRatePercent).toBeCloseTo(50, 10);
  });

  it("takes inflation out of the return: 3 % return with 3 % inflation is 0 % real", () => {
    const projection = projectRetirement({ ...base, expectedReturnPercent: 3, inflationPercent: 3 });
    expect(projection.realReturnPercent).toBeCloseTo(0, 12);
    // $100,000 less $10,000 a year for 3 years.
    expect(projection.endBalanceCents).toBe(70_000_00);
  });

  it("grows at the monthly real rate: 12 months at 10 % with 0 % inflation is × 1.10", () => {
    const projection = projectRetirement({ ...base, currentAge: 60, retirementAge: 61, lifeExpectancy: 62, expectedReturnPercent: 10 });
    // (1.10^(1/12))^12 = 1.10: 100,000 → 110,000.
    expect(projection.years[0]!.endBalanceCents).toBe(110_000_00);
    expect(projection.years[0]!.growthCents).toBe(10_000_00);
  });

  it("says when the savings run out", () => {
    // $10,000 at $6,000 a year ($500 a month): 4,000 left at 66, gone after 8 more months (at 66).
    const projection = projectRetirement({ ...base, savings: 10_000, withdrawal: { kind: "amount", annual: 6_000 } });
    expect(projection.runsOutAtAge).toBe(66);
    expect(projection.years.map((y) => y.withdrawalsCents)).toEqual([6_000_00, 4_000_00, 0]);
    expect(projection.endBalanceCents).toBe(0);
  });

  it("lets Social Security pay part of the spending", () => {
    // Spending $30,000, Social Security $20,000: $10,000 from savings; income $30,000.
    const projection = projectRetirement({ ...base, withdrawal: { kind: "amount", annual: 30_000 }, socialSecurity: 20_000 });
    expect(projection).toMatchObject({ firstYearWithdrawalCents: 10_000_00, firstYearIncomeCents: 30_000_00, endBalanceCents: 70_000_00 });
  });

  it("takes a rate of the savings at retirement", () => {
    // 4 % of $1,000,000 = $40,000 in the first year; Social Security comes on top.
    const projection = projectRetirement({ ...base, savings: 1_000_000, withdrawal: { kind: "rate", percent: 4 }, socialSecurity: 15_000 });
    expect(projection).toMatchObject({ firstYearWithdrawalCents: 40_000_00, firstYearIncomeCents: 55_000_00 });
  });

  it("constant percentage: 10 % of each year's opening balance", () => {
    // 100,000 → draw 10,000 → 90,000 → draw 9,000 → 81,000 → draw 8,100 → 72,900.
    const projection = projectRetirement({ ...base, withdrawal: { kind: "rate", percent: 10 }, rule: "percentage" });
    expect(projection.years.map((y) => y.withdrawalsCents)).toEqual([10_000_00, 9_000_00, 8_100_00]);
    expect(projection.endBalanceCents).toBe(72_900_00);
  });
});

describe("guardrails", () => {
  it("cut 10 % above 120 % of the starting rate, raise 10 % below 80 %, else keep", () => {
    // Starting rate 4 %: the rails are 4.8 % and 3.2 %.
    expect(nextWithdrawal("guardrails", 4_000, 80_000, 0.04)).toBeCloseTo(3_600, 9); // 5 % > 4.8 %: cut
    expect(nextWithdrawal("guardrails", 4_000, 130_000, 0.04)).toBeCloseTo(4_400, 9); // 3.08 % < 3.2 %: raise
    expect(nextWithdrawal("guardrails", 4_000, 100_000, 0.04)).toBe(4_000); // 4 %: keep
    expect(nextWithdrawal("guardrails", 4_000, 85_000, 0.04)).toBe(4_000); // 4.7 %: inside the rails
    expect(nextWithdrawal("constant", 4_000, 10, 0.04)).toBe(4_000);
    expect(nextWithdrawal("percentage", 4_000, 50_000, 0.04)).toBe(2_000);
  });

  it("cuts on a falling toy path (3 years at 0 %)", () => {
    // $100,000, $10,000 a year: starting rate 10 %, cut above 12 %.
    // 65: draw 10,000 → 90,000. 66: 10,000 / 90,000 = 11.1 %, keep → 80,000.
    // 67: 10,000 / 80,000 = 12.5 % > 12 %: cut to 9,000 → 71,000.
    const projection = projectRetirement({ ...base, rule: "guardrails" });
    expect(projection.years.map((y) => y.withdrawalsCents)).toEqual([10_000_00, 10_000_00, 9_000_00]);
    expect(projection.endBalanceCents).toBe(71_000_00);
  });

  it("raises on a rising toy path (2 years at 44 %)", () => {
    // $100,000, 4 % ($4,000): raise below 3.2 %. Monthly growth g = 1.44^(1/12) = 1.030853, and
    // $333.33 a month for 12 months adds up to 333.33 × (1.44 − 1) / (g − 1) = 333.33 × 14.2611.
    // 65: 100,000 × 1.44 − 4,753.70 = 139,246.30. 66: 4,000 / 139,246.30 = 2.87 % < 3.2 %:
    // raise to 4,400 → 139,246.30 × 1.44 − 366.67 × 14.2611 = 200,514.67 − 5,229.07 = 195,285.60.
    const projection = projectRetirement({ ...base, lifeExpectancy: 67, expectedReturnPercent: 44, withdrawal: { kind: "amount", annual: 4_000 }, rule: "guardrails" });
    expect(projection.years.map((y) => y.withdrawalsCents)).toEqual([4_000_00, 4_400_00]);
    expect(projection.years[0]!.endBalanceCents / 100).toBeCloseTo(139_246.3, 0);
    expect(projection.endBalanceCents / 100).toBeCloseTo(195_285.6, 0);
  });
});
