import { monthlyInterestCents, type PayoffPlan } from "./payoff";

// The debts a member lists in the loans service (Silver's "Debt and cash flow insights"): what a
// debt is, the limits of what may be entered, and the findings read from the debts beside the
// member's cash flow and emergency reserve. Pure: cents, basis points and "YYYY-MM-DD" days.

export const DEBT_KINDS = ["credit_card", "student_loan", "auto_loan", "mortgage", "personal_loan", "medical", "other"] as const;
export type DebtKind = (typeof DEBT_KINDS)[number];

export const MAX_DEBTS = 20;
export const MAX_DEBT_NAME_LENGTH = 60;
/** The largest balance or payment one debt may hold: $10,000,000.00 (every plan's figures stay exact integers). */
export const MAX_DEBT_CENTS = 1_000_000_000;
/** 100 % APR, in basis points. */
export const MAX_APR_BASIS_POINTS = 10_000;
/** The extra a month the plans start from until the member chooses another: $100.00. */
export const DEFAULT_EXTRA_CENTS = 10_000;
/** A rate from which paying the debt down comes before saving beyond a starter reserve: 8 %. */
export const HIGH_RATE_BASIS_POINTS = 800;
/** Minimum payments up to this share of income are comfortable (basis points of the income)… */
export const COMFORTABLE_SHARE_BP = 2_000;
/** …and above this one a stretch: 36 %, the share lenders commonly look for at most. */
export const STRETCH_SHARE_BP = 3_600;

export type PaymentsBand = "comfortable" | "watch" | "stretch";

export function paymentsBand(shareBp: number): PaymentsBand {
  if (shareBp <= COMFORTABLE_SHARE_BP) return "comfortable";
  return shareBp <= STRETCH_SHARE_BP ? "watch" : "stretch";
}

/**
 * An APR as members type it ("21.99", "7", "4.5 %") into basis points, or null when it is not a
 * percentage with at most two decimals between 0 and 100. Read from the text, never through a
 * binary fraction.
 */
export function parseAprBasisPoints(value: string | number): number | null {
  const match = /^\s*(\d{1,3})(?:\.(\d{1,2}))?\s*%?\s*$/.exec(String(value));
  if (!match) return null;
  const basisPoints = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return basisPoints <= MAX_APR_BASIS_POINTS ? basisPoints : null;
}

/** minimum ÷ income in basis points, half up, in whole numbers; null without income. */
export function shareBasisPoints(partCents: number, wholeCents: number): number | null {
  if (wholeCents <= 0) return null;
  return Math.floor((Math.max(0, partCents) * 20_000 + wholeCents) / (2 * wholeCents));
}

export type Debt = { id: number; name: string; kind: DebtKind; balanceCents: number; aprBasisPoints: number; minimumPaymentCents: number };

export const FINDING_KEYS = ["below-interest", "highest-rate", "payments-share", "no-income", "reserve-first", "paid-down", "compare-plans"] as const;
export type FindingKey = (typeof FINDING_KEYS)[number];

/** What the findings read, besides the debts. */
export type DebtContext = {
  /** A typical month's income and its minimum-payment share, null without transactions. */
  monthlyIncomeCents: number | null;
  /** The emergency reserve's months covered (tenths) and the member's target, null without spending. */
  reserve: { coveredTenths: number; targetMonths: number } | null;
  /** What the listed debts have come down since their first recorded balances, and the earliest of those days; null when none has. */
  paidDown: { paidCents: number; since: string } | null;
  avalanche: PayoffPlan;
  snowball: PayoffPlan;
};

/** Which findings apply, with what they need to be worded (core/messages/debts.ts words them). */
export type DebtFinding =
  | { key: "below-interest"; debt: Debt; interestCents: number }
  | { key: "highest-rate"; debt: Debt; interestCents: number }
  | { key: "payments-share"; minimumCents: number; incomeCents: number; shareBp: number; band: PaymentsBand }
  | { key: "no-income" }
  | { key: "reserve-first"; debt: Debt; coveredTenths: number; targetMonths: number }
  | { key: "paid-down"; paidCents: number; since: string }
  | { key: "compare-plans"; savedCents: number; cheaper: "avalanche" | "snowball" };

export function debtFindings(debts: readonly Debt[], context: DebtContext): DebtFinding[] {
  if (debts.length === 0) return [];
  const findings: DebtFinding[] = [];
  for (const debt of debts) {
    const interestCents = monthlyInterestCents(debt.balanceCents, debt.aprBasisPoints);
    if (debt.balanceCents > 0 && interestCents > 0 && debt.minimumPaymentCents <= interestCents) findings.push({ key: "below-interest", debt, interestCents });
  }
  const owing = debts.filter((d) => d.balanceCents > 0 && d.aprBasisPoints > 0);
  const highest = [...owing].sort((a, b) => b.aprBasisPoints - a.aprBasisPoints || b.balanceCents - a.balanceCents)[0];
  if (highest) findings.push({ key: "highest-rate", debt: highest, interestCents: monthlyInterestCents(highest.balanceCents, highest.aprBasisPoints) });
  const minimumCents = debts.reduce((n, d) => n + (d.balanceCents > 0 ? d.minimumPaymentCents : 0), 0);
  const shareBp = context.monthlyIncomeCents === null ? null : shareBasisPoints(minimumCents, context.monthlyIncomeCents);
  if (shareBp === null || context.monthlyIncomeCents === null) findings.push({ key: "no-income" });
  else findings.push({ key: "payments-share", minimumCents, incomeCents: context.monthlyIncomeCents, shareBp, band: paymentsBand(shareBp) });
  // A reserve short of its target and a debt above the high rate: which comes first (core/messages words both cases).
  if (highest && highest.aprBasisPoints >= HIGH_RATE_BASIS_POINTS && context.reserve && context.reserve.coveredTenths < context.reserve.targetMonths * 10)
    findings.push({ key: "reserve-first", debt: highest, ...context.reserve });
  if (context.paidDown && context.paidDown.paidCents > 0) findings.push({ key: "paid-down", ...context.paidDown });
  const { avalanche, snowball } = context;
  if (avalanche.months !== null && snowball.months !== null && avalanche.totalInterestCents !== snowball.totalInterestCents) {
    const cheaper = avalanche.totalInterestCents < snowball.totalInterestCents ? "avalanche" : "snowball";
    findings.push({ key: "compare-plans", cheaper, savedCents: Math.abs(avalanche.totalInterestCents - snowball.totalInterestCents) });
  }
  return findings;
}

/** A plan's total owed for a chart: every month up to five years, else once a year, always the last. */
export function chartMonths(months: number): number[] {
  const step = months <= 60 ? 1 : 12;
  const out: number[] = [];
  for (let m = 0; m < months; m += step) out.push(m);
  out.push(months);
  return out;
}
