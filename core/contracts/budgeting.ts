import { z } from "zod";
import { ACCOUNT_KIND_LABELS } from "../messages/budgeting";
import { asCents, centsToDecimalString, parseAmount, type Cents } from "../money";
import { pageQuerySchema } from "../pagination";
import { CATEGORY_KINDS } from "../budgeting/categories";
import { SEPARATORS } from "../budgeting/csv";
import { AMOUNT_FORMATS, DATE_FORMATS } from "../budgeting/formats";
import { isMonth } from "../budgeting/months";
import { INTERVALS, type Interval } from "../budgeting/analysis";
import { RESERVE_MONTHS } from "../budgeting/reserve";
import { RULE_MATCHES } from "../budgeting/rules";
import { requiredText as text } from "./text";
import { endpoint } from "./endpoint";

// Budgeting and behavior analysis (issue "Planning and budgeting" §2): one request and one response
// schema per endpoint. Requests refuse unknown fields (.strict()); amounts travel as decimal
// strings ("-12.50": spending is negative) and become integer cents here.

const INTERVAL_KEYS = Object.keys(INTERVALS) as [Interval, ...Interval[]];

export const ACCOUNT_KINDS = ["checking", "savings", "credit_card", "cash"] as const satisfies ReadonlyArray<keyof typeof ACCOUNT_KIND_LABELS>;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/** The largest amount of one transaction, budget or opening balance: $1,000,000,000.00. */
export const MAX_BUDGET_CENTS = asCents(100_000_000_000);
/** The most rows one import may hold; the most characters of its text (about 5 MB). */
export const MAX_IMPORT_ROWS = 20_000;
export const MAX_IMPORT_CHARS = 5_000_000;
/** The API's and the web app's body limit for the import endpoints and page (the text plus its JSON). */
export const MAX_IMPORT_BODY_BYTES = 6 * 1024 * 1024;
export const MAX_ACCOUNTS = 20;
export const MAX_CATEGORIES = 100;
export const MAX_RULES = 200;

/** A signed amount in a request: "-12.50", "1200", or a JSON number with at most 2 decimals. */
export const signedAmount = z.union([z.string(), z.number()], { errorMap: () => ({ message: "must be an amount like -12.50" }) }).transform((value, ctx): Cents => {
  const parsed = parseAmount(value, { allowNegative: true, max: MAX_BUDGET_CENTS });
  if (parsed.ok) return parsed.cents;
  ctx.addIssue({ code: "custom", message: parsed.problem });
  return z.NEVER;
});
/** A budget: zero or more. */
export const budgetAmount = signedAmount.refine((c) => c >= 0, "must not be negative");

/** An amount in an answer: "-12.50". */
export const money = z.string().regex(/^-?(0|[1-9][0-9]*)\.[0-9]{2}$/, "an amount with 2 decimals");
export const toMoney = centsToDecimalString;

const id = z.number().int().positive();
/** An id in a request body: a whole number that fits the database's integer ids. */
const bodyId = z.number({ invalid_type_error: "must be a whole number" }).int("must be a whole number").positive("must be a whole number").max(2 ** 31 - 1, "is not one of yours");
const refId = z.coerce.number({ invalid_type_error: "must be a whole number" }).int("must be a whole number").positive("must be a whole number").max(2 ** 31 - 1);
const isoDate = z
  .string({ invalid_type_error: "must be a date" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date like 2026-03-31")
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v && v >= "1900-01-01" && v <= "2200-12-31";
  }, "must be a real date");
export const monthSchema = z.string({ invalid_type_error: "must be a month" }).refine(isMonth, "must be a month like 2026-03");

export const idParams = z.object({ id: refId }).strict();

// ---- Accounts ----

export const accountSchema = z.object({ id, name: z.string(), kind: z.enum(ACCOUNT_KINDS), openingBalance: money, balance: money, transactionCount: z.number().int() });
export type BudgetAccount = z.infer<typeof accountSchema>;
export const accountInputSchema = z.object({ name: text(60), kind: z.enum(ACCOUNT_KINDS, { errorMap: () => ({ message: `must be one of ${ACCOUNT_KINDS.join(", ")}` }) }), openingBalance: signedAmount.default(0) }).strict();

