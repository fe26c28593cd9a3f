import { asCents, percentOf, type Cents } from "../money";
import { loanSchedule } from "../planning/amortize-loan";

// Mortgage and refinancing options side by side (the loans service's Platinum card "Mortgages and
// refinancing"): each option's payment, what it costs up front (points and closing costs), the
// interest over its whole term and over the years the member expects to keep it, and its APR; and,
// beside a loan the member already has, the monthly saving and the months a refinance takes to pay
// back its costs. Money in integer cents; the monthly schedules are core/planning's amortization.

export type MortgageOption = {
  /** The note rate, an annual percentage (6.125 for 6.125 %). */
  ratePercent: number;
  termMonths: number;
  /** Discount points, each 1 % of the amount, in basis points of it (1.5 points = 150). */
  pointsBp: number;
  closingCosts: Cents;
  /** An adjustable rate: the months at the first rate, and the rate assumed after; null for a fixed rate. */
  adjustable: { fixedMonths: number; rateAfterPercent: number } | null;
};

export type OptionFigures = {
  payment: Cents;
  /** An adjustable loan's payment once the rate resets; null for a fixed rate. */
  paymentAfter: Cents | null;
  points: Cents;
  /** Points and closing costs. */
  upfront: Cents;
  months: number;
  totalInterest: Cents;
  /** The interest over the whole term and the upfront costs: the cost of borrowing. */
  totalCost: Cents;
  /** The annual rate at which the payments repay the amount less the upfront costs, percent to 3 decimals. */
  aprPercent: number;
  /** Over the months the member expects to keep the loan (at most its term): interest paid, interest and upfront costs, and the balance left. */
  horizonInterest: Cents;
  horizonCost: Cents;
  balanceAtHorizon: Cents;
  /** The balance at each year's end, from the start (year 0) to the end of the term. */
  yearlyBalances: Cents[];
};

/** Dates do not matter to these figures; the schedules need one. */
const ANY_START = "2026-01-01";

type Payment = { payment: number; interest: number; balance: number };

/** The month-by-month payments of an option: one schedule, or two for an adjustable rate (the second re-amortizes the balance left at the new rate). */
function payments(amount: number, option: Pick<MortgageOption, "ratePercent" | "termMonths" | "adjustable">): Payment[] {
  const toRows = (principal: number, ratePercent: number, termMonths: number) =>
    loanSchedule({ principalCents: principal, annualRatePercent: ratePercent, termMonths, startDate: ANY_START }).rows.map((r) => ({ payment: r.paymentCents, interest: r.interestCents, balance: r.balanceCents }));
  const first = toRows(amount, option.ratePercent, option.termMonths);
  const adjustable = option.adjustable;
  if (!adjustable || adjustable.fixedMonths >= option.termMonths) return first;
  const kept = first.slice(0, adjustable.fixedMonths);
  const left = kept.at(-1)?.balance ?? amount;
  return [...kept, ...toRows(left, adjustable.rateAfterPercent, option.termMonths - adjustable.fixedMonths)];
}

/**
 * The monthly rate r at which Σ payment_k / (1 + r)^k equals `financed`, by bisection (the sum
 * falls as r rises), as an annual percentage to 3 decimals: the APR of Regulation Z's actuarial
 * method for regular monthly payments.
 */
export function aprPercent(financed: number, monthly: readonly number[]): number {
  const presentValue = (r: number) => monthly.reduce((sum, p, k) => sum + p / (1 + r) ** (k + 1), 0);
  let low = 0;
  let high = 0.1;
  // A rate high enough that the payments are worth less than what was received (the contract keeps that above 0).
  while (presentValue(high) > financed && high < 100) high *= 2;
  for (let i = 0; i < 200; i += 1) {
    const middle = (low + high) / 2;
    if (presentValue(middle) > financed) low = middle;
    else high = middle;
  }
  return Math.round(((low + high) / 2) * 12 * 100 * 1000) / 1000;
}

function figures(amount: Cents, rows: Payment[], upfront: { points: Cents; closingCosts: Cents }, horizonMonths: number, firstRate: { payment: Cents; paymentAfter: Cents | null }): OptionFigures {
  const sum = (list: Payment[], key: "payment" | "interest") => list.reduce((total, row) => total + row[key], 0);
  const totalInterest = sum(rows, "interest");
  const held = rows.slice(0, Math.min(horizonMonths, rows.length));
  const horizonInterest = sum(held, "interest");
  const upfrontTotal = upfront.points + upfront.closingCosts;
  const yearlyBalances = [amount as number];
  for (let month = 12; month < rows.length; month += 12) yearlyBalances.push(rows[month - 1]!.balance);
  yearlyBalances.push(0);
  return {
    payment: firstRate.payment,
    paymentAfter: firstRate.paymentAfter,
    points: upfront.points,
    upfront: asCents(upfrontTotal),
    months: rows.length,
    totalInterest: asCents(totalInterest),
    totalCost: asCents(totalInterest + upfrontTotal),
    aprPercent: aprPercent(amount - upfrontTotal, rows.map((r) => r.payment)),
    horizonInterest: asCents(horizonInterest),
    horizonCost: asCents(horizonInterest + upfrontTotal),
    balanceAtHorizon: asCents(held.at(-1)?.balance ?? amount),
    yearlyBalances: yearlyBalances.map(asCents),
  };
}

/** A new loan of `amount` on these terms, held `horizonMonths`. */
export function mortgageOption(amount: Cents, option: MortgageOption, horizonMonths: number): OptionFigures {
  const rows = payments(amount, option);
  const points = percentOf(amount, option.pointsBp);
  const fixed = option.adjustable ? Math.min(option.adjustable.fixedMonths, rows.length) : rows.length;
  const paymentAfter = option.adjustable && fixed < rows.length ? asCents(rows[fixed]!.payment) : null;
  return figures(amount, rows, { points, closingCosts: option.closingCosts }, horizonMonths, { payment: asCents(rows[0]!.payment), paymentAfter });
}

/** The loan the member has: its balance repaid over the months left at its rate, nothing up front. */
export function currentLoan(balance: Cents, ratePercent: number, monthsLeft: number, horizonMonths: number): OptionFigures {
  const rows = payments(balance, { ratePercent, termMonths: monthsLeft, adjustable: null });
  return figures(balance, rows, { points: asCents(0), closingCosts: asCents(0) }, horizonMonths, { payment: asCents(rows[0]!.payment), paymentAfter: null });
}

/** Whole months for a monthly saving to repay the upfront costs (rounded up); null when the payment does not fall. */
export function breakEvenMonths(upfront: Cents, monthlySaving: number): number | null {
  if (monthlySaving <= 0) return null;
  return Math.ceil(upfront / monthlySaving);
}
