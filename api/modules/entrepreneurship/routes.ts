import { Hono } from "hono";
import { routePath } from "../../../core/contracts/endpoint";
import { fundingRoundsContract } from "../../../core/contracts/funding-rounds";
import type { ApiEnv } from "../../platform/context";
import { parseQuery, respondWith } from "../../platform/http";
import { requireSession } from "../accounts/require-session";
import { requireFeature } from "../investor/require-feature";
import { fundingRoundsAnswer } from "./funding-rounds";

/**
 * The entrepreneurship service's Diamond resource library ("entrepreneurship-resources"): the
 * funding rounds page reads its query and writes nothing. The Bronze break-even calculator is
 * planning's.
 */
export function entrepreneurshipRoutes() {
  const routes = new Hono<ApiEnv>();

  routes.get(routePath(fundingRoundsContract), requireSession("full"), requireFeature("entrepreneurship-resources"), (c) => {
    const parsed = parseQuery(c, fundingRoundsContract.query);
    if (!parsed.ok) return parsed.response;
    return respondWith(c, fundingRoundsContract, fundingRoundsAnswer(parsed.value));
  });

  return routes;
}
