import { asCents, percentOf } from "../money";

// The investments service's Emerald "High-net-worth private investments": who may invest in a
// private fund, and what a commitment to one does to the member's cash year by year. A commitment
// is not paid at once: the fund calls it over its first years and pays it back, with any gain,
// over its later ones. The pacing follows the model of Takahashi and Alexander ("Illiquid
// Alternative Asset Fund Modeling", Yale Investments Office, 2002): each year calls a share of
// what is still uncalled, the fund's value grows, and it distributes a share of its value that
// rises to all of it at the end of its life. Pure: money in integer cents, rates in basis points.

/** Rule 501(a) of Regulation D, 17 CFR 230.501(a)(5)–(6): net worth (the primary residence excluded) or income. */
export const ACCREDITED_NET_WORTH_OVER_CENTS = 100_000_000;
export const ACCREDITED_INCOME_OVER_CENTS = 20_000_000;
export const ACCREDITED_JOINT_INCOME_OVER_CENTS = 30_000_000;
/** Investment Company Act §2(a)(51)(A)(i), 15 U.S.C. 80a-2(a)(51): a person owning at least $5 million in investments. */
export const QUALIFIED_PURCHASER_CENTS = 500_000_000;

export type EligibilityInput = {
  /** Net worth, alone or with a spouse, without the primary residence. */
  netWorthCents: number;
  /** Income in each of the last two years. */
  incomeCents: readonly [number, number];
  joint: boolean;
  investmentsCents: number;
};

export type Eligibility = {
  accredited: boolean;
  byNetWorth: boolean;
  byIncome: boolean;
  qualifiedPurchaser: boolean;
};

/** Whether the member is an accredited investor (either test) and a qualified purchaser. */
export function eligibility(input: EligibilityInput): Eligibility {
  const incomeBar = input.joint ? ACCREDITED_JOINT_INCOME_OVER_CENTS : ACCREDITED_INCOME_OVER_CENTS;
  const byNetWorth = input.netWorthCents > ACCREDITED_NET_WORTH_OVER_CENTS;
  const byIncome = input.incomeCents.every((income) => income > incomeBar);
  return { accredited: byNetWorth || byIncome, byNetWorth, byIncome, qualifiedPurchaser: input.investmentsCents >= QUALIFIED_PURCHASER_CENTS };
}

export type PacingInput = {
  commitmentCents: number;
  /** The share of what is still uncalled that each year of the investment period calls; its last year calls the rest. */
  callRateBp: number;
  investmentYears: number;
  /** The fund's life: its last year distributes everything left. */
  lifeYears: number;
  /** The fund's value growth a year, after fees. */
  growthBp: number;
  /** How late distributions come: 1 spreads them evenly over the life, higher holds them back. */
  bow: number;
};

export type PacingYear = {
  year: number;
  callCents: number;
  distributionCents: number;
  /** Distributions less calls, and their running total: the member's cash out of pocket when negative. */
  netCents: number;
  cumulativeNetCents: number;
  /** The fund's value at the year's end, and what is still uncalled. */
  valueCents: number;
  uncalledCents: number;
};

export type Pacing = {
  years: PacingYear[];
  calledCents: number;
  distributedCents: number;
  /** The deepest the running total goes, as a positive amount, and the year it does. */
  peakOutlayCents: number;
  peakYear: number;
  /** The first year the running total is back to zero or above; null if never within the life. */
  breakEvenYear: number | null;
};

/** The share of the value a year distributes, (year ÷ life)^bow, in basis points. */
export const distributionRateBp = (year: number, lifeYears: number, bow: number) => Math.round(10_000 * Math.pow(year / lifeYears, bow));

/**
 * Year by year: the call (the rate on what is uncalled, the rest in the investment period's last
 * year); the distribution, the year's rate on last year's value grown a year; the value, grown, plus
 * the call, less the distribution.
 */
export function commitmentPacing(input: PacingInput): Pacing {
  if (input.investmentYears >= input.lifeYears) throw new RangeError("the investment period must end before the fund's life");
  let uncalled = input.commitmentCents;
  let value = 0;
  let cumulative = 0;
  const years: PacingYear[] = [];
  for (let year = 1; year <= input.lifeYears; year += 1) {
    let call = 0;
    if (year < input.investmentYears) call = percentOf(asCents(uncalled), input.callRateBp);
    else if (year === input.investmentYears) call = uncalled;
    uncalled -= call;
    const grown = value + percentOf(asCents(value), input.growthBp);
    const distribution = year === input.lifeYears ? grown : percentOf(asCents(grown), distributionRateBp(year, input.lifeYears, input.bow));
    value = grown + call - distribution;
    cumulative += distribution - call;
    years.push({ year, callCents: call, distributionCents: distribution, netCents: distribution - call, cumulativeNetCents: cumulative, valueCents: value, uncalledCents: uncalled });
  }
  const deepest = years.reduce((low, y) => (y.cumulativeNetCents < low.cumulativeNetCents ? y : low), years[0]!);
  const calledCents = years.reduce((total, y) => total + y.callCents, 0);
  const distributedCents = years.reduce((total, y) => total + y.distributionCents, 0);
  const breakEven = years.find((y) => y.year >= deepest.year && y.cumulativeNetCents >= 0);
  return {
    years,
    calledCents,
    distributedCents,
    peakOutlayCents: Math.max(0, -deepest.cumulativeNetCents),
    peakYear: deepest.year,
    breakEvenYear: breakEven ? breakEven.year : null,
  };
}
