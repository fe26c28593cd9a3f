// GET /api/retirement/investment-review: a retirement account held elsewhere (a 401(k), an IRA)
// against a glide path for the years to retirement, its funds' costs and the sequence-of-returns
// risk of withdrawals (the retirement service's Gold card "Retirement investment analysis"). Query
// keys are the page's URL keys: `age` and `retireAge`, the account's `balance`, its mix (`stocks`,
// `bonds`, `cash` %, making 100), the part in the employer's stock (`employerStock` %, of the whole
// account), the funds' yearly costs (`fee` %) and a yearly `withdrawal` for the illustration (4 % of
// the balance if absent). Money is dollars (at most 2 decimals) read into cents, in the answer a
// decimal string; percentages have at most 2 decimals (basis points inside), answered as percent.
import { z } from "zod";
import { RETIREMENT_MIX_FIELD } from "../messages/retirement-investments";
import { decimalAmount as money } from "./amount";
import { amount, number, optional, required, withDefault } from "./calculator-query";
import { endpoint } from "./endpoint";
import { mixAddsUp, mixQueryFields, shareOfAccount } from "./investment-mix";

export const RETIREMENT_MIX_DEFAULTS = { retireAge: 67, withdrawalBp: 400 } as const;

export const retirementMixQuerySchema = z
  .object({
    age: required(number({ min: 18, max: 100, whole: true })),
    retireAge: withDefault(number({ min: 40, max: 80, whole: true }), RETIREMENT_MIX_DEFAULTS.retireAge),
    balance: required(amount({ min: 1, max: 100_000_000 })),
    ...mixQueryFields,
    employerStock: withDefault(shareOfAccount, 0),
    withdrawal: optional(amount({ min: 0, max: 10_000_000 })),
  })
  .superRefine((q, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
    if (!mixAddsUp(q)) issue("stocks", RETIREMENT_MIX_FIELD.mixTotal);
    else if (q.employerStock > q.stocks) issue("employerStock", RETIREMENT_MIX_FIELD.employerOverStocks);
  });
export type RetirementMixQuery = z.infer<typeof retirementMixQuerySchema>;

const sharePercent = z.number();

export const retirementMixResponseSchema = z
  .object({
    inputs: z.object({ age: z.number().int(), retireAge: z.number().int(), balance: money, stocks: sharePercent, bonds: sharePercent, cash: sharePercent, employerStock: sharePercent, fee: z.number() }).strict(),
    /** Whole years to retirement; negative once retired. */
    yearsToRetirement: z.number().int(),
    /** The glide path's share in stocks for those years and its usual range, percent; where the account's share stands. */
    target: z.object({ stocks: z.number(), low: z.number(), high: z.number() }).strict(),
    position: z.enum(["within", "above", "below"]),
    /** The mix's assumed long-run return, percent. */
    expectedReturn: z.number(),
    /** The funds' costs: this year, and over `years` against low-cost funds (`lowCostFee` %), what they leave less. */
    fees: z.object({ yearly: money, years: z.number().int(), balance: money, lowCostBalance: money, lowCostFee: z.number(), cost: money }).strict(),
    /** What is in the employer's stock, and the share of one company the review names beyond, percent. */
    employer: z.object({ amount: money, limit: z.number() }).strict(),
    sequence: z
      .object({
        withdrawal: money,
        /** The stock returns of the illustration, percent, losses first. */
        stockReturns: z.array(z.number()),
        years: z.array(z.object({ year: z.number().int(), lossesFirst: money, lossesLast: money }).strict()),
        withoutWithdrawals: money,
      })
      .strict(),
    findings: z.array(z.string()),
    withdrawalOptions: z.array(z.string()),
    assumptions: z.array(z.string()),
    disclaimer: z.string(),
  })
  .strict();
export type RetirementMixResponse = z.infer<typeof retirementMixResponseSchema>;

export const retirementMixContract = endpoint({ method: "GET", path: "/api/retirement/investment-review", query: retirementMixQuerySchema, response: retirementMixResponseSchema });
