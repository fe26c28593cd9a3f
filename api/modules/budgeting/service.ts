import { and, asc, count, desc, eq, gte, inArray, isNull, lt, sql } from "drizzle-orm";
import { analyse, type AnalysedTransaction, type RecurringPayment } from "../../../core/budgeting/analysis";
import { premiumsOf } from "../../../core/budgeting/premiums";
import { savingByMonth, savingNotes } from "../../../core/budgeting/saving";
import { budgetLine, budgetTotals } from "../../../core/budgeting/budget";
import { DEFAULT_CATEGORIES } from "../../../core/budgeting/categories";
import { detectCsv, duplicateKey, exportCsv, parseCsv, type ColumnMapping, type ParsedRow } from "../../../core/budgeting/csv";
import { addMonthsTo } from "../../../core/budgeting/months";
import { categorise, type CategoryRule, type RuleMatch } from "../../../core/budgeting/rules";
import {
  MAX_ACCOUNTS,
  MAX_CATEGORIES,
  MAX_IMPORT_ROWS,
  MAX_RULES,
  toMoney,
  type AccountKind,
  type AnalysisResponse,
  type BudgetAccount,
  type BudgetCategory,
  type BudgetResponse,
  type BudgetRule,
  type BudgetTransaction,
  type ImportPreview,
} from "../../../core/contracts/budgeting";
import { BUDGETING_MESSAGES } from "../../../core/messages/budgeting";
import type { Database } from "../../db/connection";
import type { Refusal } from "../../platform/http";
import { budgetAccounts, budgetAmounts, budgetCategories, budgetRules, budgetTransactions, users } from "../../db/schema";

// Budgeting (issue "Planning and budgeting" §2). Every query is scoped to the member; a row of
// another member's is "not found". Writes that check a limit lock the member's row first, so two
// requests at once cannot pass it together.

type Db = Database;
const lockMember = (tx: Db, userId: number) => tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");

// ---- Categories ----

type CategoryRow = typeof budgetCategories.$inferSelect;
const categoryView = (row: CategoryRow): BudgetCategory => ({ id: row.id, name: row.name, group: row.groupName, kind: row.kind === "income" ? "income" : "expense", rollover: row.rollover });

/** The member's categories, the defaults seeded on first use (a member with none gets them). */
export async function listCategories(db: Db, userId: number): Promise<BudgetCategory[]> {
  let rows = await db.select().from(budgetCategories).where(eq(budgetCategories.userId, userId)).orderBy(asc(budgetCategories.id));
  if (rows.length === 0) {
    await db
      .insert(budgetCategories)
      .values(DEFAULT_CATEGORIES.map((c) => ({ userId, name: c.name, groupName: c.group, kind: c.kind })))
      .onConflictDoNothing();
    rows = await db.select().from(budgetCategories).where(eq(budgetCategories.userId, userId)).orderBy(asc(budgetCategories.id));
  }
  return rows.map(categoryView);
}

type Outcome<T> = { ok: true; value: T } | Refusal;
const notFound = (message: string): Refusal => ({ ok: false, status: 404, message });

export async function createCategory(db: Db, userId: number, input: { name: string; group: string; kind: "expense" | "income" }): Promise<Outcome<BudgetCategory>> {
  await listCategories(db, userId);
  return db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const [n] = await tx.select({ n: count() }).from(budgetCategories).where(eq(budgetCategories.userId, userId));
    if (Number(n?.n ?? 0) >= MAX_CATEGORIES) return { ok: false, status: 409, message: BUDGETING_MESSAGES.tooManyCategories } as const;
    const [clash] = await tx.select({ id: budgetCategories.id }).from(budgetCategories).where(and(eq(budgetCategories.userId, userId), sql`lower(${budgetCategories.name}) = ${input.name.toLowerCase()}`));
    if (clash) return { ok: false, status: 409, message: BUDGETING_MESSAGES.categoryTaken } as const;
    const [row] = await tx.insert(budgetCategories).values({ userId, name: input.name, groupName: input.group, kind: input.kind }).onConflictDoNothing().returning();
    if (!row) return { ok: false, status: 409, message: BUDGETING_MESSAGES.categoryTaken } as const;
    return { ok: true, value: categoryView(row) } as const;
  });
}

