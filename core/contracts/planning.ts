import { z } from "zod";
import { FIELD } from "../messages/planning";
import { asCents, parseAmount, ZERO_CENTS, type Cents } from "../money";
import { parseIsoDate } from "../planning/dates";
import { RISK_PROFILES } from "../investor/assessment";
import { WITHDRAWAL_RULES } from "../planning/project-retirement";
import { DEFAULT_COST_GROWTH_PERCENT, SCHOOL_TYPES } from "../planning/college-costs";
import type { CollegeComparison } from "../planning/college-savings";
import type { LifeInsuranceComparison } from "../planning/life-insurance-need";
import { decimalAmount as money } from "./amount";
import { amount, blankToUndefined, choice, number, optional, required, withDefault } from "./calculator-query";
import { endpoint } from "./endpoint";

// The planning calculators' contract (issue "Planning and budgeting" §1): one query schema and one
// response schema per endpoint. Query keys are the calculator pages' URL keys. Money in the query is
// dollars with at most 2 decimals, read by core/money into cents; money in answers is a decimal
// string with two decimals ("1199.10"), like every amount the API answers.

export const isoDate = z.preprocess(
  blankToUndefined,
  z
    .string({ required_error: FIELD.required, invalid_type_error: FIELD.date })
    .refine((value) => parseIsoDate(value) !== null, FIELD.date)
    .refine((value) => value >= "1900-01-01" && value <= "2200-12-31", FIELD.dateYears),
);

export const MAX_PRINCIPAL = 100_000_000;
export const MAX_LOAN_YEARS = 50;
export const MAX_SCHEDULE_PAGE_SIZE = 120;
export const MAX_PROJECTION_YEARS = 80;
export const MAX_GOAL_YEARS = 50;
export const MAX_YEARS_UNTIL_COLLEGE = 30;
export const MAX_YEARS_OF_STUDY = 10;
export const SIMULATION_PATHS = { min: 1_000, max: 10_000, default: 5_000 } as const;

// ---- Loan / mortgage ------------------------------------------------------------------------

export const loanQuerySchema = z.object({
  principal: required(amount({ min: 1, max: MAX_PRINCIPAL })),
  /** Annual percentage. */
  rate: required(number({ min: 0, max: 30 })),
  years: required(number({ min: 1, max: MAX_LOAN_YEARS, whole: true })),
  /** Extra paid every month, dollars. */
  extra: withDefault(amount({ min: 0, max: MAX_PRINCIPAL }), ZERO_CENTS),
  /** The loan's start (ISO date); today in the member's time zone when absent. */
  start: isoDate.optional(),
  page: withDefault(number({ min: 1, max: MAX_LOAN_YEARS * 12, whole: true }), 1),
  size: withDefault(number({ min: 1, max: MAX_SCHEDULE_PAGE_SIZE, whole: true }), 12),
});
export type LoanQuery = z.infer<typeof loanQuerySchema>;

const percent = z.number();
const isoDateOut = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const explained = { assumptions: z.array(z.string()), disclaimer: z.string() };

export const loanRowSchema = z.object({
  month: z.number().int(),
  date: isoDateOut,
  payment: money,
  interest: money,
  principal: money,
  balance: money,
});

const loanTotals = z.object({ months: z.number().int(), totalInterest: money, totalPaid: money, payoffDate: isoDateOut });

export const loanResponseSchema = z.object({
  inputs: z.object({ principal: money, rate: percent, years: z.number().int(), extra: money, start: isoDateOut }),
  monthlyPayment: money,
  extraMonthly: money,
  withExtra: loanTotals,
  withoutExtra: loanTotals,
  interestSaved: money,
  monthsSaved: z.number().int(),
  /** The amortization table (with the extra payment), a page at a time. */
  schedule: z.object({ items: z.array(loanRowSchema), page: z.number().int(), size: z.number().int(), total: z.number().int() }),
  /** Balances once a year and at payoff, with and without the extra payment. */
  balanceChart: z.array(z.object({ month: z.number().int(), date: isoDateOut, balance: money, balanceWithoutExtra: money })),
  ...explained,
});
export type LoanResponse = z.infer<typeof loanResponseSchema>;

