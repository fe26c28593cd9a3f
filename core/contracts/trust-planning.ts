// GET /api/estate/trusts: the estate service's Diamond "Trust planning and funding". Query keys are
// the page's URL keys: the estate calculator's (each asset's value and, under `<asset>By`, how it
// is held; `debts`, earlier taxable `gifts`, what goes to a `spouse` and to `charity`; the `year`),
// with the probate `fees` basis (`california` or `rate`, then the `rate` in percent), the trust's
// `cost`, and a `gift` now to an irrevocable trust growing at `growth` percent for `years`. Money is
// dollars (at most 2 decimals) read into cents, in the answer a decimal string; rates have at most
// 2 decimals (basis points inside), answered as percent.
import { z } from "zod";
import { FUNDING_ACTIONS } from "../estate/trust-planning";
import { PROBATE_FEE_BASES } from "../estate/probate-fees";
import { TRUST_PLANNING_FIELD } from "../messages/trust-planning";
import { ZERO_CENTS } from "../money";
import { ESTATE_ASSETS, ESTATE_ROUTES } from "../planning/estate-size";
import { decimalAmount as money } from "./amount";
import { amount, basisPoints, choice, number, withDefault } from "./calculator-query";
import { endpoint } from "./endpoint";
import { estateQuerySchema } from "./estate";

export const TRUST_PLANNING_DEFAULTS = { rateBp: 300, growthBp: 500, years: 20 } as const;

export const trustPlanningQuerySchema = estateQuerySchema
  .omit({ minors: true })
  .extend({
    fees: choice(PROBATE_FEE_BASES, TRUST_PLANNING_FIELD.fees, "california"),
    /** Probate's cost as a share of the probate estate, percent, when `fees` is `rate`. */
    rate: withDefault(basisPoints({ min: 0, max: 10 }), TRUST_PLANNING_DEFAULTS.rateBp),
    /** Drafting the trust and retitling, dollars. */
    cost: withDefault(amount({ min: 0, max: 1_000_000 }), ZERO_CENTS),
    /** Given now to an irrevocable trust, dollars, out of what is listed. */
    gift: withDefault(amount({ min: 0, max: 1_000_000_000 }), ZERO_CENTS),
    growth: withDefault(basisPoints({ min: 0, max: 15 }), TRUST_PLANNING_DEFAULTS.growthBp),
    years: withDefault(number({ min: 1, max: 60, whole: true }), TRUST_PLANNING_DEFAULTS.years),
  })
  .superRefine((q, ctx) => {
    const owned = ESTATE_ASSETS.reduce((sum, asset) => sum + (q[asset] as number), 0);
    if ((q.gift as number) > owned) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["gift"], message: TRUST_PLANNING_FIELD.giftOverEstate });
  });
export type TrustPlanningQuery = z.infer<typeof trustPlanningQuerySchema>;

export const trustPlanningResponseSchema = z
  .object({
    inputs: z
      .object({
        year: z.number().int(),
        assets: z.array(z.object({ asset: z.enum(ESTATE_ASSETS), value: money, route: z.enum(ESTATE_ROUTES) }).strict()),
        debts: money,
        gifts: money,
        spouse: money,
        charity: money,
        fees: z.enum(PROBATE_FEE_BASES),
        rate: z.number(),
        cost: money,
        gift: money,
        growth: z.number(),
        years: z.number().int(),
      })
      .strict(),
    /** Each asset: how it is held, what to do with it to fund the trust, and how. */
    rows: z.array(
      z.object({ asset: z.enum(ESTATE_ASSETS), label: z.string(), value: money, route: z.enum(ESTATE_ROUTES), action: z.enum(FUNDING_ACTIONS), actionLabel: z.string(), how: z.string() }).strict(),
    ),
    /** What passes under the will today, probate's fees on it, and the fees avoided less the trust's cost. */
    probate: money,
    probateFees: money,
    netSaving: money,
    joint: money,
    inTrust: money,
    exclusion: money,
    /** An irrevocable trust's gift, when one is given. */
    irrevocable: z
      .object({
        gift: money,
        grown: money,
        growth: money,
        giftTax: money,
        estateTaxKept: money,
        estateTaxGiven: money,
        taxSaved: money,
        heirsGainTax: money,
        exclusionLeft: money,
      })
      .strict()
      .nullable(),
    findings: z.array(z.string()),
    steps: z.array(z.string()),
    assumptions: z.array(z.string()),
    disclaimer: z.string(),
  })
  .strict();
export type TrustPlanningResponse = z.infer<typeof trustPlanningResponseSchema>;

export const trustPlanningContract = endpoint({ method: "GET", path: "/api/estate/trusts", query: trustPlanningQuerySchema, response: trustPlanningResponseSchema });
