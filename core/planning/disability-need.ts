import { percentOf, asCents } from "../money";

// Disability cover (the insurance service's Bronze calculators): if an illness or injury stopped
// the member's pay, how much of the month's essential spending the income that continues and the
// disability benefit already held would meet, what monthly benefit would close the gap, and how
// long savings carry the household through the waiting period before any benefit is paid. Pure:
// amounts in integer cents, rates in basis points.

export type DisabilityInput = {
  /** Gross pay a month. */
  payCents: number;
  /** Essential spending a month: housing, food, insurance, debt payments. */
  expensesCents: number;
  /** Household income that would continue: a partner's pay, rent from a property. */
  otherIncomeCents: number;
  /** A policy already held (often through work): its benefit as a share of pay, and its monthly maximum (null: none). */
  benefitBp: number;
  benefitCapCents: number | null;
  /** The share of the benefit lost to income tax: a policy whose premiums the employer pays is taxable. */
  benefitTaxBp: number;
  /** Whole months from the start of the disability to the first benefit payment (the elimination period). */
  waitingMonths: number;
  savingsCents: number;
};

/** The months of a disability the savings path is drawn for. */
export const DISABILITY_MONTHS = 12;

export type DisabilityNeed = {
  /** The benefit already held, a month, before and after tax. */
  benefitCents: number;
  benefitAfterTaxCents: number;
  /** Essential spending less the income that continues: what pay covered. */
  shortfallCents: number;
  /** The monthly benefit (after tax) to consider on top of what is held; 0 when covered. */
  gapCents: number;
  /** What continues (other income and the benefit after tax) as a share of the spending, in basis points, at most 10,000. */
  coveredBp: number;
  /** Spending during the waiting period that the other income does not meet. */
  waitingCostCents: number;
  /** Whole months the savings meet the shortfall with no benefit; null when there is no shortfall. */
  savingsMonths: number | null;
  /** Savings month by month (month 0 first) with the cover held, and with the gap closed too. */
  savingsPath: number[];
  savingsPathCovered: number[];
};

function savingsPath(input: DisabilityInput, shortfall: number, monthlyBenefit: number): number[] {
  const path = [input.savingsCents];
  for (let month = 1; month <= DISABILITY_MONTHS; month += 1) {
    const paid = month > input.waitingMonths ? monthlyBenefit : 0;
    path.push(path[month - 1]! - Math.max(0, shortfall - paid));
  }
  return path;
}

export function disabilityNeed(input: DisabilityInput): DisabilityNeed {
  const uncapped = percentOf(asCents(input.payCents), input.benefitBp);
  const benefitCents = input.benefitCapCents === null ? uncapped : Math.min(uncapped, input.benefitCapCents);
  const benefitAfterTaxCents = benefitCents - percentOf(asCents(benefitCents), input.benefitTaxBp);
  const shortfallCents = Math.max(0, input.expensesCents - input.otherIncomeCents);
  const gapCents = Math.max(0, shortfallCents - benefitAfterTaxCents);
  const continuing = input.otherIncomeCents + benefitAfterTaxCents;
  const coveredBp = input.expensesCents === 0 ? 10_000 : Math.min(10_000, Math.floor((continuing * 10_000) / input.expensesCents));
  return {
    benefitCents,
    benefitAfterTaxCents,
    shortfallCents,
    gapCents,
    coveredBp,
    waitingCostCents: shortfallCents * input.waitingMonths,
    savingsMonths: shortfallCents === 0 ? null : Math.floor(input.savingsCents / shortfallCents),
    savingsPath: savingsPath(input, shortfallCents, benefitAfterTaxCents),
    savingsPathCovered: savingsPath(input, shortfallCents, benefitAfterTaxCents + gapCents),
  };
}
