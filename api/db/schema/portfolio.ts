import { sql } from "drizzle-orm";
import { check, integer, jsonb, pgTable, timestamp, text } from "drizzle-orm/pg-core";
import { users } from "./accounts";

// Portfolio (issue "Portfolio"): a member's cost basis method and their own target allocation.
// Lots, closings and prices are trading's tables (./investment.ts).

/** One row per member who changed a setting; without one, FIFO and the model allocation of their risk profile. */
export const portfolioSettings = pgTable(
  "portfolio_settings",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    costBasisMethod: text("cost_basis_method").notNull().default("fifo"),
    /** Whole percentage points by asset class, summing to 100; null: the model of the risk profile. */
    targetAllocation: jsonb("target_allocation").$type<Record<string, number>>(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("portfolio_settings_method_check", sql`${t.costBasisMethod} in ('fifo', 'average')`)],
);
