import { Hono } from "hono";
import { educationMixQuerySchema } from "../../../core/contracts/education-investments";
import { educationTrustQuerySchema } from "../../../core/contracts/education-trust";
import { routePath } from "../../../core/contracts/endpoint";
import { nextGenerationContract } from "../../../core/contracts/next-generation";
import { todayIn } from "../../../core/planning/dates";
import type { ApiEnv } from "../../platform/context";
import { parseQuery, reject, respond, respondWith } from "../../platform/http";
import { requireSession } from "../accounts/require-session";
import { requireFeature } from "../investor/require-feature";
import { educationTrustAnswer } from "./education-trust";
import { educationMixReviewOf } from "./investment-review";
import { futureBirth, nextGenerationAnswer } from "./next-generation";

/**
 * The education service's Gold investment review of a 529 or Coverdell account held elsewhere (part
 * of investment analysis), Diamond's education trust against a 529 plan (part of trusts) and
 * Taaffeite's next-generation education plan (family office). Each reads its query and writes
 * nothing; the college savings calculator is planning's.
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

  routes.get(routePath(nextGenerationContract), requireSession("full"), requireFeature("family-office"), (c) => {
    const parsed = parseQuery(c, nextGenerationContract.query);
    if (!parsed.ok) return parsed.response;
    const today = todayIn(c.var.timeZone);
    // A birth after the member's today is refused on its field, like the contract's own refusals.
    const future = futureBirth(parsed.value, today);
    if (future) return reject(c, 400, "BadRequest", future);
    return respondWith(c, nextGenerationContract, nextGenerationAnswer(parsed.value, today));
  });

  return routes;
}
