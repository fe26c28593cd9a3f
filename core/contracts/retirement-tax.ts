// GET /api/tax/retirement-planning: the retirement service's tax planning (Gold, with individual
// tax): what a Roth conversion costs this year and how far each bracket goes, the required minimum
// distributions with and without it, Medicare premiums two years on, and what a traditional
// contribution saves. Query keys are the page's URL keys; money is dollars (at most 2 decimals)
// read into cents, and in the answer a decimal string ("2400.00"); rates are fractions ("0.1200").
import { z } from "zod";
import { ZERO_CENTS } from "../money";
import { RETIREMENT_TAX_FIELD } from "../messages/retirement-tax";
import { WITHHOLDING_FIELD } from "../messages/tax-withholding";
import { FILING_STATUSES } from "../tax/federal-tax-tables";
import { decimalAmount as money } from "./amount";
import { amount, blankToUndefined, choice, number, optional, required, withDefault } from "./calculator-query";
import { endpoint } from "./endpoint";
import { rate } from "./tax";
import { taxYearQuery } from "./tax-withholding";

/** The largest amount a field takes: $20 million. */
const MAX_DOLLARS = 20_000_000;
const dollars = withDefault(amount({ min: 0, max: MAX_DOLLARS }), ZERO_CENTS);
const age = number({ min: 18, max: 120, whole: true });
/** Growth of the tax-deferred balance a year, percent. */
export const DEFAULT_GROWTH_PERCENT = 5;

export const retirementTaxQuerySchema = z
  .object({
    year: taxYearQuery,
    status: choice(FILING_STATUSES, WITHHOLDING_FIELD.status, "single"),
    /** Ages at the year's December 31. */
    age: required(age),
    spouseAge: optional(age),
    /** Ordinary income before any conversion, and Social Security benefits, for the year. */
    income: dollars,
    socialSecurity: dollars,
    /** The amount to convert to a Roth IRA this year. */
    conversion: dollars,
    /** The tax-deferred balance (traditional IRAs and 401(k)s) last December 31. */
    balance: dollars,
    growth: withDefault(number({ min: 0, max: 15 }), DEFAULT_GROWTH_PERCENT),
  })
  .superRefine((q, ctx) => {
    if (q.spouseAge !== undefined && q.status !== "married_filing_jointly") ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["spouseAge"], message: RETIREMENT_TAX_FIELD.spouseAgeJoint });
    if (q.balance > 0 && q.conversion > q.balance) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["conversion"], message: RETIREMENT_TAX_FIELD.conversionOverBalance });
  });
export type RetirementTaxQuery = z.infer<typeof retirementTaxQuerySchema>;

const yearTax = z.object({ agi: money, taxableSocialSecurity: money, taxableIncome: money, totalTax: money, bracketRate: rate }).strict();

export const retirementTaxResponseSchema = z
  .object({
    inputs: z
      .object({
        year: z.number().int(),
        status: z.enum(FILING_STATUSES),
        age: z.number().int(),
        spouseAge: z.number().int().nullable(),
        income: money,
        socialSecurity: money,
        conversion: money,
        balance: money,
        /** Percent a year. */
        growth: z.number(),
      })
      .strict(),
    conversion: z
      .object({
        before: yearTax,
        after: yearTax,
        extraTax: money,
        averageRate: rate,
        /** The tax on the next $1,000 converted, as a rate. */
        nextRate: rate,
      })
      .strict(),
    /** Each bracket above today's income (up to four): the conversion that fills it and its cost. */
    fills: z.array(z.object({ rate, top: money, conversion: money, extraTax: money, averageRate: rate }).strict()),
    /** What $1,000 put into a traditional account instead of a Roth saves in tax this year. */
    contribution: z.object({ rate, savedPerThousand: money }).strict(),
    /** Null without a balance. */
    rmd: z
      .object({
        startAge: z.number().int(),
        firstYear: z.number().int(),
        /** This year's minimum; null before distributions start. */
        thisYear: money.nullable(),
        /** Each year to the tenth year of distributions: the balance and the minimum without the conversion and with it. */
        years: z.array(z.object({ year: z.number().int(), age: z.number().int(), balanceWithout: money, rmdWithout: money, balance: money, rmd: money }).strict()),
      })
      .strict()
      .nullable(),
    /** Null before the age whose income sets a Medicare premium. */
    medicare: z
      .object({
        /** The year whose premiums this year's income sets, and the published table used for it. */
        premiumYear: z.number().int(),
        tableYear: z.number().int(),
        before: z.object({ monthly: money, surcharge: money }).strict(),
        after: z.object({ monthly: money, surcharge: money }).strict(),
      })
      .strict()
      .nullable(),
    findings: z.array(z.string()),
    withdrawalOrder: z.array(z.string()),
    assumptions: z.array(z.string()),
    sources: z.array(z.string()),
    disclaimer: z.string(),
  })
  .strict();
export type RetirementTaxResponse = z.infer<typeof retirementTaxResponseSchema>;

export const retirementTaxContract = endpoint({ method: "GET", path: "/api/tax/retirement-planning", query: retirementTaxQuerySchema, response: retirementTaxResponseSchema });