// ---- Retirement -----------------------------------------------------------------------------

export const retirementQuerySchema = z
  .object({
    currentAge: required(number({ min: 18, max: 100, whole: true })),
    retirementAge: required(number({ min: 18, max: 100, whole: true })),
    lifeExpectancy: required(number({ min: 19, max: 120, whole: true })),
    /** Today's savings, dollars; the member's assets on the platform when absent. */
    savings: optional(amount({ min: 0, max: MAX_PRINCIPAL })),
    /** Paid in monthly until retirement, dollars. */
    contribution: withDefault(amount({ min: 0, max: 1_000_000 }), ZERO_CENTS),
    /** Expected annual return before inflation, percent; from the member's risk profile when absent (else 6). */
    return: optional(number({ min: -10, max: 20 })),
    /** Annual volatility, percent; from the member's risk profile when absent (else 12). */
    volatility: optional(number({ min: 0, max: 50 })),
    inflation: withDefault(number({ min: 0, max: 15 }), 2.5),
    /** Yearly spending in retirement, dollars (Social Security pays part of it). */
    withdrawal: optional(amount({ min: 0, max: 10_000_000 })),
    /** Or: the first year's withdrawal as a percentage of the savings at retirement (default 4). */
    withdrawalRate: optional(number({ min: 0, max: 20 })),
    socialSecurity: withDefault(amount({ min: 0, max: 1_000_000 }), ZERO_CENTS),
    rule: choice(WITHDRAWAL_RULES, FIELD.rule, "constant"),
    paths: withDefault(number({ min: SIMULATION_PATHS.min, max: SIMULATION_PATHS.max, whole: true }), SIMULATION_PATHS.default),
    seed: withDefault(number({ min: 0, max: 4_294_967_295, whole: true }), 1),
  })
  .superRefine((q, ctx) => {
    if (q.retirementAge < q.currentAge) ctx.addIssue({ code: "custom", path: ["retirementAge"], message: FIELD.retirementAfterNow });
    else if (q.lifeExpectancy <= q.retirementAge) ctx.addIssue({ code: "custom", path: ["lifeExpectancy"], message: FIELD.lifeAfterRetirement });
    else if (q.lifeExpectancy - q.currentAge > MAX_PROJECTION_YEARS) ctx.addIssue({ code: "custom", path: ["lifeExpectancy"], message: FIELD.horizon(MAX_PROJECTION_YEARS) });
    if (q.withdrawal !== undefined && q.withdrawalRate !== undefined) ctx.addIssue({ code: "custom", path: ["withdrawalRate"], message: FIELD.withdrawalEither });
  });
export type RetirementQuery = z.infer<typeof retirementQuerySchema>;

export const retirementResponseSchema = z.object({
  inputs: z.object({
    currentAge: z.number().int(),
    retirementAge: z.number().int(),
    lifeExpectancy: z.number().int(),
    savings: money,
    savingsSource: z.enum(["entered", "platform"]),
    contribution: money,
    return: percent,
    volatility: percent,
    /** Where return and volatility came from when the query left them out. */
    marketSource: z.enum(["entered", "risk-profile", "default"]),
    /** The member's assessed risk profile, when one was used. */
    riskProfile: z.enum(RISK_PROFILES).nullable(),
    inflation: percent,
    withdrawal: money.nullable(),
    withdrawalRate: percent.nullable(),
    socialSecurity: money,
    rule: z.enum(WITHDRAWAL_RULES),
    paths: z.number().int(),
    seed: z.number().int(),
  }),
  projection: z.object({
    years: z.array(
      z.object({ age: z.number().int(), startBalance: money, contributions: money, withdrawals: money, growth: money, endBalance: money }),
    ),
    balanceAtRetirement: money,
    firstYearWithdrawal: money,
    firstYearIncome: money,
    initialWithdrawalRatePercent: percent.nullable(),
    runsOutAtAge: z.number().int().nullable(),
    endBalance: money,
    realReturnPercent: percent,
  }),
  simulation: z.object({
    paths: z.number().int(),
    seed: z.number().int(),
    successProbability: z.number().min(0).max(1),
    bands: z.array(z.object({ age: z.number().int(), p10: money, p25: money, p50: money, p75: money, p90: money })),
  }),
  ...explained,
});
export type RetirementResponse = z.infer<typeof retirementResponseSchema>;

