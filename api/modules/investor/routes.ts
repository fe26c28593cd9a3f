import { Hono, type Context } from "hono";
import {
  applicationDraftSchema,
  applicationSubmitSchema,
  assessmentRequestSchema,
  bankLinkRequestSchema,
  idParamSchema,
  transferCancelRequestSchema,
  transferRequestSchema,
  transfersQuerySchema,
} from "../../../core/contracts/investor";
import { MAX_LINKED_BANKS } from "../../../core/investor";
import { MESSAGES } from "../../../core/messages";
import { INVESTOR_MESSAGES, INVESTOR_REFUSALS } from "../../../core/messages/investor";
import { FEATURES } from "../../../core/tiers";
import { parseQuery, reject, respond, validateJsonBody } from "../../platform/http";
import { requireSession } from "../accounts/require-session";
import { getApplication, saveApplicationDraft, submitApplication } from "./application";
import { issueQuestionnaire, submitAssessment } from "./assessment";
import { linkBank, listBanks, removeBank } from "./banks";
import { requireFeature } from "./require-feature";
import { openInvestorAccount } from "./service";
import { cancelTransfer, createTransfer, listTransfers } from "./transfers";
import { accountView } from "./account-view";
import { callerInvestorAccount } from "./caller-account";
import type { ApiEnv } from "../../platform/context";

/** The member's calendar day, YYYY-MM-DD, in their time zone (the age rule counts on it). */
const todayIn = (timeZone: string) => new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());

const idOf = (c: Context) => idParamSchema.safeParse({ id: c.req.param("id") });

/** The investor account (requirements §7 "investor account") and the gate in front of every feature. */
export function investorRoutes() {
  const routes = new Hono<ApiEnv>();
  const member = requireSession("full");

  routes.get("/investor/account", member, async (c) => respond(c, await accountView(c.var.db, c.var.user.id, await callerInvestorAccount(c))));

  routes.post("/investor/account/open", member, async (c) => {
    const account = await openInvestorAccount(c.var.db, c.var.user.id);
    return respond(c, await accountView(c.var.db, c.var.user.id, account), MESSAGES.investorAccountOpened);
  });

  // ---- The application (KYC) ----
  routes.get("/investor/account/application", member, async (c) => respond(c, await getApplication(c.var.db, c.var.user.id)));

  routes.post("/investor/account/application", member, async (c) => {
    const parsed = await validateJsonBody(c, applicationDraftSchema);
    if (!parsed.ok) return parsed.response;
    const saved = await saveApplicationDraft(c.var.db, c.var.settings.investorDataKey, c.var.user.id, parsed.value);
    if (!saved.ok) return reject(c, 409, "Conflict", INVESTOR_REFUSALS.alreadyApproved);
    return respond(c, saved.application);
  });

  routes.post("/investor/account/application/submit", member, async (c) => {
    const parsed = await validateJsonBody(c, applicationSubmitSchema, { optional: true });
    if (!parsed.ok) return parsed.response;
    const submitted = await submitApplication(c.var.db, c.var.settings.investorDataKey, c.var.user.id, todayIn(c.var.timeZone));
    if (!submitted.ok) return reject(c, 409, "Conflict", submitted.reason === "not-started" ? INVESTOR_REFUSALS.notStarted : INVESTOR_REFUSALS.alreadyApproved);
    const approved = submitted.application.status === "approved";
    return respond(c, submitted.application, approved ? MESSAGES.investorAccountOpened : undefined);
  });

  // ---- The risk assessment ----
  routes.get("/investment/assessment/q_token", member, async (c) => respond(c, await issueQuestionnaire(c.var.db, c.var.user.id)));

  routes.post("/investment/assessment", member, async (c) => {
    const parsed = await validateJsonBody(c, assessmentRequestSchema);
    if (!parsed.ok) return parsed.response;
    const taken = await submitAssessment(c.var.db, c.var.user.id, parsed.value.qToken, parsed.value.answers);
    if (!taken.ok) return reject(c, 400, "BadRequest", INVESTOR_MESSAGES.qTokenInvalid);
    return respond(c, taken.result);
  });

  // ---- Linked banks ----
  routes.get("/investor/banks", member, async (c) => respond(c, { banks: await listBanks(c.var.db, c.var.user.id), max: MAX_LINKED_BANKS }));

  routes.post("/investor/banks", member, async (c) => {
    const parsed = await validateJsonBody(c, bankLinkRequestSchema);
    if (!parsed.ok) return parsed.response;
    const linked = await linkBank(c.var.db, c.var.settings.investorDataKey, c.var.user.id, parsed.value);
    if (!linked.ok) return reject(c, 409, "Conflict", INVESTOR_MESSAGES.tooManyBanks(MAX_LINKED_BANKS));
    return respond(c, linked.bank, undefined, 201);
  });

  routes.delete("/investor/banks/:id", member, async (c) => {
    const id = idOf(c);
    if (!id.success) return reject(c, 404, "NotFound", INVESTOR_REFUSALS.bankNotFound);
    if (!(await removeBank(c.var.db, c.var.user.id, id.data.id))) return reject(c, 404, "NotFound", INVESTOR_REFUSALS.bankNotFound);
    return respond(c, { id: id.data.id });
  });

  // ---- Transfers ----
  routes.get("/investor/transfers", member, async (c) => {
    const query = parseQuery(c, transfersQuerySchema);
    if (!query.ok) return query.response;
    return respond(c, await listTransfers(c.var.db, c.var.user.id, query.value));
  });

  routes.post("/investor/transfers", member, async (c) => {
    const parsed = await validateJsonBody(c, transferRequestSchema);
    if (!parsed.ok) return parsed.response;
    const booked = await createTransfer(c.var.db, c.var.user.id, parsed.value, c.var.settings.fundsSettlementSeconds);
    if (booked.ok) return respond(c, booked.transfer, undefined, booked.created ? 201 : 200);
    if (booked.reason === "account-not-open") return reject(c, 409, "Conflict", INVESTOR_REFUSALS.accountNotOpen);
    if (booked.reason === "bank-not-found") return reject(c, 404, "NotFound", INVESTOR_REFUSALS.bankNotFound);
    return reject(c, 409, "Conflict", INVESTOR_MESSAGES.insufficientFunds(booked.available));
  });

  routes.post("/investor/transfers/:id/cancel", member, async (c) => {
    const id = idOf(c);
    if (!id.success) return reject(c, 404, "NotFound", INVESTOR_REFUSALS.transferNotFound);
    const parsed = await validateJsonBody(c, transferCancelRequestSchema, { optional: true });
    if (!parsed.ok) return parsed.response;
    const cancelled = await cancelTransfer(c.var.db, c.var.user.id, id.data.id);
    if (cancelled.ok) return respond(c, cancelled.transfer);
    if (cancelled.reason === "not-found") return reject(c, 404, "NotFound", INVESTOR_REFUSALS.transferNotFound);
    return reject(c, 409, "Conflict", INVESTOR_MESSAGES.transferNotCancellable);
  });

  // Each of the 19 features behind its tier (requirements §6): 403 TierRequired below it.
  for (const feature of FEATURES) {
    routes.get(`/features/${feature.key}`, member, requireFeature(feature.key), (c) =>
      respond(c, { key: feature.key, label: feature.label, unlockLevel: feature.unlockLevel, description: feature.description }),
    );
  }
  routes.get("/features/:key", member, (c) => reject(c, 404, "NotFound", "No such feature"));
  return routes;
}
