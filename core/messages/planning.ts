// Every member-facing string of the planning calculators (issue "Planning and budgeting" §1):
// the assumptions each result states in words, the disclaimer, and the field messages.
import { formatUsd as usd, type Cents } from "../money";
import { COLLEGE_COST_SOURCE, COLLEGE_COST_YEAR, type SchoolType } from "../planning/college-costs";
import { COLLEGE_LATER_START_YEARS, COLLEGE_RETURN_SPREAD, type CollegeComparison } from "../planning/college-savings";
import { PRICE_STEP_BP, SALES_STEP_BP, type SalesCase } from "../planning/break-even";
import { LIFE_LONGER_YEARS, LIFE_RETURN_SPREAD, type LifeInsuranceComparison } from "../planning/life-insurance-need";
import { TYPICAL_UNDERLYING_CENTS, UMBRELLA_STEP_CENTS, type LiabilityClaim } from "../planning/liability-cover";

export const PLANNING_DISCLAIMER = "This is an illustration, not advice. It rests on the assumptions above, and real returns, rates and prices will differ.";

export const FIELD = {
  required: "is required",
  number: "must be a number",
  whole: "must be a whole number",
  atLeast: (min: number) => `must be at least ${min.toLocaleString("en-US")}`,
  atMost: (max: number) => `must be at most ${max.toLocaleString("en-US")}`,
  date: "must be a date written YYYY-MM-DD",
  dateYears: "must be between the years 1900 and 2200",
  retirementAfterNow: "must be the current age or later",
  lifeAfterRetirement: "must be later than the retirement age",
  horizon: (years: number) => `must be at most ${years} years after the current age`,
  withdrawalEither: "give a yearly amount (withdrawal) or a rate (withdrawalRate), not both",
  rule: "must be constant, percentage or guardrails",
  goalTooSoon: "must be at least one month from today",
  goalTooFar: (years: number) => `must be within ${years} years from today`,
  school: "must be public-in-state, public-out-of-state or private",
  projectionTooLarge: "grows the savings past $90 trillion, more than can be shown to the cent; lower the return, the savings or the years",
} as const;

/** A rate as the planning calculators write it: "4.5%". */
export const pct = (value: number) => `${Number(value.toFixed(2))}%`;
/** 1 → "1 year", 30 → "30 years". */
export const years = (n: number) => (n === 1 ? "1 year" : `${n} years`);
export const months = (n: number) => (n === 1 ? "1 month" : `${n} months`);

export function loanAssumptions(input: { rate: number; years: number; extraCents: Cents; start: string }): string[] {
  return [
    `A fixed annual rate of ${pct(input.rate)} for the whole term, charged monthly at ${pct(input.rate)} ÷ 12 on the balance.`,
    `${years(input.years)} of equal monthly payments, the first one month after ${input.start}; the last payment is adjusted to clear the balance to the cent.`,
    input.extraCents > 0
      ? `${usd(input.extraCents)} paid on top every month, all of it off the principal, with no prepayment fee.`
      : "No extra payments.",
    "Taxes, insurance and fees that a lender may add to a mortgage payment are not included.",
  ];
}

export function savingsAssumptions(input: { returnPercent: number; months: number; date: string }): string[] {
  return [
    input.returnPercent === 0
      ? "No growth: the savings earn nothing."
      : `A steady ${pct(input.returnPercent)} a year, compounded monthly at ${pct(input.returnPercent)} ÷ 12, every month alike.`,
    `The same amount paid in at the end of each of the ${input.months} months before ${input.date}, rounded up to the cent.`,
    "No taxes, fees or inflation are taken into account: the target is in dollars of that date.",
  ];
}

export function growthAssumptions(input: { returnPercent: number; feePercent: number; compareFeePercent: number; years: number }): string[] {
  return [
    input.returnPercent === 0
      ? "No growth before fees: the investments earn nothing."
      : `A steady ${pct(input.returnPercent)} a year before fees, earned monthly at ${pct(input.returnPercent)} ÷ 12, every month of the ${years(input.years)} alike.`,
    `The fee is taken from the assets each month at the annual rate ÷ 12, as a fund's expense ratio or an advisory fee is: ${pct(input.feePercent)} for your plan, ${pct(input.compareFeePercent)} for the one beside it.`,
    "The monthly amount is paid in at the end of each month; nothing is withdrawn.",
    "What the fee costs is the balance with no fee less yours: the fees themselves and the growth they would have earned.",
    "No taxes, trading costs or inflation are taken into account.",
  ];
}

export const LIFE_COMPARISON_TITLES: Record<LifeInsuranceComparison["key"], string> = {
  "as-entered": "Your figures",
  "lower-return": `Real return ${LIFE_RETURN_SPREAD} point lower`,
  "higher-return": `Real return ${LIFE_RETURN_SPREAD} point higher`,
  longer: `Income needed ${LIFE_LONGER_YEARS} years longer`,
};

