import { asCents, percentOf, roundCents, type Cents } from "../money";
import { loanSchedule } from "../planning/amortize-loan";
import { aprPercent } from "./mortgage-options";

// Business financing side by side (the loans service's Platinum card "Business loans and credit"):
// a term loan, a line of credit and equipment financing for the amount a business needs, each with
// its monthly payment, its debt payments in the first year, what it costs in all (interest and
// fees), its APR by the actuarial method, and the balance owed year by year; and how well the
// business's cash flow covers its debt payments, which lenders read first. Money in integer cents.

export type TermLoanTerms = { ratePercent: number; termMonths: number; /** Origination fee, basis points of the amount, paid from it. */ feeBp: number };
export type CreditLineTerms = {
  ratePercent: number;
  /** The share of the line drawn on average, basis points of the limit (the amount). */
  usedBp: number;
  /** Charged at the start of each year the line is kept. */
  annualFee: Cents;
  months: number;
};
export type EquipmentTerms = { ratePercent: number; termMonths: number; /** Paid by the business at the start, basis points of the price (the amount). */ downBp: number };

export type FinancingFigures = {
  /** What the lender advances: the amount, the amount drawn on a line, the price less the down payment. */
  financed: Cents;
  downPayment: Cents;
  /** Fees over the months compared: an origination fee, or a line's annual fees. */
  fees: Cents;
  /** The first month's payment: principal and interest, or a line's interest on what is drawn. */
  payment: Cents;
  /** Payments and fees in the first twelve months: what lenders set against the business's cash flow. */
  firstYearDebtService: Cents;
  months: number;
  totalInterest: Cents;
  /** Interest and fees: the cost of borrowing. */
  totalCost: Cents;
  aprPercent: number;
  /** Owed at each year's end, from the start (year 0) to the last month; a line's draw stays owed until it is repaid. */
  yearlyBalances: Cents[];
};

/** Dates do not matter to these figures; the schedules need one. */
const ANY_START = "2026-01-01";

function balancesByYear(start: number, monthEnd: readonly number[]): Cents[] {
  const balances = [start];
  for (let month = 12; month < monthEnd.length; month += 12) balances.push(monthEnd[month - 1]!);
  balances.push(monthEnd.at(-1) ?? start);
  return balances.map(asCents);
}

function amortizing(financed: Cents, ratePercent: number, termMonths: number, fee: Cents, downPayment: Cents): FinancingFigures {
  const rows = loanSchedule({ principalCents: financed, annualRatePercent: ratePercent, termMonths, startDate: ANY_START }).rows;
  const payments = rows.map((r) => r.paymentCents);
  const totalInterest = rows.reduce((sum, r) => sum + r.interestCents, 0);
  return {
    financed,
    downPayment,
    fees: fee,
    payment: asCents(payments[0]!),
    firstYearDebtService: asCents(payments.slice(0, 12).reduce((a, b) => a + b, 0)),
    months: rows.length,
    totalInterest: asCents(totalInterest),
    totalCost: asCents(totalInterest + fee),
    aprPercent: aprPercent(financed - fee, payments),
    yearlyBalances: balancesByYear(financed, rows.map((r) => r.balanceCents)),
  };
}

/** A term loan of `amount`, its origination fee taken from what is advanced. */
export function termLoan(amount: Cents, terms: TermLoanTerms): FinancingFigures {
  return amortizing(amount, terms.ratePercent, terms.termMonths, percentOf(amount, terms.feeBp), asCents(0));
}

/** Equipment bought for `amount`: the down payment from the business, the rest repaid monthly. */
export function equipmentFinancing(amount: Cents, terms: EquipmentTerms): FinancingFigures {
  const downPayment = percentOf(amount, terms.downBp);
  return amortizing(asCents(amount - downPayment), terms.ratePercent, terms.termMonths, asCents(0), downPayment);
}

/**
 * A line with a limit of `amount`, drawn to `usedBp` of it throughout: interest each month on what
 * is drawn (rate ÷ 12, to the cent), the annual fee at the start of each year, and the draw repaid at
 * the end of the months compared. Its APR counts the fees as finance charges.
 */
export function creditLine(amount: Cents, terms: CreditLineTerms): FinancingFigures {
  const drawn = percentOf(amount, terms.usedBp);
  const interest = roundCents((drawn * terms.ratePercent) / 1200);
  const years = Math.ceil(terms.months / 12);
  // Cash flows for the APR: the first year's fee comes off what is received; later fees are paid in
  // the month before their year starts, and the draw with the last month's interest.
  const flows = Array.from({ length: terms.months }, (_, index) => {
    const month = index + 1;
    const feeNext = month % 12 === 0 && month < terms.months ? terms.annualFee : 0;
    return interest + feeNext + (month === terms.months ? drawn : 0);
  });
  const balances = Array.from({ length: terms.months }, (_, index) => (index + 1 === terms.months ? 0 : drawn));
  const fees = asCents(terms.annualFee * years);
  const totalInterest = asCents(interest * terms.months);
  return {
    financed: drawn,
    downPayment: asCents(0),
    fees,
    payment: interest,
    firstYearDebtService: asCents(interest * Math.min(12, terms.months) + terms.annualFee),
    months: terms.months,
    totalInterest,
    totalCost: asCents(totalInterest + fees),
    aprPercent: aprPercent(drawn - terms.annualFee, flows),
    // The year-end balances show the draw owed until the last month repays it.
    yearlyBalances: balancesByYear(drawn, balances),
  };
}

/**
 * Debt service coverage: the business's yearly cash flow before debt payments ÷ its debt payments
 * in a year, in hundredths (1.25 times = 125), half up; null when there is nothing to pay.
 */
export function debtServiceCoverage(cashFlow: Cents, yearlyDebtService: number): number | null {
  if (yearlyDebtService <= 0) return null;
  return Math.round((cashFlow * 100) / yearlyDebtService);
}

/** What lenders usually look for, in hundredths: cash flow of at least 1.25 times the debt payments. */
export const LENDER_COVERAGE_HUNDREDTHS = 125;
