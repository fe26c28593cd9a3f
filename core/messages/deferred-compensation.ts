import { SOURCE_TAX_FREE_YEARS, type Election } from "../retirement/deferred-compensation";
import { formatBasisPoints } from "../format";
import { asCents, formatUsd } from "../money";
import type { FilingStatus, TaxYear } from "../tax/federal-tax-tables";
import { FILING_STATUS_LABELS } from "./tax";
import { WITHHOLDING_FIELD } from "./tax-withholding";

// Every member-facing string of the deferred compensation page (retirement's Emerald card "Executive
// deferred compensation accounts"); the rules are in core/retirement/deferred-compensation.ts.

const usd = (cents: number) => formatUsd(asCents(cents), { cents: false });

export const electionLabel = (installments: Election) => (installments === 1 ? "Lump sum" : `${installments} yearly installments`);

export const DEFERRED_FIELD = {
  plan: "must be 5, 10 or 15",
  /** The withholding check's words, written once. */
  status: WITHHOLDING_FIELD.status,
} as const;

export const DEFERRED_FINDINGS = {
  least: (installments: Election, taxCents: number, rateBp: number, lumpTaxCents: number, lumpRateBp: number) =>
    `${electionLabel(installments)} pay the least federal income tax: ${usd(taxCents)}, ${formatBasisPoints(rateBp)} of what they pay, against ${usd(lumpTaxCents)} (${formatBasisPoints(lumpRateBp)}) on a lump sum.`,
  lumpLeast: "A lump sum pays no more tax than installments here: your other income already sits in the top bracket the payments would reach.",
  brackets: (installments: Election, topBp: number, lumpTopBp: number) =>
    `${electionLabel(installments)} keep each payment in the ${formatBasisPoints(topBp)} bracket or below; a lump sum reaches ${formatBasisPoints(lumpTopBp)}.`,
  growth: (installments: Election, growthBp: number, paidCents: number, extraCents: number) =>
    `While it is paid out the balance still owed is credited ${formatBasisPoints(growthBp)} a year: ${electionLabel(installments).toLowerCase()} pay ${usd(paidCents)} in all, ${usd(extraCents)} more than the balance today.`,
  sourceState: `Installments over ${SOURCE_TAX_FREE_YEARS} years or more are taxed only by the state you live in when they are paid, not the state where you earned them (4 U.S.C. §114): a move to a state without income tax can matter.`,
  creditRisk: "Until it is paid, the balance is your employer's unsecured promise: in a bankruptcy you would stand with its other creditors. Weigh that before a long payout.",
} as const;

/** The steps around a distribution election, whatever the figures. */
export const DEFERRED_STEPS = [
  "Read the plan document and your election forms: the payout you chose when you deferred the pay, a lump sum or installments and when they start, is the one that applies.",
  "Change an election only as section 409A allows: at least 12 months before the first scheduled payment, taking effect 12 months after you make it, and pushing the first payment back at least five years.",
  "Plan the payout years with your other income: Social Security, required minimum distributions and a pension fill the same brackets.",
  "Watch the employer's finances while you wait: the balance is an unsecured promise, and a rabbi trust protects it from a change of heart, not from creditors.",
  "Expect withholding at the supplemental rate on each payment, and set aside or pay estimated tax for what it leaves.",
] as const;

export function deferredAssumptions(input: { year: TaxYear; status: FilingStatus; growthBp: number }): string[] {
  return [
    `Each payment is taxed as wages on top of the other income you entered, every year at the ${input.year} federal tables and standard deduction on a ${FILING_STATUS_LABELS[input.status]} return, without inflation adjustments.`,
    "Federal income tax only: state tax is not included, and Social Security and Medicare taxes were due when the pay was earned or vested.",
    `Installments are paid once a year from the first year, each the balance owed divided by the payments left; what is still owed is credited ${formatBasisPoints(input.growthBp)} a year.`,
    "What you do with a lump sum after tax is not modelled.",
  ];
}

export const DEFERRED_DISCLAIMER = "This is an illustration to plan with, not tax or legal advice. Your plan document, your elections and your advisers decide.";
