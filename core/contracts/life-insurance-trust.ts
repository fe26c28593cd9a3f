// GET /api/insurance/life-insurance-trust: the insurance service's Diamond "Life insurance trust
// planning": a policy owned by the insured against one owned by an irrevocable life insurance
// trust, at a death this year. Query keys are the page's URL keys: the `year`, the rest of the
// `estate`, the policy's `benefit` and yearly `premium`, the trust's `beneficiaries` with withdrawal
// rights, the `donors` of each gift (1, or 2 with gift splitting), taxable `gifts` made before, and
// the policy's `source` (`new`, bought by the trust, or `existing`, given to it). Money is dollars
// (at most 2 decimals) read into cents, in the answer a decimal string.
import { z } from "zod";
import { INSURANCE_TRUST_FIELD } from "../messages/life-insurance-trust";
import { ZERO_CENTS } from "../money";
import { OWNERSHIPS, POLICY_SOURCES } from "../insurance/life-insurance-trust";
import { decimalAmount as money } from "./amount";
import { amount, choice, donorsQuery, number, required, withDefault } from "./calculator-query";
import { endpoint } from "./endpoint";
import { taxYearQuery } from "./tax-withholding";

export const INSURANCE_TRUST_DEFAULTS = { beneficiaries: 2 } as const;

const MAX_DOLLARS = 5_000_000_000;

export const insuranceTrustQuerySchema = z.object({
  /** The year of the death the estimate assumes; the API takes the current one (or the latest it has tables for) when absent. */
  year: taxYearQuery,
  estate: required(amount({ min: 0, max: MAX_DOLLARS })),
  benefit: required(amount({ min: 1, max: MAX_DOLLARS })),
  premium: withDefault(amount({ min: 0, max: 100_000_000 }), ZERO_CENTS),
  beneficiaries: withDefault(number({ min: 0, max: 30, whole: true }), INSURANCE_TRUST_DEFAULTS.beneficiaries),
  donors: donorsQuery,
  gifts: withDefault(amount({ min: 0, max: MAX_DOLLARS }), ZERO_CENTS),
  source: choice(POLICY_SOURCES, INSURANCE_TRUST_FIELD.source, "new"),
});
export type InsuranceTrustQuery = z.infer<typeof insuranceTrustQuerySchema>;

export const insuranceTrustResponseSchema = z
  .object({
    inputs: z.object({ year: z.number().int(), estate: money, benefit: money, premium: money, beneficiaries: z.number().int(), donors: z.number().int(), gifts: money, source: z.enum(POLICY_SOURCES) }).strict(),
    /** The year's estate tax exclusion for one person. */
    exclusion: money,
    /** The yearly gift exclusions the beneficiaries' withdrawal rights provide, and the premium's part above them. */
    annualExclusions: money,
    taxableGift: money,
    /** Estate tax the trust saves against owning the policy. */
    taxSaved: money,
    /** The ownership that leaves the heirs the most (the first of equals). */
    best: z.enum(OWNERSHIPS),
    options: z.array(z.object({ key: z.enum(OWNERSHIPS), label: z.string(), policyInEstate: money, taxBase: money, estateTax: money, toHeirs: money }).strict()).min(2),
    findings: z.array(z.string()),
    steps: z.array(z.string()),
    assumptions: z.array(z.string()),
    disclaimer: z.string(),
  })
  .strict();
export type InsuranceTrustResponse = z.infer<typeof insuranceTrustResponseSchema>;

export const insuranceTrustContract = endpoint({ method: "GET", path: "/api/insurance/life-insurance-trust", query: insuranceTrustQuerySchema, response: insuranceTrustResponseSchema });
