import { describe, expect, it } from "vitest";
import { incomeFactor, lifeInsuranceComparisons, lifeInsuranceNeed, type LifeInsuranceInput } from "./life-insurance-need";

const FAMILY: LifeInsuranceInput = {
  yearlyIncomeCents: 6_000_000,
  years: 20,
  realReturnPercent: 0,
  mortgageCents: 25_000_000,
  otherDebtsCents: 1_000_000,
  finalExpensesCents: 1_500_000,
  goalsCents: 10_000_000,
  savingsCents: 7_500_000,
  existingCoverageCents: 50_000_000,
};

describe("lifeInsuranceNeed", () => {
  it("adds the needs and takes away what is there: 20 years of $60,000 at no real return", () => {
    // 1,200,000 + 260,000 of debts + 15,000 + 100,000 = 1,575,000; less 75,000 + 500,000 → 1,000,000.
    expect(lifeInsuranceNeed(FAMILY)).toEqual({
      incomeCents: 120_000_000,
      debtsCents: 26_000_000,
      needsCents: 157_500_000,
      resourcesCents: 57_500_000,
      coverageCents: 100_000_000,
      surplusCents: 0,
    });
  });

  it("discounts the income at the real return, each year's paid at its start", () => {
    // 1 + 1/1.02 + 1/1.02² = 1 + 0.980392 + 0.961169 = 2.941561; × 50,000 = 147,078.0469 → 147,078.05.
    expect(incomeFactor(3, 2)).toBeCloseTo(2.9415609381, 9);
    expect(incomeFactor(3, 0)).toBe(3);
    const need = lifeInsuranceNeed({ ...FAMILY, yearlyIncomeCents: 5_000_000, years: 3, realReturnPercent: 2, mortgageCents: 0, otherDebtsCents: 0, finalExpensesCents: 0, goalsCents: 0, savingsCents: 0, existingCoverageCents: 0 });
    expect(need.incomeCents).toBe(14_707_805);
    expect(need.coverageCents).toBe(14_707_805);
  });

  it("shows resources beyond the needs as a surplus, not a negative need", () => {
    const need = lifeInsuranceNeed({ ...FAMILY, existingCoverageCents: 200_000_000 });
    expect(need).toMatchObject({ coverageCents: 0, surplusCents: 50_000_000 });
  });
});

describe("lifeInsuranceComparisons", () => {
  it("sets the answer beside a point lower and higher return and five more years", () => {
    const input = { ...FAMILY, yearlyIncomeCents: 5_000_000, years: 3, realReturnPercent: 2, mortgageCents: 0, otherDebtsCents: 0, finalExpensesCents: 0, goalsCents: 0, savingsCents: 0, existingCoverageCents: 0 };
    // At 1 %: 2.970395 × 50,000 = 148,519.75; at 3 %: 2.913470 × 50,000 = 145,673.48;
    // 8 years at 2 %: 7.471991 × 50,000 = 373,599.55.
    expect(lifeInsuranceComparisons(input)).toEqual([
      { key: "as-entered", realReturnPercent: 2, years: 3, coverageCents: 14_707_805 },
      { key: "lower-return", realReturnPercent: 1, years: 3, coverageCents: 14_851_975 },
      { key: "higher-return", realReturnPercent: 3, years: 3, coverageCents: 14_567_348 },
      { key: "longer", realReturnPercent: 2, years: 8, coverageCents: 37_359_955 },
    ]);
  });
});
