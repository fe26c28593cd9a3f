import { roundCents } from "../money";

// Investment growth and what fees cost (the investments service's Bronze calculators): a starting
// sum and a monthly contribution grown at a return, with an annual fee taken from the assets, year
// by year, beside the same plan at another fee and at none. Each month the assets earn return / 12,
// then the fee takes fee / 12 of them (as a fund's expense ratio accrues), then the contribution is
// paid in at the month's end, like the savings goal's.

export type InvestmentGrowthInput = {
  startCents: number;
  monthlyCents: number;
  /** Whole years, at least 1. */
  years: number;
  /** Annual percentages, e.g. 6 for 6 % and 0.75 for 0.75 %. */
  annualReturnPercent: number;
  annualFeePercent: number;
  compareFeePercent: number;
};

export type GrowthPath = {
  /** The balance at the end of each year, year 0 (the start) first, in cents. */
  balances: number[];
  /** The fees taken up to the end of each year, in cents. */
  fees: number[];
};

/** `months` months of the plan at one fee: balances and fees at each year's end (exact floats, rounded at the end). */
export function growMonthly(startCents: number, monthlyCents: number, months: number, annualReturnPercent: number, annualFeePercent: number): GrowthPath {
  const r = annualReturnPercent / 100 / 12;
  const f = annualFeePercent / 100 / 12;
  let balance = startCents;
  let fees = 0;
  const path: GrowthPath = { balances: [roundCents(startCents)], fees: [0] };
  for (let month = 1; month <= months; month += 1) {
    const grown = balance * (1 + r);
    const fee = grown * f;
    fees += fee;
    balance = grown - fee + monthlyCents;
    if (month % 12 === 0 || month === months) {
      path.balances.push(roundCents(balance));
      path.fees.push(roundCents(fees));
    }
  }
  return path;
}

export type InvestmentYear = {
  year: number;
  /** Paid in up to the end of the year, the starting sum included. */
  paidInCents: number;
  balanceCents: number;
  compareBalanceCents: number;
  noFeeBalanceCents: number;
  feesCents: number;
};

export type InvestmentGrowthResult = {
  years: InvestmentYear[];
  balanceCents: number;
  paidInCents: number;
  /** The balance less what was paid in: what the plan earned after fees. */
  growthCents: number;
  /** The fees taken over the years at the plan's fee, and at the other. */
  feesCents: number;
  compareFeesCents: number;
  compareBalanceCents: number;
  noFeeBalanceCents: number;
  /** What the fee cost in all: the balance at no fee less the plan's (the fees and the growth they would have earned). */
  costOfFeesCents: number;
};

export function investmentGrowth(input: InvestmentGrowthInput): InvestmentGrowthResult {
  const months = input.years * 12;
  const plan = growMonthly(input.startCents, input.monthlyCents, months, input.annualReturnPercent, input.annualFeePercent);
  const compare = growMonthly(input.startCents, input.monthlyCents, months, input.annualReturnPercent, input.compareFeePercent);
  const noFee = growMonthly(input.startCents, input.monthlyCents, months, input.annualReturnPercent, 0);
  const years = plan.balances.map((balanceCents, year) => ({
    year,
    paidInCents: input.startCents + input.monthlyCents * 12 * year,
    balanceCents,
    compareBalanceCents: compare.balances[year]!,
    noFeeBalanceCents: noFee.balances[year]!,
    feesCents: plan.fees[year]!,
  }));
  const last = years.at(-1)!;
  return {
    years,
    balanceCents: last.balanceCents,
    paidInCents: last.paidInCents,
    growthCents: last.balanceCents - last.paidInCents,
    feesCents: last.feesCents,
    compareFeesCents: compare.fees.at(-1)!,
    compareBalanceCents: last.compareBalanceCents,
    noFeeBalanceCents: last.noFeeBalanceCents,
    costOfFeesCents: last.noFeeBalanceCents - last.balanceCents,
  };
}
