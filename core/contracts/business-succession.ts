// GET /api/entrepreneurship/succession: the business succession comparison (Taaffeite,
// "family-office"). Query keys are the page's URL keys: the business's `value` (dollars), the
// parents' share `owned` (percent), its yearly `growth` and the minority `discount` (percent), the
// `heirs` and how many are `active` in the business, `donors` (1, or 2 with gift splitting), the
// `years` of yearly gifts and the `other` estate (dollars).
import { z } from "zod";
import { SUCCESSION_FIELD, type SuccessionWayKey } from "../messages/business-succession";
import { ZERO_CENTS } from "../money";
import { decimalAmount as money } from "./amount";
import { amount, basisPoints, donorsQuery, number, required, withDefault } from "./calculator-query";
import { endpoint } from "./endpoint";

export const MAX_HEIRS = 12;
export const MAX_GIFT_YEARS = 30;
export const SUCCESSION_DEFAULTS = { ownedBp: 10_000, growthBp: 500, discountBp: 0, heirs: 2, years: 10 } as const;

export const successionQuerySchema = z
  .object({
    value: required(amount({ min: 1, max: 10_000_000_000 })),
    owned: withDefault(basisPoints({ min: 0.01, max: 100 }), SUCCESSION_DEFAULTS.ownedBp),
    growth: withDefault(basisPoints({ min: 0, max: 30 }), SUCCESSION_DEFAULTS.growthBp),
    discount: withDefault(basisPoints({ min: 0, max: 50 }), SUCCESSION_DEFAULTS.discountBp),
    heirs: withDefault(number({ min: 1, max: MAX_HEIRS, whole: true }), SUCCESSION_DEFAULTS.heirs),
    active: withDefault(number({ min: 0, max: MAX_HEIRS, whole: true }), 0),
    donors: donorsQuery,
    years: withDefault(number({ min: 1, max: MAX_GIFT_YEARS, whole: true }), SUCCESSION_DEFAULTS.years),
    other: withDefault(amount({ min: 0, max: 100_000_000_000 }), ZERO_CENTS),
  })
  .superRefine((q, ctx) => {
    if (q.active > q.heirs) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["active"], message: SUCCESSION_FIELD.active });
  });
export type SuccessionQuery = z.infer<typeof successionQuerySchema>;

const WAY_KEYS = ["keep", "yearly", "now"] as const satisfies readonly SuccessionWayKey[];

export const successionResponseSchema = z
  .object({
    inputs: z
      .object({ value: money, owned: z.number(), growth: z.number(), discount: z.number(), heirs: z.number().int(), active: z.number().int(), donors: z.number().int(), years: z.number().int(), other: money, year: z.number().int() })
      .strict(),
    annualExclusion: money,
    lifetimeExclusion: money,
    yearlyBudget: money,
    /** One row a year of gifts: the business's value that year, the share given and what is left, in millionths of the business. */
    gifts: z.array(z.object({ year: z.number().int(), value: money, gifted: z.number().int(), gift: money, left: z.number().int() }).strict()),
    valueAtHorizon: money,
    /** The three ways, in this order: keep, yearly, now. */
    ways: z.array(
      z
        .object({ key: z.enum(WAY_KEYS), label: z.string(), estateShare: z.number().int(), estate: money, giftTax: money, estateTax: money, tax: money, toHeirs: money })
        .strict(),
    ),
    now: z.object({ gift: money, taxable: money }).strict(),
    /** The way with the least transfer tax (the first of equals). */
    best: z.enum(WAY_KEYS),
    findings: z.array(z.string()),
    steps: z.array(z.string()),
    assumptions: z.array(z.string()),
    disclaimer: z.string(),
  })
  .strict();
export type SuccessionResponse = z.infer<typeof successionResponseSchema>;

export const successionContract = endpoint({ method: "GET", path: "/api/entrepreneurship/succession", query: successionQuerySchema, response: successionResponseSchema });
