import { formatBasisPoints } from "../format";
import { asCents, formatUsd } from "../money";
import { PART_B_FIRST_INCOME_AGE } from "../retirement/medicare-premium";

// Every member-facing string of the retirement service's tax planning page (Gold, with individual
// tax); the rules are in core/retirement/ and core/tax/.

const usd = (cents: number) => formatUsd(asCents(cents));

export const RETIREMENT_TAX_FIELD = {
  spouseAgeJoint: "is asked only on a joint return",
  conversionOverBalance: "must not be more than the tax-deferred balance",
} as const;

export const RETIREMENT_TAX_FINDINGS = {
  conversionCost: (year: number, conversion: number, extra: number, averageBp: number) =>
    `Converting ${usd(conversion)} adds ${usd(extra)} to your ${year} federal income tax: ${formatBasisPoints(averageBp)} of the amount converted.`,
  bracketRoom: (room: number, bracketBp: number) => `You can convert ${usd(room)} more before your taxable income leaves the ${formatBasisPoints(bracketBp)} bracket.`,
  pastBracket: (bracketBp: number, nextBracketBp: number) =>
    `This conversion takes part of your income past the ${formatBasisPoints(bracketBp)} bracket into the ${formatBasisPoints(nextBracketBp)} one. Converting to the top of your current bracket, and the rest in a later year, would tax it less.`,
  hiddenRate: (nextBp: number, bracketBp: number) =>
    `Each further dollar converted costs about ${formatBasisPoints(nextBp)} in tax, more than your ${formatBasisPoints(bracketBp)} bracket: as income grows, more of your Social Security benefits become taxable or the senior deduction shrinks.`,
  rmdDue: (year: number, rmd: number) =>
    `Your required minimum distribution for ${year} is ${usd(rmd)}, due by December 31 (by April 1 of next year if it is your first). It is income for the year: include it above. A required distribution can't itself be converted.`,
  rmdAhead: (firstYear: number, startAge: number, first: number) =>
    `Your required distributions start in ${firstYear}, the year you turn ${startAge}: the first would be about ${usd(first)} at the growth assumed.`,
  rmdLower: (first: number, firstWithout: number) =>
    `With this conversion, that first required distribution would be ${usd(first)} instead of ${usd(firstWithout)}: less income you must take, and tax on it, every year after.`,
  medicareUp: (premiumYear: number, before: number, after: number) =>
    `This conversion raises your Medicare Part B premium in ${premiumYear} from ${usd(before)} to ${usd(after)} a month for each person on Medicare, by the latest published thresholds.`,
  medicareSame: (premiumYear: number, monthly: number) =>
    `Your ${premiumYear} Medicare Part B premium stays at ${usd(monthly)} a month with this conversion, by the latest published thresholds.`,
  contribution: (rateBp: number, saved: number) =>
    `At ${formatBasisPoints(rateBp)}, each $1,000 put into a traditional IRA or 401(k) instead of a Roth saves ${usd(saved)} of tax this year; a Roth saves nothing now but is tax-free when withdrawn. Traditional is worth more if your rate when you withdraw will be lower than ${formatBasisPoints(rateBp)}.`,
} as const;

/** The usual order of drawing on accounts in retirement, and where it bends. */
export const WITHDRAWAL_ORDER = [
  "Take any required minimum distribution first: missing it costs a 25% excise tax on what was not taken (10% if corrected within two years).",
  "Then spend from taxable accounts (brokerage, savings): only the gains are taxed, long-term gains at 0%, 15% or 20%, and losses can offset them.",
  "Then from tax-deferred accounts (traditional IRAs, 401(k)s): every dollar is ordinary income. In low-income years, drawing or converting just enough to fill the lower brackets spreads this tax out.",
  "Leave Roth accounts for last: they have no required distributions for the owner, grow tax-free and pass to heirs tax-free, so each year they stay invested is worth the most.",
  "Keep an eye on the lines that move with income: the taxable share of Social Security, the senior deduction, Medicare premiums two years on, and the 0% rate on long-term gains.",
] as const;

export const retirementTaxAssumptions = (growthPercent: number) => [
  "Income is taxed as ordinary income with the standard deduction (with the additional amount and the senior deduction from 65); itemized deductions, credits, capital gains and state tax are not modelled.",
  "Social Security is taxed by the 1040 worksheet; married filing separately is figured as having lived with your spouse during the year.",
  "A conversion is from pre-tax money only; converted amounts must stay in the Roth five years (or until 59½) for their withdrawal to avoid the 10% penalty.",
  `Required distributions use the Uniform Lifetime Table on last December's balance, which grows ${growthPercent}% a year after each year's withdrawals; a spouse more than ten years younger as sole beneficiary, or inherited accounts, follow other tables.`,
  `Medicare premiums follow the income of two years before, from the year you turn ${PART_B_FIRST_INCOME_AGE}; the thresholds are indexed each year, so those of years not yet published are taken to be the latest.`,
];

export const RETIREMENT_TAX_DISCLAIMER =
  "This is an illustration, not tax advice. It rests on the assumptions above; your return, your state's tax and the law in force when you act may differ. A specialist reviews the figures with you before a conversion.";
