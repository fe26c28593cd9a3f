import { sql } from "drizzle-orm";
import { bigint, bigserial, boolean, check, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts";

// Budgeting (issue "Planning and budgeting" §2): accounts a member keeps elsewhere (tracked, not
// held: never part of the tier's total assets), their transactions, categories in groups, rules,
// and monthly budgets. Amounts in cents; spending is negative.

export const budgetAccounts = pgTable(
  "budget_accounts",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** checking | savings | credit_card | cash */
    kind: text("kind").notNull(),
    openingBalanceCents: bigint("opening_balance_cents", { mode: "number" }).notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("budget_accounts_user").on(t.userId)],
);

export const budgetCategories = pgTable(
  "budget_categories",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    groupName: text("group_name").notNull(),
    /** expense | income */
    kind: text("kind").notNull().default("expense"),
    /** Unspent money carries into next month, overspending reduces it. */
    rollover: boolean("rollover").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("budget_categories_user_name").on(t.userId, t.name)],
);

export const budgetTransactions = pgTable(
  "budget_transactions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accountId: integer("account_id")
      .notNull()
      .references(() => budgetAccounts.id, { onDelete: "cascade" }),
    /** YYYY-MM-DD, the bank's booking date. */
    date: text("date").notNull(),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    description: text("description").notNull(),
    categoryId: integer("category_id").references(() => budgetCategories.id, { onDelete: "set null" }),
    /** core/budgeting duplicateKey: account, date, amount, description (folded). */
    dedupeKey: text("dedupe_key").notNull(),
    imported: boolean("imported").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("budget_transactions_user_date").on(t.userId, t.date), index("budget_transactions_account_key").on(t.accountId, t.dedupeKey)],
);

export const budgetRules = pgTable(
  "budget_rules",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** contains | starts_with */
    match: text("match").notNull(),
    pattern: text("pattern").notNull(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => budgetCategories.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("budget_rules_user").on(t.userId)],
);

/** The amount budgeted for a category from `month` (YYYY-MM) on, until a later month sets another. */
export const budgetAmounts = pgTable(
  "budget_amounts",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => budgetCategories.id, { onDelete: "cascade" }),
    month: text("month").notNull(),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.month] }), index("budget_amounts_user").on(t.userId)],
);

/** The member's choices for their cash (Silver's "Accounts and cash management"): the months of spending their emergency reserve should hold. */
export const budgetSettings = pgTable(
  "budget_settings",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    reserveMonths: smallint("reserve_months").notNull().default(6),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("budget_settings_reserve_months_check", sql`${t.reserveMonths} in (3, 4, 5, 6, 9, 12)`)],
);