export const listAccountsContract = endpoint({ method: "GET", path: "/api/budgeting/accounts", response: z.array(accountSchema) });
export const createAccountContract = endpoint({ method: "POST", path: "/api/budgeting/accounts", body: accountInputSchema, response: accountSchema });
export const updateAccountContract = endpoint({ method: "POST", path: "/api/budgeting/accounts/:id", params: idParams, body: accountInputSchema, response: accountSchema });
export const deleteAccountContract = endpoint({ method: "POST", path: "/api/budgeting/accounts/:id/delete", params: idParams, response: z.object({ id }) });

// ---- Categories ----

export const categorySchema = z.object({ id, name: z.string(), group: z.string(), kind: z.enum(CATEGORY_KINDS), rollover: z.boolean() });
export type BudgetCategory = z.infer<typeof categorySchema>;
export const categoryInputSchema = z.object({ name: text(60), group: text(60), kind: z.enum(CATEGORY_KINDS).default("expense") }).strict();
export const categoryUpdateSchema = z.object({ name: text(60).optional(), group: text(60).optional(), kind: z.enum(CATEGORY_KINDS).optional(), rollover: z.boolean().optional() }).strict();

export const listCategoriesContract = endpoint({ method: "GET", path: "/api/budgeting/categories", response: z.array(categorySchema) });
export const createCategoryContract = endpoint({ method: "POST", path: "/api/budgeting/categories", body: categoryInputSchema, response: categorySchema });
export const updateCategoryContract = endpoint({ method: "POST", path: "/api/budgeting/categories/:id", params: idParams, body: categoryUpdateSchema, response: categorySchema });
export const deleteCategoryContract = endpoint({ method: "POST", path: "/api/budgeting/categories/:id/delete", params: idParams, response: z.object({ id }) });

// ---- Transactions ----

export const transactionSchema = z.object({
  id,
  accountId: id,
  accountName: z.string(),
  date: z.string(),
  amount: money,
  description: z.string(),
  categoryId: id.nullable(),
  categoryName: z.string().nullable(),
});
export type BudgetTransaction = z.infer<typeof transactionSchema>;
export const transactionInputSchema = z
  .object({ accountId: bodyId, date: isoDate, amount: signedAmount, description: text(200), categoryId: bodyId.nullable().default(null) })
  .strict();
export const transactionsQuerySchema = pageQuerySchema.extend({ month: monthSchema.optional(), accountId: refId.optional() }).strict();
export const transactionsPageSchema = z.object({ items: z.array(transactionSchema), page: z.number().int(), size: z.number().int(), total: z.number().int(), month: z.string().nullable() });

export const listTransactionsContract = endpoint({ method: "GET", path: "/api/budgeting/transactions", query: transactionsQuerySchema, response: transactionsPageSchema });
export const createTransactionContract = endpoint({ method: "POST", path: "/api/budgeting/transactions", body: transactionInputSchema, response: transactionSchema });
export const updateTransactionContract = endpoint({ method: "POST", path: "/api/budgeting/transactions/:id", params: idParams, body: transactionInputSchema, response: transactionSchema });
export const deleteTransactionContract = endpoint({ method: "POST", path: "/api/budgeting/transactions/:id/delete", params: idParams, response: z.object({ id }) });

// ---- Import ----

const column = z.number({ invalid_type_error: "must be a column number" }).int().min(0).max(199);
export const mappingSchema = z
  .object({ date: column, description: column, amount: column.optional(), debit: column.optional(), credit: column.optional(), category: column.optional() })
  .strict()
  .superRefine((m, ctx) => {
    const hasAmount = m.amount !== undefined;
    const hasPair = m.debit !== undefined && m.credit !== undefined;
    if (hasAmount === hasPair || (!hasAmount && (m.debit !== undefined) !== (m.credit !== undefined)))
      ctx.addIssue({ code: "custom", path: ["amount"], message: "choose an amount column, or both a debit and a credit column" });
    const used = Object.values(m).filter((v) => v !== undefined);
    if (new Set(used).size !== used.length) ctx.addIssue({ code: "custom", path: [], message: "each column can be mapped once" });
  });
export const importRequestSchema = z
  .object({
    accountId: bodyId,
    text: z.string({ required_error: "is required", invalid_type_error: "must be text" }).max(MAX_IMPORT_CHARS, `must be at most ${MAX_IMPORT_CHARS} characters`),
    separator: z.enum(SEPARATORS).optional(),
    mapping: mappingSchema.optional(),
    dateFormat: z.enum(DATE_FORMATS).optional(),
    amountFormat: z.enum(AMOUNT_FORMATS).optional(),
  })
  .strict();
