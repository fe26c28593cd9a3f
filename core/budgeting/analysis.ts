// Behavior analysis (issue "Planning and budgeting" §2, Silver): what changed since last month,
// which transactions are unusual for the member, which payments recur, and a summary in words.
import { asCents, formatUsd } from "../money";
import { daysBetween } from "../planning/dates";
import { addMonthsTo, monthLabel, monthOf } from "./months";

export type AnalysedTransaction = {
  id: number;
  date: string;
  /** Signed cents: spending is negative. */
  amountCents: number;
  description: string;
  categoryId: number | null;
  categoryName: string;
  /** Income categories are left out of spending. */
  income: boolean;
};

export type CategoryChange = { categoryId: number | null; categoryName: string; previous: number; current: number; change: number; changePercent: number | null };

const spendingOf = (t: AnalysedTransaction) => (t.income ? 0 : -t.amountCents);

/** Spending per category in `month` and the month before, largest change first (money in cents, outflows positive). */
export function monthOverMonth(transactions: readonly AnalysedTransaction[], month: string): CategoryChange[] {
  const previousMonth = addMonthsTo(month, -1);
  const byCategory = new Map<string, CategoryChange>();
  for (const t of transactions) {
    if (t.income) continue;
    const m = monthOf(t.date);
    if (m !== month && m !== previousMonth) continue;
    const key = String(t.categoryId);
    const row = byCategory.get(key) ?? { categoryId: t.categoryId, categoryName: t.categoryName, previous: 0, current: 0, change: 0, changePercent: null };
    if (m === month) row.current += spendingOf(t);
    else row.previous += spendingOf(t);
    byCategory.set(key, row);
  }
  return [...byCategory.values()]
    .map((row) => ({
      ...row,
      change: row.current - row.previous,
      changePercent: row.previous > 0 ? Math.round(((row.current - row.previous) / row.previous) * 1000) / 10 : null,
    }))
    .sort((a, b) => Math.abs(b.change) - Math.abs(a.change) || a.categoryName.localeCompare(b.categoryName));
}

export type UnusualTransaction = { id: number; date: string; description: string; categoryName: string; amount: number; typical: number; score: number };

/** The fewest earlier spending transactions in a category before one of them can be called unusual. */
export const MIN_HISTORY = 5;
/** How far above the typical amount, in robust standard deviations, counts as unusual. */
export const UNUSUAL_SCORE = 3.5;

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * Spending in `month` that is unusually large for its category, judged against the member's own
 * earlier spending in that category (at least MIN_HISTORY transactions): the robust rule
 * (x − median) / (1.4826 × MAD) > 3.5, where MAD is the median absolute deviation. A median and
 * MAD are not pulled up by the very outliers they look for, as a mean and standard deviation are.
 * When MAD is 0 (the same amount every time), more than twice the median counts as unusual.
 */
export function unusualTransactions(transactions: readonly AnalysedTransaction[], month: string): UnusualTransaction[] {
  const history = new Map<string, number[]>();
  for (const t of transactions) {
    if (t.income || t.amountCents >= 0 || monthOf(t.date) >= month) continue;
    const key = String(t.categoryId);
    (history.get(key) ?? history.set(key, []).get(key)!).push(-t.amountCents);
  }
  const found: UnusualTransaction[] = [];
  for (const t of transactions) {
    if (t.income || t.amountCents >= 0 || monthOf(t.date) !== month) continue;
    const past = history.get(String(t.categoryId)) ?? [];
    if (past.length < MIN_HISTORY) continue;
    const typical = median(past);
    const mad = median(past.map((v) => Math.abs(v - typical)));
    const amount = -t.amountCents;
    const score = mad === 0 ? (amount > 2 * typical ? Infinity : 0) : (amount - typical) / (1.4826 * mad);
    if (score > UNUSUAL_SCORE) {
      found.push({ id: t.id, date: t.date, description: t.description, categoryName: t.categoryName, amount, typical: Math.round(typical), score: Number.isFinite(score) ? Math.round(score * 10) / 10 : 99 });
    }
  }
  return found.sort((a, b) => b.amount - a.amount);
}

export const INTERVALS = {
  weekly: { min: 6, max: 8, perYear: 52, minCount: 3 },
  monthly: { min: 27, max: 33, perYear: 12, minCount: 3 },
  // Car and home insurance are often billed every six months.
  semiannual: { min: 175, max: 190, perYear: 2, minCount: 2 },
  yearly: { min: 358, max: 372, perYear: 1, minCount: 2 },
} as const;
export type Interval = keyof typeof INTERVALS;

export type RecurringPayment = { payee: string; interval: Interval; count: number; typicalAmount: number; yearlyCost: number; lastDate: string; categoryName: string };

