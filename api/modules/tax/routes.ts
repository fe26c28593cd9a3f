import { Hono, type Context } from "hono";
import { businessTaxEstimate, businessTaxReminders, taxEstimateRequestSchema, taxingAmend, toBusinessTaxResponse, taxingInfo, taxingSave, taxingSubmit, toTaxEstimateResponse } from "../../../core/contracts/tax";
import { fail } from "../../../core/envelope";
import { BUSINESS_TAX_MESSAGES, TAX_FILING_MESSAGES, TAX_MESSAGES } from "../../../core/messages/tax";
import { estimateBusinessTax } from "../../../core/tax/business";
import { scheduleReminders } from "./business";
import { estimateFederalTax } from "../../../core/tax/estimate-federal-tax";
import { parseQuery, respond, respondWith, validateJsonBody, validationFailed } from "../../platform/http";
import { requireSession } from "../accounts/require-session";
import { requireFeature } from "../investor/require-feature";
import { withholdingQuerySchema } from "../../../core/contracts/tax-withholding";
import { todayIn } from "../../../core/planning/dates";
import { withholdingCheck } from "./withholding-check";
import { retirementTaxQuerySchema } from "../../../core/contracts/retirement-tax";
import { trustTaxQuerySchema } from "../../../core/contracts/trust-tax";
import { retirementTaxAnswer } from "./retirement-planning";
import { trustTaxAnswer } from "./trust-tax";
import { routePath } from "../../../core/contracts/endpoint";
import { familyCalendarContract } from "../../../core/contracts/family-calendar";
import { familyCalendarAnswer } from "./family-calendar";
import { amendReturn, returnInfo, saveReturn, submitReturn, type ReturnAnswer } from "./returns";
import type { ApiEnv } from "../../platform/context";

/** A refusal of the returns' endpoints: 409 for a return in the wrong state, 422 naming each step's problems. */
function refused(c: Context, answer: Exclude<ReturnAnswer, { ok: true }>) {
  switch (answer.reason) {
    case "read-only":
      return c.json(fail("Conflict", TAX_FILING_MESSAGES.readOnly), 409);
    case "already-submitted":
      return c.json(fail("Conflict", TAX_FILING_MESSAGES.alreadySubmitted), 409);
    case "nothing-to-amend":
      return c.json(fail("Conflict", TAX_FILING_MESSAGES.nothingToAmend), 409);
    case "incomplete":
      return validationFailed(c, answer.issues, TAX_FILING_MESSAGES.notSubmittable);
  }
}

