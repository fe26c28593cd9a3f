import { Hono } from "hono";
import { checklistParams, listChecklistsContract, saveChecklistContract } from "../../../core/contracts/legal";
import { routePath } from "../../../core/contracts/endpoint";
import { LEGAL_MESSAGES } from "../../../core/messages/legal";
import { refused, reject, respondWith, validateJsonBody } from "../../platform/http";
import type { ApiEnv } from "../../platform/context";
import { requireSession } from "../accounts/require-session";
import { requireFeature } from "../investor/require-feature";
import { listChecklists, saveChecklist } from "./service";

/**
 * The legal service's checklists, Bronze and up: the "calculators" feature of requirements §6,
 * the tier of the service's card "Checklists and Enne explanations" (like the estate checklist).
 */
export function legalRoutes() {
  const routes = new Hono<ApiEnv>();
  const member = [requireSession("full"), requireFeature("calculators")] as const;

  routes.get(routePath(listChecklistsContract), ...member, async (c) =>
    respondWith(c, listChecklistsContract, { checklists: await listChecklists(c.var.db, c.var.user.id), disclaimer: LEGAL_MESSAGES.disclaimer }),
  );

  routes.post(routePath(saveChecklistContract), ...member, async (c) => {
    const params = checklistParams.safeParse({ checklist: c.req.param("checklist") });
    if (!params.success) return reject(c, 404, "NotFound", LEGAL_MESSAGES.checklistNotFound);
    const parsed = await validateJsonBody(c, saveChecklistContract.body);
    if (!parsed.ok) return parsed.response;
    const saved = await saveChecklist(c.var.db, c.var.user.id, params.data.checklist, parsed.value.done);
    if (!saved.ok) return refused(c, saved);
    const { title, done, total } = saved.value;
    return respondWith(c, saveChecklistContract, saved.value, done === 0 ? LEGAL_MESSAGES.cleared(title) : LEGAL_MESSAGES.saved(title, done, total));
  });

  return routes;
}
