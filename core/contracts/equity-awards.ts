// GET /api/entrepreneurship/equity-awards: the executive accounts' equity award planner (Emerald).
// Query keys are the page's URL keys: the award's `kind` (rsu, nso or iso), the `shares` granted,
// the options' exercise price `strike` and today's share `price` (dollars, at most 2 decimals), the
// vesting `start` date, `years` of vesting, the `cliff` in months and how often shares vest
// (`every`); the tax `year`, filing `status` and the year's other `wages`; the `other` investments
// the member holds. In the answer money is a decimal string, shares of the investments percent.
import { z } from "zod";
import { AWARD_KINDS, cliffFits, VESTING_FREQUENCIES, type VestingFrequency } from "../entrepreneurship/equity-awards";
import { EQUITY_FIELD } from "../messages/equity-awards";
import { ZERO_CENTS } from "../money";
import { FILING_STATUSES } from "../tax/federal-tax-tables";
import { decimalAmount as money } from "./amount";
import { amount, choice, number, optional, required, withDefault } from "./calculator-query";
import { endpoint } from "./endpoint";
import { isoDate } from "./planning";
import { taxYearQuery } from "./tax-withholding";

export const MAX_AWARD_SHARES = 10_000_000;
export const MAX_SHARE_PRICE = 100_000;
export const MAX_VESTING_YEARS = 10;
const FREQUENCIES = Object.keys(VESTING_FREQUENCIES) as [VestingFrequency, ...VestingFrequency[]];

export const equityAwardsQuerySchema = z
  .object({
    kind: choice(AWARD_KINDS, EQUITY_FIELD.kind, "rsu"),
    shares: required(number({ min: 1, max: MAX_AWARD_SHARES, whole: true })),
    strike: optional(amount({ min: 0, max: MAX_SHARE_PRICE })),
    price: required(amount({ min: 0, max: MAX_SHARE_PRICE })),
    start: required(isoDate),
    years: withDefault(number({ min: 1, max: MAX_VESTING_YEARS, whole: true }), 4),
    cliff: withDefault(number({ min: 0, max: MAX_VESTING_YEARS * 12, whole: true }), 12),
    every: choice(FREQUENCIES, EQUITY_FIELD.every, "monthly"),
    /** The tax year; the API takes the current one (or the latest it has tables for) when absent. */
    year: taxYearQuery,
    status: choice(FILING_STATUSES, EQUITY_FIELD.status, "single"),
    wages: withDefault(amount({ min: 0, max: 100_000_000 }), ZERO_CENTS),
    other: withDefault(amount({ min: 0, max: 10_000_000_000 }), ZERO_CENTS),
  })
  .superRefine((q, ctx) => {
    // A refinement runs over fields that failed their own rules too (zod keeps going): read only numbers.
    if (q.kind !== "rsu" && q.strike === undefined) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["strike"], message: EQUITY_FIELD.strikeForOptions });
    if (typeof q.cliff === "number" && typeof q.years === "number" && !cliffFits(q.cliff, q.years * 12)) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["cliff"], message: EQUITY_FIELD.cliffTooLong });
  });
export type EquityAwardsQuery = z.infer<typeof equityAwardsQuerySchema>;

const isoDateOut = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const equityAwardsResponseSchema = z
  .object({
    inputs: z
      .object({
        kind: z.enum(AWARD_KINDS),
        kindLabel: z.string(),
        shares: z.number().int(),
        strike: money.nullable(),
        price: money,
        start: isoDateOut,
        years: z.number().int(),
        cliff: z.number().int(),
        every: z.enum(FREQUENCIES),
        year: z.number().int(),
        status: z.enum(FILING_STATUSES),
        wages: money,
        other: money,
      })
      .strict(),
    today: isoDateOut,
    vesting: z
      .object({
        /** What one vested share brings today: the price, or an option's spread. */
        shareWorth: money,
        vestedToday: z.number().int(),
        vestedValue: money,
        unvested: z.number().int(),
        unvestedValue: money,
        next: z.object({ date: isoDateOut, shares: z.number().int() }).strict().nullable(),
        events: z.array(z.object({ date: isoDateOut, shares: z.number().int(), vestedAfter: z.number().int(), value: money, vested: z.boolean() }).strict()),
      })
      .strict(),
    tax: z
      .object({
        year: z.number().int(),
        /** Units vesting in the year, or options vested by its end and exercised in it. */
        shares: z.number().int(),
        /** The ordinary income (wages) the plan adds: nothing for incentive options kept. */
        income: money,
        extraTax: money,
        withheld: money,
        /** The extra tax less the withholding: negative when more is withheld than the award adds. */
        shortfall: money,
        bracketWithout: z.number(),
        bracketWith: z.number(),
        /** Incentive options: the spread the alternative minimum tax counts, and the tax if the shares are sold in the same year. */
        amtSpread: money.nullable(),
        sameYearSaleTax: money.nullable(),
      })
      .strict(),
    concentration: z.object({ company: money, other: money, share: z.number(), flagAt: z.number(), toSell: z.number().int() }).strict(),
    findings: z.array(z.string()),
    steps: z.array(z.string()),
    assumptions: z.array(z.string()),
    disclaimer: z.string(),
  })
  .strict();
export type EquityAwardsResponse = z.infer<typeof equityAwardsResponseSchema>;

export const equityAwardsContract = endpoint({ method: "GET", path: "/api/entrepreneurship/equity-awards", query: equityAwardsQuerySchema, response: equityAwardsResponseSchema });
