import { roundCents, roundCentsUp } from "../money";
import { savingsGoal } from "./savings-goal";

// College savings (the education service's calculator): what the years of college will cost, the
// sum needed when college starts, and the monthly saving that gets there. Each year of college is
// paid in full at its start from the savings, which stay invested until the last bill; deposits are
// made at the end of each month until college starts, and the annual return is compounded monthly
// at return / 12, as in the savings goal (./savings-goal.ts), whose solution this reuses.

export type CollegeSavingsInput = {
  /** A year of college at today's prices. */
  yearlyCostCents: number;
  /** Whole years until the first bill (at least 1, so that there is time to save). */
  yearsUntilStart: number;
  /** Whole years of study (at least 1). */
  yearsOfStudy: number;
  /** Yearly rise of the cost, percent, until and during college. */
  costGrowthPercent: number;
  /** Annual return of the savings, percent. */
  annualReturnPercent: number;
  currentCents: number;
};

export type CollegeYear = { year: number; yearsFromNow: number; costCents: number };
/** The savings on each anniversary from today until the last bill, after that day's bill. */
export type CollegeBalancePoint = { yearsFromNow: number; paidCents: number; balanceCents: number };

export type CollegeSavingsPlan = {
  years: CollegeYear[];
  totalCostCents: number;
  /** The bills' value when college starts, discounted at the return: what the savings must hold then. */
  neededAtStartCents: number;
  currentGrowsToCents: number;
  monthlyCents: number;
  months: number;
  contributionsCents: number;
  reachedWithoutSaving: boolean;
};

const monthlyGrowth = (annualReturnPercent: number) => 1 + annualReturnPercent / 100 / 12;

/** The cost of each year of college: today's cost grown by costGrowth for the years until it is paid. */
export function collegeCosts(input: Pick<CollegeSavingsInput, "yearlyCostCents" | "yearsUntilStart" | "yearsOfStudy" | "costGrowthPercent">): CollegeYear[] {
  const growth = 1 + input.costGrowthPercent / 100;
  return Array.from({ length: input.yearsOfStudy }, (_, k) => {
    const yearsFromNow = input.yearsUntilStart + k;
    return { year: k + 1, yearsFromNow, costCents: roundCents(input.yearlyCostCents * Math.pow(growth, yearsFromNow)) };
  });
}

/**
 * The plan, with the monthly saving solved for `savingYears` of deposits (the years until college
 * by default; fewer for "starting later": today's savings still grow meanwhile).
 */
export function collegeSavingsPlan(input: CollegeSavingsInput, savingYears = input.yearsUntilStart): CollegeSavingsPlan {
  const years = collegeCosts(input);
  const totalCostCents = years.reduce((sum, y) => sum + y.costCents, 0);
  const yearGrowth = Math.pow(monthlyGrowth(input.annualReturnPercent), 12);
  // A hair of tolerance so that a float just above a whole cent does not add one.
  const neededAtStartCents = roundCentsUp(years.reduce((sum, y, k) => sum + y.costCents / Math.pow(yearGrowth, k), 0) - 1e-7);
  const idleMonths = (input.yearsUntilStart - savingYears) * 12;
  const grownWhileWaiting = input.currentCents * Math.pow(monthlyGrowth(input.annualReturnPercent), idleMonths);
  const goal = savingsGoal({ targetCents: neededAtStartCents, currentCents: grownWhileWaiting, annualReturnPercent: input.annualReturnPercent, months: savingYears * 12 });
  return {
    years,
    totalCostCents,
    neededAtStartCents,
    currentGrowsToCents: goal.currentGrowsToCents,
    monthlyCents: goal.monthlyCents,
    months: goal.months,
    contributionsCents: goal.contributionsCents,
    reachedWithoutSaving: goal.reachedWithoutSaving,
  };
}

/**
 * The savings year by year with the plan's monthly deposit until college and each bill paid at the
 * start of its year. Kept unrounded between points, so the last balance is the plan's small surplus
 * (the deposit is rounded up), never a float's stray −0.01.
 */
export function collegeBalances(input: CollegeSavingsInput, plan: CollegeSavingsPlan): CollegeBalancePoint[] {
  const step = monthlyGrowth(input.annualReturnPercent);
  const lastYear = input.yearsUntilStart + input.yearsOfStudy - 1;
  const bills = new Map(plan.years.map((y) => [y.yearsFromNow, y.costCents]));
  let balance = input.currentCents;
  const points: CollegeBalancePoint[] = [{ yearsFromNow: 0, paidCents: 0, balanceCents: roundCents(balance) }];
  for (let t = 1; t <= lastYear; t++) {
    for (let m = 0; m < 12; m++) balance = balance * step + (t <= input.yearsUntilStart ? plan.monthlyCents : 0);
    const paid = bills.get(t) ?? 0;
    balance -= paid;
    points.push({ yearsFromNow: t, paidCents: paid, balanceCents: Math.max(0, roundCents(balance)) });
  }
  return points;
}

/** How far the comparisons move the plan: the return, in percentage points, and the start of saving, in years. */
export const COLLEGE_RETURN_SPREAD = 2;
export const COLLEGE_LATER_START_YEARS = 2;

export type CollegeComparison = {
  key: "as-entered" | "lower-return" | "higher-return" | "later-start";
  annualReturnPercent: number;
  savingYears: number;
  monthlyCents: number;
};

/**
 * The range of outcomes set beside the plan: its monthly saving, with the return lower and higher,
 * and, when there is still a year of saving left after the delay, with saving started later.
 */
export function collegeComparisons(input: CollegeSavingsInput): CollegeComparison[] {
  const r = input.annualReturnPercent;
  // 5.1 − 2 is 3.0999999999999996 in floats: the percent as the member would write it.
  const shifted = (by: number) => Number((r + by).toFixed(6));
  const at = (annualReturnPercent: number, savingYears = input.yearsUntilStart): CollegeComparison["monthlyCents"] =>
    collegeSavingsPlan({ ...input, annualReturnPercent }, savingYears).monthlyCents;
  const lower = shifted(-COLLEGE_RETURN_SPREAD);
  const higher = shifted(COLLEGE_RETURN_SPREAD);
  const rows: CollegeComparison[] = [
    { key: "as-entered", annualReturnPercent: r, savingYears: input.yearsUntilStart, monthlyCents: at(r) },
    { key: "lower-return", annualReturnPercent: lower, savingYears: input.yearsUntilStart, monthlyCents: at(lower) },
    { key: "higher-return", annualReturnPercent: higher, savingYears: input.yearsUntilStart, monthlyCents: at(higher) },
  ];
  const later = input.yearsUntilStart - COLLEGE_LATER_START_YEARS;
  if (later >= 1) rows.push({ key: "later-start", annualReturnPercent: r, savingYears: later, monthlyCents: at(r, later) });
  return rows;
}
