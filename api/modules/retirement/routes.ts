import { Hono } from "hono";
import { retirementMixQuerySchema } from "../../../core/contracts/retirement-investments";
import type { ApiEnv } from "../../platform/context";
import { parseQuery, respond } from "../../platform/http";
import { requireSession } from "../accounts/require-session";
import { requireFeature } from "../investor/require-feature";
import { retirementMixReviewOf } from "./investment-review";

/**
 * The retirement service's Gold investment review of an account held elsewhere (part of investment
 * analysis). It reads its query and writes nothing. The retirement calculators are planning's, and
 * retirement tax planning is tax's.
 */
export function retirementRoutes() {
  const routes = new Hono<ApiEnv>();

  routes.get("/retirement/investment-review", requireSession("full"), requireFeature("investment-analysis"), (c) => {
    const parsed = parseQuery(c, retirementMixQuerySchema);
    if (!parsed.ok) return parsed.response;
    return respond(c, retirementMixReviewOf(parsed.value));
  });

  return routes;
}
