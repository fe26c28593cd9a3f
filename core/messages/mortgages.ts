import { asCents, formatUsd } from "../money";

// Every member-facing string of the mortgage comparison (the loans service's Platinum card
// "Mortgages and refinancing"); the rules are in core/loans/.

const usd = (cents: number) => formatUsd(asCents(cents), { cents: true });
const years = (n: number) => `${n} ${n === 1 ? "year" : "years"}`;
const months = (n: number) => `${n} ${n === 1 ? "month" : "months"}`;

export const MORTGAGE_OPTION_KEYS = ["a", "b", "c"] as const;
export type MortgageOptionKey = (typeof MORTGAGE_OPTION_KEYS)[number];
export const MORTGAGE_OPTION_LABELS: Readonly<Record<MortgageOptionKey | "current", string>> = { a: "Option A", b: "Option B", c: "Option C", current: "Your loan" };

export const MORTGAGE_FIELD = {
  amountOrBalance: "is required: the amount to borrow, or your loan's balance to refinance it",
  currentAll: "is required with the rest of your loan's figures",
  optionRate: "is required for an option with other figures",
  rateAfter: "is required for an adjustable rate",
  fixedWithinTerm: "must be shorter than the term",
  twoDecimals: "must have at most 2 decimals",
  costsOverAmount: "must be less than the amount borrowed, with the points",
} as const;

export const MORTGAGE_FINDINGS = {
  cheapest: (label: string, keep: number, cost: number, next: { label: string; more: number } | null) =>
    `Over the ${years(keep)} you expect to keep the loan, ${label} costs least: ${usd(cost)} of interest and upfront costs${next ? `, ${usd(next.more)} less than ${next.label}` : ""}.`,
  breakEven: (label: string, saving: number, upfront: number, monthsToEarn: number, keep: number) =>
    monthsToEarn <= keep * 12
      ? `${label} lowers your payment by ${usd(saving)} a month: its ${usd(upfront)} of costs are earned back in ${months(monthsToEarn)}, within the ${years(keep)} you expect to keep it.`
      : `${label} lowers your payment by ${usd(saving)} a month, but its ${usd(upfront)} of costs take ${months(monthsToEarn)} to earn back: longer than the ${years(keep)} you expect to keep it.`,
  noCostSaving: (label: string, saving: number) => `${label} lowers your payment by ${usd(saving)} a month with nothing to pay up front.`,
  paymentUp: (label: string, more: number) => `${label} raises your payment by ${usd(more)} a month: worth it only for a shorter term or to take cash out.`,
  adjustable: (label: string, fixedYears: number, rateAfter: string, paymentAfter: number) =>
    `${label}'s rate is fixed for ${years(fixedYears)}; at the ${rateAfter} assumed after, the payment would become ${usd(paymentAfter)}. Rates could be higher than that, and the payment with them, up to the loan's caps.`,
  term: (shorter: string, longer: string, morePerMonth: number, lessInterest: number) =>
    `${shorter}'s shorter term costs ${usd(morePerMonth)} more a month than ${longer} and ${usd(lessInterest)} less interest over the life of the loan.`,
} as const;

export const mortgageAssumptions = (keep: number) => [
  "Payments are principal and interest only: property tax, homeowners insurance and mortgage insurance come on top.",
  "Interest is charged monthly at the rate ÷ 12 on the balance, to the cent; the last payment clears the balance.",
  "An adjustable rate keeps its first rate for the years fixed and then the rate you assume, re-amortized over the rest of the term; real adjustments follow an index and the loan's caps.",
  `The cost over the years you keep the loan (${years(keep)}) is the interest paid until then and the upfront costs; the balance left is repaid when you sell or refinance.`,
  "The APR counts the points and the closing costs entered as finance charges; a lender's APR counts only some closing costs, so it can differ slightly.",
];

export const MORTGAGE_DISCLAIMER =
  "This is an illustration, not an offer of credit. Rates, points and costs come from a lender's Loan Estimate; all loans are subject to eligibility, underwriting and approval.";
