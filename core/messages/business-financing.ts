import { asCents, formatUsd } from "../money";

// Every member-facing string of the business financing comparison (the loans service's Platinum
// card "Business loans and credit"); the rules are in core/loans/business-financing.ts.

const usd = (cents: number) => formatUsd(asCents(cents), { cents: true });
const months = (n: number) => `${n} ${n === 1 ? "month" : "months"}`;
/** Debt service coverage as the page writes it: 1.26 → "1.26 times". */
export const coverageTimes = (times: number) => `${times.toFixed(2)} times`;

export const BUSINESS_OPTION_KEYS = ["term", "line", "equipment"] as const;
export type BusinessOptionKey = (typeof BUSINESS_OPTION_KEYS)[number];
export const BUSINESS_OPTION_LABELS: Readonly<Record<BusinessOptionKey, string>> = { term: "Term loan", line: "Line of credit", equipment: "Equipment financing" };

export const BUSINESS_FIELD = {
  oneOption: "is required: the rate of at least one kind of financing",
  lineFeeOverDraw: "must be less than the amount drawn on the line",
} as const;

export const BUSINESS_FINDINGS = {
  lowestApr: (label: string, apr: number, others: ReadonlyArray<{ label: string; apr: number }>) =>
    `${label} costs least for each dollar borrowed: an APR of ${apr}%, against ${others.map((o) => `${o.apr}% for the ${o.label.toLowerCase()}`).join(" and ")}.`,
  coverageShort: (label: string, coverage: number) =>
    `With the ${label.toLowerCase()}, the business's cash flow covers its debt payments ${coverageTimes(coverage / 100)}: less than once, so it could not make them from what it earns. Borrow less, over longer, or wait for the cash flow to grow.`,
  coverageLow: (label: string, coverage: number) =>
    `With the ${label.toLowerCase()}, the business's cash flow covers its debt payments ${coverageTimes(coverage / 100)}: below the 1.25 times lenders usually look for, so expect a smaller amount, more collateral or a longer term.`,
  coverageGood: (label: string, coverage: number) =>
    `With the ${label.toLowerCase()}, the business's cash flow covers its debt payments ${coverageTimes(coverage / 100)}: at or above the 1.25 times lenders usually look for.`,
  line: (drawn: number, interest: number, monthsKept: number) =>
    `The line charges interest only on what is drawn: ${usd(interest)} a month on ${usd(drawn)}. The ${usd(drawn)} is still owed after ${months(monthsKept)}; a line suits needs that come and go, repaid as the business's cash comes in.`,
  equipment: (down: number) =>
    `Equipment financing needs ${usd(down)} from the business up front, and the equipment secures the loan: the lender can take it back if payments stop.`,
  guarantee: (largest: number) =>
    `Lenders usually ask the owners of a small business to guarantee its loans personally: if the business could not pay, up to ${usd(largest)} could be collected from your own savings and property.`,
} as const;

/** What lenders review before they lend to a business: the page's checklist. */
export const LENDER_REVIEW = [
  "Two or three years of business and personal tax returns.",
  "A profit and loss statement and a balance sheet for this year to date.",
  "Business bank statements, for the cash flow that will make the payments.",
  "Debt service coverage: the cash flow before debt payments against all of them, usually at least 1.25 times.",
  "Collateral (equipment, receivables, property) and a personal guarantee from each owner of 20% or more.",
  "Personal and business credit history, and how long the business has been running (often two years or more).",
] as const;

export const businessAssumptions = () => [
  "Term loans and equipment financing are repaid in equal monthly payments; interest is charged monthly at the rate ÷ 12 on the balance, to the cent.",
  "An origination fee is taken from the amount advanced; the APR counts it as a finance charge.",
  "The line is drawn to the share entered for the whole time compared, charged interest only, with the annual fee at the start of each year, and repaid at the end; real lines are drawn and repaid as needs come and go, and their rates usually float with the prime rate.",
  "Equipment financing lends the price less the down payment; the down payment is the business's own cash, not a cost of borrowing.",
  "Debt service coverage is the yearly cash flow you enter (before interest and loan payments) ÷ the first year's payments and fees with the debt payments the business already makes.",
];

export const BUSINESS_DISCLAIMER =
  "This is an illustration, not an offer of credit. Rates, fees and terms come from a lender's offer; all loans are subject to eligibility, underwriting and approval.";