export async function updateCategory(db: Db, userId: number, id: number, input: { name?: string; group?: string; kind?: "expense" | "income"; rollover?: boolean }): Promise<Outcome<BudgetCategory>> {
  const [existing] = await db.select().from(budgetCategories).where(and(eq(budgetCategories.userId, userId), eq(budgetCategories.id, id)));
  if (!existing) return notFound(BUDGETING_MESSAGES.categoryNotFound);
  if (input.name !== undefined && input.name.toLowerCase() !== existing.name.toLowerCase()) {
    const [clash] = await db.select({ id: budgetCategories.id }).from(budgetCategories).where(and(eq(budgetCategories.userId, userId), sql`lower(${budgetCategories.name}) = ${input.name.toLowerCase()}`));
    if (clash) return { ok: false, status: 409, message: BUDGETING_MESSAGES.categoryTaken };
  }
  const changes: Partial<CategoryRow> = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.group !== undefined) changes.groupName = input.group;
  if (input.kind !== undefined) changes.kind = input.kind;
  if (input.rollover !== undefined) changes.rollover = input.rollover;
  if (Object.keys(changes).length === 0) return { ok: true, value: categoryView(existing) };
  try {
    const [row] = await db.update(budgetCategories).set(changes).where(and(eq(budgetCategories.userId, userId), eq(budgetCategories.id, id))).returning();
    return row ? { ok: true, value: categoryView(row) } : notFound(BUDGETING_MESSAGES.categoryNotFound);
  } catch {
    return { ok: false, status: 409, message: BUDGETING_MESSAGES.categoryTaken };
  }
}

/** Deletes a category of the member's; the last one stays (a member with none would get the defaults again). */
export async function deleteCategory(db: Db, userId: number, id: number): Promise<Outcome<{ id: number }>> {
  return db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const [n] = await tx.select({ n: count() }).from(budgetCategories).where(eq(budgetCategories.userId, userId));
    const [row] = await tx.select({ id: budgetCategories.id }).from(budgetCategories).where(and(eq(budgetCategories.userId, userId), eq(budgetCategories.id, id)));
    if (!row) return notFound(BUDGETING_MESSAGES.categoryNotFound);
    if (Number(n?.n ?? 0) <= 1) return { ok: false, status: 409, message: BUDGETING_MESSAGES.lastCategory } as const;
    await tx.delete(budgetCategories).where(and(eq(budgetCategories.userId, userId), eq(budgetCategories.id, id)));
    return { ok: true, value: { id } } as const;
  });
}

async function ownCategory(db: Db, userId: number, id: number | null): Promise<boolean> {
  if (id === null) return true;
  const [row] = await db.select({ id: budgetCategories.id }).from(budgetCategories).where(and(eq(budgetCategories.userId, userId), eq(budgetCategories.id, id)));
  return row !== undefined;
}

// ---- Accounts ----

type AccountRow = typeof budgetAccounts.$inferSelect;

export async function listAccounts(db: Db, userId: number): Promise<BudgetAccount[]> {
  const rows = await db.select().from(budgetAccounts).where(eq(budgetAccounts.userId, userId)).orderBy(asc(budgetAccounts.id));
  const sums = await db
    .select({ accountId: budgetTransactions.accountId, total: sql<string>`coalesce(sum(${budgetTransactions.amountCents}), 0)`, n: count() })
    .from(budgetTransactions)
    .where(eq(budgetTransactions.userId, userId))
    .groupBy(budgetTransactions.accountId);
  const byAccount = new Map(sums.map((s) => [s.accountId, s]));
  return rows.map((row) => accountView(row, Number(byAccount.get(row.id)?.total ?? 0), Number(byAccount.get(row.id)?.n ?? 0)));
}

const accountView = (row: AccountRow, movements: number, n: number): BudgetAccount => ({
  id: row.id,
  name: row.name,
  kind: row.kind as AccountKind,
  openingBalance: toMoney(row.openingBalanceCents),
  balance: toMoney(row.openingBalanceCents + movements),
  transactionCount: n,
});

