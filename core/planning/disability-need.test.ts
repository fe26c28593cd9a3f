import { describe, expect, it } from "vitest";
import { DISABILITY_MONTHS, disabilityNeed, type DisabilityInput } from "./disability-need";

// $6,000 of pay a month, $4,500 of essential spending, a partner's $1,000 that continues; a work
// policy paying 60 % of pay up to $3,000 a month, taxed at 20 %, after a 3-month wait; $12,000 saved.
const WORKER: DisabilityInput = {
  payCents: 600_000,
  expensesCents: 450_000,
  otherIncomeCents: 100_000,
  benefitBp: 6_000,
  benefitCapCents: 300_000,
  benefitTaxBp: 2_000,
  waitingMonths: 3,
  savingsCents: 1_200_000,
};

describe("disabilityNeed", () => {
  it("finds the benefit held, the gap and the share of spending covered", () => {
    const need = disabilityNeed(WORKER);
    // 60 % of 6,000 = 3,600, capped at 3,000; less 20 % tax = 2,400. Spending 4,500 − 1,000 = 3,500 uncovered;
    // 3,500 − 2,400 = 1,100 a month more to consider; (1,000 + 2,400) / 4,500 = 75.55 %.
    expect(need).toMatchObject({ benefitCents: 300_000, benefitAfterTaxCents: 240_000, shortfallCents: 350_000, gapCents: 110_000, coveredBp: 7_555 });
    // The 3-month wait costs 10,500; 12,000 of savings meet 3 whole months of the 3,500.
    expect(need).toMatchObject({ waitingCostCents: 1_050_000, savingsMonths: 3 });
  });

  it("draws the savings month by month: down through the wait, then by the gap, or held with the gap closed", () => {
    const need = disabilityNeed(WORKER);
    expect(need.savingsPath).toHaveLength(DISABILITY_MONTHS + 1);
    // 12,000 → 8,500 → 5,000 → 1,500 while waiting; then 1,100 a month: 400, −700 … −8,400 at month 12.
    expect(need.savingsPath.slice(0, 6)).toEqual([1_200_000, 850_000, 500_000, 150_000, 40_000, -70_000]);
    expect(need.savingsPath.at(-1)).toBe(150_000 - 9 * 110_000);
    // With the gap closed the savings stop falling once the benefit starts.
    expect(need.savingsPathCovered.slice(3)).toEqual(Array(DISABILITY_MONTHS - 2).fill(150_000));
  });

  it("needs nothing more when the income that continues meets the spending", () => {
    const need = disabilityNeed({ ...WORKER, otherIncomeCents: 500_000, benefitBp: 0 });
    expect(need).toMatchObject({ benefitCents: 0, shortfallCents: 0, gapCents: 0, coveredBp: 10_000, waitingCostCents: 0, savingsMonths: null });
    // No cap: the whole 60 % of pay, untaxed.
    expect(disabilityNeed({ ...WORKER, benefitCapCents: null, benefitTaxBp: 0 })).toMatchObject({ benefitCents: 360_000, benefitAfterTaxCents: 360_000, gapCents: 0 });
  });
});
