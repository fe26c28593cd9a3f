import { CONCENTRATION_FLAG_BP, type AwardKind, type VestingFrequency } from "../entrepreneurship/equity-awards";
import { formatBasisPoints, formatCalendarDate, formatCount } from "../format";
import { asCents, formatUsd } from "../money";
import type { FilingStatus, TaxYear } from "../tax/federal-tax-tables";
import { MANDATORY_SUPPLEMENTAL_BP, MANDATORY_SUPPLEMENTAL_OVER_CENTS, SUPPLEMENTAL_WITHHOLDING_BP } from "../tax/withholding";
import { FILING_STATUS_LABELS } from "./tax";
import { WITHHOLDING_FIELD } from "./tax-withholding";

// Every member-facing string of the equity awards page (the executive accounts: the entrepreneurship
// service's Emerald card "Executive and founder accounts" and retirement's "Executive deferred
// compensation accounts"); the rules are in core/entrepreneurship/equity-awards.ts.

const usd = (cents: number) => formatUsd(asCents(cents), { cents: false });
const date = formatCalendarDate;
const shares = (n: number) => `${formatCount(n)} ${n === 1 ? "share" : "shares"}`;

export const AWARD_KIND_LABELS: Readonly<Record<AwardKind, string>> = {
  rsu: "Restricted stock units",
  nso: "Nonqualified stock options",
  iso: "Incentive stock options",
};

export const VESTING_FREQUENCY_LABELS: Readonly<Record<VestingFrequency, string>> = { monthly: "Monthly", quarterly: "Quarterly", annually: "Once a year" };

export const EQUITY_FIELD = {
  kind: "must be rsu, nso or iso",
  every: "must be monthly, quarterly or annually",
  /** The withholding check's words, written once. */
  status: WITHHOLDING_FIELD.status,
  strikeForOptions: "Give the options' exercise price.",
  cliffTooLong: "The cliff must end by the last vesting date: at most the years of vesting × 12 months.",
} as const;

const flag = formatBasisPoints(CONCENTRATION_FLAG_BP);

export const EQUITY_FINDINGS = {
  vested: (today: string, vested: number, granted: number, valueCents: number, kind: AwardKind) =>
    `On ${date(today)}, ${formatCount(vested)} of the ${shares(granted)} have vested, ${kind === "rsu" ? "worth" : "with a spread of"} ${usd(valueCents)} at today's price.`,
  next: (nextDate: string, next: number, unvested: number, lastDate: string) =>
    `The next ${shares(next)} vest on ${date(nextDate)}; all ${formatCount(unvested)} still unvested are yours by ${date(lastDate)} if you stay.`,
  allVested: "Every share of the grant has vested.",
  notStarted: (firstDate: string) => `Nothing has vested yet: the first shares vest on ${date(firstDate)}.`,
  underWater: (priceCents: number, strikeCents: number) =>
    `At today's price of ${formatUsd(asCents(priceCents))} the options are under water, below the ${formatUsd(asCents(strikeCents))} exercise price: exercising would cost more than the shares are worth, so nothing is taxed or counted.`,
  unitsTax: (count: number, year: TaxYear, incomeCents: number, extraCents: number, withheldCents: number) =>
    `The ${shares(count)} vesting in ${year} are ${usd(incomeCents)} of wages at today's price, adding ${usd(extraCents)} of federal income tax; your employer withholds ${usd(withheldCents)} at the supplemental rate.`,
  exerciseTax: (count: number, year: TaxYear, incomeCents: number, extraCents: number, withheldCents: number) =>
    `Exercising the ${shares(count)} vested by the end of ${year} makes the ${usd(incomeCents)} spread wages, adding ${usd(extraCents)} of federal income tax; your employer withholds ${usd(withheldCents)} at the supplemental rate.`,
  shortfall: (cents: number) => `That leaves ${usd(cents)} to pay when you file: set it aside, or raise your withholding or estimated payments so no underpayment penalty is due.`,
  overWithheld: (cents: number) => `The withholding is ${usd(cents)} more than the tax the award adds: a refund when you file, or room to lower the withholding on your pay.`,
  bracket: (fromBp: number, toBp: number, kind: AwardKind) =>
    `The award's income moves your top bracket from ${formatBasisPoints(fromBp)} to ${formatBasisPoints(toBp)}.${kind === "rsu" ? "" : " Exercising over more than one year keeps more of the spread in lower brackets."}`,
  incentive: (count: number, year: TaxYear, spreadCents: number) =>
    `Exercising the ${shares(count)} vested by the end of ${year} and keeping the shares adds no regular income tax, but the ${usd(spreadCents)} spread counts for the alternative minimum tax: have your adviser work out Form 6251 before you exercise.`,
  disqualifying: (taxCents: number) =>
    `Selling those shares in the same year makes the spread ordinary income: ${usd(taxCents)} more federal income tax, with nothing withheld.`,
  nothingInYear: (year: TaxYear) => `Nothing of the grant vests in ${year}, so it adds no income that year.`,
  concentrated: (companyCents: number, shareBp: number, toSell: number, kind: AwardKind) =>
    `The company's stock you hold, ${usd(companyCents)}, is ${formatBasisPoints(shareBp)} of your investments. We flag any one company above ${flag}: ${kind === "rsu" ? `selling ${shares(toSell)}` : `exercising and selling ${formatCount(toSell)} options`} and investing elsewhere would bring it there, before the tax on the sale.`,
  diversified: (shareBp: number) => `The company's stock you hold is ${formatBasisPoints(shareBp)} of your investments, within the ${flag} we flag for one company.`,
} as const;

