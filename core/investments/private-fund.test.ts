import { describe, expect, it } from "vitest";
import { commitmentPacing, distributionRateBp, eligibility } from "./private-fund";

describe("eligibility", () => {
  const base = { netWorthCents: 0, incomeCents: [0, 0] as const, joint: false, investmentsCents: 0 };

  it("is accredited by a net worth over $1 million without the home, not at it", () => {
    expect(eligibility({ ...base, netWorthCents: 100_000_000 }).accredited).toBe(false);
    expect(eligibility({ ...base, netWorthCents: 100_000_001 })).toEqual({ accredited: true, byNetWorth: true, byIncome: false, qualifiedPurchaser: false });
  });

  it("is accredited by income over $200,000 ($300,000 joint) in each of the two years", () => {
    expect(eligibility({ ...base, incomeCents: [20_000_001, 25_000_000] }).byIncome).toBe(true);
    expect(eligibility({ ...base, incomeCents: [25_000_000, 20_000_000] }).byIncome).toBe(false);
    expect(eligibility({ ...base, incomeCents: [25_000_000, 25_000_000], joint: true }).accredited).toBe(false);
    expect(eligibility({ ...base, incomeCents: [30_000_001, 31_000_000], joint: true }).accredited).toBe(true);
  });

  it("is a qualified purchaser from $5 million in investments", () => {
    expect(eligibility({ ...base, investmentsCents: 499_999_999 }).qualifiedPurchaser).toBe(false);
    expect(eligibility({ ...base, investmentsCents: 500_000_000 }).qualifiedPurchaser).toBe(true);
  });
});

describe("commitmentPacing", () => {
  // $1,000,000 committed: half the uncalled in year 1, the rest in year 2; a four-year life,
  // distributions spread evenly (bow 1: a quarter of the value, then half, three quarters, all).
  const FUND = { commitmentCents: 100_000_000, callRateBp: 5_000, investmentYears: 2, lifeYears: 4, growthBp: 0, bow: 1 };

  it("calls, distributes and returns the money without growth (worked by hand)", () => {
    const pacing = commitmentPacing(FUND);
    // Y1: 500,000 called, nothing to distribute. Y2: 500,000 called, half of 500,000 paid; 750,000 in
    // the fund. Y3: three quarters of 750,000 (562,500); 187,500 left. Y4: all of it.
    expect(pacing.years.map((y) => [y.callCents, y.distributionCents, y.cumulativeNetCents, y.valueCents, y.uncalledCents])).toEqual([
      [50_000_000, 0, -50_000_000, 50_000_000, 50_000_000],
      [50_000_000, 25_000_000, -75_000_000, 75_000_000, 0],
      [0, 56_250_000, -18_750_000, 18_750_000, 0],
      [0, 18_750_000, 0, 0, 0],
    ]);
    expect(pacing).toMatchObject({ calledCents: 100_000_000, distributedCents: 100_000_000, peakOutlayCents: 75_000_000, peakYear: 2, breakEvenYear: 4 });
  });

  it("grows the value a year before each distribution", () => {
    // 10 %: Y2 500,000 → 550,000, half paid (275,000), 775,000 left; Y3 852,500, three quarters paid
    // (639,375), 213,125 left; Y4 234,437.50 paid. 1,148,812.50 back for 1,000,000.
    const pacing = commitmentPacing({ ...FUND, growthBp: 1_000 });
    expect(pacing.years.map((y) => y.distributionCents)).toEqual([0, 27_500_000, 63_937_500, 23_443_750]);
    expect(pacing).toMatchObject({ distributedCents: 114_881_250, peakOutlayCents: 72_500_000, peakYear: 2, breakEvenYear: 4 });
    expect(pacing.years.at(-1)!.cumulativeNetCents).toBe(14_881_250);
  });

  it("never breaks even when the fund loses money", () => {
    const pacing = commitmentPacing({ ...FUND, growthBp: -2_000 });
    expect(pacing.breakEvenYear).toBeNull();
    expect(pacing.distributedCents).toBeLessThan(pacing.calledCents);
  });

  it("holds distributions back as the bow rises", () => {
    expect([1, 2, 3, 4].map((t) => distributionRateBp(t, 4, 1))).toEqual([2_500, 5_000, 7_500, 10_000]);
    // (1/4)^2.5 = 1/32 = 312.5 bp, rounded half up; (1/2)^2.5 = 0.1768 → 1,768.
    expect([1, 2, 4].map((t) => distributionRateBp(t, 4, 2.5))).toEqual([313, 1_768, 10_000]);
    expect(() => commitmentPacing({ ...FUND, investmentYears: 4 })).toThrow(RangeError);
  });
});
