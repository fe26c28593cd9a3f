import { Hono, type Context } from "hono";
import type { z } from "zod";
import {
  analysisContract,
  applyRulesContract,
  budgetContract,
  cashContract,
  createAccountContract,
  createCategoryContract,
  createRuleContract,
  createTransactionContract,
  deleteAccountContract,
  deleteCategoryContract,
  deleteRuleContract,
  deleteTransactionContract,
  exportContract,
  idParams,
  importConfirmContract,
  importPreviewContract,
  listAccountsContract,
  listCategoriesContract,
  listRulesContract,
  listTransactionsContract,
  reserveSaveContract,
  setBudgetContract,
  updateAccountContract,
  updateCategoryContract,
  updateRuleContract,
  updateTransactionContract,
} from "../../../core/contracts/budgeting";
import { emptyBodySchema, routePath } from "../../../core/contracts/endpoint";
import { familyCashContract } from "../../../core/contracts/family-cash-forecast";
import { BUDGETING_MESSAGES } from "../../../core/messages/budgeting";
import { todayIn } from "../../../core/planning/dates";
import { parseQuery, refused, reject, respondWith, validateJsonBody, type Parsed } from "../../platform/http";
import { requireSession } from "../accounts/require-session";
import { requireFeature } from "../investor/require-feature";
import type { ApiEnv } from "../../platform/context";
import { cashFor, saveReserveMonths } from "./cash";
import { familyCashAnswer } from "./family-cash-forecast";
import * as budgeting from "./service";

function idOf(c: Context, notFoundMessage: string): Parsed<number> {
  const parsed = idParams.safeParse({ id: c.req.param("id") });
  return parsed.success ? { ok: true, value: parsed.data.id } : { ok: false, response: reject(c, 404, "NotFound", notFoundMessage) };
}

async function body<S extends z.ZodTypeAny>(c: Context, schema: S) {
  return validateJsonBody(c, schema);
}

/**
 * Budgeting (Bronze and up: the "calculators" feature of requirements §6, whose budget calculator
 * this is), behavior analysis (Silver: "behavior-analysis"), the cash view (Silver: "cash") and the
 * family cash forecast (Taaffeite: "family-office").
 * Paths under /api/budgeting; every write is a POST (the contract's methods are GET and POST).
 */
