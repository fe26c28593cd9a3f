import { describe, expect, it } from "vitest";
import { growMonthly, investmentGrowth } from "./investment-growth";

describe("growMonthly", () => {
  it("compounds the return monthly: $10,000 at 12 % for a year is 10,000 × 1.01^12 = $11,268.25", () => {
    // 1.01^12 = 1.1268250301…
    expect(growMonthly(1_000_000, 0, 12, 12, 0)).toEqual({ balances: [1_000_000, 1_126_825], fees: [0, 0] });
  });

  it("takes the fee from the assets each month after the return: two months at 12 % with a 1.2 % fee", () => {
    // Month 1: 10,000 × 1.01 = 10,100; fee 0.1 % = 10.10 → 10,089.90.
    // Month 2: 10,089.90 × 1.01 = 10,190.799; fee 10.190799 → 10,180.608201; fees 20.290799.
    expect(growMonthly(1_000_000, 0, 2, 12, 1.2)).toEqual({ balances: [1_000_000, 1_018_061], fees: [0, 2_029] });
  });

  it("pays the contribution in at each month's end: $100 a month at 12 % is 100 × (1.01^12 − 1) / 0.01 = $1,268.25", () => {
    expect(growMonthly(0, 10_000, 12, 12, 0).balances).toEqual([0, 126_825]);
    // At no return and no fee, just the sum paid in; at no return a 1.2 % fee takes 0.1 % a month:
    // 10,000 × 0.999^12 = 9,880.6578… and 119.3422 in fees.
    expect(growMonthly(0, 10_000, 24, 0, 0).balances).toEqual([0, 120_000, 240_000]);
    expect(growMonthly(1_000_000, 0, 12, 0, 1.2)).toEqual({ balances: [1_000_000, 988_066], fees: [0, 11_934] });
  });
});

describe("investmentGrowth", () => {
  it("sets the plan's fee beside another and none, year by year", () => {
    const result = investmentGrowth({ startCents: 1_000_000, monthlyCents: 0, years: 1, annualReturnPercent: 0, annualFeePercent: 1.2, compareFeePercent: 0 });
    expect(result.years).toEqual([
      { year: 0, paidInCents: 1_000_000, balanceCents: 1_000_000, compareBalanceCents: 1_000_000, noFeeBalanceCents: 1_000_000, feesCents: 0 },
      { year: 1, paidInCents: 1_000_000, balanceCents: 988_066, compareBalanceCents: 1_000_000, noFeeBalanceCents: 1_000_000, feesCents: 11_934 },
    ]);
    // At no return the fee costs exactly what it took.
    expect(result).toMatchObject({ balanceCents: 988_066, growthCents: -11_934, feesCents: 11_934, compareFeesCents: 0, costOfFeesCents: 11_934 });
  });

  it("counts what a fee costs beyond what it takes: the growth the fees would have earned", () => {
    // 12 % for a year on $10,000: 11,268.25 with no fee; with 1.2 %: (1.01 × 0.999)^12 = 1.00899^12 = 1.1133772… → 11,133.77.
    const result = investmentGrowth({ startCents: 1_000_000, monthlyCents: 0, years: 1, annualReturnPercent: 12, annualFeePercent: 1.2, compareFeePercent: 0.12 });
    expect(result.noFeeBalanceCents).toBe(1_126_825);
    expect(result.balanceCents).toBe(1_113_377);
    expect(result.costOfFeesCents).toBe(13_448);
    // The fees themselves, 0.1 % of each month's grown balance (10.10, 10.19, … 11.13), sum to
    // 10,000 × 1.01 × 0.001 × (1 − 1.00899^12) / (1 − 1.00899) = 127.376… → 127.38, less than their cost.
    expect(result.feesCents).toBe(12_738);
    // A tenth of the fee: (1.01 × 0.9999)^12 = 1.1254735… → 11,254.74.
    expect(result.compareBalanceCents).toBe(1_125_474);
  });

  it("counts the contributions into what was paid in", () => {
    const result = investmentGrowth({ startCents: 500_000, monthlyCents: 20_000, years: 3, annualReturnPercent: 0, annualFeePercent: 0, compareFeePercent: 0 });
    expect(result.years.map((y) => [y.paidInCents, y.balanceCents])).toEqual([
      [500_000, 500_000],
      [740_000, 740_000],
      [980_000, 980_000],
      [1_220_000, 1_220_000],
    ]);
    expect(result.growthCents).toBe(0);
  });
});