export const importConfirmSchema = importRequestSchema.extend({
  separator: z.enum(SEPARATORS),
  mapping: mappingSchema,
  dateFormat: z.enum(DATE_FORMATS),
  amountFormat: z.enum(AMOUNT_FORMATS),
});
export type ImportRequest = z.input<typeof importRequestSchema>;

const rowError = z.object({ line: z.number().int(), message: z.string() });
export const importPreviewSchema = z.object({
  separator: z.enum(SEPARATORS),
  headers: z.array(z.string()),
  sample: z.array(z.array(z.string())),
  mapping: z.object({ date: column.optional(), description: column.optional(), amount: column.optional(), debit: column.optional(), credit: column.optional(), category: column.optional() }),
  /** Whether the mapping is complete enough to read rows (date, description and an amount). */
  mapped: z.boolean(),
  dateFormat: z.object({ detected: z.enum(DATE_FORMATS).nullable(), candidates: z.array(z.enum(DATE_FORMATS)), ambiguous: z.boolean() }),
  amountFormat: z.object({ detected: z.enum(AMOUNT_FORMATS), candidates: z.array(z.enum(AMOUNT_FORMATS)), ambiguous: z.boolean() }),
  chosen: z.object({ dateFormat: z.enum(DATE_FORMATS).nullable(), amountFormat: z.enum(AMOUNT_FORMATS) }),
  rows: z.array(z.object({ line: z.number().int(), date: z.string(), amount: money, description: z.string(), category: z.string().nullable(), duplicate: z.boolean() })),
  errors: z.array(rowError),
  counts: z.object({ total: z.number().int(), valid: z.number().int(), errors: z.number().int(), duplicates: z.number().int(), toImport: z.number().int() }),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;
export const importResultSchema = z.object({ imported: z.number().int(), duplicates: z.number().int(), errors: z.array(rowError), errorCount: z.number().int() });

export const importPreviewContract = endpoint({ method: "POST", path: "/api/budgeting/import/preview", body: importRequestSchema, response: importPreviewSchema });
export const importConfirmContract = endpoint({ method: "POST", path: "/api/budgeting/import/confirm", body: importConfirmSchema, response: importResultSchema });

// ---- Rules ----

export const ruleSchema = z.object({ id, match: z.enum(RULE_MATCHES), pattern: z.string(), categoryId: id, categoryName: z.string() });
export type BudgetRule = z.infer<typeof ruleSchema>;
export const ruleInputSchema = z.object({ match: z.enum(RULE_MATCHES), pattern: text(100), categoryId: bodyId }).strict();
export const applyRulesSchema = z.object({ onlyUncategorised: z.boolean().default(true) }).strict();

export const listRulesContract = endpoint({ method: "GET", path: "/api/budgeting/rules", response: z.array(ruleSchema) });
export const createRuleContract = endpoint({ method: "POST", path: "/api/budgeting/rules", body: ruleInputSchema, response: ruleSchema });
export const updateRuleContract = endpoint({ method: "POST", path: "/api/budgeting/rules/:id", params: idParams, body: ruleInputSchema, response: ruleSchema });
export const deleteRuleContract = endpoint({ method: "POST", path: "/api/budgeting/rules/:id/delete", params: idParams, response: z.object({ id }) });
export const applyRulesContract = endpoint({ method: "POST", path: "/api/budgeting/rules/apply", body: applyRulesSchema, response: z.object({ categorised: z.number().int() }) });

// ---- Budget ----

export const monthQuerySchema = z.object({ month: monthSchema }).strict();
export const budgetLineSchema = z.object({
  categoryId: id,
  categoryName: z.string(),
  group: z.string(),
  rollover: z.boolean(),
  budgeted: money,
  carried: money,
  available: money,
  spent: money,
  remaining: money,
});
export const budgetResponseSchema = z.object({
  month: z.string(),
  lines: z.array(budgetLineSchema),
  totals: z.object({ budgeted: money, available: money, spent: money, remaining: money }),
  income: money,
  uncategorisedSpent: money,
  /** Spending per month for the six months up to this one, oldest first. */
  trend: z.array(z.object({ month: z.string(), spent: money })),
});
export type BudgetResponse = z.infer<typeof budgetResponseSchema>;
export const budgetInputSchema = z.object({ categoryId: bodyId, month: monthSchema, amount: budgetAmount }).strict();

export const budgetContract = endpoint({ method: "GET", path: "/api/budgeting/budget", query: monthQuerySchema, response: budgetResponseSchema });
export const setBudgetContract = endpoint({ method: "POST", path: "/api/budgeting/budget", body: budgetInputSchema, response: budgetLineSchema });

// ---- Analysis (Silver) ----

const recurringSchema = z.object({ payee: z.string(), interval: z.enum(INTERVAL_KEYS), count: z.number().int(), typicalAmount: money, yearlyCost: money, lastDate: z.string(), categoryName: z.string() });

export const analysisResponseSchema = z.object({
  month: z.string(),
  summary: z.array(z.string()),
  changes: z.array(z.object({ categoryName: z.string(), previous: money, current: money, change: money, changePercent: z.number().nullable() })),
  unusual: z.array(z.object({ id, date: z.string(), description: z.string(), categoryName: z.string(), amount: money, typical: money, score: z.number() })),
  recurring: z.array(recurringSchema),
  recurringYearlyCost: money,
  rules: z.object({ unusual: z.string(), recurring: z.string() }),
  /** The last twelve months ending with `month`, oldest first: income, spending, what was left, and the share of income saved (percent, two decimals; null without income). */
  saving: z.object({
    months: z.array(z.object({ month: z.string(), income: money, spending: money, saved: money, rate: z.number().nullable(), hasData: z.boolean() })),
    notes: z.array(z.object({ key: z.enum(["average", "streak", "paused", "rate-fell", "rate-rose"]), text: z.string() })),
  }),
  /** Insurance premiums over the same twelve months, the ones that recur, and a monthly amount that meets the yearly and twice-yearly bills. */
  premiums: z.object({ months: z.array(z.object({ month: z.string(), amount: money })), total: money, payments: z.array(recurringSchema), setAside: money, sentences: z.array(z.string()), rule: z.string() }),
});
export type AnalysisResponse = z.infer<typeof analysisResponseSchema>;
export const analysisContract = endpoint({ method: "GET", path: "/api/budgeting/analysis", query: monthQuerySchema, response: analysisResponseSchema });

// ---- Cash and the emergency reserve (Silver: "cash") ----

export const cashResponseSchema = z.object({
  /** The accounts kept elsewhere, with their balances (a credit card's is negative while owed). */
  accounts: z.array(z.object({ id, name: z.string(), kind: z.enum(ACCOUNT_KINDS), balance: money })),
  /** The investor account's cash: settled and free to withdraw, and deposits still settling; null without the account. */
  investor: z.object({ available: money, pending: money }).nullable(),
  /** Checking, savings and cash accounts with the investor account's available cash: what the reserve counts. */
  cash: money,
  /** What the credit cards owe (a positive amount). */
  owed: money,
  /** A typical month's spending over the full months read (up to six), or null without any. */
  monthlySpending: money.nullable(),
  spendingMonths: z.number().int(),
  reserve: z.object({
    months: z.number().int(),
    target: money.nullable(),
    /** Months of typical spending the cash covers, one decimal, rounded down. */
    covered: z.number().nullable(),
    shortfall: money.nullable(),
    excess: money.nullable(),
    sentence: z.string(),
  }),
  choices: z.array(z.number().int()),
  rule: z.string(),
});
export type CashResponse = z.infer<typeof cashResponseSchema>;
export const cashContract = endpoint({ method: "GET", path: "/api/budgeting/cash", response: cashResponseSchema });

export const reserveBodySchema = z
  .object({
    months: z
      .number({ invalid_type_error: "must be a number of months", required_error: "is required" })
      .refine((n) => (RESERVE_MONTHS as readonly number[]).includes(n), `must be one of ${RESERVE_MONTHS.join(", ")}`),
  })
  .strict();
export const reserveSaveContract = endpoint({ method: "POST", path: "/api/budgeting/cash/reserve", body: reserveBodySchema, response: cashResponseSchema });

// ---- Export ----

export const exportResponseSchema = z.object({ fileName: z.string(), rowCount: z.number().int(), csv: z.string() });
export const exportContract = endpoint({ method: "GET", path: "/api/budgeting/export", response: exportResponseSchema });

