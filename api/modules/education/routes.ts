import { Hono } from "hono";
import { educationMixQuerySchema } from "../../../core/contracts/education-investments";
import { educationTrustQuerySchema } from "../../../core/contracts/education-trust";
import { todayIn } from "../../../core/planning/dates";
import type { ApiEnv } from "../../platform/context";
import { parseQuery, respond } from "../../platform/http";
import { requireSession } from "../accounts/require-session";
import { requireFeature } from "../investor/require-feature";
import { educationTrustAnswer } from "./education-trust";
import { educationMixReviewOf } from "./investment-review";

/**
 * The education service's Gold investment review of a 529 or Coverdell account held elsewhere (part
 * of investment analysis), and Diamond's education trust against a 529 plan (part of trusts). Both
 * read their query and write nothing; the college savings calculator is planning's.
 */
export function educationRoutes() {
  const routes = new Hono<ApiEnv>();

  routes.get("/education/investment-review", requireSession("full"), requireFeature("investment-analysis"), (c) => {
    const parsed = parseQuery(c, educationMixQuerySchema);
    if (!parsed.ok) return parsed.response;
    return respond(c, educationMixReviewOf(parsed.value));
  });

  routes.get("/education/trusts", requireSession("full"), requireFeature("trusts"), (c) => {
    const parsed = parseQuery(c, educationTrustQuerySchema);
    if (!parsed.ok) return parsed.response;
    return respond(c, educationTrustAnswer(parsed.value, todayIn(c.var.timeZone)));
  });

  return routes;
}
