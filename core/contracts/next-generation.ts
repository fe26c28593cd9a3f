// GET /api/education/next-generation: the next generation's education plan (Taaffeite,
// "family-office"). Query keys are the page's URL keys: for each child n of 1 to 6 a name `c<n>` and
// a birth date `b<n>`; the age the custodial accounts pass (`custody`: 18, 21 or 25), the age of a
// seat at the family council (`council`) and up to three of the trust's distribution ages `d1` to
// `d3`. A child counts when named, and then needs a birth date (not after today: the API checks).
import { z } from "zod";
import { CHILD_NUMBERS, CUSTODY_AGES } from "../education/next-generation";
import { NEXT_GENERATION_FIELD } from "../messages/next-generation";
import { FIELD } from "../messages/planning";
import { choice, number, optional, withDefault } from "./calculator-query";
import { endpoint } from "./endpoint";
import { isoDate } from "./planning";
import { requiredText } from "./text";

export const MAX_CHILD_NAME = 60;
export const NEXT_GENERATION_DEFAULTS = { councilAge: 18 } as const;

const name = optional(requiredText(MAX_CHILD_NAME));
const birth = optional(isoDate);
const distribution = optional(number({ min: 18, max: 80, whole: true }));

export const nextGenerationQuerySchema = z
  .object({
    c1: name, b1: birth,
    c2: name, b2: birth,
    c3: name, b3: birth,
    c4: name, b4: birth,
    c5: name, b5: birth,
    c6: name, b6: birth,
    custody: choice(CUSTODY_AGES, NEXT_GENERATION_FIELD.custody, "21"),
    council: withDefault(number({ min: 12, max: 40, whole: true }), NEXT_GENERATION_DEFAULTS.councilAge),
    d1: distribution,
    d2: distribution,
    d3: distribution,
  })
  .superRefine((q, ctx) => {
    if (CHILD_NUMBERS.every((n) => q[`c${n}`] === undefined)) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["c1"], message: NEXT_GENERATION_FIELD.noChild });
    for (const n of CHILD_NUMBERS) if (q[`c${n}`] !== undefined && q[`b${n}`] === undefined) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [`b${n}`], message: FIELD.required });
  });
export type NextGenerationQuery = z.infer<typeof nextGenerationQuerySchema>;

const isoDateOut = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const STAGE_KEYS = ["before", "early", "middle", "teen", "young", "adult"] as const;

export const nextGenerationResponseSchema = z
  .object({
    inputs: z.object({ custody: z.number().int(), council: z.number().int(), distributions: z.array(z.number().int()) }).strict(),
    today: isoDateOut,
    children: z.array(
      z
        .object({
          name: z.string(),
          birth: isoDateOut,
          age: z.number().int(),
          stage: z.enum(STAGE_KEYS),
          stageTitle: z.string(),
          stageAges: z.string(),
          topics: z.array(z.string()),
          next: z.object({ stage: z.enum(STAGE_KEYS), title: z.string(), date: isoDateOut }).strict().nullable(),
        })
        .strict(),
    ),
    /** In date order, past ones kept. */
    milestones: z.array(
      z.object({ name: z.string(), kind: z.enum(["stage", "custody", "council", "distribution"]), age: z.number().int(), date: isoDateOut, what: z.string(), past: z.boolean(), soon: z.boolean() }).strict(),
    ),
    findings: z.array(z.string()),
    steps: z.array(z.string()),
    assumptions: z.array(z.string()),
    disclaimer: z.string(),
  })
  .strict();
export type NextGenerationResponse = z.infer<typeof nextGenerationResponseSchema>;

export const nextGenerationContract = endpoint({ method: "GET", path: "/api/education/next-generation", query: nextGenerationQuerySchema, response: nextGenerationResponseSchema });
