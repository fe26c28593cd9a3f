import { formatBasisPoints } from "../format";
import { ACCREDITED_INCOME_OVER_CENTS, ACCREDITED_JOINT_INCOME_OVER_CENTS, ACCREDITED_NET_WORTH_OVER_CENTS, QUALIFIED_PURCHASER_CENTS } from "../investments/private-fund";
import { asCents, formatUsd } from "../money";

// Every member-facing string of the private fund commitment page (the investments service's Emerald
// card "High-net-worth private investments"); the rules are in core/investments/private-fund.ts.

const usd = (cents: number) => formatUsd(asCents(cents), { cents: false });

export const PRIVATE_FUND_FIELD = {
  joint: "must be yes or no",
  periodTooLong: "The investment period must end before the fund's life does: fewer years than its life.",
} as const;

export const PRIVATE_FUND_FINDINGS = {
  accreditedByNetWorth: `You are an accredited investor by net worth: over ${usd(ACCREDITED_NET_WORTH_OVER_CENTS)} without your home (Regulation D, Rule 501(a)), so funds sold to accredited investors are open to you.`,
  accreditedByIncome: (joint: boolean) =>
    `You are an accredited investor by income: over ${usd(joint ? ACCREDITED_JOINT_INCOME_OVER_CENTS : ACCREDITED_INCOME_OVER_CENTS)}${joint ? " with your spouse" : ""} in each of the last two years (Regulation D, Rule 501(a)), if you expect the same this year.`,
  notAccredited: `By these figures you are not an accredited investor (a net worth over ${usd(ACCREDITED_NET_WORTH_OVER_CENTS)} without your home, or income over ${usd(ACCREDITED_INCOME_OVER_CENTS)}, ${usd(ACCREDITED_JOINT_INCOME_OVER_CENTS)} with a spouse, in each of the last two years): most private funds cannot take your money.`,
  qualifiedPurchaser: (investmentsCents: number) => `With ${usd(investmentsCents)} of investments you are also a qualified purchaser, which funds relying on section 3(c)(7) of the Investment Company Act require.`,
  notQualifiedPurchaser: `Funds relying on section 3(c)(7) of the Investment Company Act take only qualified purchasers, from ${usd(QUALIFIED_PURCHASER_CENTS)} of investments; those relying on section 3(c)(1) need accredited investors only.`,
  peak: (peakCents: number, year: number) => `The calls take up to ${usd(peakCents)} of your cash, at its deepest in year ${year}, before distributions bring it back.`,
  covered: (liquidCents: number) => `The ${usd(liquidCents)} of cash and liquid investments you entered covers it.`,
  uncovered: (shortCents: number, liquidCents: number) =>
    `That is ${usd(shortCents)} more than the ${usd(liquidCents)} of cash and liquid investments you entered: plan where each call will come from, since a missed call can cost you your stake.`,
  returned: (growthBp: number, year: number, distributedCents: number, multiple: string) =>
    `At ${formatBasisPoints(growthBp)} a year the fund has returned your money by year ${year}, and ${usd(distributedCents)} in all, ${multiple} times what it called.`,
  notReturned: (growthBp: number, distributedCents: number, calledCents: number) => `At ${formatBasisPoints(growthBp)} a year the fund never returns what it called: ${usd(distributedCents)} back for ${usd(calledCents)}.`,
  share: (shareBp: number, lifeYears: number) => `The commitment is ${formatBasisPoints(shareBp)} of your investments, tied up for as long as ${lifeYears} years.`,
} as const;

/** The steps before and after committing to a private fund, whatever the figures. */
export const PRIVATE_FUND_STEPS = [
  "Read the private placement memorandum and the limited partnership agreement: the strategy, the management fee and carried interest, the term and its extensions, and what happens if you miss a capital call.",
  "Keep what the calls will need in cash or short-term bonds: a fund often gives about ten days' notice of a call.",
  "Expect a Schedule K-1 each year, often after April 15, and plan to extend your return.",
  "Commit over several years rather than all at once, so one fund's distributions help pay the next one's calls.",
  "Read the quarterly reports and capital account statements: the fund's value is an estimate until its investments are sold.",
] as const;

export function privateFundAssumptions(input: { callRateBp: number; bow: number; growthBp: number }): string[] {
  return [
    `Calls and distributions follow the model of Takahashi and Alexander (Yale Investments Office, 2002): each year of the investment period calls ${formatBasisPoints(input.callRateBp)} of what is still uncalled and its last year the rest; each year the fund pays out (year ÷ life)^${input.bow} of its value, grown ${formatBasisPoints(input.growthBp)}, and all of it in its last year.`,
    "Growth is after the fund's fees and carried interest, the same every year; real funds' returns vary widely from one to another.",
    "Accreditation uses the net worth and income tests for individuals; professional certifications and investing through an entity are not considered.",
    "Taxes are not included.",
  ];
}

export const PRIVATE_FUND_DISCLAIMER =
  "This is an illustration, not an offer to sell or a solicitation of an offer to buy any security, nor investment, tax or legal advice. A private fund is offered only through its offering documents.";
