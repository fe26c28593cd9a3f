// GET /api/budgeting/family-cash-forecast: the family cash forecast (Taaffeite, "family-office").
// Query keys are the page's URL keys: the reserve in `months` of outflows; for each household or
// entity n of 1 to 6 its name `e<n>`, cash today `c<n>`, monthly inflow `i<n>` and outflow `o<n>`
// (dollars), and one large payment `p<n>` (dollars) with its month `w<n>` ("YYYY-MM"). An entity counts
// when it has a name, and then needs its cash, inflow and outflow; a payment needs its month; at
// least the first entity is required.
import { z } from "zod";
import { DEFAULT_RESERVE_MONTHS, ENTITY_NUMBERS } from "../budgeting/family-cash-forecast";
import { isMonth } from "../budgeting/months";
import { FAMILY_CASH_FIELD } from "../messages/family-cash-forecast";
import { FIELD } from "../messages/planning";
import { decimalAmount as money } from "./amount";
import { amount, number, optional, withDefault } from "./calculator-query";
import { endpoint } from "./endpoint";
import { requiredText } from "./text";

export const MAX_ENTITY_NAME = 80;
export const MAX_RESERVE_MONTHS = 24;

const name = optional(requiredText(MAX_ENTITY_NAME));
const cash = optional(amount({ min: 0, max: 10_000_000_000 }));
const flow = optional(amount({ min: 0, max: 1_000_000_000 }));
const payment = optional(amount({ min: 1, max: 10_000_000_000 }));
const month = optional(z.string({ invalid_type_error: FAMILY_CASH_FIELD.month }).refine(isMonth, FAMILY_CASH_FIELD.month));

export const familyCashQuerySchema = z
  .object({
    months: withDefault(number({ min: 0, max: MAX_RESERVE_MONTHS, whole: true }), DEFAULT_RESERVE_MONTHS),
    // One household or entity a line: its name, cash today, monthly inflow and outflow, and its large payment with the month.
    e1: name, c1: cash, i1: flow, o1: flow, p1: payment, w1: month,
    e2: name, c2: cash, i2: flow, o2: flow, p2: payment, w2: month,
    e3: name, c3: cash, i3: flow, o3: flow, p3: payment, w3: month,
    e4: name, c4: cash, i4: flow, o4: flow, p4: payment, w4: month,
    e5: name, c5: cash, i5: flow, o5: flow, p5: payment, w5: month,
    e6: name, c6: cash, i6: flow, o6: flow, p6: payment, w6: month,
  })
  .superRefine((q, ctx) => {
    if (ENTITY_NUMBERS.every((n) => q[`e${n}`] === undefined)) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["e1"], message: FAMILY_CASH_FIELD.noEntity });
    // A named entity needs its figures, and a payment its month; a field that failed its own rule already has its message.
    for (const n of ENTITY_NUMBERS) {
      if (q[`e${n}`] === undefined) continue;
      for (const key of [`c${n}`, `i${n}`, `o${n}`] as const) if (q[key] === undefined) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [key], message: FIELD.required });
      if (q[`p${n}`] !== undefined && q[`w${n}`] === undefined) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [`w${n}`], message: FAMILY_CASH_FIELD.paymentMonth });
    }
  });
export type FamilyCashQuery = z.infer<typeof familyCashQuerySchema>;

const monthOut = z.string().regex(/^\d{4}-\d{2}$/);

export const familyCashResponseSchema = z
  .object({
    inputs: z.object({ months: z.number().int(), count: z.number().int() }).strict(),
    today: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    /** The forecast's months, from today's, each with its label ("December 2026"). */
    months: z.array(z.object({ month: monthOut, label: z.string() }).strict()),
    entities: z.array(
      z
        .object({
          name: z.string(),
          cash: money,
          inflow: money,
          outflow: money,
          payment: money.nullable(),
          paymentMonth: monthOut.nullable(),
          paymentOutside: z.boolean(),
          /** Month-end cash, one per forecast month. */
          balances: z.array(money),
          reserve: money,
          low: money,
          lowMonth: monthOut,
          negativeMonth: monthOut.nullable(),
          short: money,
          spare: money,
          end: money,
        })
        .strict(),
    ),
    /** The family's month-end cash, one per forecast month. */
    totals: z.array(money),
    cash: money,
    end: money,
    reserve: money,
    low: money,
    lowMonth: monthOut,
    transfers: z.array(z.object({ from: z.string(), to: z.string(), amount: money }).strict()),
    uncovered: money,
    spare: money,
    findings: z.array(z.string()),
    steps: z.array(z.string()),
    assumptions: z.array(z.string()),
    disclaimer: z.string(),
  })
  .strict();
export type FamilyCashResponse = z.infer<typeof familyCashResponseSchema>;

export const familyCashContract = endpoint({ method: "GET", path: "/api/budgeting/family-cash-forecast", query: familyCashQuerySchema, response: familyCashResponseSchema });
