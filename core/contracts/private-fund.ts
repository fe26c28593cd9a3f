// GET /api/investment/commitment-plan: the investments service's Emerald private fund page
// ("hnw-private-investments"). Query keys are the page's URL keys: the member's net `worth` without
// the home, `income1` and `income2` of the last two years, whether they file `joint`ly, their
// `investments` and `liquid` assets (dollars, at most 2 decimals); the `commitment`, the share of
// the uncalled amount each year `calls` (percent), the investment `period` and fund `life` in years,
// its `growth` a year (percent, may be negative) and the `bow` of its distributions. In the answer
// money is a decimal string, shares percent.
import { z } from "zod";
import { PRIVATE_FUND_FIELD } from "../messages/private-fund";
import { ZERO_CENTS } from "../money";
import { decimalAmount as money } from "./amount";
import { amount, basisPoints, choice, number, required, withDefault } from "./calculator-query";
import { endpoint } from "./endpoint";

const MAX_DOLLARS = 10_000_000_000;
const dollars = withDefault(amount({ min: 0, max: MAX_DOLLARS }), ZERO_CENTS);

export const PRIVATE_FUND_DEFAULTS = { callsBp: 3_500, period: 4, life: 10, growthBp: 800, bow: 2.5 } as const;

export const privateFundQuerySchema = z
  .object({
    worth: required(amount({ min: 0, max: MAX_DOLLARS })),
    income1: dollars,
    income2: dollars,
    joint: choice(["no", "yes"] as const, PRIVATE_FUND_FIELD.joint, "no").transform((joint) => joint === "yes"),
    investments: dollars,
    liquid: dollars,
    commitment: required(amount({ min: 1, max: 1_000_000_000 })),
    calls: withDefault(basisPoints({ min: 5, max: 100 }), PRIVATE_FUND_DEFAULTS.callsBp),
    period: withDefault(number({ min: 1, max: 6, whole: true }), PRIVATE_FUND_DEFAULTS.period),
    life: withDefault(number({ min: 3, max: 15, whole: true }), PRIVATE_FUND_DEFAULTS.life),
    growth: withDefault(basisPoints({ min: -30, max: 30 }), PRIVATE_FUND_DEFAULTS.growthBp),
    bow: withDefault(number({ min: 0.5, max: 5 }), PRIVATE_FUND_DEFAULTS.bow),
  })
  .superRefine((q, ctx) => {
    // A refinement runs over fields that failed their own rules too (zod keeps going): read only numbers.
    if (typeof q.period === "number" && typeof q.life === "number" && q.period >= q.life) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["period"], message: PRIVATE_FUND_FIELD.periodTooLong });
  });
export type PrivateFundQuery = z.infer<typeof privateFundQuerySchema>;

export const privateFundResponseSchema = z
  .object({
    inputs: z
      .object({
        worth: money,
        income1: money,
        income2: money,
        joint: z.boolean(),
        investments: money,
        liquid: money,
        commitment: money,
        calls: z.number(),
        period: z.number().int(),
        life: z.number().int(),
        growth: z.number(),
        bow: z.number(),
      })
      .strict(),
    eligibility: z.object({ accredited: z.boolean(), byNetWorth: z.boolean(), byIncome: z.boolean(), qualifiedPurchaser: z.boolean() }).strict(),
    pacing: z
      .object({
        years: z.array(z.object({ year: z.number().int(), call: money, distribution: money, net: money, cumulativeNet: money, value: money, uncalled: money }).strict()),
        called: money,
        distributed: money,
        /** Distributed over called, two decimals. */
        multiple: z.string().regex(/^\d+\.\d{2}$/),
        peakOutlay: money,
        peakYear: z.number().int(),
        breakEvenYear: z.number().int().nullable(),
      })
      .strict(),
    liquidity: z.object({ liquid: money, covered: z.boolean(), shortfall: money }).strict(),
    /** The commitment over the investments entered, percent; null without investments. */
    share: z.number().nullable(),
    findings: z.array(z.string()),
    steps: z.array(z.string()),
    assumptions: z.array(z.string()),
    disclaimer: z.string(),
  })
  .strict();
export type PrivateFundResponse = z.infer<typeof privateFundResponseSchema>;

export const privateFundContract = endpoint({ method: "GET", path: "/api/investment/commitment-plan", query: privateFundQuerySchema, response: privateFundResponseSchema });