async function findAccount(db: Db, userId: number, id: number): Promise<AccountRow | null> {
  const [row] = await db.select().from(budgetAccounts).where(and(eq(budgetAccounts.userId, userId), eq(budgetAccounts.id, id)));
  return row ?? null;
}

async function accountById(db: Db, userId: number, id: number): Promise<BudgetAccount | null> {
  return (await listAccounts(db, userId)).find((a) => a.id === id) ?? null;
}

export async function createAccount(db: Db, userId: number, input: { name: string; kind: AccountKind; openingBalance: number }): Promise<Outcome<BudgetAccount>> {
  const created = await db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const [n] = await tx.select({ n: count() }).from(budgetAccounts).where(eq(budgetAccounts.userId, userId));
    if (Number(n?.n ?? 0) >= MAX_ACCOUNTS) return null;
    const [row] = await tx.insert(budgetAccounts).values({ userId, name: input.name, kind: input.kind, openingBalanceCents: input.openingBalance }).returning();
    return row!;
  });
  if (!created) return { ok: false, status: 409, message: BUDGETING_MESSAGES.tooManyAccounts };
  return { ok: true, value: accountView(created, 0, 0) };
}

export async function updateAccount(db: Db, userId: number, id: number, input: { name: string; kind: AccountKind; openingBalance: number }): Promise<BudgetAccount | null> {
  const rows = await db
    .update(budgetAccounts)
    .set({ name: input.name, kind: input.kind, openingBalanceCents: input.openingBalance })
    .where(and(eq(budgetAccounts.userId, userId), eq(budgetAccounts.id, id)))
    .returning({ id: budgetAccounts.id });
  return rows.length ? accountById(db, userId, id) : null;
}

export async function deleteAccount(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db.delete(budgetAccounts).where(and(eq(budgetAccounts.userId, userId), eq(budgetAccounts.id, id))).returning({ id: budgetAccounts.id });
  return rows.length > 0;
}

// ---- Transactions ----

const transactionColumns = {
  id: budgetTransactions.id,
  accountId: budgetTransactions.accountId,
  accountName: budgetAccounts.name,
  date: budgetTransactions.date,
  amountCents: budgetTransactions.amountCents,
  description: budgetTransactions.description,
  categoryId: budgetTransactions.categoryId,
  categoryName: budgetCategories.name,
};
type TransactionRow = { id: number; accountId: number; accountName: string; date: string; amountCents: number; description: string; categoryId: number | null; categoryName: string | null };
const view = (r: TransactionRow): BudgetTransaction => {
  const { amountCents, ...rest } = r;
  return { ...rest, amount: toMoney(amountCents) };
};

const monthRange = (month: string) => and(gte(budgetTransactions.date, `${month}-01`), lt(budgetTransactions.date, `${addMonthsTo(month, 1)}-01`));

