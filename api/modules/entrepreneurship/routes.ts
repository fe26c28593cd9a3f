import { Hono } from "hono";
import { successionContract } from "../../../core/contracts/business-succession";
import { routePath } from "../../../core/contracts/endpoint";
import { equityAwardsContract } from "../../../core/contracts/equity-awards";
import { fundingRoundsContract } from "../../../core/contracts/funding-rounds";
import { todayIn } from "../../../core/planning/dates";
import type { ApiEnv } from "../../platform/context";
import { parseQuery, respondWith } from "../../platform/http";
import { requireSession } from "../accounts/require-session";
import { requireFeature } from "../investor/require-feature";
import { equityAwardsAnswer } from "./equity-awards";
import { fundingRoundsAnswer } from "./funding-rounds";
import { successionAnswer } from "./succession";

/**
 * The entrepreneurship service's Diamond resource library ("entrepreneurship-resources"): the
 * funding rounds page, and the Emerald executive accounts ("executive-accounts"): the equity award
 * planner, and Taaffeite's family office ("family-office"): the business succession comparison. Each
 * reads its query and writes nothing. The Bronze break-even calculator is planning's.
 */
export function entrepreneurshipRoutes() {
  const routes = new Hono<ApiEnv>();

  routes.get(routePath(fundingRoundsContract), requireSession("full"), requireFeature("entrepreneurship-resources"), (c) => {
    const parsed = parseQuery(c, fundingRoundsContract.query);
    if (!parsed.ok) return parsed.response;
    return respondWith(c, fundingRoundsContract, fundingRoundsAnswer(parsed.value));
  });

  routes.get(routePath(equityAwardsContract), requireSession("full"), requireFeature("executive-accounts"), (c) => {
    const parsed = parseQuery(c, equityAwardsContract.query);
    if (!parsed.ok) return parsed.response;
    return respondWith(c, equityAwardsContract, equityAwardsAnswer(parsed.value, todayIn(c.var.timeZone)));
  });

  routes.get(routePath(successionContract), requireSession("full"), requireFeature("family-office"), (c) => {
    const parsed = parseQuery(c, successionContract.query);
    if (!parsed.ok) return parsed.response;
    return respondWith(c, successionContract, successionAnswer(parsed.value, todayIn(c.var.timeZone)));
  });

  return routes;
}
