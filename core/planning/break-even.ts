// Break-even and cash flow (the entrepreneurship service's Bronze calculators): a business that
// sells units at a price, each costing something to make or deliver, with fixed costs every month:
// its margin, the sales that cover the fixed costs, the month-by-month cash from the cash on hand
// after the startup costs, and how the answer moves with the price and with cautious or optimistic
// sales. Pure, exact: amounts in integer cents, units whole.

export type BreakEvenInput = {
  priceCents: number;
  /** What one more unit costs: materials, delivery, payment fees. */
  unitCostCents: number;
  /** Rent, salaries, software and the like: the same whatever is sold. */
  monthlyFixedCents: number;
  /** The units expected to sell in a month. */
  monthlyUnits: number;
  /** Spent once before the first sale. */
  startupCents: number;
  cashCents: number;
};

/** The price a tenth lower and higher; sales a fifth lower and higher. */
export const PRICE_STEP_BP = 1_000;
export const SALES_STEP_BP = 2_000;
/** The months of cash flow shown. */
export const CASH_FLOW_MONTHS = 24;

export type Margin = {
  priceCents: number;
  /** Price less unit cost: what each sale leaves towards the fixed costs. */
  contributionCents: number;
  /** The contribution as a share of the price, in basis points (negative when a sale loses money). */
  marginBp: number;
  /** Units a month that cover the fixed costs; null when a sale leaves nothing. */
  breakEvenUnits: number | null;
  breakEvenRevenueCents: number | null;
  /** Profit a month at the expected units. */
  monthlyProfitCents: number;
};

export type SalesCase = { key: "cautious" | "expected" | "optimistic"; units: number; monthlyProfitCents: number; cash: number[] };

export type BreakEvenResult = Margin & {
  /** Months of profit that earn the startup costs back; null when the business does not make a profit. */
  paybackMonths: number | null;
  /** With a loss: the whole months the cash after startup costs lasts; null when there is no loss. */
  runwayMonths: number | null;
  /** The price a tenth lower, as entered, a tenth higher, at the expected units. */
  prices: Margin[];
  /** Cautious, expected and optimistic sales: the profit a month and the cash at the end of each month, month 0 first. */
  cases: SalesCase[];
};

/** Ceiling of a / b for a ≥ 0, b > 0, exactly. */
const ceilDiv = (a: number, b: number) => Math.floor((a + b - 1) / b);
/** A share in basis points of an amount, rounded half away from zero to a whole. */
const share = (value: number, bp: number) => {
  const product = value * bp;
  return (product >= 0 ? Math.floor((product + 5_000) / 10_000) : -Math.floor((-product + 5_000) / 10_000));
};

export function marginAt(input: BreakEvenInput, priceCents: number): Margin {
  const contributionCents = priceCents - input.unitCostCents;
  const breakEvenUnits = contributionCents > 0 ? ceilDiv(input.monthlyFixedCents, contributionCents) : null;
  return {
    priceCents,
    contributionCents,
    marginBp: priceCents > 0 ? Math.round((contributionCents * 10_000) / priceCents) : 0,
    breakEvenUnits,
    breakEvenRevenueCents: breakEvenUnits === null ? null : breakEvenUnits * priceCents,
    monthlyProfitCents: input.monthlyUnits * contributionCents - input.monthlyFixedCents,
  };
}

function cashFlow(input: BreakEvenInput, monthlyProfitCents: number): number[] {
  const cash = [input.cashCents - input.startupCents];
  for (let month = 1; month <= CASH_FLOW_MONTHS; month += 1) cash.push(cash[month - 1]! + monthlyProfitCents);
  return cash;
}

export function breakEven(input: BreakEvenInput): BreakEvenResult {
  const margin = marginAt(input, input.priceCents);
  const profit = margin.monthlyProfitCents;
  const left = input.cashCents - input.startupCents;
  const cases: SalesCase[] = (
    [
      ["cautious", input.monthlyUnits - share(input.monthlyUnits, SALES_STEP_BP)],
      ["expected", input.monthlyUnits],
      ["optimistic", input.monthlyUnits + share(input.monthlyUnits, SALES_STEP_BP)],
    ] as const
  ).map(([key, units]) => {
    const monthlyProfitCents = units * margin.contributionCents - input.monthlyFixedCents;
    return { key, units, monthlyProfitCents, cash: cashFlow(input, monthlyProfitCents) };
  });
  return {
    ...margin,
    paybackMonths: profit > 0 ? ceilDiv(input.startupCents, profit) : null,
    runwayMonths: profit < 0 ? (left > 0 ? Math.floor(left / -profit) : 0) : null,
    prices: [input.priceCents - share(input.priceCents, PRICE_STEP_BP), input.priceCents, input.priceCents + share(input.priceCents, PRICE_STEP_BP)].map((p) => marginAt(input, p)),
    cases,
  };
}
