// GET /api/loans/mortgages: mortgage and refinancing options side by side (the loans service's
// Platinum card "Mortgages and refinancing"). Query keys are the page's URL keys: the amount, the
// years the member expects to keep the loan, their current loan's figures (to refinance it), and up
// to three options `a`, `b`, `c`, each `<key>Rate`, `<key>Years`, `<key>Points`, `<key>Costs` and,
// for an adjustable rate, `<key>Fixed` (years) and `<key>After` (the rate assumed after). Money is
// dollars (at most 2 decimals) read into cents, in the answer a decimal string; rates are percent.
import { z } from "zod";
import { MORTGAGE_FIELD, MORTGAGE_OPTION_KEYS, type MortgageOptionKey } from "../messages/mortgages";
import { ZERO_CENTS } from "../money";
import { decimalAmount as money } from "./amount";
import { amount, hasBasisPointPrecision, number, optional, withDefault } from "./calculator-query";
import { endpoint } from "./endpoint";

const MAX_DOLLARS = 20_000_000;
const rate = number({ min: 0, max: 25 });
const termYears = number({ min: 1, max: 40, whole: true });
/** Discount points: percent of the amount, at most 2 decimals (0.25 point is 25 basis points). */
const points = number({ min: 0, max: 5 }).refine(hasBasisPointPrecision, MORTGAGE_FIELD.twoDecimals);
export const DEFAULT_KEEP_YEARS = 10;
export const DEFAULT_TERM_YEARS = 30;

const optionKeys = (key: MortgageOptionKey) => ({
  [`${key}Rate`]: optional(rate),
  [`${key}Years`]: withDefault(termYears, DEFAULT_TERM_YEARS),
  [`${key}Points`]: withDefault(points, 0),
  [`${key}Costs`]: withDefault(amount({ min: 0, max: 1_000_000 }), ZERO_CENTS),
  [`${key}Fixed`]: optional(number({ min: 1, max: 15, whole: true })),
  [`${key}After`]: optional(rate),
});

const shape = {
  amount: optional(amount({ min: 1_000, max: MAX_DOLLARS })),
  keep: withDefault(number({ min: 1, max: 40, whole: true }), DEFAULT_KEEP_YEARS),
  currentBalance: optional(amount({ min: 1_000, max: MAX_DOLLARS })),
  currentRate: optional(rate),
  currentYears: optional(number({ min: 1, max: 40, whole: true })),
  ...optionKeys("a"),
  ...optionKeys("b"),
  ...optionKeys("c"),
};

type OptionQuery = { rate: number | undefined; years: number; points: number; costs: number; fixed: number | undefined; after: number | undefined };

/** One option's keys from the parsed query. */
export function optionQuery(q: Record<string, unknown>, key: MortgageOptionKey): OptionQuery {
  return {
    rate: q[`${key}Rate`] as number | undefined,
    years: q[`${key}Years`] as number,
    points: q[`${key}Points`] as number,
    costs: q[`${key}Costs`] as number,
    fixed: q[`${key}Fixed`] as number | undefined,
    after: q[`${key}After`] as number | undefined,
  };
}

export const mortgageQuerySchema = z.object(shape).superRefine((q, ctx) => {
  const issue = (path: string, message: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
  if (q.amount === undefined && q.currentBalance === undefined) issue("amount", MORTGAGE_FIELD.amountOrBalance);
  const current = [q.currentBalance, q.currentRate, q.currentYears];
  if (current.some((v) => v !== undefined)) {
    if (q.currentBalance === undefined) issue("currentBalance", MORTGAGE_FIELD.currentAll);
    if (q.currentRate === undefined) issue("currentRate", MORTGAGE_FIELD.currentAll);
    if (q.currentYears === undefined) issue("currentYears", MORTGAGE_FIELD.currentAll);
  }
  const raw = q as Record<string, unknown>;
  for (const key of MORTGAGE_OPTION_KEYS) {
    const o = optionQuery(raw, key);
    const others = o.fixed !== undefined || o.after !== undefined || o.points !== 0 || o.costs !== 0;
    if (o.rate === undefined && (key === "a" || others)) issue(`${key}Rate`, MORTGAGE_FIELD.optionRate);
    if (o.fixed !== undefined && o.after === undefined) issue(`${key}After`, MORTGAGE_FIELD.rateAfter);
    if (o.fixed !== undefined && o.fixed >= o.years) issue(`${key}Fixed`, MORTGAGE_FIELD.fixedWithinTerm);
    // What is paid up front must leave something received, or the APR has nothing to measure.
    const amount = q.amount ?? q.currentBalance;
    if (amount !== undefined && o.rate !== undefined && o.costs + (amount * o.points) / 100 >= amount) issue(`${key}Costs`, MORTGAGE_FIELD.costsOverAmount);
  }
});
export type MortgageQuery = z.infer<typeof mortgageQuerySchema>;

const optionAnswer = z
  .object({
    key: z.enum(["a", "b", "c", "current"]),
    label: z.string(),
    /** Percent a year. */
    rate: z.number(),
    years: z.number(),
    points: z.number(),
    adjustable: z.object({ fixedYears: z.number().int(), rateAfter: z.number() }).strict().nullable(),
    payment: money,
    paymentAfter: money.nullable(),
    pointsCost: money,
    upfront: money,
    totalInterest: money,
    totalCost: money,
    /** Percent, 3 decimals. */
    apr: z.number(),
    keepInterest: money,
    keepCost: money,
    balanceAtKeep: money,
    /** Against the member's loan: the payment's fall a month (negative: a rise) and the months to earn back the upfront costs. Null without a loan. */
    monthlySaving: money.nullable(),
    breakEvenMonths: z.number().int().nullable(),
  })
  .strict();

export const mortgageResponseSchema = z
  .object({
    inputs: z.object({ amount: money, keep: z.number().int(), current: z.object({ balance: money, rate: z.number(), years: z.number().int() }).strict().nullable() }).strict(),
    /** The member's loan first when given, then each option. */
    options: z.array(optionAnswer),
    /** The key of the option (or the loan kept) costing least over the years kept. */
    cheapest: z.enum(["a", "b", "c", "current"]),
    /** Each option's balance at each year's end, from year 0. */
    balances: z.array(z.object({ year: z.number().int(), a: money.optional(), b: money.optional(), c: money.optional(), current: money.optional() }).strict()),
    findings: z.array(z.string()),
    assumptions: z.array(z.string()),
    disclaimer: z.string(),
  })
  .strict();
export type MortgageResponse = z.infer<typeof mortgageResponseSchema>;

export const mortgagesContract = endpoint({ method: "GET", path: "/api/loans/mortgages", query: mortgageQuerySchema, response: mortgageResponseSchema });
