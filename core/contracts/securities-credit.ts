// GET /api/loans/securities-credit: a line of credit secured by the member's holdings on the
// platform (the loans service's Platinum card "Securities-backed lines of credit"): each holding's
// lending value, the line, and for an amount drawn the room before a call, the call in a fall and
// the interest-only cost. Query keys are the page's URL keys; money is dollars read into cents, in
// the answer a decimal string; percentages are numbers ("61.87" is 61.87 %).
import { z } from "zod";
import { parseAprBasisPoints } from "../debts/debts";
import { SECURITIES_CREDIT_FIELD } from "../messages/securities-credit";
import { decimalAmount as money } from "./amount";
import { amount, number, optional, withDefault } from "./calculator-query";
import { endpoint } from "./endpoint";

/** The rate a fresh visit assumes, basis points: an illustrative floating rate. */
export const DEFAULT_LINE_RATE_BP = 700;
export const DEFAULT_LINE_MONTHS = 12;
/** The market falls the page shows, basis points. */
export const LINE_FALLS_BP = [1_000, 2_000, 3_000, 4_000, 5_000] as const;

export const securitiesCreditQuerySchema = z.object({
  /** The amount to draw; absent, a quarter of the line (rounded down to whole thousands). */
  draw: optional(amount({ min: 0, max: 100_000_000 })),
  rate: withDefault(
    z.string().transform((value, ctx) => {
      const bp = parseAprBasisPoints(value);
      if (bp === null) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: SECURITIES_CREDIT_FIELD.rate });
        return z.NEVER;
      }
      return bp;
    }),
    DEFAULT_LINE_RATE_BP,
  ),
  months: withDefault(number({ min: 1, max: 120, whole: true }), DEFAULT_LINE_MONTHS),
});
export type SecuritiesCreditQuery = z.infer<typeof securitiesCreditQuerySchema>;

export const securitiesCreditResponseSchema = z
  .object({
    inputs: z.object({ draw: money, drawSource: z.enum(["entered", "quarter-of-line"]), rate: z.number(), months: z.number().int() }).strict(),
    collateral: z
      .object({
        lines: z.array(z.object({ assetClass: z.string(), label: z.string(), value: money, advanceRate: z.number(), lendingValue: money, stable: z.boolean() }).strict()),
        value: money,
        lendingValue: money,
        stableLending: money,
        marketLending: money,
      })
      .strict(),
    /** The share of the line drawn, percent (null without a line). */
    drawnShare: z.number().nullable(),
    /** How far the holdings that move with the markets could fall before a call, percent; null when no fall would call it. */
    fallBeforeCall: z.number().nullable(),
    interest: z.object({ monthly: money, total: money }).strict(),
    falls: z.array(z.object({ fall: z.number(), lendingValue: money, call: money }).strict()),
    findings: z.array(z.string()),
    assumptions: z.array(z.string()),
    disclaimer: z.string(),
  })
  .strict();
export type SecuritiesCreditResponse = z.infer<typeof securitiesCreditResponseSchema>;

export const securitiesCreditContract = endpoint({ method: "GET", path: "/api/loans/securities-credit", query: securitiesCreditQuerySchema, response: securitiesCreditResponseSchema });
