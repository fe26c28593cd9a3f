import { sql } from "drizzle-orm";
import { check, integer, pgTable, primaryKey, smallint, text } from "drizzle-orm/pg-core";
import { investorAccounts } from "./investor";

// The investor account's beneficiaries (core/estate/beneficiaries.ts): one row per person named,
// in the order the member named them within each designation. A save replaces the account's rows
// whole; the account row keeps when that last happened.
export const accountBeneficiaries = pgTable(
  "account_beneficiaries",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => investorAccounts.userId, { onDelete: "cascade" }),
    designation: text("designation").notNull(),
    position: smallint("position").notNull(),
    name: text("name").notNull(),
    relationship: text("relationship").notNull(),
    sharePercent: smallint("share_percent").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.designation, t.position] }),
    check("account_beneficiaries_designation_check", sql`${t.designation} in ('primary', 'contingent')`),
    check("account_beneficiaries_share_check", sql`${t.sharePercent} between 1 and 100`),
  ],
);
