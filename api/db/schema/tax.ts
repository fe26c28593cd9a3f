import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts";

/**
 * Individual tax returns of the filing wizard (issue "Tax" §2): per member and tax year at most one
 * draft and one submitted return (older submitted returns an amendment replaced are "amended").
 * `data` holds the wizard's fields in cents with every SSN taken out; the SSNs are in `ssns`, each
 * encrypted (AES-256-GCM, the INVESTOR_DATA_KEY setting, as for the investor application) under
 * "taxpayer", "spouse" or "dependent:<key>"; their last four are in `data` for display.
 */
export const taxReturns = pgTable(
  "tax_returns",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    year: integer("year").notNull(),
    /** "draft", "submitted", or "amended" (a submitted return an amendment replaced). */
    status: text("status").notNull().default("draft"),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    ssns: jsonb("ssns").$type<Record<string, string>>().notNull().default({}),
    /** The submitted return this one amends. */
    amendsId: integer("amends_id"),
    confirmationNumber: text("confirmation_number"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("tax_returns_one_draft").on(t.userId, t.year).where(sql`${t.status} = 'draft'`),
    uniqueIndex("tax_returns_one_submitted").on(t.userId, t.year).where(sql`${t.status} = 'submitted'`),
    uniqueIndex("tax_returns_confirmation").on(t.confirmationNumber),
    index("tax_returns_user_year").on(t.userId, t.year),
  ],
);
