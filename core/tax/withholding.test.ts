import { describe, expect, it } from "vitest";
import { inInstalments, requiredAnnualPayment } from "./estimated-tax";
import { checkWithholding, defaultTaxYear, type WithholdingInput } from "./withholding";

// Hand-computed cases with the 2026 figures (Rev. Proc. 2025-32, ../shared/reference): single,
// standard deduction $16,100; brackets 10 % to $12,400, 12 % to $50,400, 22 % to $105,700.

const SINGLE: WithholdingInput = {
  taxYear: 2026,
  filingStatus: "single",
  seniors: 0,
  qualifyingChildren: 0,
  otherDependents: 0,
  wages: 8_500_000,
  selfEmploymentIncome: 0,
  interestAndDividends: 0,
  otherIncome: 0,
  withheldSoFar: 800_000,
  perPaycheck: 40_000,
  paychecksLeft: 2,
  estimatedPaid: 0,
  priorYearTax: null,
  priorYearAgi: null,
  bonus: null,
  sideBusiness: null,
  today: "2026-11-29",
};

describe("checkWithholding", () => {
  it("projects the year: $85,000 of wages, $8,000 withheld so far and two paychecks of $400 to come", () => {
    const check = checkWithholding(SINGLE);
    // Taxable 85,000 − 16,100 = 68,900: 1,240 + 12 % × 38,000 = 4,560 + 22 % × 18,500 = 4,070 → 9,870.
    expect(check.estimate.taxableIncome).toBe(6_890_000);
    expect(check.estimate.totalTax).toBe(987_000);
    expect(check.projectedWithholding).toBe(880_000); // 8,000 + 2 × 400
    expect(check.estimate.refundOrBalanceDue).toBe(-107_000); // 8,800 − 9,870
    // Safe harbor: 90 % of 9,870 = 8,883; paid 8,800 → 83 short.
    expect(check.safeHarbour).toEqual({ rule: "current-year-90", required: 888_300, paid: 880_000, shortfall: 8_300 });
    expect(check.underPenaltyFloor).toBe(false); // 1,070 owed after withholding is not under 1,000
    expect(check.addPerPaycheckToOweNothing).toBe(53_500); // 1,070 / 2
    expect(check.addPerPaycheckForSafeHarbour).toBe(4_200); // 41.50, up to the dollar
    expect(check.lessPerPaycheck).toBeNull();
    // On November 29 only the January 15, 2027 instalment is ahead.
    expect(check.dueDatesPassed).toBe(3);
    expect(check.instalments).toEqual([{ quarter: 4, dueDate: "2027-01-15", forSafeHarbour: 8_300, toOweNothing: 107_000 }]);
    expect(check.scenarios).toEqual([{ key: "as-entered", totalTax: 987_000, payments: 880_000, difference: -107_000, taxChange: 0 }]);
  });

  it("prices a bonus, a side business and both", () => {
    const check = checkWithholding({ ...SINGLE, bonus: 500_000, sideBusiness: 1_000_000 });
    const [, bonus, side, both] = check.scenarios;
    // A $5,000 bonus is taxed at 22 % (1,100) and withheld at the supplemental 22 % (1,100): the balance stays.
    expect(bonus).toEqual({ key: "bonus", totalTax: 1_097_000, payments: 990_000, difference: -107_000, taxChange: 110_000 });
    // $10,000 of profit: net earnings 9,235; SE tax 12.4 % → 1,145.14 and 2.9 % → 267.82 (267.815 half up) = 1,412.96;
    // AGI 95,000 − 706.48 = 94,293.52; before QBI 78,193.52; QBI 20 % × (10,000 − 706.48) = 1,858.70;
    // taxable 76,334.82: 1,240 + 4,560 + 22 % × 25,934.82 = 5,705.6604 → 11,505.66; with SE tax 12,918.62.
    expect(side).toEqual({ key: "side-business", totalTax: 1_291_862, payments: 880_000, difference: -411_862, taxChange: 304_862 });
    // Both: taxable 81,334.82 → 1,240 + 4,560 + 22 % × 30,934.82 = 6,805.6604 → 12,605.66, plus 1,412.96 = 14,018.62;
    // paid 8,800 + 1,100.
    expect(both).toEqual({ key: "both", totalTax: 1_401_862, payments: 990_000, difference: -411_862, taxChange: 414_862 });
    // The check itself is of the figures as entered.
    expect(check.estimate.totalTax).toBe(987_000);
  });

  it("uses 110 % of last year's tax when last year's AGI was above $150,000 and that is smaller", () => {
    const check = checkWithholding({
      ...SINGLE,
      filingStatus: "married_filing_jointly",
      wages: 30_000_000,
      withheldSoFar: 3_600_000,
      perPaycheck: 200_000,
      priorYearTax: 4_000_000,
      priorYearAgi: 28_000_000,
    });
    // Taxable 300,000 − 32,200 = 267,800: 2,480 + 9,120 + 24,332 + 24 % × 56,400 = 13,536 → 49,468;
    // Additional Medicare 0.9 % × (300,000 − 250,000) = 450 → 49,918.
    expect(check.estimate.totalTax).toBe(4_991_800);
    // 90 % of 49,918 = 44,926.20; 110 % of 40,000 = 44,000 is smaller.
    expect(check.safeHarbour).toEqual({ rule: "prior-year-110", required: 4_400_000, paid: 4_000_000, shortfall: 400_000 });
    expect(check.addPerPaycheckForSafeHarbour).toBe(200_000);
    expect(check.addPerPaycheckToOweNothing).toBe(495_900); // 9,918 / 2
  });

  it("shows a refund as less to withhold, never below nothing a paycheck", () => {
    // Wages 50,000: taxable 33,900 → 1,240 + 12 % × 21,500 = 2,580 → 3,820; paid 6,000 + 4 × 300 = 7,200.
    const check = checkWithholding({ ...SINGLE, wages: 5_000_000, withheldSoFar: 600_000, perPaycheck: 30_000, paychecksLeft: 4 });
    expect(check.estimate.refundOrBalanceDue).toBe(338_000);
    expect(check.lessPerPaycheck).toBe(30_000); // 3,380 / 4 = 845, but a paycheck withholds only 300
    expect(check.addPerPaycheckToOweNothing).toBeNull();
    expect(check.safeHarbour.shortfall).toBe(0);
    expect(check.instalments).toEqual([{ quarter: 4, dueDate: "2027-01-15", forSafeHarbour: 0, toOweNothing: 0 }]);

    const some = checkWithholding({ ...SINGLE, wages: 5_000_000, withheldSoFar: 100, perPaycheck: 120_000, paychecksLeft: 4 });
    // Paid 4,801: refund 981 → 245.25 a paycheck, down to the dollar: 245 less of 1,200.
    expect(some.estimate.refundOrBalanceDue).toBe(98_100);
    expect(some.lessPerPaycheck).toBe(24_500);
  });

  it("knows the $1,000 rule: owing less than that after withholding carries no penalty", () => {
    // Withheld 8,000 + 2 × 450 = 8,900; owed 970.
    const check = checkWithholding({ ...SINGLE, perPaycheck: 45_000 });
    expect(check.estimate.refundOrBalanceDue).toBe(-97_000);
    expect(check.underPenaltyFloor).toBe(true);
    // Estimated payments do not count towards that rule, only towards the safe harbor.
    const paidAhead = checkWithholding({ ...SINGLE, withheldSoFar: 0, perPaycheck: 0, estimatedPaid: 900_000 });
    expect(paidAhead.underPenaltyFloor).toBe(false);
    expect(paidAhead.safeHarbour.shortfall).toBe(0);
  });

  it("spreads the amounts over the due dates still ahead, and has none to offer with no paycheck left", () => {
    const check = checkWithholding({ ...SINGLE, today: "2026-05-01", paychecksLeft: 0, withheldSoFar: 880_000 });
    // June 15 (Monday), September 15 and January 15: 83.00 → 27.68 + 27.66 + 27.66; 1,070 → 356.68 + 356.66 + 356.66.
    expect(check.instalments.map((i) => [i.dueDate, i.forSafeHarbour, i.toOweNothing])).toEqual([
      ["2026-06-15", 2_768, 35_668],
      ["2026-09-15", 2_766, 35_666],
      ["2027-01-15", 2_766, 35_666],
    ]);
    expect(check.dueDatesPassed).toBe(1);
    expect(check.addPerPaycheckToOweNothing).toBeNull();
    expect(check.addPerPaycheckForSafeHarbour).toBeNull();
    // A past year: every due date has gone.
    expect(checkWithholding({ ...SINGLE, taxYear: 2025, today: "2026-11-29" }).instalments).toEqual([]);
  });

  it("counts the refundable child tax credit as paid and a senior's deduction as the tables give it", () => {
    // Head of household 2026, wages 30,000, two children, one 65 or older: standard deduction 24,150 + 2,050 = 26,200;
    // senior deduction 6,000 (AGI under 75,000) → taxable 0. Credits 4,400 unused; refundable: min(4,400, 2 × 1,700,
    // 15 % × (30,000 − 2,500) = 4,125) = 3,400.
    const check = checkWithholding({ ...SINGLE, filingStatus: "head_of_household", wages: 3_000_000, qualifyingChildren: 2, seniors: 1, withheldSoFar: 0, perPaycheck: 0 });
    expect(check.estimate.taxableIncome).toBe(0);
    expect(check.estimate.refundableChildTaxCredit).toBe(340_000);
    expect(check.estimate.refundOrBalanceDue).toBe(340_000);
    expect(check.taxAfterCredits).toBe(0);
    expect(check.safeHarbour.required).toBe(0);
  });
});

