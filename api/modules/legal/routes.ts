import { Hono, type MiddlewareHandler } from "hono";
import { checklistParams, listChecklistsContract, listFormationChecklistsContract, saveChecklistContract } from "../../../core/contracts/legal";
import { CHECKLIST_SETS, checklistSetOf } from "../../../core/legal/checklists";
import { routePath } from "../../../core/contracts/endpoint";
import { familyLegalContract } from "../../../core/contracts/family-legal";
import { LEGAL_MESSAGES } from "../../../core/messages/legal";
import { todayIn } from "../../../core/planning/dates";
import { parseQuery, refused, reject, respondWith, validateJsonBody } from "../../platform/http";
import type { ApiEnv } from "../../platform/context";
import { requireSession } from "../accounts/require-session";
import { requireFeature } from "../investor/require-feature";
import { familyLegalAnswer } from "./family-calendar";
import { listChecklists, saveChecklist } from "./service";

/** A formation checklist is saved only from Diamond ("trusts"): below, its save is refused as its list is. */
const formationSaveGate: MiddlewareHandler<ApiEnv> = (c, next) =>
  checklistSetOf(c.req.param("checklist") ?? "") === "formation" ? requireFeature(CHECKLIST_SETS.formation.feature)(c, next) : next();

/**
 * The legal service's checklists, Bronze and up: the "calculators" feature of requirements §6,
 * the tier of the service's card "Checklists and Enne explanations" (like the estate checklist);
 * and Diamond's trust and business formation checklists ("trusts"), stored and saved alike; and
 * Taaffeite's family legal calendar ("family-office"), which reads its query and writes nothing.
 */
export function legalRoutes() {
  const routes = new Hono<ApiEnv>();
  const member = [requireSession("full"), requireFeature(CHECKLIST_SETS.general.feature)] as const;

  routes.get(routePath(listChecklistsContract), ...member, async (c) =>
    respondWith(c, listChecklistsContract, { checklists: await listChecklists(c.var.db, c.var.user.id, "general"), disclaimer: LEGAL_MESSAGES.disclaimer }),
  );

  routes.get(routePath(listFormationChecklistsContract), requireSession("full"), requireFeature(CHECKLIST_SETS.formation.feature), async (c) =>
    respondWith(c, listFormationChecklistsContract, { checklists: await listChecklists(c.var.db, c.var.user.id, "formation"), disclaimer: LEGAL_MESSAGES.disclaimer }),
  );

  routes.post(routePath(saveChecklistContract), ...member, formationSaveGate, async (c) => {
    const params = checklistParams.safeParse({ checklist: c.req.param("checklist") });
    if (!params.success) return reject(c, 404, "NotFound", LEGAL_MESSAGES.checklistNotFound);
    const parsed = await validateJsonBody(c, saveChecklistContract.body);
    if (!parsed.ok) return parsed.response;
    const saved = await saveChecklist(c.var.db, c.var.user.id, params.data.checklist, parsed.value.done);
    if (!saved.ok) return refused(c, saved);
    const { title, done, total } = saved.value;
    return respondWith(c, saveChecklistContract, saved.value, done === 0 ? LEGAL_MESSAGES.cleared(title) : LEGAL_MESSAGES.saved(title, done, total));
  });

  // The family's legal matters in the order to act: Taaffeite (family office).
  routes.get(routePath(familyLegalContract), requireSession("full"), requireFeature("family-office"), (c) => {
    const parsed = parseQuery(c, familyLegalContract.query);
    if (!parsed.ok) return parsed.response;
    return respondWith(c, familyLegalContract, familyLegalAnswer(parsed.value, todayIn(c.var.timeZone)));
  });

  return routes;
}