/** Individual tax (issue "Tax" §1, §2): the federal estimate and the returns of the filing wizard, for Gold and up. */
export function taxRoutes() {
  const routes = new Hono<ApiEnv>();
  const gold = [requireSession("full"), requireFeature("individual-tax")] as const;

  routes.post("/tax/estimate", ...gold, async (c) => {
    const parsed = await validateJsonBody(c, taxEstimateRequestSchema);
    if (!parsed.ok) return parsed.response;
    return respond(c, toTaxEstimateResponse(estimateFederalTax(parsed.value)), TAX_MESSAGES.estimated);
  });

  routes.get("/taxing/info", ...gold, async (c) => {
    const parsed = parseQuery(c, taxingInfo.query);
    if (!parsed.ok) return parsed.response;
    return respondWith(c, taxingInfo, await returnInfo(c.var.db, c.var.settings.investorDataKey, c.var.user.id, parsed.value.year), TAX_FILING_MESSAGES.info);
  });

  routes.post("/taxing/save", ...gold, async (c) => {
    const parsed = await validateJsonBody(c, taxingSave.body);
    if (!parsed.ok) return parsed.response;
    const saved = await saveReturn(c.var.db, c.var.settings.investorDataKey, c.var.user.id, parsed.value.year, parsed.value.data);
    return saved.ok ? respondWith(c, taxingSave, saved.answer, TAX_FILING_MESSAGES.saved) : refused(c, saved);
  });

  routes.post("/taxing/submit", ...gold, async (c) => {
    const parsed = await validateJsonBody(c, taxingSubmit.body);
    if (!parsed.ok) return parsed.response;
    const submitted = await submitReturn(c.var.db, c.var.settings.investorDataKey, c.var.user.id, parsed.value.year);
    return submitted.ok ? respondWith(c, taxingSubmit, submitted.answer, TAX_FILING_MESSAGES.submitted(submitted.answer.confirmationNumber ?? "")) : refused(c, submitted);
  });

  routes.post("/taxing/amend", ...gold, async (c) => {
    const parsed = await validateJsonBody(c, taxingAmend.body);
    if (!parsed.ok) return parsed.response;
    const amended = await amendReturn(c.var.db, c.var.settings.investorDataKey, c.var.user.id, parsed.value.year);
    return amended.ok ? respondWith(c, taxingAmend, amended.answer, TAX_FILING_MESSAGES.amendStarted) : refused(c, amended);
  });

  // The withholding and estimated tax check: Bronze and up, like the other calculators.
  routes.get("/tax/calculators/withholding", requireSession("full"), requireFeature("calculators"), (c) => {
    const parsed = parseQuery(c, withholdingQuerySchema);
    if (!parsed.ok) return parsed.response;
    return respond(c, withholdingCheck(parsed.value, todayIn(c.var.timeZone)));
  });

  // The retirement service's tax planning: Gold, with individual tax (a conversion's cost, the
  // required distributions, Medicare premiums two years on).
  routes.get("/tax/retirement-planning", ...gold, (c) => {
    const parsed = parseQuery(c, retirementTaxQuerySchema);
    if (!parsed.ok) return parsed.response;
    return respond(c, retirementTaxAnswer(parsed.value, todayIn(c.var.timeZone)));
  });

  // The tax service's trust tax planning: Diamond, with trusts (keeping a trust's income, or paying
  // some or all of it out to beneficiaries, and the tax of each).
  routes.get("/tax/trusts", requireSession("full"), requireFeature("trusts"), (c) => {
    const parsed = parseQuery(c, trustTaxQuerySchema);
    if (!parsed.ok) return parsed.response;
    return respond(c, trustTaxAnswer(parsed.value, todayIn(c.var.timeZone)));
  });

  // The family office's tax calendar: Taaffeite (every filer's federal deadlines of a tax year).
  routes.get(routePath(familyCalendarContract), requireSession("full"), requireFeature("family-office"), (c) => {
    const parsed = parseQuery(c, familyCalendarContract.query);
    if (!parsed.ok) return parsed.response;
    return respondWith(c, familyCalendarContract, familyCalendarAnswer(parsed.value, todayIn(c.var.timeZone)));
  });

  // Business tax (issue "Tax" §3): Platinum and up.
  const platinum = [requireSession("full"), requireFeature("business-tax")] as const;

  routes.post("/tax/business/estimate", ...platinum, async (c) => {
    const parsed = await validateJsonBody(c, businessTaxEstimate.body);
    if (!parsed.ok) return parsed.response;
    return respondWith(c, businessTaxEstimate, toBusinessTaxResponse(parsed.value, estimateBusinessTax(parsed.value)), BUSINESS_TAX_MESSAGES.estimated);
  });

  routes.post("/tax/business/reminders", ...platinum, async (c) => {
    const parsed = await validateJsonBody(c, businessTaxReminders.body);
    if (!parsed.ok) return parsed.response;
    const result = estimateBusinessTax(parsed.value);
    const reminders = await scheduleReminders(c.var.db, c.var.user.id, parsed.value, result);
    return respondWith(c, businessTaxReminders, { ...toBusinessTaxResponse(parsed.value, result), reminders }, BUSINESS_TAX_MESSAGES.remindersScheduled(reminders.length));
  });

  return routes;
}
