import type { Context } from "hono";
import { Hono } from "hono";
import { addDebtContract, debtsContract, removeDebtContract, updateDebtContract } from "../../../core/contracts/debts";
import { emptyBodySchema, routePath } from "../../../core/contracts/endpoint";
import { idParamSchema } from "../../../core/contracts/investor";
import { DEFAULT_EXTRA_CENTS } from "../../../core/debts/debts";
import { DEBT_MESSAGES } from "../../../core/messages/debts";
import type { ApiEnv } from "../../platform/context";
import { parseQuery, refused, reject, respondWith, validateJsonBody, type Parsed } from "../../platform/http";
import { requireSession } from "../accounts/require-session";
import { requireFeature } from "../investor/require-feature";
import { addDebt, debtsView, removeDebt, updateDebt } from "./service";

/** A debt's id from the path; anything else names no debt of the member's (404, as a debt of someone else's). */
function idOf(c: Context): Parsed<number> {
  const parsed = idParamSchema.safeParse({ id: c.req.param("id") });
  return parsed.success ? { ok: true, value: parsed.data.id } : { ok: false, response: reject(c, 404, "NotFound", DEBT_MESSAGES.notFound) };
}

/**
 * The debts of the loans service's "Debt and cash flow insights", Silver and up: the behavior
 * analysis of requirements §6 ("patterns in your spending and saving"), here of debt and cash
 * flow. A write answers the page's figures with the plans at the default extra; GET takes the
 * member's own (`?extra=`).
 */
export function debtRoutes() {
  const routes = new Hono<ApiEnv>();
  const silver = [requireSession("full"), requireFeature("behavior-analysis")] as const;

  routes.get(routePath(debtsContract), ...silver, async (c) => {
    const query = parseQuery(c, debtsContract.query);
    if (!query.ok) return query.response;
    return respondWith(c, debtsContract, await debtsView(c.var.db, c.var.user.id, c.var.timeZone, query.value.extra ?? DEFAULT_EXTRA_CENTS));
  });

  routes.post(routePath(addDebtContract), ...silver, async (c) => {
    const parsed = await validateJsonBody(c, addDebtContract.body);
    if (!parsed.ok) return parsed.response;
    const added = await addDebt(c.var.db, c.var.user.id, parsed.value, c.var.timeZone, DEFAULT_EXTRA_CENTS);
    if (!added.ok) return refused(c, added);
    return respondWith(c, addDebtContract, added.value, added.message, 201);
  });

  routes.post(routePath(removeDebtContract), ...silver, async (c) => {
    const id = idOf(c);
    if (!id.ok) return id.response;
    const empty = await validateJsonBody(c, emptyBodySchema, { optional: true });
    if (!empty.ok) return empty.response;
    const removed = await removeDebt(c.var.db, c.var.user.id, id.value, c.var.timeZone, DEFAULT_EXTRA_CENTS);
    if (!removed.ok) return refused(c, removed);
    return respondWith(c, removeDebtContract, removed.value, removed.message);
  });

  routes.post(routePath(updateDebtContract), ...silver, async (c) => {
    const id = idOf(c);
    if (!id.ok) return id.response;
    const parsed = await validateJsonBody(c, updateDebtContract.body);
    if (!parsed.ok) return parsed.response;
    const updated = await updateDebt(c.var.db, c.var.user.id, id.value, parsed.value, c.var.timeZone, DEFAULT_EXTRA_CENTS);
    if (!updated.ok) return refused(c, updated);
    return respondWith(c, updateDebtContract, updated.value, updated.message);
  });

  return routes;
}
