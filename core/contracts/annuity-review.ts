// GET /api/insurance/annuities: an annuity kept, exchanged for a low-cost annuity or surrendered and
// invested, side by side (the insurance service's Gold card "Annuity and policy analysis"). Query
// keys are the page's URL keys: the annuity's `value` today and what was paid in (`basis`, the value
// if blank), the `years` until the money is taken out, the return before costs (`growth` %), the
// yearly costs of the annuity, a low-cost annuity and a low-cost fund (`annuityFee`, `exchangeFee`,
// `fundFee` %), the first year's surrender charge (`surrender` %) and the years `held`, and the tax
// rates on income and on capital gains (`incomeTax`, `gainsTax` %). Money is dollars (at most 2
// decimals) read into cents, in the answer a decimal string; percentages have at most 2 decimals
// (basis points inside) and are answered as percent.
import { z } from "zod";
import { ANNUITY_CHOICES } from "../messages/annuity-review";
import { decimalAmount as money } from "./amount";
import { amount, basisPoints, number, optional, required, withDefault } from "./calculator-query";
import { endpoint } from "./endpoint";

/** The defaults of the keys that have one, basis points for percentages. */
export const ANNUITY_DEFAULTS = { years: 15, growthBp: 600, exchangeFeeBp: 30, fundFeeBp: 20, surrenderBp: 0, held: 0, incomeTaxBp: 2_400, gainsTaxBp: 1_500 } as const;

const fee = basisPoints({ min: 0, max: 5 });
const taxRate = basisPoints({ min: 0, max: 60 });

export const annuityReviewQuerySchema = z.object({
  value: required(amount({ min: 1, max: 50_000_000 })),
  basis: optional(amount({ min: 0, max: 50_000_000 })),
  years: withDefault(number({ min: 1, max: 40, whole: true }), ANNUITY_DEFAULTS.years),
  growth: withDefault(basisPoints({ min: 0, max: 15 }), ANNUITY_DEFAULTS.growthBp),
  annuityFee: required(fee),
  exchangeFee: withDefault(fee, ANNUITY_DEFAULTS.exchangeFeeBp),
  fundFee: withDefault(fee, ANNUITY_DEFAULTS.fundFeeBp),
  surrender: withDefault(basisPoints({ min: 0, max: 15 }), ANNUITY_DEFAULTS.surrenderBp),
  held: withDefault(number({ min: 0, max: 40, whole: true }), ANNUITY_DEFAULTS.held),
  incomeTax: withDefault(taxRate, ANNUITY_DEFAULTS.incomeTaxBp),
  gainsTax: withDefault(taxRate, ANNUITY_DEFAULTS.gainsTaxBp),
});
export type AnnuityReviewQuery = z.infer<typeof annuityReviewQuerySchema>;

const choiceAnswer = z
  .object({
    key: z.enum(ANNUITY_CHOICES),
    label: z.string(),
    /** Yearly costs, percent. */
    fee: z.number(),
    chargeNow: money,
    taxNow: money,
    invested: money,
    value: money,
    fees: money,
    chargeAtEnd: money,
    taxAtEnd: money,
    afterTax: money,
  })
  .strict();

export const annuityReviewResponseSchema = z
  .object({
    inputs: z
      .object({
        value: money,
        basis: money,
        years: z.number().int(),
        /** Percent. */
        growth: z.number(),
        surrender: z.number(),
        held: z.number().int(),
        incomeTax: z.number(),
        gainsTax: z.number(),
      })
      .strict(),
    /** The surrender charge in the contract's current year, percent, and the whole years until there is none. */
    surrenderNow: z.number(),
    surrenderEndsIn: z.number().int(),
    /** The gain over what was paid in, today (what surrendering makes taxable); "0.00" at a loss. */
    gainNow: money,
    options: z.array(choiceAnswer),
    /** The choice that leaves the most after every charge and tax. */
    best: z.enum(ANNUITY_CHOICES),
    /** Each choice's value at each year's end, from year 0 (today, after the costs of leaving). */
    balances: z.array(z.object({ year: z.number().int(), keep: money, exchange: money, invest: money }).strict()),
    /** The surrender charge at the start of each year from today while there is one: percent and its amount on the kept annuity's value. */
    schedule: z.array(z.object({ year: z.number().int(), percent: z.number(), charge: money }).strict()),
    findings: z.array(z.string()),
    checklist: z.array(z.string()),
    assumptions: z.array(z.string()),
    disclaimer: z.string(),
  })
  .strict();
export type AnnuityReviewResponse = z.infer<typeof annuityReviewResponseSchema>;

export const annuityReviewContract = endpoint({ method: "GET", path: "/api/insurance/annuities", query: annuityReviewQuerySchema, response: annuityReviewResponseSchema });
