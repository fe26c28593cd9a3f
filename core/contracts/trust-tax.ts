// GET /api/tax/trusts: the tax service's Diamond "Trust tax planning": a trust's federal income
// tax when it keeps its income, pays out some or pays out all, with its beneficiaries' tax on what
// they receive. Query keys are the page's URL keys: the tax `year`, the trust's `ordinary` income
// (interest, rents, non-qualified dividends), qualified `dividends`, `gains` kept in principal, a
// `distribution` to compare, and the beneficiaries' `beneficiaryRate` and `beneficiaryDividendRate`
// (percent). Money is dollars (at most 2 decimals) read into cents, in the answer a decimal string;
// rates have at most 2 decimals (basis points inside), answered as percent.
import { z } from "zod";
import { TRUST_TAX_FIELD } from "../messages/trust-tax";
import { ZERO_CENTS } from "../money";
import { DISTRIBUTION_CHOICES } from "../tax/trust-income-tax";
import { decimalAmount as money } from "./amount";
import { amount, basisPoints, optional, withDefault } from "./calculator-query";
import { endpoint } from "./endpoint";
import { taxYearQuery } from "./tax-withholding";

export const TRUST_TAX_DEFAULTS = { beneficiaryRateBp: 2_200, beneficiaryDividendRateBp: 1_500 } as const;

const MAX_DOLLARS = 50_000_000;
const dollars = withDefault(amount({ min: 0, max: MAX_DOLLARS }), ZERO_CENTS);

export const trustTaxQuerySchema = z
  .object({
    /** The tax year; the API takes the current one (or the latest it has tables for) when absent. */
    year: taxYearQuery,
    ordinary: dollars,
    dividends: dollars,
    gains: dollars,
    distribution: optional(amount({ min: 0, max: MAX_DOLLARS })),
    beneficiaryRate: withDefault(basisPoints({ min: 0, max: 37 }), TRUST_TAX_DEFAULTS.beneficiaryRateBp),
    beneficiaryDividendRate: withDefault(basisPoints({ min: 0, max: 20 }), TRUST_TAX_DEFAULTS.beneficiaryDividendRateBp),
  })
  .superRefine((q, ctx) => {
    if (q.ordinary + q.dividends + q.gains === 0) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["ordinary"], message: TRUST_TAX_FIELD.noIncome });
  });
export type TrustTaxQuery = z.infer<typeof trustTaxQuerySchema>;

const option = z
  .object({
    key: z.enum(DISTRIBUTION_CHOICES),
    label: z.string(),
    distribution: money,
    /** The beneficiaries' income from it: interest and other ordinary income, and qualified dividends. */
    carriedOrdinary: money,
    carriedDividends: money,
    taxableIncome: money,
    ordinaryTax: money,
    gainsTax: money,
    niit: money,
    trustTax: money,
    beneficiaryTax: money,
    familyTax: money,
  })
  .strict();

export const trustTaxResponseSchema = z
  .object({
    inputs: z.object({ year: z.number().int(), ordinary: money, dividends: money, gains: money, distribution: money.nullable(), beneficiaryRate: z.number(), beneficiaryDividendRate: z.number() }).strict(),
    /** The income the trust can pay out (its distributable net income). */
    income: money,
    options: z.array(option).min(1),
    best: z.enum(DISTRIBUTION_CHOICES),
    /** The distribution that brings taxable income down to where 37 % begins; null when none does. */
    toTopBracket: money.nullable(),
    /** Where each of the trust's rates begins, beside a single person's, in taxable income; rates in percent. */
    brackets: z.array(z.object({ rate: z.number(), trustFrom: money, singleFrom: money }).strict()),
    findings: z.array(z.string()),
    notes: z.array(z.string()),
    assumptions: z.array(z.string()),
    disclaimer: z.string(),
  })
  .strict();
export type TrustTaxResponse = z.infer<typeof trustTaxResponseSchema>;

export const trustTaxContract = endpoint({ method: "GET", path: "/api/tax/trusts", query: trustTaxQuerySchema, response: trustTaxResponseSchema });
