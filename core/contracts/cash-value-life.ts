// GET /api/insurance/cash-value-life: a cash value life policy against term cover and the premium
// saved invested (the insurance service's Gold card "Annuity and policy analysis"). Query keys are
// the page's URL keys: the policy's yearly `premium`, its death `benefit` and its `cashValue` at the
// end of the `years` compared (from the insurer's illustration), a term policy's yearly
// `termPremium` for the same cover, the fund's `growth` before costs and its `fundFee` (%), and the
// tax rates on capital gains and on income (`gainsTax`, `incomeTax` %). Money is dollars (at most 2
// decimals) read into cents, in the answer a decimal string; percentages have at most 2 decimals
// (basis points inside) and are answered as percent.
import { z } from "zod";
import { CASH_VALUE_FIELD } from "../messages/cash-value-life";
import { decimalAmount as money } from "./amount";
import { amount, basisPoints, number, required, withDefault } from "./calculator-query";
import { endpoint } from "./endpoint";

/** The defaults of the keys that have one, basis points for percentages. */
export const CASH_VALUE_DEFAULTS = { years: 20, growthBp: 600, fundFeeBp: 20, gainsTaxBp: 1_500, incomeTaxBp: 2_400 } as const;

const taxRate = basisPoints({ min: 0, max: 60 });

export const cashValueQuerySchema = z
  .object({
    premium: required(amount({ min: 1, max: 10_000_000 })),
    benefit: required(amount({ min: 1_000, max: 100_000_000 })),
    cashValue: required(amount({ min: 0, max: 100_000_000 })),
    termPremium: required(amount({ min: 1, max: 10_000_000 })),
    years: withDefault(number({ min: 1, max: 40, whole: true }), CASH_VALUE_DEFAULTS.years),
    growth: withDefault(basisPoints({ min: 0, max: 15 }), CASH_VALUE_DEFAULTS.growthBp),
    fundFee: withDefault(basisPoints({ min: 0, max: 5 }), CASH_VALUE_DEFAULTS.fundFeeBp),
    gainsTax: withDefault(taxRate, CASH_VALUE_DEFAULTS.gainsTaxBp),
    incomeTax: withDefault(taxRate, CASH_VALUE_DEFAULTS.incomeTaxBp),
  })
  .superRefine((q, ctx) => {
    if (q.termPremium >= q.premium) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["termPremium"], message: CASH_VALUE_FIELD.termOverPolicy });
  });
export type CashValueQuery = z.infer<typeof cashValueQuerySchema>;

export const cashValueResponseSchema = z
  .object({
    inputs: z
      .object({
        premium: money,
        termPremium: money,
        benefit: money,
        cashValue: money,
        years: z.number().int(),
        /** Percent. */
        growth: z.number(),
        fundFee: z.number(),
        gainsTax: z.number(),
        incomeTax: z.number(),
      })
      .strict(),
    /** The yearly premium saved by buying term, all of it over the years, and the term premiums over them. */
    difference: money,
    invested: money,
    termPremiums: money,
    fund: z.object({ value: money, fees: money, tax: money, afterTax: money }).strict(),
    policy: z
      .object({
        premiums: money,
        cashValue: money,
        /** The policy's gain over its premiums if surrendered at the end ("0.00" at none), and the tax on it. */
        surrenderGain: money,
        surrenderTax: money,
        /** The yearly return on the premiums that the cash value amounts to, percent (2 decimals; negative at a loss). */
        returnRate: z.number(),
      })
      .strict(),
    /** The fund's return before costs that matches the cash value after tax, percent; null beyond 30. */
    breakEven: z.number().nullable(),
    /** Which leaves more at the end: the fund after tax, or the cash value. */
    ahead: z.enum(["fund", "policy"]),
    /** At each year's end from year 0: the fund, and what the family would receive at a death then under each plan. */
    years: z.array(z.object({ year: z.number().int(), fund: money, termAndFund: money, policy: money }).strict()),
    findings: z.array(z.string()),
    checklist: z.array(z.string()),
    assumptions: z.array(z.string()),
    disclaimer: z.string(),
  })
  .strict();
export type CashValueResponse = z.infer<typeof cashValueResponseSchema>;

export const cashValueContract = endpoint({ method: "GET", path: "/api/insurance/cash-value-life", query: cashValueQuerySchema, response: cashValueResponseSchema });
