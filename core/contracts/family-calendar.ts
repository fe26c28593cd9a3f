// GET /api/tax/family-calendar: the family office's tax calendar (Taaffeite, "family-office"). Query
// keys are the page's URL keys: the tax `year`, then for each filer n of 1 to 8 its name `n<n>` and
// kind `k<n>` (individual, partnership, s_corporation, c_corporation, trust, foundation). A filer
// counts when it has a name; at least the first is required.
import { z } from "zod";
import { FAMILY_CALENDAR_FIELD } from "../messages/family-calendar";
import { ENTITY_KINDS } from "../tax/family-calendar";
import { choice, optional } from "./calculator-query";
import { endpoint } from "./endpoint";
import { requiredText } from "./text";

export const FILER_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export const MAX_FILER_NAME = 80;
/** The tax years the calendar plans: the deadline rules hold for them as the law stands. */
export const FIRST_YEAR = 2024;
export const LAST_YEAR = 2035;
/** A tax year the calendars plan, FIRST_YEAR to LAST_YEAR; absent when blank (the foundation page's too). */
export const calendarYear = optional(
  z.coerce
    .number({ invalid_type_error: FAMILY_CALENDAR_FIELD.year(FIRST_YEAR, LAST_YEAR) })
    .int(FAMILY_CALENDAR_FIELD.year(FIRST_YEAR, LAST_YEAR))
    .min(FIRST_YEAR, FAMILY_CALENDAR_FIELD.year(FIRST_YEAR, LAST_YEAR))
    .max(LAST_YEAR, FAMILY_CALENDAR_FIELD.year(FIRST_YEAR, LAST_YEAR)),
);
const name = optional(requiredText(MAX_FILER_NAME));
const kind = choice(ENTITY_KINDS, FAMILY_CALENDAR_FIELD.kind, "individual");

export const familyCalendarQuerySchema = z
  .object({
    /** The tax year; the API takes today's when absent. */
    year: calendarYear,
    n1: name,
    k1: kind,
    n2: name,
    k2: kind,
    n3: name,
    k3: kind,
    n4: name,
    k4: kind,
    n5: name,
    k5: kind,
    n6: name,
    k6: kind,
    n7: name,
    k7: kind,
    n8: name,
    k8: kind,
  })
  .superRefine((q, ctx) => {
    if (FILER_NUMBERS.every((n) => q[`n${n}`] === undefined)) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["n1"], message: FAMILY_CALENDAR_FIELD.noEntity });
  });
export type FamilyCalendarQuery = z.infer<typeof familyCalendarQuerySchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const familyCalendarResponseSchema = z
  .object({
    inputs: z.object({ year: z.number().int(), filers: z.array(z.object({ name: z.string(), kind: z.enum(ENTITY_KINDS), kindLabel: z.string() }).strict()) }).strict(),
    today: isoDate,
    deadlines: z.array(
      z
        .object({
          date: isoDate,
          /** The date the rule gives, before a weekend or holiday moved it. */
          statutory: isoDate,
          filer: z.number().int(),
          name: z.string(),
          form: z.string(),
          kind: z.enum(["return", "extended", "estimate"]),
          what: z.string(),
          quarter: z.number().int().nullable(),
          /** Past today, or within the next 90 days. */
          past: z.boolean(),
          upcoming: z.boolean(),
        })
        .strict(),
    ),
    months: z.array(z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), label: z.string(), count: z.number().int() }).strict()),
    findings: z.array(z.string()),
    steps: z.array(z.string()),
    assumptions: z.array(z.string()),
    disclaimer: z.string(),
  })
  .strict();
export type FamilyCalendarResponse = z.infer<typeof familyCalendarResponseSchema>;

export const familyCalendarContract = endpoint({ method: "GET", path: "/api/tax/family-calendar", query: familyCalendarQuerySchema, response: familyCalendarResponseSchema });
