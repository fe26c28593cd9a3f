import { asCents, formatUsd } from "../money";
import { recurringPayments, type AnalysedTransaction, type RecurringPayment } from "./analysis";
import { addMonthsTo, monthLabel, monthOf } from "./months";

// Insurance premiums in the member's cash flow (the insurance service's Silver card "Premiums in
// your cash flow", in the budgeting analysis): what went to premiums in each of the last twelve
// months, the bills that come once or twice a year, and what to set aside each month so that they
// never surprise. Pure: cents and "YYYY-MM" months.

/** A premium: a payment whose category or description names insurance, an assurance or a premium. */
const PREMIUM = /insur|assur|premium/i;
export const isPremium = (t: Pick<AnalysedTransaction, "amountCents" | "categoryName" | "description">) => t.amountCents < 0 && (PREMIUM.test(t.categoryName) || PREMIUM.test(t.description));

const MONTHS = 12;

export type Premiums = {
  /** The twelve months ending with the month analysed, oldest first: what went to premiums. */
  months: Array<{ month: string; cents: number }>;
  totalCents: number;
  /** Premiums found recurring (over the whole history read), largest yearly cost first. */
  payments: RecurringPayment[];
  /** A twelfth of the yearly cost of the bills that come once or twice a year, rounded up. */
  setAsideCents: number;
  sentences: string[];
};

const usd = (cents: number) => formatUsd(asCents(cents));

export function premiumsOf(transactions: readonly AnalysedTransaction[], month: string): Premiums {
  const premiums = transactions.filter(isPremium);
  const first = addMonthsTo(month, -(MONTHS - 1));
  const byMonth = new Map(Array.from({ length: MONTHS }, (_, i) => [addMonthsTo(first, i), 0]));
  for (const t of premiums) {
    const m = monthOf(t.date);
    if (byMonth.has(m)) byMonth.set(m, byMonth.get(m)! - t.amountCents);
  }
  const months = [...byMonth].map(([m, cents]) => ({ month: m, cents }));
  const totalCents = months.reduce((n, m) => n + m.cents, 0);
  const payments = recurringPayments(premiums);
  const lumpy = payments.filter((p) => p.interval === "yearly" || p.interval === "semiannual");
  const setAsideCents = Math.ceil(lumpy.reduce((n, p) => n + p.yearlyCost, 0) / 12);
  const sentences: string[] = [];
  if (totalCents > 0) {
    const largest = months.reduce((a, b) => (b.cents > a.cents ? b : a));
    sentences.push(`Insurance premiums took ${usd(totalCents)} over the last twelve months, ${usd(Math.round(totalCents / MONTHS))} a month on average; the most in ${monthLabel(largest.month)} (${usd(largest.cents)}).`);
  }
  if (lumpy.length > 0)
    sentences.push(
      `${lumpy.length === 1 ? "One premium comes" : `${lumpy.length} premiums come`} once or twice a year: setting aside ${usd(setAsideCents)} a month meets ${lumpy.length === 1 ? "it" : "them"} without a dip in your cash.`,
    );
  return { months, totalCents, payments, setAsideCents, sentences };
}
