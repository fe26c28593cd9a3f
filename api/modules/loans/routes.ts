import { Hono } from "hono";
import { businessFinancingQuerySchema } from "../../../core/contracts/business-financing";
import { routePath } from "../../../core/contracts/endpoint";
import { familyLiabilitiesContract } from "../../../core/contracts/family-liabilities";
import { mortgageQuerySchema } from "../../../core/contracts/mortgages";
import { securitiesCreditQuerySchema } from "../../../core/contracts/securities-credit";
import { todayIn } from "../../../core/planning/dates";
import type { ApiEnv } from "../../platform/context";
import { parseQuery, reject, respond, respondWith } from "../../platform/http";
import { requireSession } from "../accounts/require-session";
import { requireFeature } from "../investor/require-feature";
import { businessFinancing } from "./business-financing";
import { familyLiabilitiesAnswer } from "./family-liabilities";
import { mortgageComparison } from "./mortgage-comparison";
import { securitiesCredit } from "./securities-credit";

/**
 * The loans service's Platinum pages ("loans": mortgages, refinancing, lines of credit and business
 * financing) and Taaffeite's family balance sheet ("family-office"). They read their query (and the
 * line, the member's holdings) and write nothing: no loan is offered or applied for here, so nothing
 * moves money.
 */
export function loanRoutes() {
  const routes = new Hono<ApiEnv>();
  const platinum = [requireSession("full"), requireFeature("loans")] as const;

  routes.get("/loans/mortgages", ...platinum, (c) => {
    const parsed = parseQuery(c, mortgageQuerySchema);
    if (!parsed.ok) return parsed.response;
    return respond(c, mortgageComparison(parsed.value));
  });

  routes.get("/loans/business", ...platinum, (c) => {
    const parsed = parseQuery(c, businessFinancingQuerySchema);
    if (!parsed.ok) return parsed.response;
    return respond(c, businessFinancing(parsed.value));
  });

  // A line secured by the member's holdings: read from their portfolio today, nothing written.
  routes.get("/loans/securities-credit", ...platinum, async (c) => {
    const parsed = parseQuery(c, securitiesCreditQuerySchema);
    if (!parsed.ok) return parsed.response;
    const answer = await securitiesCredit(c.var.db, c.var.user.id, parsed.value);
    // An amount over the member's own line is refused as a field, like the query's other refusals.
    return answer.ok ? respond(c, answer.value) : reject(c, 400, "BadRequest", `${answer.field}: ${answer.problem}`);
  });

  // The family's loans in one view: Taaffeite (family office).
  routes.get(routePath(familyLiabilitiesContract), requireSession("full"), requireFeature("family-office"), (c) => {
    const parsed = parseQuery(c, familyLiabilitiesContract.query);
    if (!parsed.ok) return parsed.response;
    return respondWith(c, familyLiabilitiesContract, familyLiabilitiesAnswer(parsed.value, todayIn(c.var.timeZone)));
  });

  return routes;
}
