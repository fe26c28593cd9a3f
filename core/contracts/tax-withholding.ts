// GET /api/tax/calculators/withholding: the withholding and estimated tax check (the tax service's
// Bronze calculators). Query keys are the calculator page's URL keys; money in the query is dollars
// (at most 2 decimals) read into cents, money in the answer a decimal string ("1070.00").
import { z } from "zod";
import { TAX_MESSAGES } from "../messages/tax";
import { WITHHOLDING_FIELD } from "../messages/tax-withholding";
import { SAFE_HARBOUR_RULES } from "../tax/estimated-tax";
import { FEDERAL_TAX_YEARS, FILING_STATUSES, isTaxYear, type TaxYear } from "../tax/federal-tax-tables";
import { decimalAmount as money } from "./amount";
import { amount, blankToUndefined, choice, number, optional, required, withDefault } from "./calculator-query";
import { endpoint } from "./endpoint";
import { ZERO_CENTS } from "../money";
import { taxEstimateResponseSchema } from "./tax";

/** The largest amount a field takes: $100 million. */
const MAX_DOLLARS = 100_000_000;
const dollars = (min = 0) => amount({ min, max: MAX_DOLLARS });
/** Paychecks in a year at most: weekly pay with a 53rd Friday. */
export const MAX_PAYCHECKS_LEFT = 53;
const MAX_DEPENDENTS = 20;

/** A tax year from the query, one the tables have; absent, the endpoint takes today's (or the latest). */
export const taxYearQuery = optional(
  z.coerce.number({ invalid_type_error: TAX_MESSAGES.taxYear(FEDERAL_TAX_YEARS) }).refine((value): value is TaxYear => isTaxYear(value), TAX_MESSAGES.taxYear(FEDERAL_TAX_YEARS)),
);

export const withholdingQuerySchema = z
  .object({
    /** The tax year; the API takes the current one (or the latest it has tables for) when absent. */
    year: taxYearQuery,
    status: choice(FILING_STATUSES, WITHHOLDING_FIELD.status, "single"),
    /** People on the return aged 65 or older. */
    seniors: withDefault(number({ min: 0, max: 2, whole: true }), 0),
    children: withDefault(number({ min: 0, max: MAX_DEPENDENTS, whole: true }), 0),
    dependents: withDefault(number({ min: 0, max: MAX_DEPENDENTS, whole: true }), 0),
    wages: required(dollars()),
    business: withDefault(dollars(), ZERO_CENTS),
    interest: withDefault(dollars(), ZERO_CENTS),
    other: withDefault(dollars(), ZERO_CENTS),
    withheld: withDefault(dollars(), ZERO_CENTS),
    perPaycheck: withDefault(dollars(), ZERO_CENTS),
    paychecksLeft: withDefault(number({ min: 0, max: MAX_PAYCHECKS_LEFT, whole: true }), 0),
    estimated: withDefault(dollars(), ZERO_CENTS),
    priorTax: optional(dollars()),
    priorAgi: optional(dollars()),
    bonus: optional(dollars()),
    side: optional(dollars()),
  })
  .superRefine((q, ctx) => {
    if (q.seniors === 2 && q.status !== "married_filing_jointly") ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["seniors"], message: WITHHOLDING_FIELD.seniorsJoint });
  });
export type WithholdingQuery = z.infer<typeof withholdingQuerySchema>;

const optionalMoney = money.nullable();

export const withholdingResponseSchema = z.object({
  inputs: z.object({
    year: z.number().int(),
    status: z.enum(FILING_STATUSES),
    seniors: z.number().int(),
    children: z.number().int(),
    dependents: z.number().int(),
    wages: money,
    business: money,
    interest: money,
    other: money,
    withheld: money,
    perPaycheck: money,
    paychecksLeft: z.number().int(),
    estimated: money,
    priorTax: optionalMoney,
    priorAgi: optionalMoney,
    bonus: optionalMoney,
    side: optionalMoney,
  }),
  /** The day the due dates were measured from. */
  today: z.string(),
  /** The year's federal tax on the figures as entered, with the projected payments, and how it was figured. */
  estimate: taxEstimateResponseSchema,
  projectedWithholding: money,
  /** The tax less the refundable credit: what the safe harbor and the $1,000 rule measure. */
  taxAfterCredits: money,
  safeHarbour: z.object({ rule: z.enum(SAFE_HARBOUR_RULES), text: z.string(), required: money, paid: money, shortfall: money }),
  underPenaltyFloor: z.boolean(),
  addPerPaycheckToOweNothing: optionalMoney,
  addPerPaycheckForSafeHarbour: optionalMoney,
  lessPerPaycheck: optionalMoney,
  instalments: z.array(z.object({ quarter: z.number().int().min(1).max(4), dueDate: z.string(), forSafeHarbour: money, toOweNothing: money })),
  dueDatesPassed: z.number().int(),
  scenarios: z.array(
    z.object({
      key: z.enum(["as-entered", "bonus", "side-business", "both"]),
      title: z.string(),
      totalTax: money,
      payments: money,
      /** Positive: a refund; negative: a balance due. */
      difference: money,
      taxChange: money,
    }),
  ),
  assumptions: z.array(z.string()),
  disclaimer: z.string(),
});
export type WithholdingResponse = z.infer<typeof withholdingResponseSchema>;

export const withholdingCalculatorContract = endpoint({
  method: "GET",
  path: "/api/tax/calculators/withholding",
  query: withholdingQuerySchema,
  response: withholdingResponseSchema,
});