export const SALES_CASE_TITLES: Record<SalesCase["key"], string> = {
  cautious: `Cautious: ${SALES_STEP_BP / 100}% fewer sales`,
  expected: "As expected",
  optimistic: `Optimistic: ${SALES_STEP_BP / 100}% more sales`,
};

export function breakEvenAssumptions(): string[] {
  return [
    "Every unit sells at the same price and costs the same to make or deliver, however many are sold.",
    "The fixed costs are the same every month, and the expected sales start in the first month and stay level.",
    `The price is also shown ${PRICE_STEP_BP / 100}% lower and higher at the same sales; in practice a price change moves sales too.`,
    "The startup costs are paid before the first sale. Taxes, loan payments, owner's pay beyond the fixed costs, and customers who pay late are not included.",
  ];
}

export function disabilityAssumptions(input: { waitingMonths: number; capped: boolean }): string[] {
  return [
    `No benefit is paid for the first ${input.waitingMonths === 1 ? "month" : `${input.waitingMonths} months`} (the waiting, or elimination, period); after it the benefit is paid every month.`,
    `The benefit held is the percentage of pay you entered${input.capped ? ", up to its monthly maximum" : ""}, less the tax you entered: a benefit from a policy whose premiums your employer pays is taxable, one you pay for yourself with after-tax money is not.`,
    "Spending and the income that continues stay the same every month; savings pay what they do not meet.",
    "Social Security disability benefits, workers' compensation, and a policy's own definition of disability and how long it pays are not included.",
  ];
}

/** Where a liability claim comes from, in the answer's words. */
export const LIABILITY_CLAIM_TITLES: Record<LiabilityClaim["key"], string> = {
  auto: "A car accident",
  home: "An injury at your home",
};

/** The step umbrella policies are sold in, as the answer writes it ("$1,000,000"). */
const UMBRELLA_STEP = usd(UMBRELLA_STEP_CENTS as Cents, { cents: false });

/** What the liability answer says beside its figures: the umbrella still to buy, and the underlying limits insurers ask for, when one is below. */
export const LIABILITY_NOTES = {
  /** `more` is already formatted: the page formats the answer's decimal strings. */
  moreUmbrella: (more: string) => `${more} more than you hold, sold in steps of ${UMBRELLA_STEP}`,
  autoBelow: (held: Cents, below: Cents) =>
    `Your auto liability limit (${usd(held)} per accident) is ${usd(below)} below the ${usd(TYPICAL_UNDERLYING_CENTS.auto as Cents)} most insurers ask for before they sell an umbrella policy: raising it usually comes first.`,
  homeBelow: (held: Cents, below: Cents) =>
    `Your home liability limit (${usd(held)}) is ${usd(below)} below the ${usd(TYPICAL_UNDERLYING_CENTS.home as Cents)} most insurers ask for before they sell an umbrella policy.`,
  risks:
    "A teenage driver, a pool or trampoline, a dog, a rental property, a seat on a nonprofit board or a public profile make a claim likelier: a reason to choose a higher limit than the figures alone suggest.",
} as const;

export function liabilityAssumptions(input: { incomeYears: number }): string[] {
  return [
    "A judgment larger than a policy's limit is paid from what you own and, where the law allows, from part of your future pay; the exposure adds the home equity above the homestead exemption you entered, your savings and investments, your other property" +
      (input.incomeYears > 0 ? `, and ${years(input.incomeYears)} of pay.` : ". No future pay is counted; enter years of pay to count it."),
    "Retirement accounts are left out: employer plans are generally shielded from creditors, and IRAs up to a limit, which varies by state outside bankruptcy.",
    `A claim is paid first by the auto or home policy it falls under, then by the umbrella; the lower of the two limits is the cover every claim finds at worst. Umbrella policies are counted in steps of ${UMBRELLA_STEP}.`,
    "Insurers' underlying requirements, exclusions and what each policy covers differ; a claim can also exceed any figure here.",
  ];
}

/** The same cases in a chart's few words. */
export const LIFE_COMPARISON_SHORT: Record<LifeInsuranceComparison["key"], string> = {
  "as-entered": "Yours",
  "lower-return": `${LIFE_RETURN_SPREAD} pt lower`,
  "higher-return": `${LIFE_RETURN_SPREAD} pt higher`,
  longer: `${LIFE_LONGER_YEARS} years longer`,
};

export function lifeInsuranceAssumptions(input: { realReturnPercent: number; years: number }): string[] {
  return [
    `The income is paid at the start of each of the ${years(input.years)}, from a sum invested meanwhile at ${pct(input.realReturnPercent)} a year above inflation, so each year's payment keeps today's buying power.`,
    "Debts are paid off in full, and the final expenses and the goals are set aside at once, in today's dollars.",
    "The savings and investments entered are all available to the family, and the life insurance already held pays out in full.",
    "Social Security survivors' benefits, a partner's own income, taxes on what the money earns, and disability or long-term care needs are not included.",
  ];
}