/**
 * A payee's name without what changes between payments: lower case, digits (dates, card and
 * reference numbers) and punctuation removed, spaces collapsed. "NETFLIX.COM 0412 #123" → "netflix com".
 */
export function normalisePayee(description: string): string {
  return description
    .toLowerCase()
    .replace(/[0-9]+/g, " ")
    .replace(/[^\p{L}]+/gu, " ")
    .trim()
    .replace(/\s+/g, " ");
}

/**
 * Recurring payments: outflows to the same payee (normalised) whose amounts are all within ±10 % of
 * their median and whose gaps between payments all fall in one interval band (weekly 6–8 days,
 * monthly 27–33, twice a year 175–190, yearly 358–372), with at least 3 payments (2 twice a year or
 * yearly). The yearly cost is the
 * median amount times the payments in a year.
 */
export function recurringPayments(transactions: readonly AnalysedTransaction[]): RecurringPayment[] {
  const byPayee = new Map<string, AnalysedTransaction[]>();
  for (const t of transactions) {
    if (t.amountCents >= 0) continue;
    const payee = normalisePayee(t.description);
    if (payee === "") continue;
    (byPayee.get(payee) ?? byPayee.set(payee, []).get(payee)!).push(t);
  }
  const found: RecurringPayment[] = [];
  for (const [payee, payments] of byPayee) {
    if (payments.length < 2) continue;
    const sorted = [...payments].sort((a, b) => a.date.localeCompare(b.date));
    const amounts = sorted.map((t) => -t.amountCents);
    const typical = median(amounts);
    if (!amounts.every((a) => Math.abs(a - typical) <= typical * 0.1)) continue;
    const gaps = sorted.slice(1).map((t, i) => daysBetween(sorted[i]!.date, t.date));
    const interval = (Object.keys(INTERVALS) as Interval[]).find((k) => sorted.length >= INTERVALS[k].minCount && gaps.every((g) => g >= INTERVALS[k].min && g <= INTERVALS[k].max));
    if (!interval) continue;
    const typicalCents = Math.round(typical);
    found.push({
      payee,
      interval,
      count: sorted.length,
      typicalAmount: typicalCents,
      yearlyCost: typicalCents * INTERVALS[interval].perYear,
      lastDate: sorted.at(-1)!.date,
      categoryName: sorted.at(-1)!.categoryName,
    });
  }
  return found.sort((a, b) => b.yearlyCost - a.yearlyCost || a.payee.localeCompare(b.payee));
}

export type Analysis = { month: string; changes: CategoryChange[]; unusual: UnusualTransaction[]; recurring: RecurringPayment[]; summary: string[] };

const usd = (cents: number) => formatUsd(asCents(Math.round(cents)), { cents: true });

/** The three analyses of `month` and a few sentences that say what they found. */
export function analyse(transactions: readonly AnalysedTransaction[], month: string): Analysis {
  const changes = monthOverMonth(transactions, month);
  const unusual = unusualTransactions(transactions, month);
  const recurring = recurringPayments(transactions);
  const current = changes.reduce((n, c) => n + c.current, 0);
  const previous = changes.reduce((n, c) => n + c.previous, 0);
  const label = monthLabel(month);
  const previousLabel = monthLabel(addMonthsTo(month, -1));
  const summary: string[] = [];
  if (current === 0 && previous === 0) summary.push(`There is no spending in ${label} or ${previousLabel} yet.`);
  else if (previous === 0) summary.push(`You spent ${usd(current)} in ${label}; there is no spending in ${previousLabel} to compare with.`);
  else {
    const diff = current - previous;
    const percent = Math.round((Math.abs(diff) / previous) * 100);
    summary.push(
      diff === 0
        ? `You spent ${usd(current)} in ${label}, the same as in ${previousLabel}.`
        : `You spent ${usd(current)} in ${label}, ${usd(Math.abs(diff))} (${percent} %) ${diff > 0 ? "more" : "less"} than in ${previousLabel}.`,
    );
  }
  const up = changes.find((c) => c.change > 0);
  if (up && previous > 0) summary.push(`${up.categoryName} rose the most, by ${usd(up.change)}.`);
  const down = changes.find((c) => c.change < 0);
  if (down) summary.push(`${down.categoryName} fell the most, by ${usd(-down.change)}.`);
  if (unusual.length > 0)
    summary.push(
      unusual.length === 1
        ? `One transaction is unusually large for its category: ${unusual[0]!.description} (${usd(unusual[0]!.amount)}).`
        : `${unusual.length} transactions are unusually large for their categories.`,
    );
  if (recurring.length > 0) {
    const yearly = recurring.reduce((n, r) => n + r.yearlyCost, 0);
    summary.push(`${recurring.length} recurring ${recurring.length === 1 ? "payment costs" : "payments cost"} about ${usd(yearly)} a year.`);
  }
  return { month, changes, unusual, recurring, summary };
}
