// GET /api/entrepreneurship/funding-rounds: the entrepreneurship service's Diamond "Raising
// capital" page. Query keys are the page's URL keys: the `founders`' shares and the `pool` set
// aside today, then for each round n of 1 to 3 its pre-money valuation `pre<n>` and raise
// `raise<n>` (dollars, at most 2 decimals) and the unissued pool `pool<n>` the investors ask for
// after it (percent of all shares). A round counts when its pre-money and raise are both given;
// the rounds run in order. In the answer money is a decimal string, a share's price one with four
// decimals, shares of the company percent with two.
import { z } from "zod";
import { poolTargetFits } from "../entrepreneurship/funding-rounds";
import { FUNDING_FIELD } from "../messages/funding-rounds";
import { decimalAmount as money } from "./amount";
import { amount, basisPoints, number, optional, withDefault } from "./calculator-query";
import { endpoint } from "./endpoint";

export const ROUND_NUMBERS = [1, 2, 3] as const;
const MAX_DOLLARS = 100_000_000_000;
const dollarsOrBlank = optional(amount({ min: 1, max: MAX_DOLLARS }));
const poolPercent = withDefault(basisPoints({ min: 0, max: 30 }), 0);

export const fundingRoundsQuerySchema = z
  .object({
    founders: withDefault(number({ min: 1, max: 1_000_000_000, whole: true }), 10_000_000),
    pool: withDefault(number({ min: 0, max: 1_000_000_000, whole: true }), 0),
    pre1: dollarsOrBlank,
    raise1: dollarsOrBlank,
    pool1: poolPercent,
    pre2: dollarsOrBlank,
    raise2: dollarsOrBlank,
    pool2: poolPercent,
    pre3: dollarsOrBlank,
    raise3: dollarsOrBlank,
    pool3: poolPercent,
  })
  .superRefine((q, ctx) => {
    let gap = false;
    // A refinement runs over fields that failed their own rules too (zod keeps going): read only numbers.
    const numberOr = (value: unknown) => (typeof value === "number" ? value : undefined);
    for (const n of ROUND_NUMBERS) {
      const pre = numberOr(q[`pre${n}`]);
      const raise = numberOr(q[`raise${n}`]);
      const poolBp = numberOr(q[`pool${n}`]);
      if (pre === undefined && raise === undefined) {
        if (n === 1) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["pre1"], message: FUNDING_FIELD.noRound });
        gap = true;
        continue;
      }
      if (pre === undefined) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [`pre${n}`], message: FUNDING_FIELD.raiseWithoutPre });
      else if (raise === undefined) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [`raise${n}`], message: FUNDING_FIELD.preWithoutRaise });
      else if (gap) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [`pre${n}`], message: FUNDING_FIELD.gap });
      else if (poolBp !== undefined && !poolTargetFits({ preMoneyCents: pre, raiseCents: raise, poolBp })) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [`pool${n}`], message: FUNDING_FIELD.poolTooLarge });
    }
  });
export type FundingRoundsQuery = z.infer<typeof fundingRoundsQuerySchema>;

const holding = z.object({ holder: z.string(), label: z.string(), shares: z.number().int(), share: z.number() }).strict();

export const fundingRoundsResponseSchema = z
  .object({
    inputs: z
      .object({
        founders: z.number().int(),
        pool: z.number().int(),
        rounds: z.array(z.object({ name: z.string(), preMoney: money, raise: money, pool: z.number() }).strict()),
      })
      .strict(),
    start: z.object({ totalShares: z.number().int(), holdings: z.array(holding) }).strict(),
    rounds: z.array(
      z
        .object({
          name: z.string(),
          newPoolShares: z.number().int(),
          investorShares: z.number().int(),
          totalShares: z.number().int(),
          /** Dollars a share, four decimals. */
          price: z.string().regex(/^\d+\.\d{4}$/),
          postMoney: money,
          effectivePreMoney: money,
          founderValue: money,
          holdings: z.array(holding),
        })
        .strict(),
    ),
    findings: z.array(z.string()),
    steps: z.array(z.string()),
    assumptions: z.array(z.string()),
    disclaimer: z.string(),
  })
  .strict();
export type FundingRoundsResponse = z.infer<typeof fundingRoundsResponseSchema>;

export const fundingRoundsContract = endpoint({ method: "GET", path: "/api/entrepreneurship/funding-rounds", query: fundingRoundsQuerySchema, response: fundingRoundsResponseSchema });
