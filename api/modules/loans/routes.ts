import { Hono } from "hono";
import { mortgageQuerySchema } from "../../../core/contracts/mortgages";
import type { ApiEnv } from "../../platform/context";
import { parseQuery, respond } from "../../platform/http";
import { requireSession } from "../accounts/require-session";
import { requireFeature } from "../investor/require-feature";
import { mortgageComparison } from "./mortgage-comparison";

/**
 * The loans service's Platinum pages ("loans": mortgages, refinancing and lines of credit). The
 * mortgage comparison reads only its query and writes nothing: no loan is offered or applied for
 * here, so nothing moves money.
 */
export function loanRoutes() {
  const routes = new Hono<ApiEnv>();
  const platinum = [requireSession("full"), requireFeature("loans")] as const;

  routes.get("/loans/mortgages", ...platinum, (c) => {
    const parsed = parseQuery(c, mortgageQuerySchema);
    if (!parsed.ok) return parsed.response;
    return respond(c, mortgageComparison(parsed.value));
  });

  return routes;
}
