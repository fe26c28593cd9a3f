import { Hono } from "hono";
import { annuityReviewQuerySchema } from "../../../core/contracts/annuity-review";
import type { ApiEnv } from "../../platform/context";
import { parseQuery, respond } from "../../platform/http";
import { requireSession } from "../accounts/require-session";
import { requireFeature } from "../investor/require-feature";
import { annuityReviewOf } from "./annuity-review";

/**
 * The insurance service's own pages beyond the calculators (which are planning's): Gold's annuity
 * review, part of investment analysis. It reads its query and writes nothing: no policy is sold,
 * kept or replaced here.
 */
export function insuranceRoutes() {
  const routes = new Hono<ApiEnv>();

  routes.get("/insurance/annuities", requireSession("full"), requireFeature("investment-analysis"), (c) => {
    const parsed = parseQuery(c, annuityReviewQuerySchema);
    if (!parsed.ok) return parsed.response;
    return respond(c, annuityReviewOf(parsed.value));
  });

  return routes;
}
