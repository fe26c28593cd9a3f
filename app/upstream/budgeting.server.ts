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
} from "#core/contracts/budgeting";
import type { EndpointInput } from "#core/contracts/endpoint";
import type { Upstream } from "./client.server";

// Budgeting's calls (issue "Planning and budgeting" §2), each through its contract in
// core/contracts/budgeting.ts: an answer of another shape fails loudly.

const data = async <T>(pending: Promise<{ data: T }>) => (await pending).data;

export const budgeting = (upstream: Upstream) => ({
  accounts: () => data(upstream.callContract(listAccountsContract)),
  createAccount: (body: EndpointInput<typeof createAccountContract>["body"]) => upstream.callContract(createAccountContract, { body }),
  updateAccount: (id: number, body: EndpointInput<typeof updateAccountContract>["body"]) => upstream.callContract(updateAccountContract, { params: { id }, body }),
  deleteAccount: (id: number) => upstream.callContract(deleteAccountContract, { params: { id } }),
  categories: () => data(upstream.callContract(listCategoriesContract)),
  createCategory: (body: EndpointInput<typeof createCategoryContract>["body"]) => upstream.callContract(createCategoryContract, { body }),
  updateCategory: (id: number, body: EndpointInput<typeof updateCategoryContract>["body"]) => upstream.callContract(updateCategoryContract, { params: { id }, body }),
  deleteCategory: (id: number) => upstream.callContract(deleteCategoryContract, { params: { id } }),
  transactions: (query: EndpointInput<typeof listTransactionsContract>["query"]) => data(upstream.callContract(listTransactionsContract, { query })),
  createTransaction: (body: EndpointInput<typeof createTransactionContract>["body"]) => upstream.callContract(createTransactionContract, { body }),
  updateTransaction: (id: number, body: EndpointInput<typeof updateTransactionContract>["body"]) => upstream.callContract(updateTransactionContract, { params: { id }, body }),
  deleteTransaction: (id: number) => upstream.callContract(deleteTransactionContract, { params: { id } }),
  previewImport: (body: EndpointInput<typeof importPreviewContract>["body"]) => upstream.callContract(importPreviewContract, { body }),
  confirmImport: (body: EndpointInput<typeof importConfirmContract>["body"]) => upstream.callContract(importConfirmContract, { body }),
  rules: () => data(upstream.callContract(listRulesContract)),
  createRule: (body: EndpointInput<typeof createRuleContract>["body"]) => upstream.callContract(createRuleContract, { body }),
  updateRule: (id: number, body: EndpointInput<typeof updateRuleContract>["body"]) => upstream.callContract(updateRuleContract, { params: { id }, body }),
  deleteRule: (id: number) => upstream.callContract(deleteRuleContract, { params: { id } }),
  applyRules: () => upstream.callContract(applyRulesContract, { body: { onlyUncategorised: true } }),
  budget: (month: string) => data(upstream.callContract(budgetContract, { query: { month } })),
  setBudget: (body: EndpointInput<typeof setBudgetContract>["body"]) => upstream.callContract(setBudgetContract, { body }),
  analysis: (month: string) => data(upstream.callContract(analysisContract, { query: { month } })),
  exportCsv: () => data(upstream.callContract(exportContract)),
  cash: () => data(upstream.callContract(cashContract)),
  saveReserve: (months: number) => upstream.callContract(reserveSaveContract, { body: { months } }),
});