export type RetirementAssumptionInput = {
  currentAge: number;
  retirementAge: number;
  lifeExpectancy: number;
  savingsCents: Cents;
  savingsFromPlatform: boolean;
  contributionCents: Cents;
  returnPercent: number;
  volatilityPercent: number;
  /** The risk profile the return and volatility came from, when the member did not give them. */
  riskProfileLabel?: string | null;
  inflationPercent: number;
  withdrawal: { kind: "amount"; annualCents: Cents } | { kind: "rate"; percent: number };
  socialSecurityCents: Cents;
  rule: "constant" | "percentage" | "guardrails";
  paths: number;
  seed: number;
};

const RULE_TEXT = {
  constant: "The withdrawal stays the same amount in today's dollars every year (it rises with inflation).",
  percentage: "Each year the withdrawal is the same percentage of the savings at the start of that year, so it moves with the markets.",
  guardrails:
    "Guardrails: each year the withdrawal keeps pace with inflation, but it is cut by 10% when the withdrawal rate has risen more than 20% above its starting rate, and raised by 10% when it has fallen more than 20% below it.",
} as const;

export function retirementAssumptions(input: RetirementAssumptionInput): string[] {
  const withdrawal =
    input.withdrawal.kind === "amount"
      ? `Spending of ${usd(input.withdrawal.annualCents)} a year in retirement; Social Security pays ${usd(input.socialSecurityCents)} of it and the rest comes from savings.`
      : `A first-year withdrawal of ${pct(input.withdrawal.percent)} of the savings at retirement, with Social Security of ${usd(input.socialSecurityCents)} a year on top.`;
  return [
    "All amounts are in today's dollars (real terms): returns are shown after inflation, and contributions, spending and Social Security keep pace with inflation.",
    `Age ${input.currentAge} today, retiring at ${input.retirementAge}, planning to age ${input.lifeExpectancy}.`,
    `${usd(input.savingsCents)} saved today${input.savingsFromPlatform ? " (your assets on the platform)" : ""}, plus ${usd(input.contributionCents)} a month until retirement.`,
    `An expected return of ${pct(input.returnPercent)} a year before inflation of ${pct(input.inflationPercent)}, with a volatility of ${pct(input.volatilityPercent)} a year${input.riskProfileLabel ? ` (from your risk profile: ${input.riskProfileLabel})` : ""}.`,
    withdrawal,
    RULE_TEXT[input.rule],
    "The projection gives every month the expected return. The simulation draws a random return for every month " +
      `on ${input.paths.toLocaleString("en-US")} paths (lognormal, seed ${input.seed}, so the same inputs always give the same answer); ` +
      "a path succeeds when savings pay every withdrawal up to the planning age.",
    "Taxes and fees are not taken into account.",
  ];
}

// ---- College savings (the education service's calculator) ----------------------------------

export const SCHOOL_TYPE_TITLES: Record<SchoolType, string> = {
  "public-in-state": "Public, in-state",
  "public-out-of-state": "Public, out-of-state",
  private: "Private nonprofit",
};

export const COLLEGE_COMPARISON_TITLES: Record<CollegeComparison["key"], string> = {
  "as-entered": "Your plan",
  "lower-return": `Return ${COLLEGE_RETURN_SPREAD} points lower`,
  "higher-return": `Return ${COLLEGE_RETURN_SPREAD} points higher`,
  "later-start": `Saving from ${COLLEGE_LATER_START_YEARS} years later`,
};

const SCHOOL_STUDENT: Record<SchoolType, string> = {
  "public-in-state": "in-state student at a public four-year college",
  "public-out-of-state": "out-of-state student at a public four-year college",
  private: "student at a private nonprofit four-year college",
};

export type CollegeAssumptionInput = {
  school: SchoolType;
  costCents: Cents;
  costFromAverage: boolean;
  growthPercent: number;
  returnPercent: number;
  years: number;
  study: number;
  startYear: number;
};

export function collegeAssumptions(input: CollegeAssumptionInput): string[] {
  return [
    input.costFromAverage
      ? `A year of college costs ${usd(input.costCents)} today: the ${COLLEGE_COST_YEAR} average cost of attendance of a full-time ${SCHOOL_STUDENT[input.school]}, living on campus ` +
        `(tuition, fees, housing, food, books, transportation and personal expenses; ${COLLEGE_COST_SOURCE}).`
      : `A year of college costs ${usd(input.costCents)} today, as you entered it.`,
    input.growthPercent === 0 ? "The cost stays the same every year." : `The cost rises ${pct(input.growthPercent)} a year until and during college.`,
    `${years(input.study)} of study from ${input.startYear}, ${years(input.years)} from now, each year paid in full at its start from the savings.`,
    input.returnPercent === 0
      ? "No growth: the savings earn nothing."
      : `A steady ${pct(input.returnPercent)} a year, compounded monthly at ${pct(input.returnPercent)} ÷ 12, until the last bill is paid.`,
    "The same amount paid in at the end of each month until college starts, rounded up to the cent.",
    "Financial aid, scholarships, taxes, fees and the rules of 529 plans and Coverdell accounts are not taken into account.",
  ];
}
