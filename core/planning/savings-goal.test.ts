import { describe, expect, it } from "vitest";
import { savingsGoal } from "./savings-goal";

describe("savings goal", () => {
  it("at 0 % divides what is missing by the months", () => {
    // $12,000 in 12 months from nothing: $1,000 a month.
    expect(savingsGoal({ targetCents: 12_000_00, currentCents: 0, annualReturnPercent: 0, months: 12 })).toMatchObject({
      monthlyCents: 1_000_00,
      projectedCents: 12_000_00,
      contributionsCents: 12_000_00,
      growthCents: 0,
    });
    // With $2,000 saved: 10,000 / 12 = 833.333… → rounded up to $833.34.
    expect(savingsGoal({ targetCents: 12_000_00, currentCents: 2_000_00, annualReturnPercent: 0, months: 12 }).monthlyCents).toBe(833_34);
  });

  it("with a return, solves the future value of the monthly deposits", () => {
    // 12 %: r = 0.01; (1.01^12 − 1) / 0.01 = 12.682503; 10,000 / 12.682503 = 788.4879 → $788.49.
    const fromZero = savingsGoal({ targetCents: 10_000_00, currentCents: 0, annualReturnPercent: 12, months: 12 });
    expect(fromZero.monthlyCents).toBe(788_49);
    // 788.49 × 12.682503 = 9,461.88 + 538.1475 = 10,000.03; contributions 9,461.88; growth 538.15.
    expect(fromZero.projectedCents).toBe(10_000_03);
    expect(fromZero.growthCents).toBe(538_15);
    // With $5,000 saved: 5,000 × 1.01^12 = 5,634.13; gap 4,365.87; / 12.682503 = 344.244 → $344.25.
    const withSavings = savingsGoal({ targetCents: 10_000_00, currentCents: 5_000_00, annualReturnPercent: 12, months: 12 });
    expect(withSavings.currentGrowsToCents).toBe(5_634_13);
    expect(withSavings.monthlyCents).toBe(344_25);
  });

  it("treats a rate too small to matter like 0 %", () => {
    expect(savingsGoal({ targetCents: 12_000_00, currentCents: 0, annualReturnPercent: 1e-300, months: 12 }).monthlyCents).toBe(1_000_00);
  });

  it("needs nothing when today's savings already get there", () => {
    const result = savingsGoal({ targetCents: 10_000_00, currentCents: 10_000_00, annualReturnPercent: 12, months: 12 });
    expect(result).toMatchObject({ monthlyCents: 0, reachedWithoutSaving: true, projectedCents: 11_268_25 });
  });
});