// ---- Savings goal ---------------------------------------------------------------------------

export const savingsQuerySchema = z.object({
  target: required(amount({ min: 1, max: MAX_PRINCIPAL })),
  /** The target date (ISO); at least a month and at most 50 years from today. */
  date: isoDate,
  savings: withDefault(amount({ min: 0, max: MAX_PRINCIPAL }), ZERO_CENTS),
  /** Expected annual return, percent. */
  return: withDefault(number({ min: -10, max: 20 }), 0),
});
export type SavingsQuery = z.infer<typeof savingsQuerySchema>;

export const savingsResponseSchema = z.object({
  inputs: z.object({ target: money, date: isoDateOut, savings: money, return: percent }),
  monthly: money,
  months: z.number().int(),
  currentGrowsTo: money,
  projected: money,
  contributions: money,
  growth: money,
  reachedWithoutSaving: z.boolean(),
  ...explained,
});
export type SavingsResponse = z.infer<typeof savingsResponseSchema>;

// ---- College savings -----------------------------------------------------------------------

export const collegeQuerySchema = z.object({
  /** The kind of school whose 2025–26 average cost is used when `cost` is absent. */
  school: choice(SCHOOL_TYPES, FIELD.school, "public-in-state"),
  /** A year of college at today's prices, dollars; the school type's average when absent. */
  cost: optional(amount({ min: 1, max: 1_000_000 })),
  /** Whole years until the first bill. */
  years: required(number({ min: 1, max: MAX_YEARS_UNTIL_COLLEGE, whole: true })),
  study: withDefault(number({ min: 1, max: MAX_YEARS_OF_STUDY, whole: true }), 4),
  /** Yearly rise of the cost, percent. */
  growth: withDefault(number({ min: 0, max: 15 }), DEFAULT_COST_GROWTH_PERCENT),
  savings: withDefault(amount({ min: 0, max: MAX_PRINCIPAL }), ZERO_CENTS),
  /** Expected annual return, percent. */
  return: withDefault(number({ min: -10, max: 20 }), 0),
});
export type CollegeQuery = z.infer<typeof collegeQuerySchema>;

/** The outcomes the page sets beside the plan (core/planning/college-savings.ts `collegeComparisons`). */
const COLLEGE_COMPARISONS = ["as-entered", "lower-return", "higher-return", "later-start"] as const satisfies readonly CollegeComparison["key"][];

export const collegeResponseSchema = z.object({
  inputs: z.object({
    school: z.enum(SCHOOL_TYPES),
    cost: money,
    costSource: z.enum(["average", "entered"]),
    years: z.number().int(),
    study: z.number().int(),
    growth: percent,
    savings: money,
    return: percent,
  }),
  /** The calendar year college starts (today's year plus `years`). */
  startYear: z.number().int(),
  years: z.array(z.object({ year: z.number().int(), academicYear: z.string(), cost: money })),
  totalCost: money,
  neededAtStart: money,
  currentGrowsTo: money,
  monthly: money,
  months: z.number().int(),
  contributions: money,
  reachedWithoutSaving: z.boolean(),
  /** The savings on each anniversary until the last bill, after that day's bill. */
  balances: z.array(z.object({ yearsFromNow: z.number().int(), year: z.number().int(), paid: money, balance: money })),
  compare: z.array(z.object({ key: z.enum(COLLEGE_COMPARISONS), return: percent, savingYears: z.number().int(), monthly: money })),
  ...explained,
});
export type CollegeResponse = z.infer<typeof collegeResponseSchema>;

