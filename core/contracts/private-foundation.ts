// GET /api/estate/foundation-plan: the Painite private foundation page ("foundation"). Query keys
// are the page's URL keys: the founding `gift` (dollars), its `kind` (cash or stock), the donor's
// adjusted gross income `agi`, the tax `year` of the gift (today's when absent); the foundation's
// `growth` a year after fees and the share of it `realized` (percent), its planned `payout` and
// running `costs` a year (percent of its assets), the `years` to project and a scholarship `award`
// (dollars, optional). In the answer money is a decimal string, shares percent.
import { z } from "zod";
import { GIFT_KINDS, VEHICLES } from "../estate/private-foundation";
import { FOUNDATION_FIELD } from "../messages/private-foundation";
import { ZERO_CENTS } from "../money";
import { decimalAmount as money } from "./amount";
import { amount, basisPoints, choice, number, required, withDefault } from "./calculator-query";
import { endpoint } from "./endpoint";
import { calendarYear } from "./family-calendar";

export const FOUNDATION_DEFAULTS = { growthBp: 600, realizedBp: 5_000, payoutBp: 500, costsBp: 50, years: 20 } as const;

export const foundationQuerySchema = z.object({
  gift: required(amount({ min: 1, max: 10_000_000_000 })),
  kind: choice(GIFT_KINDS, FOUNDATION_FIELD.kind, "cash"),
  agi: required(amount({ min: 0, max: 10_000_000_000 })),
  year: calendarYear,
  growth: withDefault(basisPoints({ min: -30, max: 30 }), FOUNDATION_DEFAULTS.growthBp),
  realized: withDefault(basisPoints({ min: 0, max: 100 }), FOUNDATION_DEFAULTS.realizedBp),
  payout: withDefault(basisPoints({ min: 5, max: 100 }), FOUNDATION_DEFAULTS.payoutBp),
  costs: withDefault(basisPoints({ min: 0, max: 5 }), FOUNDATION_DEFAULTS.costsBp),
  years: withDefault(number({ min: 1, max: 50, whole: true }), FOUNDATION_DEFAULTS.years),
  award: withDefault(amount({ min: 0, max: 1_000_000 }), ZERO_CENTS),
});
export type FoundationQuery = z.infer<typeof foundationQuerySchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const schedule = z
  .object({
    vehicle: z.enum(VEHICLES),
    label: z.string(),
    /** The share of income deductible a year, percent. */
    limit: z.number(),
    cap: money,
    years: z.array(z.object({ year: z.number().int(), deduction: money, carried: money }).strict()),
    deducted: money,
    lost: money,
  })
  .strict();

export const foundationResponseSchema = z
  .object({
    inputs: z
      .object({
        gift: money,
        kind: z.enum(GIFT_KINDS),
        kindLabel: z.string(),
        agi: money,
        year: z.number().int(),
        growth: z.number(),
        realized: z.number(),
        payout: z.number(),
        costs: z.number(),
        years: z.number().int(),
        award: money,
      })
      .strict(),
    today: isoDate,
    /** The gift deducted in a foundation, then in a donor-advised fund. */
    deductions: z.tuple([schedule, schedule]),
    projection: z
      .object({
        years: z.array(
          z
            .object({ year: z.number().int(), start: money, return: money, excise: money, minimum: money, paid: money, costs: money, grants: money, end: money })
            .strict(),
        ),
        grants: money,
        costs: money,
        excise: money,
        end: money,
      })
      .strict(),
    /** Awards the first year's grants pay for; null without an award amount. */
    awards: z.number().int().nullable(),
    /** The foundation's deadlines of the gift's tax year, and the payout of its distributable amount. */
    calendar: z.array(z.object({ date: isoDate, statutory: isoDate, form: z.string(), what: z.string(), past: z.boolean() }).strict()),
    comparison: z.array(z.object({ topic: z.string(), foundation: z.string(), daf: z.string() }).strict()),
    findings: z.array(z.string()),
    rules: z.array(z.string()),
    scholarships: z.array(z.string()),
    steps: z.array(z.string()),
    assumptions: z.array(z.string()),
    disclaimer: z.string(),
  })
  .strict();
export type FoundationResponse = z.infer<typeof foundationResponseSchema>;

export const foundationContract = endpoint({ method: "GET", path: "/api/estate/foundation-plan", query: foundationQuerySchema, response: foundationResponseSchema });
