import { Hono } from "hono";
import { routePath } from "../../../core/contracts/endpoint";
import { deferredCompensationContract } from "../../../core/contracts/deferred-compensation";
import { retirementMixQuerySchema } from "../../../core/contracts/retirement-investments";
import { todayIn } from "../../../core/planning/dates";
import type { ApiEnv } from "../../platform/context";
import { parseQuery, respond, respondWith } from "../../platform/http";
import { requireSession } from "../accounts/require-session";
import { requireFeature } from "../investor/require-feature";
import { deferredCompensationAnswer } from "./deferred-compensation";
import { retirementMixReviewOf } from "./investment-review";

/**
 * The retirement service's Gold investment review of an account held elsewhere (part of investment
 * analysis), and the Emerald executive accounts' deferred compensation planner ("executive-accounts").
 * Both read their query and write nothing. The retirement calculators are planning's, and
 * retirement tax planning is tax's.
 */
export function retirementRoutes() {
  const routes = new Hono<ApiEnv>();

  routes.get("/retirement/investment-review", requireSession("full"), requireFeature("investment-analysis"), (c) => {
    const parsed = parseQuery(c, retirementMixQuerySchema);
    if (!parsed.ok) return parsed.response;
    return respond(c, retirementMixReviewOf(parsed.value));
  });

  routes.get(routePath(deferredCompensationContract), requireSession("full"), requireFeature("executive-accounts"), (c) => {
    const parsed = parseQuery(c, deferredCompensationContract.query);
    if (!parsed.ok) return parsed.response;
    return respondWith(c, deferredCompensationContract, deferredCompensationAnswer(parsed.value, todayIn(c.var.timeZone)));
  });

  return routes;
}