// ---- Investment growth and fees -------------------------------------------------------------

export const MAX_GROWTH_YEARS = 60;

export const growthQuerySchema = z.object({
  /** Invested today, dollars. */
  start: withDefault(amount({ min: 0, max: MAX_PRINCIPAL }), ZERO_CENTS),
  /** Paid in at the end of each month, dollars. */
  monthly: withDefault(amount({ min: 0, max: 1_000_000 }), ZERO_CENTS),
  years: required(number({ min: 1, max: MAX_GROWTH_YEARS, whole: true })),
  /** Expected annual return before fees, percent. */
  return: withDefault(number({ min: -10, max: 20 }), 0),
  /** The annual fee on the assets (an expense ratio or an advisory fee), percent; and another to compare. */
  fee: withDefault(number({ min: 0, max: 5 }), 0),
  compareFee: withDefault(number({ min: 0, max: 5 }), 0),
});
export type GrowthQuery = z.infer<typeof growthQuerySchema>;

export const growthResponseSchema = z.object({
  inputs: z.object({ start: money, monthly: money, years: z.number().int(), return: percent, fee: percent, compareFee: percent }),
  /** Each year's end, year 0 (today) first. */
  years: z.array(z.object({ year: z.number().int(), paidIn: money, balance: money, compareBalance: money, noFeeBalance: money, fees: money })),
  balance: money,
  paidIn: money,
  growth: money,
  fees: money,
  compareBalance: money,
  compareFees: money,
  noFeeBalance: money,
  costOfFees: money,
  ...explained,
});
export type GrowthResponse = z.infer<typeof growthResponseSchema>;

// ---- Life insurance needs ------------------------------------------------------------------

export const MAX_INCOME_YEARS = 50;

export const lifeInsuranceQuerySchema = z.object({
  /** The yearly income the family would need replaced, dollars. */
  income: required(amount({ min: 0, max: 10_000_000 })),
  /** Whole years it is needed for. */
  years: required(number({ min: 1, max: MAX_INCOME_YEARS, whole: true })),
  /** What the money would earn above inflation, percent a year. */
  return: withDefault(number({ min: -5, max: 10 }), 0),
  mortgage: withDefault(amount({ min: 0, max: MAX_PRINCIPAL }), ZERO_CENTS),
  debts: withDefault(amount({ min: 0, max: MAX_PRINCIPAL }), ZERO_CENTS),
  final: withDefault(amount({ min: 0, max: MAX_PRINCIPAL }), ZERO_CENTS),
  goals: withDefault(amount({ min: 0, max: MAX_PRINCIPAL }), ZERO_CENTS),
  savings: withDefault(amount({ min: 0, max: MAX_PRINCIPAL }), ZERO_CENTS),
  /** Life insurance already held, dollars. */
  insured: withDefault(amount({ min: 0, max: MAX_PRINCIPAL }), ZERO_CENTS),
});
export type LifeInsuranceQuery = z.infer<typeof lifeInsuranceQuerySchema>;

const LIFE_COMPARISONS = ["as-entered", "lower-return", "higher-return", "longer"] as const satisfies readonly LifeInsuranceComparison["key"][];

export const lifeInsuranceResponseSchema = z.object({
  inputs: z.object({ income: money, years: z.number().int(), return: percent, mortgage: money, debts: money, final: money, goals: money, savings: money, insured: money }),
  /** The sum that replaces the income for the years given. */
  incomeNeed: money,
  debtsNeed: money,
  needs: money,
  resources: money,
  /** The coverage to consider (needs less resources, at least 0), and resources beyond the needs. */
  coverage: money,
  surplus: money,
  compare: z.array(z.object({ key: z.enum(LIFE_COMPARISONS), return: percent, years: z.number().int(), coverage: money })),
  ...explained,
});
export type LifeInsuranceResponse = z.infer<typeof lifeInsuranceResponseSchema>;

