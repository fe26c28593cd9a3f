// Budget vs actual per category for one month, with rollover (issue "Planning and budgeting" §2).
import { addMonthsTo, monthsBetween } from "./months";

/**
 * A budget amount set for a category from `month` on: it applies to that month and every later one
 * until another amount is set.
 */
export type BudgetSetting = { month: string; cents: number };

export type CategoryBudgetInput = {
  categoryId: number;
  rollover: boolean;
  settings: readonly BudgetSetting[];
  /** Spending per month in cents (outflows positive, refunds reduce it). */
  spentByMonth: ReadonlyMap<string, number>;
};

export type BudgetLine = {
  categoryId: number;
  /** The amount set for this month (0 when none). */
  budgeted: number;
  /** Carried in from last month: unspent money (positive) or overspending (negative); 0 without rollover. */
  carried: number;
  /** budgeted + carried. */
  available: number;
  spent: number;
  /** available − spent; negative when over. */
  remaining: number;
};

/** The amount in force in `month`: the latest setting at or before it. */
export function budgetedIn(settings: readonly BudgetSetting[], month: string): number {
  let found: BudgetSetting | null = null;
  for (const s of settings) if (s.month <= month && (found === null || s.month > found.month)) found = s;
  return found?.cents ?? 0;
}

/**
 * One category's line for `month`. With rollover, the chain starts in the first month a budget
 * was set: each month's remaining (positive or negative) is carried into the next.
 */
export function budgetLine(input: CategoryBudgetInput, month: string): BudgetLine {
  const spentIn = (m: string) => input.spentByMonth.get(m) ?? 0;
  let carried = 0;
  if (input.rollover && input.settings.length > 0) {
    const first = input.settings.reduce((a, s) => (s.month < a ? s.month : a), input.settings[0]!.month);
    for (const m of monthsBetween(first, addMonthsTo(month, -1))) carried = budgetedIn(input.settings, m) + carried - spentIn(m);
  }
  const budgeted = budgetedIn(input.settings, month);
  const available = budgeted + carried;
  const spent = spentIn(month);
  return { categoryId: input.categoryId, budgeted, carried, available, spent, remaining: available - spent };
}

export type BudgetTotals = { budgeted: number; available: number; spent: number; remaining: number };

export function budgetTotals(lines: readonly BudgetLine[]): BudgetTotals {
  return lines.reduce(
    (t, l) => ({ budgeted: t.budgeted + l.budgeted, available: t.available + l.available, spent: t.spent + l.spent, remaining: t.remaining + l.remaining }),
    { budgeted: 0, available: 0, spent: 0, remaining: 0 },
  );
}