export async function listTransactions(db: Db, userId: number, q: { page: number; size: number; month?: string; accountId?: number }) {
  const where = and(
    eq(budgetTransactions.userId, userId),
    q.month ? monthRange(q.month) : undefined,
    q.accountId !== undefined ? eq(budgetTransactions.accountId, q.accountId) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(budgetTransactions).where(where);
  const rows = await db
    .select(transactionColumns)
    .from(budgetTransactions)
    .innerJoin(budgetAccounts, eq(budgetAccounts.id, budgetTransactions.accountId))
    .leftJoin(budgetCategories, eq(budgetCategories.id, budgetTransactions.categoryId))
    .where(where)
    .orderBy(desc(budgetTransactions.date), desc(budgetTransactions.id))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  return { items: rows.map(view), page: q.page, size: q.size, total: Number(total?.n ?? 0), month: q.month ?? null };
}

async function transactionById(db: Db, userId: number, id: number): Promise<BudgetTransaction | null> {
  const [row] = await db
    .select(transactionColumns)
    .from(budgetTransactions)
    .innerJoin(budgetAccounts, eq(budgetAccounts.id, budgetTransactions.accountId))
    .leftJoin(budgetCategories, eq(budgetCategories.id, budgetTransactions.categoryId))
    .where(and(eq(budgetTransactions.userId, userId), eq(budgetTransactions.id, id)));
  return row ? view(row) : null;
}

type TransactionInput = { accountId: number; date: string; amount: number; description: string; categoryId: number | null };

async function checkRefs(db: Db, userId: number, input: TransactionInput): Promise<Refusal | null> {
  if (!(await findAccount(db, userId, input.accountId))) return { ok: false, status: 422, field: "accountId", message: BUDGETING_MESSAGES.accountNotFound };
  if (!(await ownCategory(db, userId, input.categoryId))) return { ok: false, status: 422, field: "categoryId", message: BUDGETING_MESSAGES.categoryNotFound };
  return null;
}

export async function createTransaction(db: Db, userId: number, input: TransactionInput): Promise<Outcome<BudgetTransaction>> {
  const refused = await checkRefs(db, userId, input);
  if (refused) return refused;
  let categoryId = input.categoryId;
  if (categoryId === null) categoryId = categorise(await rulesOf(db, userId), input.description);
  const [row] = await db
    .insert(budgetTransactions)
    .values({ userId, accountId: input.accountId, date: input.date, amountCents: input.amount, description: input.description, categoryId, dedupeKey: duplicateKey(input.accountId, input.date, input.amount, input.description) })
    .returning({ id: budgetTransactions.id });
  return { ok: true, value: (await transactionById(db, userId, row!.id))! };
}

export async function updateTransaction(db: Db, userId: number, id: number, input: TransactionInput): Promise<Outcome<BudgetTransaction>> {
  const refused = await checkRefs(db, userId, input);
  if (refused) return refused;
  const rows = await db
    .update(budgetTransactions)
    .set({ accountId: input.accountId, date: input.date, amountCents: input.amount, description: input.description, categoryId: input.categoryId, dedupeKey: duplicateKey(input.accountId, input.date, input.amount, input.description) })
    .where(and(eq(budgetTransactions.userId, userId), eq(budgetTransactions.id, id)))
    .returning({ id: budgetTransactions.id });
  if (rows.length === 0) return notFound(BUDGETING_MESSAGES.transactionNotFound);
  return { ok: true, value: (await transactionById(db, userId, id))! };
}

export async function deleteTransaction(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db.delete(budgetTransactions).where(and(eq(budgetTransactions.userId, userId), eq(budgetTransactions.id, id))).returning({ id: budgetTransactions.id });
  return rows.length > 0;
}

// ---- Rules ----

async function rulesOf(db: Db, userId: number): Promise<CategoryRule[]> {
  const rows = await db.select().from(budgetRules).where(eq(budgetRules.userId, userId)).orderBy(asc(budgetRules.id));
  return rows.map((r) => ({ id: r.id, match: r.match as RuleMatch, pattern: r.pattern, categoryId: r.categoryId }));
}

export async function listRules(db: Db, userId: number): Promise<BudgetRule[]> {
  const rows = await db
    .select({ id: budgetRules.id, match: budgetRules.match, pattern: budgetRules.pattern, categoryId: budgetRules.categoryId, categoryName: budgetCategories.name })
    .from(budgetRules)
    .innerJoin(budgetCategories, eq(budgetCategories.id, budgetRules.categoryId))
    .where(eq(budgetRules.userId, userId))
    .orderBy(asc(budgetRules.id));
  return rows.map((r) => ({ ...r, match: r.match as RuleMatch }));
}

export async function createRule(db: Db, userId: number, input: { match: RuleMatch; pattern: string; categoryId: number }): Promise<Outcome<BudgetRule>> {
  if (!(await ownCategory(db, userId, input.categoryId))) return { ok: false, status: 422, field: "categoryId", message: BUDGETING_MESSAGES.categoryNotFound };
  const id = await db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const [n] = await tx.select({ n: count() }).from(budgetRules).where(eq(budgetRules.userId, userId));
    if (Number(n?.n ?? 0) >= MAX_RULES) return null;
    const [row] = await tx.insert(budgetRules).values({ userId, ...input }).returning({ id: budgetRules.id });
    return row!.id;
  });
  if (id === null) return { ok: false, status: 409, message: BUDGETING_MESSAGES.tooManyRules };
  return { ok: true, value: (await listRules(db, userId)).find((r) => r.id === id)! };
}

