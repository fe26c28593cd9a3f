import { asCents, formatUsd } from "../money";
import type { AnalysedTransaction } from "./analysis";
import { addMonthsTo, monthLabel, monthOf } from "./months";

// Saving month by month (the budgeting analysis's saving habits, which the retirement service's
// Silver card "Retirement accounts and saving habits" points to): what came in, what went out and
// what was left of each of the last twelve months, the share of income saved, and a few notes on
// the habit: the average, a run of months saved, a pause, a rate that moved. Pure: cents and
// "YYYY-MM" months.

/** How many months the history shows, ending with the month analysed. */
export const SAVING_MONTHS = 12;
/** A month's savings rate this many percentage points (in basis points) from the three before it is a change worth a note. */
export const RATE_CHANGE_BP = 1_000;
/** Months saved in a row, ending now, from which the run is worth a note. */
export const STREAK_MONTHS = 3;

export type SavingMonth = {
  month: string;
  /** Money in under an income category. */
  incomeCents: number;
  /** Money out under any other category or none, refunds netted (negative only if refunds passed spending). */
  spendingCents: number;
  savedCents: number;
  /** Saved ÷ income in basis points, rounded half away from zero; null without income. */
  rateBp: number | null;
  /** Whether the month has any transaction at all: a month without is not counted as a pause. */
  hasData: boolean;
};

/** `saved × 10,000 ÷ income`, rounded half away from zero, in whole basis points. */
export function rateBp(savedCents: number, incomeCents: number): number | null {
  if (incomeCents <= 0) return null;
  // Half up on whole numbers: ⌊(2 × saved × 10,000 + income) ÷ (2 × income)⌋, no fraction rounded twice.
  const rounded = Math.floor((Math.abs(savedCents) * 20_000 + incomeCents) / (2 * incomeCents));
  return savedCents < 0 ? -rounded : rounded;
}

/** The last SAVING_MONTHS months ending with `month`, oldest first. */
export function savingByMonth(transactions: readonly AnalysedTransaction[], month: string): SavingMonth[] {
  const first = addMonthsTo(month, -(SAVING_MONTHS - 1));
  const months = Array.from({ length: SAVING_MONTHS }, (_, i) => addMonthsTo(first, i));
  const byMonth = new Map(months.map((m) => [m, { incomeCents: 0, spendingCents: 0, hasData: false }]));
  for (const t of transactions) {
    const row = byMonth.get(monthOf(t.date));
    if (!row) continue;
    row.hasData = true;
    if (t.income) row.incomeCents += t.amountCents;
    else row.spendingCents -= t.amountCents;
  }
  return months.map((m) => {
    const { incomeCents, spendingCents, hasData } = byMonth.get(m)!;
    const savedCents = incomeCents - spendingCents;
    return { month: m, incomeCents, spendingCents, savedCents, rateBp: rateBp(savedCents, incomeCents), hasData };
  });
}

export type SavingNote = { key: "average" | "streak" | "paused" | "rate-fell" | "rate-rose"; text: string };

const usd = (cents: number) => formatUsd(asCents(cents));
/** Basis points as a percentage with at most one decimal: 1,850 → "18.5 %", 1,200 → "12 %". */
export const ratePercent = (bp: number) => `${Number((bp / 100).toFixed(1)).toLocaleString("en-US")} %`;

/**
 * What the history says about the habit, about the month analysed (the last one): the average rate
 * over the months with income; then either a pause (nothing saved this month after at least two
 * months saved), or a rate ten points or more (RATE_CHANGE_BP) off the three months with income before it, and a run of
 * STREAK_MONTHS or more months saved.
 */
export function savingNotes(history: readonly SavingMonth[]): SavingNote[] {
  const notes: SavingNote[] = [];
  const withIncome = history.filter((m) => m.incomeCents > 0);
  if (withIncome.length === 0) return notes;
  const income = withIncome.reduce((n, m) => n + m.incomeCents, 0);
  const saved = withIncome.reduce((n, m) => n + m.savedCents, 0);
  notes.push({
    key: "average",
    text: `Over the ${withIncome.length === 1 ? "month" : `${withIncome.length} months`} with income, you saved ${usd(saved)} of ${usd(income)}: ${ratePercent(rateBp(saved, income)!)} of what came in.`,
  });
  const current = history.at(-1)!;
  if (!current.hasData) return notes;
  const before = history.slice(0, -1).filter((m) => m.hasData);
  let savedInARow = 0;
  for (const m of [...before].reverse()) {
    if (m.savedCents <= 0) break;
    savedInARow += 1;
  }
  const label = monthLabel(current.month);
  if (current.savedCents <= 0 && savedInARow >= 2) {
    notes.push({
      key: "paused",
      text: `Your saving paused in ${label}: ${current.savedCents === 0 ? "you spent all that came in" : `you spent ${usd(-current.savedCents)} more than came in`}, after ${savedInARow} months of saving.`,
    });
    return notes;
  }
  const recent = before.filter((m) => m.rateBp !== null).slice(-3);
  if (current.rateBp !== null && recent.length >= 2) {
    const earlierIncome = recent.reduce((n, m) => n + m.incomeCents, 0);
    const earlierBp = rateBp(recent.reduce((n, m) => n + m.savedCents, 0), earlierIncome)!;
    const change = current.rateBp - earlierBp;
    if (Math.abs(change) >= RATE_CHANGE_BP)
      notes.push({
        key: change < 0 ? "rate-fell" : "rate-rose",
        text: `In ${label} you ${current.rateBp < 0 ? `spent ${ratePercent(-current.rateBp)} more than your income` : `saved ${ratePercent(current.rateBp)} of your income`}, ${change < 0 ? "down" : "up"} from ${
          earlierBp < 0 ? `spending ${ratePercent(-earlierBp)} more than it` : current.rateBp < 0 ? `saving ${ratePercent(earlierBp)}` : ratePercent(earlierBp)
        } over the ${recent.length} months before.`,
      });
  }
  const run = current.savedCents > 0 ? savedInARow + 1 : 0;
  if (run >= STREAK_MONTHS) notes.push({ key: "streak", text: `You have saved something every month for ${run} months in a row.` });
  return notes;
}
