// GET /api/loans/business: business financing side by side (the loans service's Platinum card
// "Business loans and credit"). Query keys are the page's URL keys: the amount the business needs,
// its yearly cash flow before debt payments and the debt payments it already makes (for the
// coverage lenders read), and a term loan (`termRate`, `termYears`, `termFee` %), a line of credit
// (`lineRate`, `lineUse` % drawn, `lineFee` a year, `lineYears`) and equipment financing
// (`equipmentRate`, `equipmentYears`, `equipmentDown` %), each compared when its rate is given.
// Money is dollars (at most 2 decimals) read into cents, in the answer a decimal string; rates are
// percent, fees and shares percent with at most 2 decimals (basis points inside).
import { z } from "zod";
import { BUSINESS_FIELD, BUSINESS_OPTION_KEYS } from "../messages/business-financing";
import { ZERO_CENTS } from "../money";
import { decimalAmount as money } from "./amount";
import { amount, basisPoints, number, optional, withDefault } from "./calculator-query";
import { endpoint } from "./endpoint";

const rate = number({ min: 0, max: 30 });
export const BUSINESS_DEFAULTS = { termYears: 5, termFeeBp: 0, lineUseBp: 5_000, lineYears: 3, equipmentYears: 5, equipmentDownBp: 1_000 } as const;

export const businessFinancingQuerySchema = z
  .object({
    amount: amount({ min: 1_000, max: 20_000_000 }),
    cashFlow: optional(amount({ min: 0, max: 1_000_000_000 })),
    debt: withDefault(amount({ min: 0, max: 1_000_000_000 }), ZERO_CENTS),
    termRate: optional(rate),
    termYears: withDefault(number({ min: 1, max: 25, whole: true }), BUSINESS_DEFAULTS.termYears),
    termFee: withDefault(basisPoints({ min: 0, max: 10 }), BUSINESS_DEFAULTS.termFeeBp),
    lineRate: optional(rate),
    lineUse: withDefault(basisPoints({ min: 1, max: 100 }), BUSINESS_DEFAULTS.lineUseBp),
    lineFee: withDefault(amount({ min: 0, max: 100_000 }), ZERO_CENTS),
    lineYears: withDefault(number({ min: 1, max: 10, whole: true }), BUSINESS_DEFAULTS.lineYears),
    equipmentRate: optional(rate),
    equipmentYears: withDefault(number({ min: 1, max: 10, whole: true }), BUSINESS_DEFAULTS.equipmentYears),
    equipmentDown: withDefault(basisPoints({ min: 0, max: 50 }), BUSINESS_DEFAULTS.equipmentDownBp),
  })
  .superRefine((q, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
    if (q.termRate === undefined && q.lineRate === undefined && q.equipmentRate === undefined) issue("termRate", BUSINESS_FIELD.oneOption);
    // A fee that takes the whole line's first year leaves nothing received for the APR to measure.
    if (q.lineRate !== undefined && q.lineFee >= Math.round((q.amount * q.lineUse) / 10_000)) issue("lineFee", BUSINESS_FIELD.lineFeeOverDraw);
  });
export type BusinessFinancingQuery = z.infer<typeof businessFinancingQuerySchema>;

const optionAnswer = z
  .object({
    key: z.enum(BUSINESS_OPTION_KEYS),
    label: z.string(),
    /** Percent a year. */
    rate: z.number(),
    months: z.number().int(),
    financed: money,
    downPayment: money,
    fees: money,
    payment: money,
    firstYearDebtService: money,
    totalInterest: money,
    totalCost: money,
    /** Percent, 3 decimals. */
    apr: z.number(),
    /** Cash flow ÷ (the debt payments already made + this option's first year), 2 decimals; null without a cash flow. */
    coverage: z.number().nullable(),
  })
  .strict();

export const businessFinancingResponseSchema = z
  .object({
    inputs: z
      .object({
        amount: money,
        cashFlow: money.nullable(),
        debt: money,
        /** The shares as percent (a fee of 2.5 %, half the line drawn: 50). */
        termFee: z.number(),
        lineUse: z.number(),
        lineFee: money,
        equipmentDown: z.number(),
      })
      .strict(),
    options: z.array(optionAnswer),
    /** The key of the option with the lowest APR. */
    lowestApr: z.enum(BUSINESS_OPTION_KEYS),
    /** The coverage lenders usually look for, 2 decimals (1.25). */
    lenderCoverage: z.number(),
    /** Each option's balance at each year's end, from year 0. */
    balances: z.array(z.object({ year: z.number().int(), term: money.optional(), line: money.optional(), equipment: money.optional() }).strict()),
    findings: z.array(z.string()),
    lenderReview: z.array(z.string()),
    assumptions: z.array(z.string()),
    disclaimer: z.string(),
  })
  .strict();
export type BusinessFinancingResponse = z.infer<typeof businessFinancingResponseSchema>;

export const businessFinancingContract = endpoint({ method: "GET", path: "/api/loans/business", query: businessFinancingQuerySchema, response: businessFinancingResponseSchema });
