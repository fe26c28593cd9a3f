// Paying debts down (Silver's "Debt and cash flow insights" in the loans service): a month's
// interest, and month-by-month plans that say when each debt is cleared and what the interest
// comes to. Pure functions on integer cents; a rate is an APR in basis points (2199 = 21.99 %).

export const MAX_PLAN_MONTHS = 600;
/**
 * A plan whose debts have grown to this many times what is owed today says "never": the payments
 * do not cover the interest. It also keeps every figure far inside exact integers.
 */
export const NEVER_GROWTH = 4;

/** The debt as the plans read it; `key` says which result row is whose. */
export type PlanDebt = { key: string; balanceCents: number; aprBasisPoints: number; minimumPaymentCents: number };

export const PAYOFF_ORDERS = ["avalanche", "snowball"] as const;
/** Avalanche: the highest rate first (least interest). Snowball: the smallest balance first (a debt gone soonest). */
export type PayoffOrder = (typeof PAYOFF_ORDERS)[number];

export type DebtPayoff = { key: string; month: number | null; interestCents: number };

export type PayoffPlan = {
  /** Months until every debt is paid, or null when the payments never get there (within MAX_PLAN_MONTHS). */
  months: number | null;
  totalInterestCents: number;
  totalPaidCents: number;
  /** Per debt, in the order given: the month it is cleared (null: not within the plan) and its interest. */
  debts: DebtPayoff[];
  /** What is owed in all after each month (index 0 is today), for the chart. */
  balances: number[];
};

/**
 * One month's interest: balance × APR / 12, to the nearest cent (halves up). Computed in whole
 * numbers (balance × basis points stays far below 2^53 for any balance we accept), so no binary
 * fraction decides a cent.
 */
export function monthlyInterestCents(balanceCents: number, aprBasisPoints: number): number {
  if (balanceCents <= 0 || aprBasisPoints <= 0) return 0;
  return Math.floor((balanceCents * aprBasisPoints * 2 + 120_000) / 240_000);
}

/** The sum of the minimum payments: the least a plan can pay each month. */
export const totalMinimumCents = (debts: readonly PlanDebt[]) => debts.reduce((sum, d) => sum + d.minimumPaymentCents, 0);

/** The order a plan sends extra money in: by rate (then the smaller balance) or by balance (then the higher rate); ties keep the member's order. */
export function payoffOrder(debts: readonly PlanDebt[], order: PayoffOrder): PlanDebt[] {
  const indexed = debts.map((debt, index) => ({ debt, index }));
  indexed.sort((a, b) => {
    const byRate = b.debt.aprBasisPoints - a.debt.aprBasisPoints;
    const byBalance = a.debt.balanceCents - b.debt.balanceCents;
    const first = order === "avalanche" ? byRate || byBalance : byBalance || byRate;
    return first || a.index - b.index;
  });
  return indexed.map((i) => i.debt);
}

/**
 * Each month every debt first takes its interest, then its minimum (or what clears it), and what is
 * left of `monthlyPaymentCents` goes to the debts in `order`, the first until it is cleared, then
 * the next. A cleared debt's minimum stays in the monthly amount, so it rolls on to the next debt.
 * The monthly amount must be at least the minimums together (the caller checks: a plan that pays
 * less is not a plan).
 */
export function payoffPlan(debts: readonly PlanDebt[], monthlyPaymentCents: number, order: PayoffOrder): PayoffPlan {
  const priority = payoffOrder(debts, order).map((d) => debts.indexOf(d));
  return simulate(debts, (balances) => {
    let pool = monthlyPaymentCents;
    const paid = debts.map((d, i) => {
      const pay = Math.min(d.minimumPaymentCents, balances[i]!, pool);
      pool -= pay;
      return pay;
    });
    for (const i of priority) {
      const pay = Math.min(pool, balances[i]! - paid[i]!);
      paid[i]! += pay;
      pool -= pay;
    }
    return paid;
  });
}

/** Only the minimums, each on its own debt: nothing rolls on when a debt is cleared. */
export function minimumsOnlyPlan(debts: readonly PlanDebt[]): PayoffPlan {
  return simulate(debts, (balances) => debts.map((d, i) => Math.min(d.minimumPaymentCents, balances[i]!)));
}

function simulate(debts: readonly PlanDebt[], payments: (balancesWithInterest: readonly number[]) => number[]): PayoffPlan {
  const balances = debts.map((d) => Math.max(0, d.balanceCents));
  const rows: DebtPayoff[] = debts.map((d, i) => ({ key: d.key, month: balances[i] === 0 ? 0 : null, interestCents: 0 }));
  const totals = [sum(balances)];
  const ceiling = totals[0]! * NEVER_GROWTH;
  let totalPaidCents = 0;
  for (let month = 1; month <= MAX_PLAN_MONTHS && sum(balances) > 0 && sum(balances) <= ceiling; month += 1) {
    debts.forEach((d, i) => {
      const interest = monthlyInterestCents(balances[i]!, d.aprBasisPoints);
      balances[i]! += interest;
      rows[i]!.interestCents += interest;
    });
    payments(balances).forEach((pay, i) => {
      if (balances[i] === 0) return;
      balances[i]! -= pay;
      totalPaidCents += pay;
      if (balances[i] === 0) rows[i]!.month = month;
    });
    totals.push(sum(balances));
  }
  const done = rows.every((r) => r.month !== null);
  return {
    months: done ? Math.max(0, ...rows.map((r) => r.month!)) : null,
    totalInterestCents: sum(rows.map((r) => r.interestCents)),
    totalPaidCents,
    debts: rows,
    balances: totals,
  };
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
