import { Hono } from "hono";
import { annuityReviewQuerySchema } from "../../../core/contracts/annuity-review";
import { cashValueQuerySchema } from "../../../core/contracts/cash-value-life";
import { routePath } from "../../../core/contracts/endpoint";
import { familyRiskContract } from "../../../core/contracts/family-risk";
import { insuranceTrustQuerySchema } from "../../../core/contracts/life-insurance-trust";
import { todayIn } from "../../../core/planning/dates";
import type { ApiEnv } from "../../platform/context";
import { parseQuery, respond, respondWith } from "../../platform/http";
import { requireSession } from "../accounts/require-session";
import { requireFeature } from "../investor/require-feature";
import { annuityReviewOf } from "./annuity-review";
import { cashValueReviewOf } from "./cash-value-life";
import { familyRiskAnswer } from "./family-risk";
import { insuranceTrustAnswer } from "./life-insurance-trust";

/**
 * The insurance service's own pages beyond the calculators (which are planning's): Gold's policy
 * review, part of investment analysis, of an annuity and of a cash value life policy, and Diamond's
 * life insurance trust planning, with trusts, and Taaffeite's family risk review (family office).
 * They read their query and write nothing: no policy is sold, kept or replaced here.
 */
export function insuranceRoutes() {
  const routes = new Hono<ApiEnv>();

  const gold = [requireSession("full"), requireFeature("investment-analysis")] as const;

  routes.get("/insurance/annuities", ...gold, (c) => {
    const parsed = parseQuery(c, annuityReviewQuerySchema);
    if (!parsed.ok) return parsed.response;
    return respond(c, annuityReviewOf(parsed.value));
  });

  routes.get("/insurance/cash-value-life", ...gold, (c) => {
    const parsed = parseQuery(c, cashValueQuerySchema);
    if (!parsed.ok) return parsed.response;
    return respond(c, cashValueReviewOf(parsed.value));
  });

  routes.get("/insurance/life-insurance-trust", requireSession("full"), requireFeature("trusts"), (c) => {
    const parsed = parseQuery(c, insuranceTrustQuerySchema);
    if (!parsed.ok) return parsed.response;
    return respond(c, insuranceTrustAnswer(parsed.value, todayIn(c.var.timeZone)));
  });

  // The family's policies in one review: Taaffeite (family office).
  routes.get(routePath(familyRiskContract), requireSession("full"), requireFeature("family-office"), (c) => {
    const parsed = parseQuery(c, familyRiskContract.query);
    if (!parsed.ok) return parsed.response;
    return respondWith(c, familyRiskContract, familyRiskAnswer(parsed.value, todayIn(c.var.timeZone)));
  });

  return routes;
}
