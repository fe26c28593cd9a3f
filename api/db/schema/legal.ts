import { sql } from "drizzle-orm";
import { integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts";

// The legal service's checklists: one row per member and checklist they have saved, holding the
// keys of the items ticked (core/legal/checklists.ts). A save replaces the row's set whole.
export const legalChecklists = pgTable(
  "legal_checklists",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    checklist: text("checklist").notNull(),
    done: text("done").array().notNull().default(sql`'{}'::text[]`),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.checklist] })],
);
