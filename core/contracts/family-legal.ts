// GET /api/legal/family-calendar: the family legal calendar (Taaffeite, "family-office"). Query keys
// are the page's URL keys: for each matter n of 1 to 6 its name `m<n>`, kind `k<n>`, date `d<n>`
// ("YYYY-MM-DD"), notice `t<n>` (days before the date, 0 if blank) and what happens on the date
// `r<n>` (`ends` or `auto`). A matter counts when it has a name, and then needs its date; at least the
// first is required.
import { z } from "zod";
import { MATTER_KINDS, MATTER_NUMBERS, MAX_NOTICE_DAYS, RENEWAL_KINDS } from "../legal/family-matters";
import { FAMILY_LEGAL_FIELD } from "../messages/family-legal";
import { FIELD } from "../messages/planning";
import { choice, number, optional, withDefault } from "./calculator-query";
import { endpoint } from "./endpoint";
import { isoDate } from "./planning";
import { requiredText } from "./text";

export const MAX_MATTER_NAME = 80;

const name = optional(requiredText(MAX_MATTER_NAME));
const kind = choice(MATTER_KINDS, FAMILY_LEGAL_FIELD.kind, "contract");
const date = optional(isoDate);
const notice = withDefault(number({ min: 0, max: MAX_NOTICE_DAYS, whole: true }), 0);
const renewal = choice(RENEWAL_KINDS, FAMILY_LEGAL_FIELD.renewal, "ends");

export const familyLegalQuerySchema = z
  .object({
    // One matter a line: its name, kind, date, notice in days and what happens on the date.
    m1: name, k1: kind, d1: date, t1: notice, r1: renewal,
    m2: name, k2: kind, d2: date, t2: notice, r2: renewal,
    m3: name, k3: kind, d3: date, t3: notice, r3: renewal,
    m4: name, k4: kind, d4: date, t4: notice, r4: renewal,
    m5: name, k5: kind, d5: date, t5: notice, r5: renewal,
    m6: name, k6: kind, d6: date, t6: notice, r6: renewal,
  })
  .superRefine((q, ctx) => {
    if (MATTER_NUMBERS.every((n) => q[`m${n}`] === undefined)) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["m1"], message: FAMILY_LEGAL_FIELD.noMatter });
    // A named matter needs its date; a field that failed its own rule already has its message.
    for (const n of MATTER_NUMBERS) if (q[`m${n}`] !== undefined && q[`d${n}`] === undefined) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [`d${n}`], message: FIELD.required });
  });
export type FamilyLegalQuery = z.infer<typeof familyLegalQuerySchema>;

const isoDateOut = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const familyLegalResponseSchema = z
  .object({
    inputs: z.object({ count: z.number().int() }).strict(),
    today: isoDateOut,
    /** In the order to act. */
    matters: z.array(
      z
        .object({
          name: z.string(),
          kind: z.enum(MATTER_KINDS),
          kindLabel: z.string(),
          date: isoDateOut,
          noticeDays: z.number().int(),
          renewal: z.enum(RENEWAL_KINDS),
          renewalLabel: z.string(),
          actBy: isoDateOut,
          /** What to do on `actBy`: give notice, or the date itself when no notice is needed. */
          action: z.string(),
          daysToAct: z.number().int(),
          daysToDate: z.number().int(),
          status: z.enum(["past", "missed", "soon", "later"]),
        })
        .strict(),
    ),
    soon: z.number().int(),
    missed: z.number().int(),
    past: z.number().int(),
    byKind: z.array(z.object({ kind: z.enum(MATTER_KINDS), label: z.string(), count: z.number().int() }).strict()),
    findings: z.array(z.string()),
    steps: z.array(z.string()),
    assumptions: z.array(z.string()),
    disclaimer: z.string(),
  })
  .strict();
export type FamilyLegalResponse = z.infer<typeof familyLegalResponseSchema>;

export const familyLegalContract = endpoint({ method: "GET", path: "/api/legal/family-calendar", query: familyLegalQuerySchema, response: familyLegalResponseSchema });
