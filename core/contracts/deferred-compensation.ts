// GET /api/retirement/deferred-compensation: the executive accounts' deferred compensation planner
// (Emerald). Query keys are the page's URL keys: the `balance` owed (dollars, at most 2 decimals),
// the earnings credited a year while it is paid out (`growth`, percent), the `income` the member
// has each payout year besides it, the installment `plan` whose years are listed (5, 10 or 15), the
// tax `year` and filing `status`. In the answer money is a decimal string, rates percent.
import { z } from "zod";
import { DEFERRED_FIELD } from "../messages/deferred-compensation";
import { ZERO_CENTS } from "../money";
import { FILING_STATUSES } from "../tax/federal-tax-tables";
import { decimalAmount as money } from "./amount";
import { amount, basisPoints, choice, required, withDefault } from "./calculator-query";
import { endpoint } from "./endpoint";
import { taxYearQuery } from "./tax-withholding";

export const DEFAULT_DEFERRED_GROWTH_BP = 500;
const PLANS = ["5", "10", "15"] as const;

export const deferredCompensationQuerySchema = z.object({
  balance: required(amount({ min: 1, max: 100_000_000 })),
  growth: withDefault(basisPoints({ min: 0, max: 15 }), DEFAULT_DEFERRED_GROWTH_BP),
  income: withDefault(amount({ min: 0, max: 10_000_000 }), ZERO_CENTS),
  plan: choice(PLANS, DEFERRED_FIELD.plan, "10").transform((plan) => Number(plan) as 5 | 10 | 15),
  /** The tax year; the API takes the current one (or the latest it has tables for) when absent. */
  year: taxYearQuery,
  status: choice(FILING_STATUSES, DEFERRED_FIELD.status, "single"),
});
export type DeferredCompensationQuery = z.infer<typeof deferredCompensationQuerySchema>;

export const deferredCompensationResponseSchema = z
  .object({
    inputs: z.object({ balance: money, growth: z.number(), income: money, plan: z.number().int(), year: z.number().int(), status: z.enum(FILING_STATUSES) }).strict(),
    elections: z.array(
      z
        .object({
          /** 1 for the lump sum. */
          installments: z.number().int(),
          label: z.string(),
          paid: money,
          tax: money,
          afterTax: money,
          /** The tax over what is paid, percent. */
          averageRate: z.number(),
          /** The highest bracket a payment reaches, percent. */
          topBracket: z.number(),
        })
        .strict(),
    ),
    years: z.array(z.object({ year: z.number().int(), payment: money, tax: money, afterTax: money, bracket: z.number() }).strict()),
    findings: z.array(z.string()),
    steps: z.array(z.string()),
    assumptions: z.array(z.string()),
    disclaimer: z.string(),
  })
  .strict();
export type DeferredCompensationResponse = z.infer<typeof deferredCompensationResponseSchema>;

export const deferredCompensationContract = endpoint({
  method: "GET",
  path: "/api/retirement/deferred-compensation",
  query: deferredCompensationQuerySchema,
  response: deferredCompensationResponseSchema,
});