export function budgetingRoutes() {
  const routes = new Hono<ApiEnv>();
  const member = [requireSession("full"), requireFeature("calculators")] as const;
  const silver = [requireSession("full"), requireFeature("behavior-analysis")] as const;
  const p = routePath;

  // ---- Accounts ----
  routes.get(p(listAccountsContract), ...member, async (c) => respondWith(c, listAccountsContract, await budgeting.listAccounts(c.var.db, c.var.user.id)));
  routes.post(p(createAccountContract), ...member, async (c) => {
    const parsed = await body(c, createAccountContract.body);
    if (!parsed.ok) return parsed.response;
    const created = await budgeting.createAccount(c.var.db, c.var.user.id, parsed.value);
    if (!created.ok) return refused(c, created);
    return respondWith(c, createAccountContract, created.value, BUDGETING_MESSAGES.accountAdded, 201);
  });
  routes.post(p(deleteAccountContract), ...member, async (c) => {
    const id = idOf(c, BUDGETING_MESSAGES.accountNotFound);
    if (!id.ok) return id.response;
    const empty = await validateJsonBody(c, emptyBodySchema, { optional: true });
    if (!empty.ok) return empty.response;
    if (!(await budgeting.deleteAccount(c.var.db, c.var.user.id, id.value))) return reject(c, 404, "NotFound", BUDGETING_MESSAGES.accountNotFound);
    return respondWith(c, deleteAccountContract, { id: id.value }, BUDGETING_MESSAGES.accountDeleted);
  });
  routes.post(p(updateAccountContract), ...member, async (c) => {
    const id = idOf(c, BUDGETING_MESSAGES.accountNotFound);
    if (!id.ok) return id.response;
    const parsed = await body(c, updateAccountContract.body);
    if (!parsed.ok) return parsed.response;
    const saved = await budgeting.updateAccount(c.var.db, c.var.user.id, id.value, parsed.value);
    if (!saved) return reject(c, 404, "NotFound", BUDGETING_MESSAGES.accountNotFound);
    return respondWith(c, updateAccountContract, saved, BUDGETING_MESSAGES.accountSaved);
  });

  // ---- Categories ----
  routes.get(p(listCategoriesContract), ...member, async (c) => respondWith(c, listCategoriesContract, await budgeting.listCategories(c.var.db, c.var.user.id)));
  routes.post(p(createCategoryContract), ...member, async (c) => {
    const parsed = await body(c, createCategoryContract.body);
    if (!parsed.ok) return parsed.response;
    const created = await budgeting.createCategory(c.var.db, c.var.user.id, parsed.value);
    if (!created.ok) return refused(c, created);
    return respondWith(c, createCategoryContract, created.value, BUDGETING_MESSAGES.categoryAdded, 201);
  });
  routes.post(p(deleteCategoryContract), ...member, async (c) => {
    const id = idOf(c, BUDGETING_MESSAGES.categoryNotFound);
    if (!id.ok) return id.response;
    const empty = await validateJsonBody(c, emptyBodySchema, { optional: true });
    if (!empty.ok) return empty.response;
    const deleted = await budgeting.deleteCategory(c.var.db, c.var.user.id, id.value);
    if (!deleted.ok) return refused(c, deleted);
    return respondWith(c, deleteCategoryContract, deleted.value, BUDGETING_MESSAGES.categoryDeleted);
  });
  routes.post(p(updateCategoryContract), ...member, async (c) => {
    const id = idOf(c, BUDGETING_MESSAGES.categoryNotFound);
    if (!id.ok) return id.response;
    const parsed = await body(c, updateCategoryContract.body);
    if (!parsed.ok) return parsed.response;
    const saved = await budgeting.updateCategory(c.var.db, c.var.user.id, id.value, parsed.value);
    if (!saved.ok) return refused(c, saved);
    const message =
      parsed.value.rollover === undefined ? BUDGETING_MESSAGES.categorySaved : parsed.value.rollover ? BUDGETING_MESSAGES.rolloverOn : BUDGETING_MESSAGES.rolloverOff;
    return respondWith(c, updateCategoryContract, saved.value, message);
  });

  // ---- Transactions ----
  routes.get(p(listTransactionsContract), ...member, async (c) => {
    const query = parseQuery(c, listTransactionsContract.query);
    if (!query.ok) return query.response;
    return respondWith(c, listTransactionsContract, await budgeting.listTransactions(c.var.db, c.var.user.id, query.value));
  });
  routes.post(p(createTransactionContract), ...member, async (c) => {
    const parsed = await body(c, createTransactionContract.body);
    if (!parsed.ok) return parsed.response;
    const created = await budgeting.createTransaction(c.var.db, c.var.user.id, parsed.value);
    if (!created.ok) return refused(c, created);
    return respondWith(c, createTransactionContract, created.value, BUDGETING_MESSAGES.transactionAdded, 201);
  });
  routes.post(p(deleteTransactionContract), ...member, async (c) => {
    const id = idOf(c, BUDGETING_MESSAGES.transactionNotFound);
    if (!id.ok) return id.response;
    const empty = await validateJsonBody(c, emptyBodySchema, { optional: true });
    if (!empty.ok) return empty.response;
    if (!(await budgeting.deleteTransaction(c.var.db, c.var.user.id, id.value))) return reject(c, 404, "NotFound", BUDGETING_MESSAGES.transactionNotFound);
    return respondWith(c, deleteTransactionContract, { id: id.value }, BUDGETING_MESSAGES.transactionDeleted);
  });
  routes.post(p(updateTransactionContract), ...member, async (c) => {
    const id = idOf(c, BUDGETING_MESSAGES.transactionNotFound);
    if (!id.ok) return id.response;
    const parsed = await body(c, updateTransactionContract.body);
    if (!parsed.ok) return parsed.response;
    const saved = await budgeting.updateTransaction(c.var.db, c.var.user.id, id.value, parsed.value);
    if (!saved.ok) return refused(c, saved);
    return respondWith(c, updateTransactionContract, saved.value, BUDGETING_MESSAGES.transactionSaved);
  });

  // ---- Import: preview (nothing written), then confirm ----
  routes.post(p(importPreviewContract), ...member, async (c) => {
    const parsed = await body(c, importPreviewContract.body);
    if (!parsed.ok) return parsed.response;
    const preview = await budgeting.previewImport(c.var.db, c.var.user.id, parsed.value);
    if (!preview.ok) return refused(c, preview);
    const message = preview.value.counts.errors > 0 ? BUDGETING_MESSAGES.importHasErrors(preview.value.counts.errors) : undefined;
    return respondWith(c, importPreviewContract, preview.value, message);
  });
  routes.post(p(importConfirmContract), ...member, async (c) => {
    const parsed = await body(c, importConfirmContract.body);
    if (!parsed.ok) return parsed.response;
    const done = await budgeting.confirmImport(c.var.db, c.var.user.id, parsed.value);
    if (!done.ok) return refused(c, done);
    return respondWith(c, importConfirmContract, done.value, BUDGETING_MESSAGES.imported(done.value.imported, done.value.duplicates));
  });

  // ---- Rules ----
  routes.get(p(listRulesContract), ...member, async (c) => respondWith(c, listRulesContract, await budgeting.listRules(c.var.db, c.var.user.id)));
  routes.post(p(applyRulesContract), ...member, async (c) => {
    const parsed = await validateJsonBody(c, applyRulesContract.body, { optional: true });
    if (!parsed.ok) return parsed.response;
    const categorised = await budgeting.applyRules(c.var.db, c.var.user.id, parsed.value.onlyUncategorised);
    return respondWith(c, applyRulesContract, { categorised }, BUDGETING_MESSAGES.rulesApplied(categorised));
  });
  routes.post(p(createRuleContract), ...member, async (c) => {
    const parsed = await body(c, createRuleContract.body);
    if (!parsed.ok) return parsed.response;
    const created = await budgeting.createRule(c.var.db, c.var.user.id, parsed.value);
    if (!created.ok) return refused(c, created);
    return respondWith(c, createRuleContract, created.value, BUDGETING_MESSAGES.ruleAdded, 201);
  });
  routes.post(p(updateRuleContract), ...member, async (c) => {
    const id = idOf(c, BUDGETING_MESSAGES.ruleNotFound);
    if (!id.ok) return id.response;
    const parsed = await body(c, updateRuleContract.body);
    if (!parsed.ok) return parsed.response;
    const saved = await budgeting.updateRule(c.var.db, c.var.user.id, id.value, parsed.value);
    if (!saved.ok) return refused(c, saved);
    return respondWith(c, updateRuleContract, saved.value, BUDGETING_MESSAGES.ruleSaved);
  });
  routes.post(p(deleteRuleContract), ...member, async (c) => {
    const id = idOf(c, BUDGETING_MESSAGES.ruleNotFound);
    if (!id.ok) return id.response;
    const empty = await validateJsonBody(c, emptyBodySchema, { optional: true });
    if (!empty.ok) return empty.response;
    if (!(await budgeting.deleteRule(c.var.db, c.var.user.id, id.value))) return reject(c, 404, "NotFound", BUDGETING_MESSAGES.ruleNotFound);
    return respondWith(c, deleteRuleContract, { id: id.value }, BUDGETING_MESSAGES.ruleDeleted);
  });

  // ---- Budget ----
  routes.get(p(budgetContract), ...member, async (c) => {
    const query = parseQuery(c, budgetContract.query);
    if (!query.ok) return query.response;
    return respondWith(c, budgetContract, await budgeting.budgetFor(c.var.db, c.var.user.id, query.value.month));
  });
  routes.post(p(setBudgetContract), ...member, async (c) => {
    const parsed = await body(c, setBudgetContract.body);
    if (!parsed.ok) return parsed.response;
    const saved = await budgeting.setBudget(c.var.db, c.var.user.id, parsed.value);
    if (!saved.ok) return refused(c, saved);
    return respondWith(c, setBudgetContract, saved.value, BUDGETING_MESSAGES.budgetSaved);
  });

  // ---- Analysis (Silver) and export ----
  routes.get(p(analysisContract), ...silver, async (c) => {
    const query = parseQuery(c, analysisContract.query);
    if (!query.ok) return query.response;
    return respondWith(c, analysisContract, await budgeting.analysisFor(c.var.db, c.var.user.id, query.value.month));
  });
  routes.get(p(exportContract), ...member, async (c) => respondWith(c, exportContract, await budgeting.exportTransactions(c.var.db, c.var.user.id)));

  // ---- Cash and the emergency reserve (Silver: "cash") ----
  const cash = [requireSession("full"), requireFeature("cash")] as const;
  routes.get(p(cashContract), ...cash, async (c) => respondWith(c, cashContract, await cashFor(c.var.db, c.var.user.id, c.var.timeZone)));
  routes.post(p(reserveSaveContract), ...cash, async (c) => {
    const parsed = await body(c, reserveSaveContract.body);
    if (!parsed.ok) return parsed.response;
    await saveReserveMonths(c.var.db, c.var.user.id, parsed.value.months);
    return respondWith(c, reserveSaveContract, await cashFor(c.var.db, c.var.user.id, c.var.timeZone), BUDGETING_MESSAGES.reserveSaved(parsed.value.months));
  });

  // ---- The family's cash forecast across its households and entities: Taaffeite (family office) ----
  routes.get(p(familyCashContract), requireSession("full"), requireFeature("family-office"), (c) => {
    const parsed = parseQuery(c, familyCashContract.query);
    if (!parsed.ok) return parsed.response;
    return respondWith(c, familyCashContract, familyCashAnswer(parsed.value, todayIn(c.var.timeZone)));
  });

  return routes;
}
