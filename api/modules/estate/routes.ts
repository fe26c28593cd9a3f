import { Hono } from "hono";
import { beneficiaryReviewContract, saveBeneficiariesContract } from "../../../core/contracts/beneficiaries";
import { familySuccessionContract } from "../../../core/contracts/family-succession";
import { foundationContract } from "../../../core/contracts/private-foundation";
import { trustPlanningContract } from "../../../core/contracts/trust-planning";
import { todayIn } from "../../../core/planning/dates";
import { routePath } from "../../../core/contracts/endpoint";
import { parseQuery, refused, respondWith, validateJsonBody } from "../../platform/http";
import type { ApiEnv } from "../../platform/context";
import { requireSession } from "../accounts/require-session";
import { requireFeature } from "../investor/require-feature";
import { familySuccessionAnswer } from "./family-succession";
import { foundationPlanAnswer } from "./foundation-plan";
import { beneficiaryReview, saveBeneficiaries } from "./service";
import { trustPlanningAnswer } from "./trust-planning";

/**
 * The beneficiary and ownership review of the investor account, Silver and up: the "accounts"
 * feature of requirements §6 ("your accounts in one view"), the tier of the estate service's
 * "Beneficiary and account review" and the legal service's "Account ownership and titling review";
 * Diamond's trust planning (the "trusts" feature), Painite's private foundation ("foundation") and
 * Taaffeite's family succession review ("family-office"), which read their query and write nothing.
 */
export function estateRoutes() {
  const routes = new Hono<ApiEnv>();
  const silver = [requireSession("full"), requireFeature("accounts")] as const;

  routes.get(routePath(beneficiaryReviewContract), ...silver, async (c) => respondWith(c, beneficiaryReviewContract, await beneficiaryReview(c.var.db, c.var.user.id, c.var.timeZone)));

  routes.post(routePath(saveBeneficiariesContract), ...silver, async (c) => {
    const parsed = await validateJsonBody(c, saveBeneficiariesContract.body);
    if (!parsed.ok) return parsed.response;
    const saved = await saveBeneficiaries(c.var.db, c.var.user.id, parsed.value.beneficiaries, c.var.timeZone);
    if (!saved.ok) return refused(c, saved);
    return respondWith(c, saveBeneficiariesContract, saved.value, saved.message);
  });

  routes.get(routePath(trustPlanningContract), requireSession("full"), requireFeature("trusts"), (c) => {
    const parsed = parseQuery(c, trustPlanningContract.query);
    if (!parsed.ok) return parsed.response;
    return respondWith(c, trustPlanningContract, trustPlanningAnswer(parsed.value, todayIn(c.var.timeZone)));
  });

  routes.get(routePath(foundationContract), requireSession("full"), requireFeature("foundation"), (c) => {
    const parsed = parseQuery(c, foundationContract.query);
    if (!parsed.ok) return parsed.response;
    return respondWith(c, foundationContract, foundationPlanAnswer(parsed.value, todayIn(c.var.timeZone)));
  });

  // Who holds each of the family's roles and who follows: Taaffeite (family office).
  routes.get(routePath(familySuccessionContract), requireSession("full"), requireFeature("family-office"), (c) => {
    const parsed = parseQuery(c, familySuccessionContract.query);
    if (!parsed.ok) return parsed.response;
    return respondWith(c, familySuccessionContract, familySuccessionAnswer(parsed.value, todayIn(c.var.timeZone)));
  });

  return routes;
}