describe("estimated tax rules", () => {
  it("takes the smaller rule: 100 % of last year's tax at or below $150,000 of AGI ($75,000 separately)", () => {
    expect(requiredAnnualPayment({ currentYearTax: 1_000_000, priorYearTax: 800_000, priorYearAgi: 15_000_000, filingStatus: "single" })).toEqual({ rule: "prior-year-100", required: 800_000 });
    expect(requiredAnnualPayment({ currentYearTax: 1_000_000, priorYearTax: 800_000, priorYearAgi: 7_500_001, filingStatus: "married_filing_separately" })).toEqual({ rule: "prior-year-110", required: 880_000 });
    // 90 % of this year's 10,000 = 9,000, under 100 % of last year's 9,500.
    expect(requiredAnnualPayment({ currentYearTax: 1_000_000, priorYearTax: 950_000, priorYearAgi: null, filingStatus: "single" })).toEqual({ rule: "current-year-90", required: 900_000 });
    // A corporation has no 110 % step.
    expect(requiredAnnualPayment({ currentYearTax: 1_000_000, priorYearTax: 800_000, priorYearAgi: 90_000_000, filingStatus: "single", corporation: true }).rule).toBe("prior-year-100");
  });

  it("splits an amount into instalments, the odd cents first", () => {
    expect(inInstalments(1_001, 4)).toEqual([251, 250, 250, 250]);
    expect(inInstalments(8_300, 3)).toEqual([2_768, 2_766, 2_766]);
    expect(inInstalments(500, 0)).toEqual([]);
  });
});

describe("defaultTaxYear", () => {
  it("is today's year when it has tables, else the latest that has", () => {
    expect(defaultTaxYear("2026-11-29")).toBe(2026);
    expect(defaultTaxYear("2025-02-01")).toBe(2025);
    expect(defaultTaxYear("2027-03-01")).toBe(2026);
  });
});
