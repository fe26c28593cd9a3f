import { formatBasisPoints, formatCalendarDate } from "../format";
import { LIQUIDITY_MONTHS, REFINANCE_WINDOW_MONTHS, type CollateralKind, type RateKind } from "../loans/family-liabilities";
import { asCents, formatUsd } from "../money";

// Every member-facing string of the family balance sheet page (the loans service's Taaffeite card
// "Family balance sheet liability management"); the rules are in core/loans/family-liabilities.ts.

const usd = (cents: number) => formatUsd(asCents(cents), { cents: false });
const pct = formatBasisPoints;

export const RATE_KIND_LABELS: Readonly<Record<RateKind, string>> = { fixed: "Fixed", variable: "Variable" };

export const COLLATERAL_LABELS: Readonly<Record<CollateralKind, string>> = {
  home: "Main home",
  property: "Other property",
  securities: "Securities",
  business: "Business assets",
  none: "Unsecured",
};

export const FAMILY_LIABILITIES_FIELD = {
  rateKind: "must be fixed or variable",
  collateral: "must be one of the kinds of collateral listed",
  noLoan: "Give at least one loan, with its name.",
} as const;

export const FAMILY_LIABILITIES_FINDINGS = {
  total: (count: number, totalCents: number, weightedBp: number, interestCents: number) =>
    `The family owes ${usd(totalCents)} on ${count === 1 ? "1 loan" : `${count} loans`} at ${pct(weightedBp)} on average: ${usd(interestCents)} of interest a year.`,
  next: (name: string, maturity: string, monthsLeft: number) =>
    `${name} comes due first, on ${formatCalendarDate(maturity)}${monthsLeft < 0 ? ", already past" : monthsLeft === 0 ? ", this month" : monthsLeft === 1 ? ", next month" : `, in ${monthsLeft} months`}.`,
  refinance: (count: number, cents: number) =>
    `${count === 1 ? "1 loan" : `${count} loans`}, ${usd(cents)}, ${count === 1 ? "matures" : "mature"} within ${REFINANCE_WINDOW_MONTHS} months: begin refinancing 6 to 12 months ahead, while lenders have time and you have choices.`,
  noRefinance: `No loan matures within ${REFINANCE_WINDOW_MONTHS} months.`,
  covered: (dueCents: number, liquidCents: number) =>
    `${usd(dueCents)} falls due within ${LIQUIDITY_MONTHS} months; the ${usd(liquidCents)} of liquid assets you entered would repay it if refinancing failed.`,
  short: (dueCents: number, liquidCents: number, shortCents: number) =>
    `${usd(dueCents)} falls due within ${LIQUIDITY_MONTHS} months, ${usd(shortCents)} more than the ${usd(liquidCents)} of liquid assets you entered: these loans must be refinanced or extended.`,
  variable: (variableCents: number, shareBp: number, shockBp: number, extraCents: number) =>
    `${usd(variableCents)} (${pct(shareBp)} of the debt) is at variable rates: a rise of ${pct(shockBp)} would add ${usd(extraCents)} of interest a year.`,
  allFixed: "Every loan has a fixed rate: a rise in rates changes only what refinancing will cost.",
  securities: (cents: number) =>
    `${usd(cents)} is borrowed against securities: a fall in the market can bring a call for more collateral when prices are lowest, so keep such a line well under its limit.`,
} as const;

/** The family office's steps for its debt, whatever the figures. */
export const FAMILY_LIABILITIES_STEPS = [
  "Keep one register of every loan: the lender, the borrowing person or entity, any guarantor, the rate and its index, the maturity, the covenants and the collateral; review it each quarter.",
  "Start each refinancing 6 to 12 months before maturity, and ask more than one lender for terms.",
  "Match each loan to what it finances: long fixed rates for property held for years, short lines for short needs.",
  "Watch covenants and personal guarantees: a guarantee puts the family's other assets behind an entity's loan.",
  "Keep liquid assets or an undrawn line for the maturities of the next 12 months.",
] as const;

export const FAMILY_LIABILITIES_ASSUMPTIONS = [
  "A year's interest is today's rate on today's balance; amortization, fees and taxes are not included.",
  "Each loan is shown coming due in full at its maturity, as a balloon; a loan that amortizes owes less by then.",
  "Months are counted from this month to the maturity's month.",
  "The rate rise reaches every variable loan at once and in full; caps in a loan's terms may limit it.",
];

export const FAMILY_LIABILITIES_DISCLAIMER = "This review helps the family and its advisers plan; it is not lending or financial advice. Each lender's terms decide what is owed and when.";
