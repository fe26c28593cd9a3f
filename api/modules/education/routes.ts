import { Hono } from "hono";
import { educationMixQuerySchema } from "../../../core/contracts/education-investments";
import type { ApiEnv } from "../../platform/context";
import { parseQuery, respond } from "../../platform/http";
import { requireSession } from "../accounts/require-session";
import { requireFeature } from "../investor/require-feature";
import { educationMixReviewOf } from "./investment-review";

/**
 * The education service's Gold investment review of a 529 or Coverdell account held elsewhere (part
 * of investment analysis). It reads its query and writes nothing; the college savings calculator
 * is planning's.
 */
export function educationRoutes() {
  const routes = new Hono<ApiEnv>();

  routes.get("/education/investment-review", requireSession("full"), requireFeature("investment-analysis"), (c) => {
    const parsed = parseQuery(c, educationMixQuerySchema);
    if (!parsed.ok) return parsed.response;
    return respond(c, educationMixReviewOf(parsed.value));
  });

  return routes;
}
