import { roundCents } from "../money";
import { addMonths } from "./dates";

// Loan / mortgage amortization (issue "Planning and budgeting" §1). Money in integer cents; the
// rate is an annual percentage, charged monthly at rate / 12.

export type LoanInput = {
  principalCents: number;
  /** Annual percentage, e.g. 6 for 6 %. */
  annualRatePercent: number;
  termMonths: number;
  /** The loan's start; the first payment falls one month later. ISO date. */
  startDate: string;
  /** Paid on top of the scheduled payment every month, straight off the principal. */
  extraMonthlyCents?: number;
};

export type LoanRow = {
  month: number;
  date: string;
  /** Everything paid that month: the scheduled payment plus any extra (the last one is adjusted). */
  paymentCents: number;
  interestCents: number;
  principalCents: number;
  balanceCents: number;
};

export type LoanSchedule = {
  rows: LoanRow[];
  months: number;
  totalInterestCents: number;
  totalPaidCents: number;
  payoffDate: string;
};

export type LoanBalancePoint = { month: number; date: string; balanceCents: number; balanceWithoutExtraCents: number };

export type LoanResult = {
  /** The scheduled monthly payment, without extra. */
  monthlyPaymentCents: number;
  extraMonthlyCents: number;
  /** The schedule actually followed (with the extra payment, when there is one). */
  schedule: LoanSchedule;
  /** The same loan without the extra payment. */
  withoutExtra: Omit<LoanSchedule, "rows">;
  interestSavedCents: number;
  monthsSaved: number;
  /** Balances once a year (and at payoff), both with and without the extra payment. */
  balanceChart: LoanBalancePoint[];
};

/** The monthly rate of an annual percentage. */
export const monthlyRate = (annualRatePercent: number) => annualRatePercent / 100 / 12;

/**
 * The standard annuity payment P·r / (1 − (1 + r)^−n), rounded to the cent; P / n at 0 %.
 */
export function loanPaymentCents(principalCents: number, annualRatePercent: number, termMonths: number): number {
  const r = monthlyRate(annualRatePercent);
  // 1 − (1 + r)^−n, written to keep its precision when r is tiny (then the payment tends to P / n).
  const discount = -Math.expm1(-termMonths * Math.log1p(r));
  if (r === 0 || discount === 0) return roundCents(principalCents / termMonths);
  return roundCents((principalCents * r) / discount);
}

/**
 * Month by month: interest is the balance × r rounded to the cent, the rest of the payment goes to
 * principal. The last payment is whatever clears the balance (balance + that month's interest), so
 * the schedule ends at exactly 0: at the end of the term, or earlier when the extra payment gets
 * there first.
 */
export function loanSchedule(input: LoanInput): LoanSchedule {
  const r = monthlyRate(input.annualRatePercent);
  const scheduled = loanPaymentCents(input.principalCents, input.annualRatePercent, input.termMonths) + (input.extraMonthlyCents ?? 0);
  const rows: LoanRow[] = [];
  let balance = input.principalCents;
  let totalInterestCents = 0;
  let totalPaidCents = 0;
  for (let month = 1; month <= input.termMonths; month += 1) {
    const interestCents = roundCents(balance * r);
    const due = balance + interestCents;
    const last = scheduled >= due || month === input.termMonths;
    const paymentCents = last ? due : scheduled;
    const principalCents = paymentCents - interestCents;
    balance -= principalCents;
    totalInterestCents += interestCents;
    totalPaidCents += paymentCents;
    rows.push({ month, date: addMonths(input.startDate, month), paymentCents, interestCents, principalCents, balanceCents: balance });
    if (last) break;
  }
  const months = rows.length;
  return { rows, months, totalInterestCents, totalPaidCents, payoffDate: addMonths(input.startDate, months) };
}

export function amortizeLoan(input: LoanInput): LoanResult {
  const extraMonthlyCents = input.extraMonthlyCents ?? 0;
  const schedule = loanSchedule({ ...input, extraMonthlyCents });
  const base = extraMonthlyCents > 0 ? loanSchedule({ ...input, extraMonthlyCents: 0 }) : schedule;
  const balanceAt = (s: LoanSchedule, month: number) => (month === 0 ? input.principalCents : (s.rows[month - 1]?.balanceCents ?? 0));
  const chartMonths: number[] = [];
  for (let month = 0; month < base.months; month += 12) chartMonths.push(month);
  chartMonths.push(base.months);
  const { rows: _rows, ...withoutExtra } = base;
  return {
    monthlyPaymentCents: loanPaymentCents(input.principalCents, input.annualRatePercent, input.termMonths),
    extraMonthlyCents,
    schedule,
    withoutExtra,
    interestSavedCents: base.totalInterestCents - schedule.totalInterestCents,
    monthsSaved: base.months - schedule.months,
    balanceChart: chartMonths.map((month) => ({
      month,
      date: addMonths(input.startDate, month),
      balanceCents: balanceAt(schedule, month),
      balanceWithoutExtraCents: balanceAt(base, month),
    })),
  };
}
