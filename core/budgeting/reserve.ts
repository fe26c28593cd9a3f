import { asCents, formatUsd } from "../money";
import type { SavingMonth } from "./saving";

// The emergency reserve (the budgeting service's Silver "Accounts and cash management"): the cash
// a member could reach this week, set against the months of spending they chose to keep aside.
// Pure: cents, months.

/** The reserve targets a member may choose, in months of spending; six is the common advice and the default. */
export const RESERVE_MONTHS = [3, 4, 5, 6, 9, 12] as const;
export type ReserveMonths = (typeof RESERVE_MONTHS)[number];
export const DEFAULT_RESERVE_MONTHS: ReserveMonths = 6;
/** How many full months, before the current one, the typical month's spending is read from. */
export const SPENDING_MONTHS = 6;

/**
 * A typical month's spending: the average over the full months (the current month is still
 * running) with any transaction, of the last SPENDING_MONTHS; null when none has any. Rounded up to
 * the cent, so a reserve built on it is never a cent short.
 */
export function typicalMonthlySpending(fullMonths: readonly SavingMonth[]): { cents: number; months: number } | null {
  const counted = fullMonths.slice(-SPENDING_MONTHS).filter((m) => m.hasData);
  if (counted.length === 0) return null;
  const total = counted.reduce((n, m) => n + Math.max(0, m.spendingCents), 0);
  return { cents: Math.ceil(total / counted.length), months: counted.length };
}

/**
 * A typical month's income, as the spending above: the average over the full months with any
 * transaction, rounded down to the cent (a share of it is then never understated); null when none
 * has any or none brought income.
 */
export function typicalMonthlyIncome(fullMonths: readonly SavingMonth[]): { cents: number; months: number } | null {
  const counted = fullMonths.slice(-SPENDING_MONTHS).filter((m) => m.hasData);
  const total = counted.reduce((n, m) => n + Math.max(0, m.incomeCents), 0);
  if (counted.length === 0 || total === 0) return null;
  return { cents: Math.floor(total / counted.length), months: counted.length };
}

export type ReserveCheck = {
  targetCents: number;
  /** Months of typical spending the cash covers, in tenths (rounded down): 37 is 3.7 months. */
  coveredTenths: number;
  shortfallCents: number;
  /** Cash above the target: money that may be doing too little. */
  excessCents: number;
};

/** The cash against `targetMonths` of `monthlySpendingCents`. Cash below zero counts as none. */
export function reserveCheck(cashCents: number, monthlySpendingCents: number, targetMonths: number): ReserveCheck {
  const cash = Math.max(0, cashCents);
  const targetCents = monthlySpendingCents * targetMonths;
  return {
    targetCents,
    coveredTenths: monthlySpendingCents > 0 ? Math.floor((cash * 10) / monthlySpendingCents) : 0,
    shortfallCents: Math.max(0, targetCents - cash),
    excessCents: Math.max(0, cash - targetCents),
  };
}

const usd = (cents: number) => formatUsd(asCents(cents));
const months = (tenths: number) => `${tenths % 10 === 0 ? tenths / 10 : (tenths / 10).toFixed(1)} ${tenths === 10 ? "month" : "months"}`;

/** The check in one sentence, or what is missing to make it. */
export function reserveSentence(check: ReserveCheck | null, targetMonths: number): string {
  if (check === null) return "Add your accounts' transactions to see how many months of spending your cash would cover.";
  const covered = `Your cash would cover ${months(check.coveredTenths)} of typical spending`;
  if (check.shortfallCents > 0) return `${covered}, ${usd(check.shortfallCents)} short of your ${targetMonths}-month reserve of ${usd(check.targetCents)}.`;
  if (check.excessCents > 0) return `${covered}: your ${targetMonths}-month reserve of ${usd(check.targetCents)} is in place, with ${usd(check.excessCents)} beyond it that could be put to work for longer-term goals.`;
  return `${covered}: exactly your ${targetMonths}-month reserve of ${usd(check.targetCents)}.`;
}
