// GET /api/education/investment-review: an education savings account held elsewhere (a 529 plan, a
// Coverdell) against an age-based path to the student's enrollment and what its funds' costs take
// (the education service's Gold card "Education savings investment review"). Query keys are the
// page's URL keys: the student's `age` and the `enrollAge`, the account's `balance` and `monthly`
// contribution, its mix (`stocks`, `bonds`, `cash` %, making 100) and its funds' yearly costs
// (`fee` %). Money is dollars (at most 2 decimals) read into cents, in the answer a decimal string;
// percentages have at most 2 decimals (basis points inside), answered as percent.
import { z } from "zod";
import { EDUCATION_MIX_FIELD } from "../messages/education-investments";
import { decimalAmount as money } from "./amount";
import { amount, number, required, withDefault } from "./calculator-query";
import { endpoint } from "./endpoint";
import { mixAddsUp, mixQueryFields } from "./investment-mix";
import { ZERO_CENTS } from "../money";

export const EDUCATION_MIX_DEFAULTS = { enrollAge: 18 } as const;

export const educationMixQuerySchema = z
  .object({
    age: required(number({ min: 0, max: 30, whole: true })),
    enrollAge: withDefault(number({ min: 14, max: 30, whole: true }), EDUCATION_MIX_DEFAULTS.enrollAge),
    balance: required(amount({ min: 1, max: 10_000_000 })),
    monthly: withDefault(amount({ min: 0, max: 100_000 }), ZERO_CENTS),
    ...mixQueryFields,
  })
  .superRefine((q, ctx) => {
    if (!mixAddsUp(q)) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["stocks"], message: EDUCATION_MIX_FIELD.mixTotal });
  });
export type EducationMixQuery = z.infer<typeof educationMixQuerySchema>;

export const educationMixResponseSchema = z
  .object({
    inputs: z.object({ age: z.number().int(), enrollAge: z.number().int(), balance: money, monthly: money, stocks: z.number(), bonds: z.number(), cash: z.number(), fee: z.number() }).strict(),
    /** Whole years to enrollment; 0 or less once enrolled. */
    yearsToEnrollment: z.number().int(),
    /** The age-based path's share in stocks now and its usual range, percent; where the account's share stands. */
    target: z.object({ stocks: z.number(), low: z.number(), high: z.number() }).strict(),
    position: z.enum(["within", "above", "below"]),
    /** The mix's assumed long-run return, percent. */
    expectedReturn: z.number(),
    /** The path from now to enrollment: the student's age and the share in stocks then, percent. */
    path: z.array(z.object({ age: z.number().int(), stocks: z.number() }).strict()),
    /** The funds' costs: this year, and the account at enrollment at them and at low-cost funds' (`lowCostFee` %). */
    fees: z.object({ yearly: money, years: z.number().int(), balance: money, lowCostBalance: money, lowCostFee: z.number(), cost: money }).strict(),
    findings: z.array(z.string()),
    planNotes: z.array(z.string()),
    assumptions: z.array(z.string()),
    disclaimer: z.string(),
  })
  .strict();
export type EducationMixResponse = z.infer<typeof educationMixResponseSchema>;

export const educationMixContract = endpoint({ method: "GET", path: "/api/education/investment-review", query: educationMixQuerySchema, response: educationMixResponseSchema });
