import { sql } from "drizzle-orm";
import { bigint, check, integer, pgTable } from "drizzle-orm/pg-core";

// What a member page was rendered from, as two counters moved by triggers of migration 0018 in the
// writer's own transaction (docs/decisions/038): the web server keeps a member's rendered page
// while both stay the same.

/**
 * One row per member whose data was ever written: every statement that writes a row of theirs (in
 * any table a member page reads) moves it. No foreign key: a closed account's row may outlive it.
 */
export const memberDataVersions = pgTable("member_data_versions", {
  userId: integer("user_id").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull(),
});

/** One row moved by every statement that writes what all members see (prices, content). */
export const sharedDataVersion = pgTable(
  "shared_data_version",
  {
    id: integer("id").primaryKey(),
    version: bigint("version", { mode: "number" }).notNull(),
  },
  (t) => [check("shared_data_version_one_row", sql`${t.id} = 1`)],
);
