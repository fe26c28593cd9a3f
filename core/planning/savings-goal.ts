import { roundCents, roundCentsUp } from "../money";

// Savings goal (issue "Planning and budgeting" §1): the monthly amount that grows today's savings
// to a target by a date. Deposits at the end of each month; the annual return is compounded
// monthly at return / 12, like the loan calculator's rate.

export type SavingsGoalInput = {
  targetCents: number;
  currentCents: number;
  /** Annual percentage, e.g. 5 for 5 %. */
  annualReturnPercent: number;
  /** Whole months until the target date (at least 1). */
  months: number;
};

export type SavingsGoalResult = {
  /** Rounded up to the cent, so the goal is reached. 0 when today's savings get there alone. */
  monthlyCents: number;
  months: number;
  /** What today's savings alone grow to by the date. */
  currentGrowsToCents: number;
  /** The balance at the date with the monthly amount paid in. */
  projectedCents: number;
  contributionsCents: number;
  growthCents: number;
  reachedWithoutSaving: boolean;
};

export function savingsGoal(input: SavingsGoalInput): SavingsGoalResult {
  const { targetCents, currentCents, months } = input;
  const r = input.annualReturnPercent / 100 / 12;
  const growth = Math.pow(1 + r, months);
  // The future value of 1 a month for n months: ((1 + r)^n − 1) / r, or n at 0 % (written to keep
  // its precision when r is tiny).
  const gained = Math.expm1(months * Math.log1p(r));
  const annuityFactor = r === 0 || gained === 0 ? months : gained / r;
  const currentGrowsTo = currentCents * growth;
  const gap = targetCents - currentGrowsTo;
  // A hair of tolerance so that a float just above a whole cent does not add one.
  const monthlyCents = gap <= 0 ? 0 : roundCentsUp(gap / annuityFactor - 1e-7);
  const projectedCents = roundCents(currentGrowsTo + monthlyCents * annuityFactor);
  const contributionsCents = monthlyCents * months;
  return {
    monthlyCents,
    months,
    currentGrowsToCents: roundCents(currentGrowsTo),
    projectedCents,
    contributionsCents,
    growthCents: projectedCents - currentCents - contributionsCents,
    reachedWithoutSaving: gap <= 0,
  };
}
