import { roundCents } from "../money";

// Life insurance needs (the insurance service's Bronze calculators), by the needs method: what the
// family would need if the member died today — the income they would lose for the years it is
// needed, the debts, the final expenses and the goals set aside — less what is already there to
// meet it (savings and investments, life insurance already held). Pure: amounts in cents.

export type LifeInsuranceInput = {
  /** The yearly income the family would need replaced (after tax, what they live on). */
  yearlyIncomeCents: number;
  /** Whole years it is needed for (until the youngest child is independent, or a spouse retires). */
  years: number;
  /** What the money would earn above inflation, percent a year: the income keeps its buying power. */
  realReturnPercent: number;
  mortgageCents: number;
  otherDebtsCents: number;
  finalExpensesCents: number;
  /** Set aside for goals such as college, in today's dollars. */
  goalsCents: number;
  savingsCents: number;
  existingCoverageCents: number;
};

export type LifeInsuranceNeed = {
  /** The sum that pays the income at the start of each year for `years` years, earning the real return meanwhile. */
  incomeCents: number;
  debtsCents: number;
  /** Income, debts, final expenses and goals. */
  needsCents: number;
  /** Savings and the coverage already held. */
  resourcesCents: number;
  /** Needs less resources, never below zero: the coverage to consider. */
  coverageCents: number;
  /** Resources beyond the needs (0 when there is a gap). */
  surplusCents: number;
};

/**
 * The present value of `years` yearly payments of 1, the first today (an annuity due) at `ratePercent`:
 * (1 − (1 + r)^−n) / r × (1 + r), or n at 0 %.
 */
export function incomeFactor(years: number, ratePercent: number): number {
  const r = ratePercent / 100;
  if (r === 0) return years;
  return ((1 - Math.pow(1 + r, -years)) / r) * (1 + r);
}

export function lifeInsuranceNeed(input: LifeInsuranceInput): LifeInsuranceNeed {
  const incomeCents = roundCents(input.yearlyIncomeCents * incomeFactor(input.years, input.realReturnPercent));
  const debtsCents = input.mortgageCents + input.otherDebtsCents;
  const needsCents = incomeCents + debtsCents + input.finalExpensesCents + input.goalsCents;
  const resourcesCents = input.savingsCents + input.existingCoverageCents;
  return {
    incomeCents,
    debtsCents,
    needsCents,
    resourcesCents,
    coverageCents: Math.max(0, needsCents - resourcesCents),
    surplusCents: Math.max(0, resourcesCents - needsCents),
  };
}

/** Outcomes set beside the answer: the real return a point lower and higher, and the income needed five years longer. */
export const LIFE_RETURN_SPREAD = 1;
export const LIFE_LONGER_YEARS = 5;

export type LifeInsuranceComparison = { key: "as-entered" | "lower-return" | "higher-return" | "longer"; realReturnPercent: number; years: number; coverageCents: number };

export function lifeInsuranceComparisons(input: LifeInsuranceInput): LifeInsuranceComparison[] {
  const at = (key: LifeInsuranceComparison["key"], realReturnPercent: number, years: number): LifeInsuranceComparison => ({
    key,
    realReturnPercent,
    years,
    coverageCents: lifeInsuranceNeed({ ...input, realReturnPercent, years }).coverageCents,
  });
  return [
    at("as-entered", input.realReturnPercent, input.years),
    at("lower-return", input.realReturnPercent - LIFE_RETURN_SPREAD, input.years),
    at("higher-return", input.realReturnPercent + LIFE_RETURN_SPREAD, input.years),
    at("longer", input.realReturnPercent, input.years + LIFE_LONGER_YEARS),
  ];
}