export async function updateRule(db: Db, userId: number, id: number, input: { match: RuleMatch; pattern: string; categoryId: number }): Promise<Outcome<BudgetRule>> {
  if (!(await ownCategory(db, userId, input.categoryId))) return { ok: false, status: 422, field: "categoryId", message: BUDGETING_MESSAGES.categoryNotFound };
  const rows = await db.update(budgetRules).set(input).where(and(eq(budgetRules.userId, userId), eq(budgetRules.id, id))).returning({ id: budgetRules.id });
  if (rows.length === 0) return notFound(BUDGETING_MESSAGES.ruleNotFound);
  return { ok: true, value: (await listRules(db, userId)).find((r) => r.id === id)! };
}

export async function deleteRule(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db.delete(budgetRules).where(and(eq(budgetRules.userId, userId), eq(budgetRules.id, id))).returning({ id: budgetRules.id });
  return rows.length > 0;
}

/** Runs the rules over the member's transactions (uncategorised ones only, or all): how many changed category. */
export async function applyRules(db: Db, userId: number, onlyUncategorised: boolean): Promise<number> {
  const rules = await rulesOf(db, userId);
  if (rules.length === 0) return 0;
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: budgetTransactions.id, description: budgetTransactions.description, categoryId: budgetTransactions.categoryId })
      .from(budgetTransactions)
      .where(and(eq(budgetTransactions.userId, userId), onlyUncategorised ? isNull(budgetTransactions.categoryId) : undefined));
    const byCategory = new Map<number, number[]>();
    for (const row of rows) {
      const category = categorise(rules, row.description);
      if (category === null || category === row.categoryId) continue;
      (byCategory.get(category) ?? byCategory.set(category, []).get(category)!).push(row.id);
    }
    let changed = 0;
    for (const [categoryId, ids] of byCategory) {
      for (let i = 0; i < ids.length; i += 1000) {
        const chunk = ids.slice(i, i + 1000);
        await tx.update(budgetTransactions).set({ categoryId }).where(and(eq(budgetTransactions.userId, userId), inArray(budgetTransactions.id, chunk)));
        changed += chunk.length;
      }
    }
    return changed;
  });
}

// ---- Import ----

export type ImportChoices = { accountId: number; text: string; separator?: ImportPreviewSeparator; mapping?: ColumnMapping; dateFormat?: DateChoice; amountFormat?: AmountChoice };
type ImportPreviewSeparator = ImportPreview["separator"];
type DateChoice = NonNullable<ImportPreview["chosen"]["dateFormat"]>;
type AmountChoice = ImportPreview["chosen"]["amountFormat"];

const PREVIEW_ROWS = 10;
const PREVIEW_ERRORS = 50;

const isComplete = (m: Partial<ColumnMapping>): m is ColumnMapping =>
  m.date !== undefined && m.description !== undefined && (m.amount !== undefined || (m.debit !== undefined && m.credit !== undefined));

async function existingKeys(db: Db, accountId: number): Promise<Set<string>> {
  const rows = await db.select({ key: budgetTransactions.dedupeKey }).from(budgetTransactions).where(eq(budgetTransactions.accountId, accountId));
  return new Set(rows.map((r) => r.key));
}

/** Splits parsed rows into new ones and duplicates (of the account's transactions or of an earlier row of the same file). */
function splitDuplicates(accountId: number, rows: readonly ParsedRow[], known: Set<string>) {
  const seen = new Set(known);
  const fresh: Array<ParsedRow & { key: string }> = [];
  const duplicateLines = new Set<number>();
  for (const row of rows) {
    const key = duplicateKey(accountId, row.date, row.amountCents, row.description);
    if (seen.has(key)) duplicateLines.add(row.line);
    else {
      seen.add(key);
      fresh.push({ ...row, key });
    }
  }
  return { fresh, duplicateLines };
}

