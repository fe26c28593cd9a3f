import { MAX_DEBTS, type DebtFinding, type DebtKind, type FindingKey, type PaymentsBand } from "../debts/debts";
import type { PayoffOrder } from "../debts/payoff";
import { formatBasisPoints } from "../format";
import { formatCalendarDate } from "../format/dates";
import { asCents, formatUsd } from "../money";

// Every member-facing string of the debts page (the loans service's Silver card "Debt and cash
// flow insights"); the rules are in core/debts/.

const usd = (cents: number) => formatUsd(asCents(cents));
const monthsText = (tenths: number) => `${tenths % 10 === 0 ? tenths / 10 : (tenths / 10).toFixed(1)} ${tenths === 10 ? "month" : "months"}`;

export const DEBT_KIND_LABELS: Readonly<Record<DebtKind, string>> = {
  credit_card: "Credit card",
  student_loan: "Student loan",
  auto_loan: "Auto loan",
  mortgage: "Mortgage",
  personal_loan: "Personal loan",
  medical: "Medical bill",
  other: "Other debt",
};

export const PLAN_LABELS: Readonly<Record<PayoffOrder | "minimums", { title: string; help: string }>> = {
  avalanche: { title: "Highest rate first", help: "Extra money goes to the debt with the highest rate: the least interest in all." },
  snowball: { title: "Smallest balance first", help: "Extra money goes to the smallest debt: the first one gone soonest." },
  minimums: { title: "Minimums only", help: "Each debt gets only its own minimum." },
};

export const PAYMENTS_BAND_LABELS: Readonly<Record<PaymentsBand, string>> = {
  comfortable: "Comfortable",
  watch: "Worth watching",
  stretch: "A stretch",
};

export const DEBT_MESSAGES = {
  added: (name: string) => `${name} is added to your debts.`,
  updated: (name: string) => `${name} is updated.`,
  removed: (name: string) => `${name} is removed from your debts.`,
  tooMany: `List at most ${MAX_DEBTS} debts.`,
  nameTaken: (name: string) => `You already have a debt named ${name}. Give each debt its own name.`,
  notFound: "That debt is not one of yours, or it was removed.",
  apr: "must be a yearly rate between 0 and 100, like 21.99",
  minimumAboveBalance: "must not be more than the balance",
} as const;

export const FINDING_TITLES: Readonly<Record<FindingKey, string>> = {
  "below-interest": "A minimum that does not cover the interest",
  "highest-rate": "Where extra money goes furthest",
  "payments-share": "Your payments beside your income",
  "no-income": "Your income is not known yet",
  "reserve-first": "Your emergency reserve",
  "paid-down": "Your progress",
  "compare-plans": "Which order costs less",
};

export function debtFindingText(f: DebtFinding): string {
  switch (f.key) {
    case "below-interest":
      return `The ${usd(f.debt.minimumPaymentCents)} minimum on ${f.debt.name} is no more than the ${usd(f.interestCents)} of interest it adds each month, so paying only the minimum never clears it. Pay more than ${usd(f.interestCents)} a month to bring it down.`;
    case "highest-rate":
      return `${f.debt.name} carries your highest rate, ${formatBasisPoints(f.debt.aprBasisPoints)}: about ${usd(f.interestCents)} of interest this month. Each extra dollar paid there saves the most interest.`;
    case "payments-share":
      return `Your minimum payments, ${usd(f.minimumCents)} a month, are ${shareText(f.shareBp)} of the ${usd(f.incomeCents)} a typical month brings into your accounts: ${PAYMENTS_BAND_LABELS[f.band].toLowerCase()}. Lenders commonly look for all debt payments to stay at or under 36% of income before taxes.`;
    case "no-income":
      return "Import your accounts' transactions in Budgeting, with your pay under an income category, to see how your payments fit the money coming in.";
    case "reserve-first":
      return f.coveredTenths < 10
        ? `Your cash covers ${monthsText(f.coveredTenths)} of spending, under a month. Keep paying every minimum and build a reserve of at least a month first, so a surprise bill does not go on a card; then put extra money toward ${f.debt.name} at ${formatBasisPoints(f.debt.aprBasisPoints)} before building the rest of your ${f.targetMonths}-month reserve.`
        : `Your cash covers ${monthsText(f.coveredTenths)} of spending against the ${f.targetMonths} months you aim for. At ${formatBasisPoints(f.debt.aprBasisPoints)}, each dollar paid off ${f.debt.name} saves more than savings usually earn: paying it down before topping up the reserve often comes out ahead.`;
    case "paid-down":
      return `You have paid down ${usd(f.paidCents)} in all since ${formatCalendarDate(f.since)}.`;
    case "compare-plans":
      return `With the same monthly amount, paying the ${f.cheaper === "avalanche" ? "highest rate" : "smallest balance"} first costs ${usd(f.savedCents)} less in interest.`;
  }
}

/** Basis points as a percentage with at most one decimal: 1234 → "12.3%", 2000 → "20%". */
export function shareText(bp: number): string {
  const tenths = Math.round(bp / 10);
  return `${tenths % 10 === 0 ? tenths / 10 : (tenths / 10).toFixed(1)}%`;
}

export const DEBT_PAGE_COPY = {
  title: "Debts and cash flow",
  intro: "The loans and cards you owe on, what each costs you a month, how the payments fit your income, and how soon they could be gone.",
  listTitle: "What you owe",
  empty: "No debts are listed. Add a card or a loan to see what it costs you and how soon it could be paid.",
  addTitle: "Add a debt",
  editHelp: "Update a balance whenever you pay or see a statement: each update is kept, so the page can show your progress.",
  plansTitle: "Paying them off",
  plansHelp: "Every debt keeps its minimum; the extra each month goes where the order says, and a cleared debt's payment rolls on to the next.",
  chartTitle: "What you would owe, month by month",
  never: "Not within 50 years",
  removeTitle: (name: string) => `Remove ${name}?`,
  removeText: "Its balance history goes with it, and what you have paid down on it no longer counts. A debt you have paid off can stay listed at $0 instead.",
  removeConfirm: (name: string) => `Remove ${name}`,
  keep: "Keep it",
  disclaimer:
    "These figures are estimates from the balances, rates and minimums you entered, with interest charged monthly at the yearly rate divided by 12. Lenders compute interest in their own ways, and rates and minimums can change. This is not advice.",
} as const;