/** An executive's steps with an equity award, whatever the figures. */
export const EQUITY_STEPS = [
  "Keep the grant agreement and the plan document: they set the vesting, what happens to unvested shares if you leave or the company is sold, and how long options stay exercisable after you go.",
  "Check when you may trade: insiders sell only in open trading windows, or through a Rule 10b5-1 plan adopted in advance, whose cooling-off period must pass before the first sale.",
  "Before each vesting date or exercise, set aside the tax the withholding leaves, or raise your withholding or estimated payments.",
  "Record the cost basis of shares you keep, the value already taxed as wages, so the sale is not taxed on it again: a broker's Form 1099-B often shows a lower basis.",
  "Agree a plan for concentration with your investment adviser: sales on a schedule, gifts of shares to charity or family, or an exchange fund.",
  "For incentive options, note the dates: a sale at least two years after the grant and one year after the exercise is taxed as a long-term gain.",
] as const;

export function equityAssumptions(input: { kind: AwardKind; year: TaxYear; status: FilingStatus }): string[] {
  const sentences = [
    "Every date is valued at today's share price; the price will move, and what you receive with it.",
    `The award's income is taxed as wages on top of the wages you entered, with the ${input.year} standard deduction on a ${FILING_STATUS_LABELS[input.status]} return. Federal income tax only: Social Security, Medicare and state taxes are withheld and owed apart.`,
    `Employers withhold federal income tax on supplemental wages at ${SUPPLEMENTAL_WITHHOLDING_BP / 100} %, and at ${MANDATORY_SUPPLEMENTAL_BP / 100} % on any part of a year's supplemental wages over ${usd(MANDATORY_SUPPLEMENTAL_OVER_CENTS)} (IRS Publication 15, section 7); other bonuses in the year count toward that and are not included.`,
  ];
  if (input.kind !== "rsu") sentences.push("Options are exercised in the tax year for every share vested by its end; the alternative minimum tax is not computed.");
  sentences.push("Concentration counts the vested shares at what they would bring today (for options, the spread) against the other investments you entered.");
  return sentences;
}

export const EQUITY_DISCLAIMER = "This is an illustration to plan with, not tax, legal or investment advice. Your grant documents, your employer's plan and your advisers decide.";
