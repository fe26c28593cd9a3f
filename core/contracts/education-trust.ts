// GET /api/education/trusts: the education service's Diamond "Trusts for education funding": an
// education trust against a 529 plan for one student, with tuition paid straight to the school
// beside them. Query keys are the page's URL keys: the tax `year`, the `gift` made now and the
// `yearly` additions, the `years` until school starts, the accounts' yearly `interest`, `dividends`
// and `growth` (percent), the `donors` of each gift (1, or 2 with gift splitting), the `giver`
// (`grandparent` or `parent`, who owns the 529 plan), whether the student has withdrawal `rights`
// over the trust's gifts (`yes` or `no`), and a year's `tuition` when school starts. Money is
// dollars (at most 2 decimals) read into cents, in the answer a decimal string; rates have at most
// 2 decimals (basis points inside), answered as percent.
import { z } from "zod";
import { GIVERS, SAVING_CHOICES } from "../education/education-trust";
import { EDUCATION_TRUST_FIELD } from "../messages/education-trust";
import { ZERO_CENTS } from "../money";
import { decimalAmount as money } from "./amount";
import { amount, basisPoints, choice, donorsQuery, number, required, withDefault } from "./calculator-query";
import { endpoint } from "./endpoint";
import { taxYearQuery } from "./tax-withholding";

export const EDUCATION_TRUST_DEFAULTS = { interestBp: 100, dividendsBp: 150, growthBp: 400 } as const;

const MAX_DOLLARS = 100_000_000;
const rate = (fallbackBp: number) => withDefault(basisPoints({ min: 0, max: 15 }), fallbackBp);

export const educationTrustQuerySchema = z.object({
  /** The year of the first gift; the API takes the current one (or the latest it has tables for) when absent. */
  year: taxYearQuery,
  gift: required(amount({ min: 1, max: MAX_DOLLARS })),
  yearly: withDefault(amount({ min: 0, max: MAX_DOLLARS }), ZERO_CENTS),
  years: required(number({ min: 1, max: 25, whole: true })),
  interest: rate(EDUCATION_TRUST_DEFAULTS.interestBp),
  dividends: rate(EDUCATION_TRUST_DEFAULTS.dividendsBp),
  growth: rate(EDUCATION_TRUST_DEFAULTS.growthBp),
  donors: donorsQuery,
  giver: choice(GIVERS, EDUCATION_TRUST_FIELD.giver, "grandparent"),
  rights: choice(["yes", "no"] as const, EDUCATION_TRUST_FIELD.rights, "yes"),
  tuition: withDefault(amount({ min: 0, max: 1_000_000 }), ZERO_CENTS),
});
export type EducationTrustQuery = z.infer<typeof educationTrustQuerySchema>;

const TRAIT_KEYS = ["control", "uses", "unused", "tax", "estate"] as const;

export const educationTrustResponseSchema = z
  .object({
    inputs: z
      .object({
        year: z.number().int(),
        gift: money,
        yearly: money,
        years: z.number().int(),
        interest: z.number(),
        dividends: z.number(),
        growth: z.number(),
        donors: z.number().int(),
        giver: z.enum(GIVERS),
        rights: z.enum(["yes", "no"]),
        tuition: money,
      })
      .strict(),
    /** The yearly gift exclusion for the student (donors × the annual exclusion), and one person's lifetime exclusion. */
    annualExclusion: money,
    lifetimeExclusion: money,
    /** The account worth more when school starts; null when they are equal. */
    best: z.enum(SAVING_CHOICES).nullable(),
    options: z
      .array(z.object({ key: z.enum(SAVING_CHOICES), label: z.string(), given: money, incomeTax: money, value: money, untaxedGain: money, taxableGifts: money, aidCounted: money }).strict())
      .length(2),
    /** Each year's end, both accounts' value. */
    values: z.array(z.object({ year: z.number().int(), plan529: money, trust: money }).strict()),
    /** Four years of tuition paid to the school, and the part that would be taxable given to the student instead. */
    direct: z.object({ tuition: money, total: money, taxableIfGiven: money }).strict(),
    /** What each way of paying allows, row by row: the 529 plan, the trust, and tuition paid directly. */
    traits: z.array(z.object({ key: z.enum(TRAIT_KEYS), term: z.string(), plan529: z.string(), trust: z.string(), direct: z.string() }).strict()),
    findings: z.array(z.string()),
    steps: z.array(z.string()),
    assumptions: z.array(z.string()),
    disclaimer: z.string(),
  })
  .strict();
export type EducationTrustResponse = z.infer<typeof educationTrustResponseSchema>;

export const educationTrustContract = endpoint({ method: "GET", path: "/api/education/trusts", query: educationTrustQuerySchema, response: educationTrustResponseSchema });