// ---- Break-even and cash flow ----------------------------------------------------------------

export const breakEvenQuerySchema = z.object({
  /** The price of one unit (a product, an hour, a subscription month), dollars. */
  price: required(amount({ min: 0.01, max: 100_000 })),
  /** What one more unit costs, dollars. */
  cost: withDefault(amount({ min: 0, max: 100_000 }), ZERO_CENTS),
  /** Fixed costs a month, dollars. */
  fixed: required(amount({ min: 0, max: MAX_PRINCIPAL })),
  /** Units expected to sell in a month. */
  units: required(number({ min: 0, max: 1_000_000, whole: true })),
  startup: withDefault(amount({ min: 0, max: MAX_PRINCIPAL }), ZERO_CENTS),
  cash: withDefault(amount({ min: 0, max: MAX_PRINCIPAL }), ZERO_CENTS),
});
export type BreakEvenQuery = z.infer<typeof breakEvenQuerySchema>;

const marginFigures = {
  price: money,
  contribution: money,
  /** The contribution as a percentage of the price, two decimals. */
  margin: percent,
  breakEvenUnits: z.number().int().nullable(),
  breakEvenRevenue: money.nullable(),
  monthlyProfit: money,
};

export const breakEvenResponseSchema = z.object({
  inputs: z.object({ price: money, cost: money, fixed: money, units: z.number().int(), startup: money, cash: money }),
  ...marginFigures,
  paybackMonths: z.number().int().nullable(),
  runwayMonths: z.number().int().nullable(),
  prices: z.array(z.object(marginFigures)),
  /** Cautious, expected and optimistic sales; `cash` at the end of each month, month 0 (after the startup costs) first. */
  cases: z.array(z.object({ key: z.enum(["cautious", "expected", "optimistic"]), units: z.number().int(), monthlyProfit: money, cash: z.array(money) })),
  ...explained,
});
export type BreakEvenResponse = z.infer<typeof breakEvenResponseSchema>;

// ---- Disability cover -----------------------------------------------------------------------

export const disabilityQuerySchema = z.object({
  /** Gross pay a month, dollars. */
  pay: required(amount({ min: 0, max: 1_000_000 })),
  /** Essential spending a month, dollars. */
  expenses: required(amount({ min: 0, max: 1_000_000 })),
  /** Household income that would continue, a month, dollars. */
  otherIncome: withDefault(amount({ min: 0, max: 1_000_000 }), ZERO_CENTS),
  /** A policy held: its benefit as a percentage of pay, its monthly maximum (dollars) and the tax on it (percent). */
  benefit: withDefault(number({ min: 0, max: 100 }), 0),
  cap: optional(amount({ min: 0, max: 1_000_000 })),
  tax: withDefault(number({ min: 0, max: 50 }), 0),
  /** Whole months before the first benefit payment. */
  waiting: withDefault(number({ min: 0, max: 24, whole: true }), 3),
  savings: withDefault(amount({ min: 0, max: MAX_PRINCIPAL }), ZERO_CENTS),
});
export type DisabilityQuery = z.infer<typeof disabilityQuerySchema>;

export const disabilityResponseSchema = z.object({
  inputs: z.object({ pay: money, expenses: money, otherIncome: money, benefit: percent, cap: money.nullable(), tax: percent, waiting: z.number().int(), savings: money }),
  benefitHeld: money,
  benefitAfterTax: money,
  shortfall: money,
  /** The monthly benefit (after tax) to consider on top of what is held. */
  gap: money,
  /** What continues as a percentage of the spending, two decimals, at most 100. */
  covered: percent,
  waitingCost: money,
  savingsMonths: z.number().int().nullable(),
  /** Savings at the end of each month of a disability, month 0 first: with the cover held, and with the gap closed. */
  savingsPath: z.array(money),
  savingsPathCovered: z.array(money),
  ...explained,
});
export type DisabilityResponse = z.infer<typeof disabilityResponseSchema>;

