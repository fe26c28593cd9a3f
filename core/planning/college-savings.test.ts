import { describe, expect, it } from "vitest";
import { AVERAGE_COST_OF_ATTENDANCE } from "./college-costs";
import { collegeBalances, collegeComparisons, collegeCosts, collegeSavingsPlan, type CollegeSavingsInput } from "./college-savings";

const base: CollegeSavingsInput = { yearlyCostCents: 10_000_00, yearsUntilStart: 2, yearsOfStudy: 2, costGrowthPercent: 0, annualReturnPercent: 0, currentCents: 0 };

describe("college costs", () => {
  it("grows today's cost by the rate for the years until each bill", () => {
    // 10 %: two years away 10,000 × 1.1² = 12,100; three years away × 1.1³ = 13,310.
    expect(collegeCosts({ ...base, costGrowthPercent: 10 }).map((y) => [y.year, y.yearsFromNow, y.costCents])).toEqual([
      [1, 2, 12_100_00],
      [2, 3, 13_310_00],
    ]);
  });

  it("keeps the 2025–26 averages of the source", () => {
    expect(AVERAGE_COST_OF_ATTENDANCE).toEqual({ "public-in-state": 30_990_00, "public-out-of-state": 50_920_00, private: 65_470_00 });
  });
});

describe("college savings plan", () => {
  it("at 0 % divides the bills by the months until college", () => {
    // 20,000 over 24 months = 833.333… → rounded up to $833.34.
    expect(collegeSavingsPlan(base)).toMatchObject({ totalCostCents: 20_000_00, neededAtStartCents: 20_000_00, monthlyCents: 833_34, months: 24 });
    // With 10 % cost growth: 12,100 + 13,310 = 25,410 over 24 months = $1,058.75 exactly.
    const rising = collegeSavingsPlan({ ...base, costGrowthPercent: 10 });
    expect(rising).toMatchObject({ totalCostCents: 25_410_00, neededAtStartCents: 25_410_00, monthlyCents: 1_058_75, contributionsCents: 25_410_00 });
  });

  it("discounts the later bills at the return, since the savings stay invested", () => {
    // 12 %: 1 % a month; a year grows by 1.01^12 = 1.1268250. College in a year, two years of study:
    // needed at the start = 10,000 + 10,000 / 1.1268250 = 18,874.4922 → rounded up to $18,874.50;
    // 12 deposits: (1.01^12 − 1) / 0.01 = 12.682503; 18,874.50 / 12.682503 = 1,488.2318 → $1,488.24.
    const plan = collegeSavingsPlan({ ...base, yearsUntilStart: 1, annualReturnPercent: 12 });
    expect(plan).toMatchObject({ totalCostCents: 20_000_00, neededAtStartCents: 18_874_50, monthlyCents: 1_488_24, months: 12, contributionsCents: 17_858_88 });
  });

  it("counts today's savings, and needs nothing when they are enough", () => {
    // $2,000 saved at 0 %: (20,000 − 2,000) / 24 = $750 a month.
    expect(collegeSavingsPlan({ ...base, currentCents: 2_000_00 }).monthlyCents).toBe(750_00);
    expect(collegeSavingsPlan({ ...base, currentCents: 25_000_00 })).toMatchObject({ monthlyCents: 0, reachedWithoutSaving: true });
  });

  it("starting later: fewer deposits, while today's savings still grow", () => {
    // College in 3 years, one year of $10,000, $1,000 saved, 0 %: from today 9,000 / 36 = $250;
    // starting two years later, 9,000 / 12 = $750.
    const input = { ...base, yearsUntilStart: 3, yearsOfStudy: 1, currentCents: 1_000_00 };
    expect(collegeSavingsPlan(input).monthlyCents).toBe(250_00);
    expect(collegeSavingsPlan(input, 1)).toMatchObject({ monthlyCents: 750_00, months: 12, currentGrowsToCents: 1_000_00 });
    // At 12 %, the $1,000 grows for all three years: 1,000 × 1.01^36 = 1,430.77.
    expect(collegeSavingsPlan({ ...input, annualReturnPercent: 12 }, 1).currentGrowsToCents).toBe(1_430_77);
  });
});

describe("college balances", () => {
  it("builds up until college and pays each bill at the start of its year", () => {
    const input = { ...base, costGrowthPercent: 10 };
    // $1,058.75 × 12 = 12,705 after a year; × 24 = 25,410, less 12,100 = 13,310; less 13,310 = 0.
    expect(collegeBalances(input, collegeSavingsPlan(input))).toEqual([
      { yearsFromNow: 0, paidCents: 0, balanceCents: 0 },
      { yearsFromNow: 1, paidCents: 0, balanceCents: 12_705_00 },
      { yearsFromNow: 2, paidCents: 12_100_00, balanceCents: 13_310_00 },
      { yearsFromNow: 3, paidCents: 13_310_00, balanceCents: 0 },
    ]);
  });

  it("ends with the rounded-up deposit's small surplus, with the savings invested throughout", () => {
    const input = { ...base, yearsUntilStart: 1, annualReturnPercent: 12 };
    // 1,488.24 × 12.682503 = 18,874.61; less 10,000 = 8,874.61; × 1.1268250 = 10,000.13: $0.13 left
    // after the second bill.
    const points = collegeBalances(input, collegeSavingsPlan(input));
    expect(points.map((p) => p.paidCents)).toEqual([0, 10_000_00, 10_000_00]);
    expect(points[1]!.balanceCents).toBe(8_874_61);
    expect(points[2]!.balanceCents).toBe(13);
  });
});

describe("college comparisons", () => {
  it("sets the plan beside 2 points of return either side and saving from 2 years later", () => {
    // College in 3 years, a year of $10,000, nothing saved, 0 %: 10,000 / 36 = 277.77… → $277.78;
    // from 2 years later, 10,000 / 12 = 833.33… → $833.34. At −2 % the deposits grow less than
    // they are paid in, so more is needed; at +2 % less.
    const rows = collegeComparisons({ ...base, yearsUntilStart: 3, yearsOfStudy: 1 });
    expect(rows.map((row) => [row.key, row.annualReturnPercent, row.savingYears])).toEqual([
      ["as-entered", 0, 3],
      ["lower-return", -2, 3],
      ["higher-return", 2, 3],
      ["later-start", 0, 1],
    ]);
    expect(rows[0]!.monthlyCents).toBe(277_78);
    expect(rows[3]!.monthlyCents).toBe(833_34);
    expect(rows[1]!.monthlyCents).toBeGreaterThan(277_78);
    expect(rows[2]!.monthlyCents).toBeLessThan(277_78);
    // 2 % a year: r = 1/600 a month; (1 + r)^36 − 1 = 0.0617835, / r = 37.070109; 10,000 / 37.070109
    // = 269.759 → $269.76.
    expect(rows[2]!.monthlyCents).toBe(269_76);
  });

  it("writes the shifted return as a member would (5.1 − 2 is 3.1), and leaves out a later start with too little time", () => {
    const rows = collegeComparisons({ ...base, annualReturnPercent: 5.1 });
    expect(rows.map((row) => row.annualReturnPercent)).toEqual([5.1, 3.1, 7.1]);
  });
});
