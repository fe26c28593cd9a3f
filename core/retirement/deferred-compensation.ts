import { asCents, percentOf } from "../money";
import { estimateFederalTax, plainReturn } from "../tax/estimate-federal-tax";
import type { FilingStatus, TaxYear } from "../tax/federal-tax-tables";

// The executive accounts' deferred compensation planner (retirement's Emerald card "Executive
// deferred compensation accounts"): how a nonqualified deferred compensation balance is taxed when it
// is paid as a lump sum or in yearly installments. Each payment is wages in the year it is paid, on
// top of the member's other income; the balance still owed keeps being credited with earnings. Pure:
// money in integer cents, rates in basis points.

/** The elections the page compares: a lump sum, then yearly installments. */
export const ELECTIONS = [1, 5, 10, 15] as const;
export type Election = (typeof ELECTIONS)[number];

/** Installments over at least this many years are taxed only by the state of residence (4 U.S.C. §114(b)(1)(I)). */
export const SOURCE_TAX_FREE_YEARS = 10;

export type PayoutInput = {
  balanceCents: number;
  /** Earnings credited a year on what is still owed, basis points. */
  growthBp: number;
};

/**
 * The yearly payments of `installments`: each year pays what is owed divided by the payments left
 * (the usual plan formula, which lets the last payment carry the remainder exactly), and what
 * remains is credited a year's earnings, rounded half up to the cent.
 */
export function installmentPayments(input: PayoutInput, installments: number): number[] {
  let owed = input.balanceCents;
  const payments: number[] = [];
  for (let left = installments; left >= 1; left -= 1) {
    const payment = Math.round(owed / left);
    payments.push(payment);
    const remaining = owed - payment;
    owed = remaining + percentOf(asCents(remaining), input.growthBp);
  }
  return payments;
}

export type TaxYearInput = { year: TaxYear; status: FilingStatus; otherIncomeCents: number };

export type PayoutYear = { year: number; paymentCents: number; taxCents: number; bracketBp: number };

export type PayoutPlan = {
  installments: Election;
  years: PayoutYear[];
  paidCents: number;
  taxCents: number;
  /** The tax over what was paid, basis points. */
  averageRateBp: number;
};

/** Federal income tax on taxable income, and the top bracket, of the other income plus `wages`. */
function incomeTax(t: TaxYearInput, wages: number) {
  const e = estimateFederalTax(plainReturn({ taxYear: t.year, filingStatus: t.status, income: { wages, otherIncome: t.otherIncomeCents } }));
  return { tax: e.ordinaryIncomeTax, bracketBp: e.marginalRateBp };
}

/**
 * Each payment taxed as the federal income tax it adds on top of the other income, every year at the
 * table of `tax.year` (no inflation adjustment).
 */
export function payoutPlan(input: PayoutInput, installments: Election, tax: TaxYearInput): PayoutPlan {
  const base = incomeTax(tax, 0).tax;
  const years = installmentPayments(input, installments).map((paymentCents, i) => {
    const withPayment = incomeTax(tax, paymentCents);
    return { year: i + 1, paymentCents, taxCents: withPayment.tax - base, bracketBp: withPayment.bracketBp };
  });
  const paidCents = years.reduce((total, y) => total + y.paymentCents, 0);
  const taxCents = years.reduce((total, y) => total + y.taxCents, 0);
  return { installments, years, paidCents, taxCents, averageRateBp: paidCents > 0 ? Math.round((taxCents * 10_000) / paidCents) : 0 };
}