// ---- Liability cover ------------------------------------------------------------------------

const limit = withDefault(amount({ min: 0, max: MAX_PRINCIPAL }), ZERO_CENTS);

export const liabilityQuerySchema = z.object({
  /** The home's value less its mortgage, and the part of it the state's homestead exemption shields, dollars. */
  home: limit,
  homestead: limit,
  /** Bank and investment accounts outside retirement plans, and other property, dollars. */
  savings: limit,
  other: limit,
  /** Pay a year, dollars, and the whole years of it counted as at risk. */
  income: withDefault(amount({ min: 0, max: 100_000_000 }), ZERO_CENTS),
  incomeYears: withDefault(number({ min: 0, max: 10, whole: true }), 0),
  /** Liability limits held, dollars: auto per accident, home (or renters), umbrella. */
  auto: limit,
  homeLiability: limit,
  umbrella: limit,
});
export type LiabilityQuery = z.infer<typeof liabilityQuerySchema>;

export const liabilityResponseSchema = z.object({
  inputs: z.object({ home: money, homestead: money, savings: money, other: money, income: money, incomeYears: z.number().int(), auto: money, homeLiability: money, umbrella: money }),
  exposedHome: money,
  incomeAtRisk: money,
  /** What a judgment could reach. */
  exposure: money,
  /** The lower of the auto and home limits, and that plus the umbrella. */
  underlying: money,
  held: money,
  gap: money,
  /** The umbrella that covers the exposure above the underlying limit, in whole millions; and how much more than held. */
  suggestedUmbrella: money,
  moreUmbrella: money,
  claims: z.array(z.object({ key: z.enum(["auto", "home"]), cover: money, uncovered: money })),
  /** Sentences on underlying limits below what insurers ask for, and on what makes a claim likelier. */
  notes: z.array(z.string()),
  ...explained,
});
export type LiabilityResponse = z.infer<typeof liabilityResponseSchema>;

// ---- Endpoints ------------------------------------------------------------------------------

export const loanCalculatorContract = endpoint({ method: "GET", path: "/api/planning/calculators/loan", query: loanQuerySchema, response: loanResponseSchema });
export const retirementCalculatorContract = endpoint({
  method: "GET",
  path: "/api/planning/calculators/retirement",
  query: retirementQuerySchema,
  response: retirementResponseSchema,
});
export const savingsCalculatorContract = endpoint({ method: "GET", path: "/api/planning/calculators/savings", query: savingsQuerySchema, response: savingsResponseSchema });
export const collegeCalculatorContract = endpoint({ method: "GET", path: "/api/planning/calculators/college", query: collegeQuerySchema, response: collegeResponseSchema });
export const growthCalculatorContract = endpoint({ method: "GET", path: "/api/planning/calculators/growth", query: growthQuerySchema, response: growthResponseSchema });
export const lifeInsuranceCalculatorContract = endpoint({
  method: "GET",
  path: "/api/planning/calculators/life-insurance",
  query: lifeInsuranceQuerySchema,
  response: lifeInsuranceResponseSchema,
});
export const breakEvenCalculatorContract = endpoint({ method: "GET", path: "/api/planning/calculators/break-even", query: breakEvenQuerySchema, response: breakEvenResponseSchema });
export const disabilityCalculatorContract = endpoint({ method: "GET", path: "/api/planning/calculators/disability", query: disabilityQuerySchema, response: disabilityResponseSchema });
export const liabilityCalculatorContract = endpoint({ method: "GET", path: "/api/planning/calculators/liability", query: liabilityQuerySchema, response: liabilityResponseSchema });
