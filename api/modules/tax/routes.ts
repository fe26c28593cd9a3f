import { Hono } from "hono";
import { taxEstimateRequestSchema, toTaxEstimateResponse } from "../../../core/contracts/tax";
import { TAX_MESSAGES } from "../../../core/messages/tax";
import { estimateFederalTax } from "../../../core/tax/estimate-federal-tax";
import { respond, validateJsonBody } from "../../platform/http";
import { requireSession } from "../accounts/require-session";
import { requireFeature } from "../investor/require-feature";
import type { ApiEnv } from "../../platform/context";

/** Individual tax (issue "Tax" §1): the federal estimate, for Gold and up. Stores nothing. */
export function taxRoutes() {
  const routes = new Hono<ApiEnv>();

  routes.post("/tax/estimate", requireSession("full"), requireFeature("individual-tax"), async (c) => {
    const parsed = await validateJsonBody(c, taxEstimateRequestSchema);
    if (!parsed.ok) return parsed.response;
    return respond(c, toTaxEstimateResponse(estimateFederalTax(parsed.value)), TAX_MESSAGES.estimated);
  });

  return routes;
}
