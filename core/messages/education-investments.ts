import { formatBasisPoints } from "../format";
import { asCents, formatUsd } from "../money";
import { MIX_FEE_FINDINGS, MIX_FIELD, mixRange as range } from "./investment-mix";

// Every member-facing string of the education savings review (the education service's Gold card
// "Education savings investment review"); the path is core/education/age-based-path.ts.

const usd = (cents: number) => formatUsd(asCents(cents), { cents: true });
const years = (n: number) => `${n} ${n === 1 ? "year" : "years"}`;

/** Where the student stands: "8 years before enrollment", "enrolling this year", "in school". */
export const enrollmentPhrase = (yearsToEnrollment: number) =>
  yearsToEnrollment > 0 ? `${years(yearsToEnrollment)} before enrollment` : yearsToEnrollment === 0 ? "enrolling this year" : "a student in school";

export const EDUCATION_MIX_FIELD = { mixTotal: MIX_FIELD.mixTotal } as const;

export const EDUCATION_MIX_FINDINGS = {
  within: (stocksBp: number, targetBp: number, bandBp: number, horizon: number) =>
    `Your ${formatBasisPoints(stocksBp)} in stocks is within the usual range of an age-based portfolio for ${enrollmentPhrase(horizon)}: ${range(targetBp, bandBp)}.`,
  above: (stocksBp: number, targetBp: number, bandBp: number, horizon: number) =>
    `Your ${formatBasisPoints(stocksBp)} in stocks is above the usual range of an age-based portfolio for ${enrollmentPhrase(horizon)}, ${range(targetBp, bandBp)}: a fall in stocks now would leave little time to recover before the bills come.`,
  below: (stocksBp: number, targetBp: number, bandBp: number, horizon: number) =>
    `Your ${formatBasisPoints(stocksBp)} in stocks is below the usual range of an age-based portfolio for ${enrollmentPhrase(horizon)}, ${range(targetBp, bandBp)}: with the years left, more in stocks could grow the account faster, with larger falls along the way.`,
  ...MIX_FEE_FINDINGS,
  atEnrollment: (span: number, balance: number, lowCost: number, monthly: number) =>
    `${monthly > 0 ? `Adding ${usd(monthly)} a month, the` : "The"} account would hold about ${usd(balance)} at enrollment in ${years(span)}, or ${usd(lowCost)} at index funds' costs.`,
  ageBased:
    "An age-based portfolio in your state's 529 plan moves from stocks to bonds and cash as enrollment nears, along a path like the one shown, without your having to rebalance; a static portfolio stays as you chose it until you change it.",
} as const;

/** What else to weigh with the account's investments: the page's list. */
export const EDUCATION_PLAN_NOTES = [
  "Many states give a deduction or credit on state income tax for contributions to their own 529 plan; some for any state's plan.",
  "Growth is free of federal tax when spent on qualified education costs: tuition, fees, books, and room and board at least half-time.",
  "529 money can also pay K-12 tuition up to a yearly limit ($20,000 from 2026), and up to $10,000 in a lifetime of the beneficiary's student loans.",
  "Money not spent on education can go to another family member's education, or, after 15 years, up to $35,000 in a lifetime can roll into the beneficiary's Roth IRA.",
  "A parent-owned 529 counts as a parent's asset on the FAFSA, at no more than 5.64% of its value, less than a student's own savings.",
  "Gifts to a 529 count toward the yearly gift tax exclusion; five years' worth can be given at once.",
] as const;

export const educationMixAssumptions = () => [
  "The age-based path holds 90% in stocks 16 years or more before enrollment, 5 points less each year nearer, and 10% from enrollment on; the usual range is 10 points either side. States' age-based portfolios differ; this is a common middle.",
  "Long-run returns assumed: stocks 7%, bonds 4% and cash 3% a year, weighted by your mix as it is today. They illustrate; they are not a forecast.",
  "Fund costs are taken monthly from the balance, as expense ratios are, and the monthly contribution is paid in at each month's end, until enrollment (one year once enrolled), against broad index funds at 0.1%.",
  "Taxes, state benefits and withdrawals are not counted.",
];

export const EDUCATION_MIX_DISCLAIMER =
  "This is an illustration, not investment advice. Assumed returns do not guarantee future results; read your plan's program description for its portfolios, costs and state tax rules.";
