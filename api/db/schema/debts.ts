import { sql } from "drizzle-orm";
import { bigint, bigserial, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts";

// The debts a member owes elsewhere (core/debts/): their own figures, tracked, never held by the
// platform and never part of the tier's assets. Amounts in cents, rates in basis points.

export const debts = pgTable(
  "debts",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    kind: text("kind").notNull(),
    balanceCents: bigint("balance_cents", { mode: "number" }).notNull(),
    aprBasisPoints: integer("apr_basis_points").notNull(),
    minimumPaymentCents: bigint("minimum_payment_cents", { mode: "number" }).notNull(),
    /** The day (the member's calendar) the balance was last set. */
    updatedOn: text("updated_on").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("debts_user_name").on(t.userId, t.name),
    check("debts_kind_check", sql`${t.kind} in ('credit_card', 'student_loan', 'auto_loan', 'mortgage', 'personal_loan', 'medical', 'other')`),
    check("debts_balance_check", sql`${t.balanceCents} between 0 and 1000000000`),
    check("debts_minimum_check", sql`${t.minimumPaymentCents} between 0 and 1000000000`),
    check("debts_apr_check", sql`${t.aprBasisPoints} between 0 and 10000`),
  ],
);

/**
 * Each debt's balance as of each day it was set, one row per debt and day (a second update that
 * day replaces the first): the member's progress. Removed with the debt: a debt paid off stays
 * listed at $0 to keep counting.
 */
export const debtBalances = pgTable(
  "debt_balances",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    debtId: integer("debt_id")
      .notNull()
      .references(() => debts.id, { onDelete: "cascade" }),
    recordedOn: text("recorded_on").notNull(),
    balanceCents: bigint("balance_cents", { mode: "number" }).notNull(),
  },
  (t) => [uniqueIndex("debt_balances_debt_day").on(t.debtId, t.recordedOn), index("debt_balances_user").on(t.userId, t.recordedOn)],
);
