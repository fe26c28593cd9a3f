import { roundDollarsToCents as cents } from "../money";

// Retirement projection (issue "Planning and budgeting" §1), deterministic: every month earns the
// expected return. Everything is in today's dollars (real terms): returns are net of inflation, and
// contributions, withdrawals and Social Security keep pace with inflation. simulate-retirement.ts
// runs the same model with random returns; with zero volatility the two agree.

export const WITHDRAWAL_RULES = ["constant", "percentage", "guardrails"] as const;
export type WithdrawalRule = (typeof WITHDRAWAL_RULES)[number];

export type RetirementInput = {
  currentAge: number;
  retirementAge: number;
  lifeExpectancy: number;
  /** Today's savings, dollars. */
  savings: number;
  /** Paid in every month until retirement, dollars (today's). */
  monthlyContribution: number;
  /** Expected annual return before inflation, percent. */
  expectedReturnPercent: number;
  /** Annual volatility (standard deviation of the yearly return), percent; used by the simulation. */
  volatilityPercent: number;
  inflationPercent: number;
  /**
   * The first year's withdrawal from savings: an amount of yearly spending (of which Social
   * Security pays its part, the rest comes from savings), or a percentage of the savings at retirement.
   */
  withdrawal: { kind: "amount"; annual: number } | { kind: "rate"; percent: number };
  /** Yearly Social Security from retirement on, dollars (today's). */
  socialSecurity: number;
  rule: WithdrawalRule;
};

/** The guardrails rule, word for word: cut 10 % above 120 % of the starting rate, raise 10 % below 80 %. */
export const GUARDRAILS = { upper: 1.2, lower: 0.8, cut: 0.9, raise: 1.1 } as const;

/**
 * Each retirement year after the first, the year's withdrawal from savings under the rule:
 * constant keeps the (inflation-adjusted) amount; percentage takes the starting rate of the year's
 * opening balance; guardrails keep the amount unless the withdrawal rate (this amount ÷ the
 * opening balance) has risen more than 20 % above the starting rate (then 10 % less) or fallen more
 * than 20 % below it (then 10 % more).
 */
export function nextWithdrawal(rule: WithdrawalRule, current: number, balance: number, initialRate: number): number {
  if (rule === "constant") return current;
  if (rule === "percentage") return initialRate * balance;
  if (balance <= 0 || initialRate <= 0) return current;
  const rate = current / balance;
  if (rate > initialRate * GUARDRAILS.upper) return current * GUARDRAILS.cut;
  if (rate < initialRate * GUARDRAILS.lower) return current * GUARDRAILS.raise;
  return current;
}

/** The first year's withdrawal from savings, given the savings at retirement. */
export function firstWithdrawal(input: RetirementInput, balanceAtRetirement: number): number {
  if (input.withdrawal.kind === "rate") return (Math.max(0, balanceAtRetirement) * input.withdrawal.percent) / 100;
  return Math.max(0, input.withdrawal.annual - input.socialSecurity);
}

/** The month-by-month shape both the projection and the simulation follow. */
export function retirementTimeline(input: RetirementInput) {
  const accumulationMonths = (input.retirementAge - input.currentAge) * 12;
  const totalMonths = (input.lifeExpectancy - input.currentAge) * 12;
  // Log of the monthly growth factor in today's dollars: ((1 + return) / (1 + inflation))^(1/12).
  const logRealMonthly = (Math.log1p(input.expectedReturnPercent / 100) - Math.log1p(input.inflationPercent / 100)) / 12;
  return { accumulationMonths, totalMonths, logRealMonthly };
}

export type RetirementYear = {
  age: number;
  startBalanceCents: number;
  contributionsCents: number;
  withdrawalsCents: number;
  growthCents: number;
  endBalanceCents: number;
};

export type RetirementProjection = {
  years: RetirementYear[];
  balanceAtRetirementCents: number;
  /** Drawn from savings in the first year of retirement. */
  firstYearWithdrawalCents: number;
  /** That plus Social Security. */
  firstYearIncomeCents: number;
  /** The initial withdrawal rate, percent of the savings at retirement (null with no savings). */
  initialWithdrawalRatePercent: number | null;
  /** The age during which savings run out, or null if they last to the life expectancy. */
  runsOutAtAge: number | null;
  endBalanceCents: number;
  /** The return after inflation, percent a year. */
  realReturnPercent: number;
};

/** Below this (a hundredth of a cent) a shortfall is floating-point noise, not savings running out. */
export const SHORTFALL_TOLERANCE = 1e-4;

/**
 * Month by month, in today's dollars: balance × growth + contribution (before retirement) −
 * withdrawal ÷ 12 (from retirement on). The year's withdrawal is set on each retirement
 * birthday (see nextWithdrawal). A month that cannot pay its withdrawal in full is when the
 * savings run out; the balance then stays at 0.
 */
export function projectRetirement(input: RetirementInput): RetirementProjection {
  const { accumulationMonths, totalMonths, logRealMonthly } = retirementTimeline(input);
  const growth = Math.exp(logRealMonthly);
  const years: RetirementYear[] = [];
  let balance = input.savings;
  let draw = 0;
  let initialRate = 0;
  let balanceAtRetirement = accumulationMonths === 0 ? balance : 0;
  let runsOutAtAge: number | null = null;
  let year = { start: balance, contributions: 0, withdrawals: 0 };

  for (let month = 0; month < totalMonths; month += 1) {
    const retired = month >= accumulationMonths;
    if (retired && (month - accumulationMonths) % 12 === 0) {
      if (month === accumulationMonths) {
        balanceAtRetirement = balance;
        draw = firstWithdrawal(input, balance);
        initialRate = balance > 0 ? draw / balance : 0;
      } else if (runsOutAtAge === null) {
        draw = nextWithdrawal(input.rule, draw, balance, initialRate);
      }
    }
    const contribution = retired ? 0 : input.monthlyContribution;
    const wanted = retired ? draw / 12 : 0;
    const available = balance * growth + contribution;
    const paid = Math.min(wanted, Math.max(0, available));
    if (available - wanted < -SHORTFALL_TOLERANCE && runsOutAtAge === null) runsOutAtAge = input.currentAge + Math.floor(month / 12);
    balance = Math.max(0, available - wanted);
    year.contributions += contribution;
    year.withdrawals += paid;
    if ((month + 1) % 12 === 0) {
      const [start, end] = [cents(year.start), cents(balance)];
      const [contributionsCents, withdrawalsCents] = [cents(year.contributions), cents(year.withdrawals)];
      years.push({
        age: input.currentAge + (month + 1) / 12 - 1,
        startBalanceCents: start,
        contributionsCents,
        withdrawalsCents,
        growthCents: end - start - contributionsCents + withdrawalsCents,
        endBalanceCents: end,
      });
      year = { start: balance, contributions: 0, withdrawals: 0 };
    }
  }

  const firstYearWithdrawal = firstWithdrawal(input, balanceAtRetirement);
  return {
    years,
    balanceAtRetirementCents: cents(balanceAtRetirement),
    firstYearWithdrawalCents: cents(firstYearWithdrawal),
    firstYearIncomeCents: cents(firstYearWithdrawal + input.socialSecurity),
    initialWithdrawalRatePercent: balanceAtRetirement > 0 ? (firstYearWithdrawal / balanceAtRetirement) * 100 : null,
    runsOutAtAge,
    endBalanceCents: cents(balance),
    realReturnPercent: (Math.exp(logRealMonthly * 12) - 1) * 100,
  };
}
