// GET /api/loans/family-liabilities: the family balance sheet (Taaffeite, "family-office"). Query
// keys are the page's URL keys: the family's `liquid` assets (dollars) and a rate `shock` (percent);
// for each loan n of 1 to 6 its name `n<n>`, balance `b<n>` (dollars), rate `r<n>` (percent),
// maturity date `m<n>`, rate kind `t<n>` (fixed or variable) and collateral `c<n>`. A loan counts
// when it has a name, and then needs its balance, rate and maturity; at least the first is required.
import { z } from "zod";
import { COLLATERAL_KINDS, LOAN_NUMBERS, RATE_KINDS } from "../loans/family-liabilities";
import { FAMILY_LIABILITIES_FIELD } from "../messages/family-liabilities";
import { FIELD } from "../messages/planning";
import { ZERO_CENTS } from "../money";
import { decimalAmount as money } from "./amount";
import { amount, basisPoints, choice, optional, withDefault } from "./calculator-query";
import { endpoint } from "./endpoint";
import { isoDate } from "./planning";
import { requiredText } from "./text";

export const MAX_LOAN_NAME = 80;
export const FAMILY_LIABILITIES_DEFAULTS = { shockBp: 200 } as const;

const name = optional(requiredText(MAX_LOAN_NAME));
const balance = optional(amount({ min: 1, max: 10_000_000_000 }));
const rate = optional(basisPoints({ min: 0, max: 30 }));
const maturity = optional(isoDate);
const rateKind = choice(RATE_KINDS, FAMILY_LIABILITIES_FIELD.rateKind, "fixed");
const collateral = choice(COLLATERAL_KINDS, FAMILY_LIABILITIES_FIELD.collateral, "none");

export const familyLiabilitiesQuerySchema = z
  .object({
    liquid: withDefault(amount({ min: 0, max: 10_000_000_000 }), ZERO_CENTS),
    shock: withDefault(basisPoints({ min: 0, max: 10 }), FAMILY_LIABILITIES_DEFAULTS.shockBp),
    // One loan a line: its name, balance, rate, maturity, rate kind and collateral.
    n1: name, b1: balance, r1: rate, m1: maturity, t1: rateKind, c1: collateral,
    n2: name, b2: balance, r2: rate, m2: maturity, t2: rateKind, c2: collateral,
    n3: name, b3: balance, r3: rate, m3: maturity, t3: rateKind, c3: collateral,
    n4: name, b4: balance, r4: rate, m4: maturity, t4: rateKind, c4: collateral,
    n5: name, b5: balance, r5: rate, m5: maturity, t5: rateKind, c5: collateral,
    n6: name, b6: balance, r6: rate, m6: maturity, t6: rateKind, c6: collateral,
  })
  .superRefine((q, ctx) => {
    if (LOAN_NUMBERS.every((n) => q[`n${n}`] === undefined)) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["n1"], message: FAMILY_LIABILITIES_FIELD.noLoan });
    // A named loan needs its figures; a field that failed its own rule already has its message.
    for (const n of LOAN_NUMBERS) {
      if (q[`n${n}`] === undefined) continue;
      for (const key of [`b${n}`, `r${n}`, `m${n}`] as const) if (q[key] === undefined) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [key], message: FIELD.required });
    }
  });
export type FamilyLiabilitiesQuery = z.infer<typeof familyLiabilitiesQuerySchema>;

const isoDateOut = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const familyLiabilitiesResponseSchema = z
  .object({
    inputs: z.object({ liquid: money, shock: z.number(), count: z.number().int() }).strict(),
    today: isoDateOut,
    /** In maturity order. */
    loans: z.array(
      z
        .object({
          name: z.string(),
          balance: money,
          rate: z.number(),
          maturity: isoDateOut,
          monthsLeft: z.number().int(),
          interest: money,
          rateKind: z.enum(RATE_KINDS),
          rateKindLabel: z.string(),
          collateral: z.enum(COLLATERAL_KINDS),
          collateralLabel: z.string(),
          /** Within the refinancing window, or past maturity. */
          refinance: z.boolean(),
        })
        .strict(),
    ),
    total: money,
    /** The balance-weighted rate, percent. */
    weightedRate: z.number(),
    interest: money,
    ladder: z.array(z.object({ year: z.number().int(), amount: money, count: z.number().int() }).strict()),
    dueWithinYear: money,
    liquidity: z.object({ covered: z.boolean(), shortfall: money }).strict(),
    variable: money,
    /** The variable balance's share of the debt, percent. */
    variableShare: z.number(),
    shockInterest: money,
    collateral: z.array(z.object({ kind: z.enum(COLLATERAL_KINDS), label: z.string(), amount: money, share: z.number() }).strict()),
    findings: z.array(z.string()),
    steps: z.array(z.string()),
    assumptions: z.array(z.string()),
    disclaimer: z.string(),
  })
  .strict();
export type FamilyLiabilitiesResponse = z.infer<typeof familyLiabilitiesResponseSchema>;

export const familyLiabilitiesContract = endpoint({ method: "GET", path: "/api/loans/family-liabilities", query: familyLiabilitiesQuerySchema, response: familyLiabilitiesResponseSchema });