export async function previewImport(db: Db, userId: number, choices: ImportChoices): Promise<Outcome<ImportPreview>> {
  if (!(await findAccount(db, userId, choices.accountId))) return { ok: false, status: 422, field: "accountId", message: BUDGETING_MESSAGES.accountNotFound };
  const detection = detectCsv(choices.text, { separator: choices.separator, mapping: choices.mapping });
  if (detection.headers.length === 0) return { ok: false, status: 422, field: "text", message: BUDGETING_MESSAGES.importEmpty };
  const dateFormat = choices.dateFormat ?? detection.date.detected;
  const amountFormat = choices.amountFormat ?? detection.amount.detected;
  const mapping = detection.mapping;
  const base = {
    separator: detection.separator,
    headers: detection.headers,
    sample: detection.sample.map((r) => r.map((c) => c.slice(0, 100))),
    mapping,
    dateFormat: detection.date,
    amountFormat: detection.amount,
    chosen: { dateFormat, amountFormat },
  };
  if (!isComplete(mapping) || dateFormat === null) {
    return { ok: true, value: { ...base, mapped: false, rows: [], errors: [], counts: { total: 0, valid: 0, errors: 0, duplicates: 0, toImport: 0 } } };
  }
  const parsed = parseCsv(choices.text, { separator: detection.separator, mapping, dateFormat, amountFormat });
  const total = parsed.rows.length + parsed.errors.length;
  if (total > MAX_IMPORT_ROWS) return { ok: false, status: 422, field: "text", message: BUDGETING_MESSAGES.importTooManyRows(MAX_IMPORT_ROWS) };
  const { fresh, duplicateLines } = splitDuplicates(choices.accountId, parsed.rows, await existingKeys(db, choices.accountId));
  return {
    ok: true,
    value: {
      ...base,
      mapped: true,
      rows: parsed.rows.slice(0, PREVIEW_ROWS).map((r) => ({ line: r.line, date: r.date, amount: toMoney(r.amountCents), description: r.description, category: r.category, duplicate: duplicateLines.has(r.line) })),
      errors: parsed.errors.slice(0, PREVIEW_ERRORS),
      counts: { total, valid: parsed.rows.length, errors: parsed.errors.length, duplicates: duplicateLines.size, toImport: fresh.length },
    },
  };
}

const INSERT_CHUNK = 1000;

/** Writes the file's new rows in one transaction: duplicates skipped and counted, bad rows reported, categories from the file's column (by name) or the rules. */
export async function confirmImport(db: Db, userId: number, choices: Required<Omit<ImportChoices, "mapping">> & { mapping: ColumnMapping }) {
  if (!(await findAccount(db, userId, choices.accountId))) return { ok: false, status: 422, field: "accountId", message: BUDGETING_MESSAGES.accountNotFound } as const;
  const parsed = parseCsv(choices.text, { separator: choices.separator, mapping: choices.mapping, dateFormat: choices.dateFormat, amountFormat: choices.amountFormat });
  const total = parsed.rows.length + parsed.errors.length;
  if (total === 0) return { ok: false, status: 422, field: "text", message: BUDGETING_MESSAGES.importEmpty } as const;
  if (total > MAX_IMPORT_ROWS) return { ok: false, status: 422, field: "text", message: BUDGETING_MESSAGES.importTooManyRows(MAX_IMPORT_ROWS) } as const;
  const categories = await listCategories(db, userId);
  const byName = new Map(categories.map((c) => [c.name.toLowerCase(), c.id]));
  const rules = await rulesOf(db, userId);
  const result = await db.transaction(async (tx) => {
    // One import per account at a time: the second waits, then sees the first's rows as duplicates.
    await tx.select({ id: budgetAccounts.id }).from(budgetAccounts).where(eq(budgetAccounts.id, choices.accountId)).for("update");
    const known = new Set((await tx.select({ key: budgetTransactions.dedupeKey }).from(budgetTransactions).where(eq(budgetTransactions.accountId, choices.accountId))).map((r) => r.key));
    const { fresh, duplicateLines } = splitDuplicates(choices.accountId, parsed.rows, known);
    const values = fresh.map((r) => ({
      userId,
      accountId: choices.accountId,
      date: r.date,
      amountCents: r.amountCents,
      description: r.description,
      categoryId: (r.category ? byName.get(r.category.toLowerCase()) : undefined) ?? categorise(rules, r.description),
      dedupeKey: r.key,
      imported: true,
    }));
    for (let i = 0; i < values.length; i += INSERT_CHUNK) await tx.insert(budgetTransactions).values(values.slice(i, i + INSERT_CHUNK));
    return { imported: values.length, duplicates: duplicateLines.size };
  });
  return { ok: true, value: { ...result, errors: parsed.errors.slice(0, PREVIEW_ERRORS), errorCount: parsed.errors.length } } as const;
}

