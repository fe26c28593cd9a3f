// GET /api/insurance/family-risk: the family risk review (Taaffeite, "family-office"). Query keys are
// the page's URL keys: the family's net `worth` (dollars); for each policy n of 1 to 6 its name
// `p<n>`, kind `k<n>`, limit `l<n>` and yearly premium `a<n>` (dollars), renewal date `d<n>` and the
// cost to replace what it insures `v<n>` (dollars, optional). A policy counts when it has a name, and
// then needs its limit, premium and renewal date; at least the first is required.
import { z } from "zod";
import { POLICY_KINDS, POLICY_NUMBERS } from "../insurance/family-risk";
import { FAMILY_RISK_FIELD } from "../messages/family-risk";
import { FIELD } from "../messages/planning";
import { decimalAmount as money } from "./amount";
import { amount, choice, optional, required } from "./calculator-query";
import { endpoint } from "./endpoint";
import { isoDate } from "./planning";
import { requiredText } from "./text";

export const MAX_POLICY_NAME = 80;

const name = optional(requiredText(MAX_POLICY_NAME));
const kind = choice(POLICY_KINDS, FAMILY_RISK_FIELD.kind, "home");
const limit = optional(amount({ min: 1, max: 10_000_000_000 }));
const premium = optional(amount({ min: 0, max: 100_000_000 }));
const renewal = optional(isoDate);
const value = optional(amount({ min: 1, max: 10_000_000_000 }));

export const familyRiskQuerySchema = z
  .object({
    worth: required(amount({ min: 0, max: 100_000_000_000 })),
    // One policy a line: its name, kind, limit, premium, renewal date and cost to replace.
    p1: name, k1: kind, l1: limit, a1: premium, d1: renewal, v1: value,
    p2: name, k2: kind, l2: limit, a2: premium, d2: renewal, v2: value,
    p3: name, k3: kind, l3: limit, a3: premium, d3: renewal, v3: value,
    p4: name, k4: kind, l4: limit, a4: premium, d4: renewal, v4: value,
    p5: name, k5: kind, l5: limit, a5: premium, d5: renewal, v5: value,
    p6: name, k6: kind, l6: limit, a6: premium, d6: renewal, v6: value,
  })
  .superRefine((q, ctx) => {
    if (POLICY_NUMBERS.every((n) => q[`p${n}`] === undefined)) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["p1"], message: FAMILY_RISK_FIELD.noPolicy });
    // A named policy needs its figures; a field that failed its own rule already has its message.
    for (const n of POLICY_NUMBERS) {
      if (q[`p${n}`] === undefined) continue;
      for (const key of [`l${n}`, `a${n}`, `d${n}`] as const) if (q[key] === undefined) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [key], message: FIELD.required });
    }
  });
export type FamilyRiskQuery = z.infer<typeof familyRiskQuerySchema>;

const isoDateOut = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const familyRiskResponseSchema = z
  .object({
    inputs: z.object({ worth: money, count: z.number().int() }).strict(),
    today: isoDateOut,
    /** In renewal order. */
    policies: z.array(
      z
        .object({
          name: z.string(),
          kind: z.enum(POLICY_KINDS),
          kindLabel: z.string(),
          limit: money,
          premium: money,
          renewal: isoDateOut,
          daysToRenewal: z.number().int(),
          value: money.nullable(),
          /** The limit's share of the value, percent; null without a value. */
          insured: z.number().nullable(),
          short: money,
          belowCoinsurance: z.boolean(),
        })
        .strict(),
    ),
    premium: money,
    upcoming: z.number().int(),
    umbrella: money,
    liabilityGap: money,
    byKind: z.array(z.object({ kind: z.enum(POLICY_KINDS), label: z.string(), count: z.number().int(), premium: money, limit: money }).strict()),
    findings: z.array(z.string()),
    steps: z.array(z.string()),
    assumptions: z.array(z.string()),
    disclaimer: z.string(),
  })
  .strict();
export type FamilyRiskResponse = z.infer<typeof familyRiskResponseSchema>;

export const familyRiskContract = endpoint({ method: "GET", path: "/api/insurance/family-risk", query: familyRiskQuerySchema, response: familyRiskResponseSchema });
