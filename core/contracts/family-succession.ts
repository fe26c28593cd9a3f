// GET /api/estate/family-succession: the family's succession readiness (Taaffeite, "family-office").
// Query keys are the page's URL keys: for each role n of 1 to 6 what it is for `e<n>`, its kind
// `k<n>`, its holder `h<n>` and their birth year `y<n>`, and the successor named `s<n>` (optional);
// the handover `age`. A role counts when `e<n>` is given, and then needs its holder and birth year.
import { z } from "zod";
import { DEFAULT_HANDOVER_AGE, ROLE_KINDS, ROLE_NUMBERS } from "../estate/family-succession";
import { FAMILY_SUCCESSION_FIELD } from "../messages/family-succession";
import { FIELD } from "../messages/planning";
import { choice, number, optional, withDefault } from "./calculator-query";
import { endpoint } from "./endpoint";
import { requiredText } from "./text";

export const MAX_ROLE_TEXT = 80;

const text = optional(requiredText(MAX_ROLE_TEXT));
const kind = choice(ROLE_KINDS, FAMILY_SUCCESSION_FIELD.kind, "trustee");
// A year reads as a year in its refusal ("from 1900 to 2100"), not as a number with a thousands comma.
const birthYear = optional(
  z.coerce.number({ invalid_type_error: FAMILY_SUCCESSION_FIELD.birthYear }).int(FAMILY_SUCCESSION_FIELD.birthYear).min(1900, FAMILY_SUCCESSION_FIELD.birthYear).max(2100, FAMILY_SUCCESSION_FIELD.birthYear),
);

export const familySuccessionQuerySchema = z
  .object({
    // One role a line: what it is for, its kind, its holder and their birth year, the successor.
    e1: text, k1: kind, h1: text, y1: birthYear, s1: text,
    e2: text, k2: kind, h2: text, y2: birthYear, s2: text,
    e3: text, k3: kind, h3: text, y3: birthYear, s3: text,
    e4: text, k4: kind, h4: text, y4: birthYear, s4: text,
    e5: text, k5: kind, h5: text, y5: birthYear, s5: text,
    e6: text, k6: kind, h6: text, y6: birthYear, s6: text,
    age: withDefault(number({ min: 50, max: 100, whole: true }), DEFAULT_HANDOVER_AGE),
  })
  .superRefine((q, ctx) => {
    if (ROLE_NUMBERS.every((n) => q[`e${n}`] === undefined)) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["e1"], message: FAMILY_SUCCESSION_FIELD.noRole });
    for (const n of ROLE_NUMBERS) {
      if (q[`e${n}`] === undefined) continue;
      for (const key of [`h${n}`, `y${n}`] as const) if (q[key] === undefined) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [key], message: FIELD.required });
    }
  });
export type FamilySuccessionQuery = z.infer<typeof familySuccessionQuerySchema>;

export const familySuccessionResponseSchema = z
  .object({
    inputs: z.object({ age: z.number().int(), year: z.number().int(), count: z.number().int() }).strict(),
    roles: z.array(
      z
        .object({
          entity: z.string(),
          kind: z.enum(ROLE_KINDS),
          kindLabel: z.string(),
          holder: z.string(),
          birthYear: z.number().int(),
          age: z.number().int(),
          successor: z.string().nullable(),
          atHandover: z.boolean(),
          /** No successor, or the holder named as their own. */
          uncovered: z.boolean(),
        })
        .strict(),
    ),
    people: z.array(z.object({ name: z.string(), holds: z.number().int(), follows: z.number().int(), key: z.boolean() }).strict()),
    withoutSuccessor: z.number().int(),
    atHandover: z.number().int(),
    findings: z.array(z.string()),
    steps: z.array(z.string()),
    assumptions: z.array(z.string()),
    disclaimer: z.string(),
  })
  .strict();
export type FamilySuccessionResponse = z.infer<typeof familySuccessionResponseSchema>;

export const familySuccessionContract = endpoint({ method: "GET", path: "/api/estate/family-succession", query: familySuccessionQuerySchema, response: familySuccessionResponseSchema });