// ---- Budget ----

export async function setBudget(db: Db, userId: number, input: { categoryId: number; month: string; amount: number }): Promise<Outcome<BudgetResponse["lines"][number]>> {
  if (!(await ownCategory(db, userId, input.categoryId))) return { ok: false, status: 422, field: "categoryId", message: BUDGETING_MESSAGES.categoryNotFound };
  await db
    .insert(budgetAmounts)
    .values({ userId, categoryId: input.categoryId, month: input.month, amountCents: input.amount })
    .onConflictDoUpdate({ target: [budgetAmounts.categoryId, budgetAmounts.month], set: { amountCents: input.amount } });
  const budget = await budgetFor(db, userId, input.month);
  return { ok: true, value: budget.lines.find((l) => l.categoryId === input.categoryId)! };
}

const TREND_MONTHS = 6;

export async function budgetFor(db: Db, userId: number, month: string): Promise<BudgetResponse> {
  const categories = await listCategories(db, userId);
  const settings = await db.select().from(budgetAmounts).where(eq(budgetAmounts.userId, userId));
  const end = `${addMonthsTo(month, 1)}-01`;
  const sums = await db
    .select({ categoryId: budgetTransactions.categoryId, month: sql<string>`substr(${budgetTransactions.date}, 1, 7)`, total: sql<string>`sum(${budgetTransactions.amountCents})` })
    .from(budgetTransactions)
    .where(and(eq(budgetTransactions.userId, userId), lt(budgetTransactions.date, end)))
    .groupBy(budgetTransactions.categoryId, sql`substr(${budgetTransactions.date}, 1, 7)`);
  const spent = new Map<string, Map<string, number>>();
  for (const s of sums) {
    const key = String(s.categoryId);
    (spent.get(key) ?? spent.set(key, new Map()).get(key)!).set(s.month, -Number(s.total));
  }
  const income = new Set(categories.filter((c) => c.kind === "income").map((c) => c.id));
  const lines = categories
    .filter((c) => c.kind === "expense")
    .map((c) => {
      const line = budgetLine({ categoryId: c.id, rollover: c.rollover, settings: settings.filter((s) => s.categoryId === c.id).map((s) => ({ month: s.month, cents: s.amountCents })), spentByMonth: spent.get(String(c.id)) ?? new Map() }, month);
      return { line, category: c };
    });
  const totals = budgetTotals(lines.map((l) => l.line));
  const incomeCents = -[...income].reduce((n, id) => n + (spent.get(String(id))?.get(month) ?? 0), 0);
  const trend = Array.from({ length: TREND_MONTHS }, (_, i) => addMonthsTo(month, i - TREND_MONTHS + 1)).map((m) => {
    let total = 0;
    for (const [key, byMonth] of spent) if (!income.has(Number(key))) total += byMonth.get(m) ?? 0;
    return { month: m, spent: toMoney(total) };
  });
  return {
    month,
    lines: lines.map(({ line, category }) => ({
      categoryId: category.id,
      categoryName: category.name,
      group: category.group,
      rollover: category.rollover,
      budgeted: toMoney(line.budgeted),
      carried: toMoney(line.carried),
      available: toMoney(line.available),
      spent: toMoney(line.spent),
      remaining: toMoney(line.remaining),
    })),
    totals: { budgeted: toMoney(totals.budgeted), available: toMoney(totals.available), spent: toMoney(totals.spent), remaining: toMoney(totals.remaining) },
    income: toMoney(incomeCents),
    uncategorisedSpent: toMoney(spent.get("null")?.get(month) ?? 0),
    trend,
  };
}

// ---- Analysis ----

/** How far back the analysis looks: two years (a yearly payment needs two sightings). */
const ANALYSIS_MONTHS = 25;

/** The member's transactions from the first day of `fromMonth` to the end of `toMonth`, as the analyses read them. */
export async function analysedTransactions(db: Db, userId: number, fromMonth: string, toMonth: string): Promise<AnalysedTransaction[]> {
  const from = `${fromMonth}-01`;
  const end = `${addMonthsTo(toMonth, 1)}-01`;
  const rows = await db
    .select({ id: budgetTransactions.id, date: budgetTransactions.date, amountCents: budgetTransactions.amountCents, description: budgetTransactions.description, categoryId: budgetTransactions.categoryId, categoryName: budgetCategories.name, kind: budgetCategories.kind })
    .from(budgetTransactions)
    .leftJoin(budgetCategories, eq(budgetCategories.id, budgetTransactions.categoryId))
    .where(and(eq(budgetTransactions.userId, userId), gte(budgetTransactions.date, from), lt(budgetTransactions.date, end)));
  return rows.map((r) => ({
    id: r.id,
    date: r.date,
    amountCents: r.amountCents,
    description: r.description,
    categoryId: r.categoryId,
    categoryName: r.categoryName ?? BUDGETING_MESSAGES.uncategorised,
    income: r.kind === "income",
  }));
}

const recurringView = (r: RecurringPayment) => ({ ...r, typicalAmount: toMoney(r.typicalAmount), yearlyCost: toMoney(r.yearlyCost) });

export async function analysisFor(db: Db, userId: number, month: string): Promise<AnalysisResponse> {
  const transactions = await analysedTransactions(db, userId, addMonthsTo(month, -ANALYSIS_MONTHS + 1), month);
  const result = analyse(transactions, month);
  const saving = savingByMonth(transactions, month);
  const premiums = premiumsOf(transactions, month);
  return {
    month,
    summary: result.summary,
    changes: result.changes.map((c) => ({ categoryName: c.categoryName, previous: toMoney(c.previous), current: toMoney(c.current), change: toMoney(c.change), changePercent: c.changePercent })),
    unusual: result.unusual.map((u) => ({ id: u.id, date: u.date, description: u.description, categoryName: u.categoryName, amount: toMoney(u.amount), typical: toMoney(u.typical), score: u.score })),
    recurring: result.recurring.map(recurringView),
    recurringYearlyCost: toMoney(result.recurring.reduce((n, r) => n + r.yearlyCost, 0)),
    rules: { unusual: BUDGETING_MESSAGES.unusualRule, recurring: BUDGETING_MESSAGES.recurringRule },
    premiums: {
      months: premiums.months.map((m) => ({ month: m.month, amount: toMoney(m.cents) })),
      total: toMoney(premiums.totalCents),
      payments: premiums.payments.map(recurringView),
      setAside: toMoney(premiums.setAsideCents),
      sentences: premiums.sentences,
      rule: BUDGETING_MESSAGES.premiumsRule,
    },
    saving: {
      months: saving.map((m) => ({ month: m.month, income: toMoney(m.incomeCents), spending: toMoney(m.spendingCents), saved: toMoney(m.savedCents), rate: m.rateBp === null ? null : m.rateBp / 100, hasData: m.hasData })),
      notes: savingNotes(saving),
    },
  };
}

// ---- Export ----

export async function exportTransactions(db: Db, userId: number) {
  const rows = await db
    .select(transactionColumns)
    .from(budgetTransactions)
    .innerJoin(budgetAccounts, eq(budgetAccounts.id, budgetTransactions.accountId))
    .leftJoin(budgetCategories, eq(budgetCategories.id, budgetTransactions.categoryId))
    .where(eq(budgetTransactions.userId, userId))
    .orderBy(asc(budgetTransactions.date), asc(budgetTransactions.id));
  const csv = exportCsv(rows.map((r) => ({ date: r.date, account: r.accountName, description: r.description, category: r.categoryName ?? "", amountCents: r.amountCents as never })));
  return { fileName: "transactions.csv", rowCount: rows.length, csv };
}
