import { eq, sql, type SQLWrapper } from "drizzle-orm";
import type { Database } from "../../db/connection";
import { builtOnce } from "../../db/prepared";
import { users } from "../../db/schema";

/**
 * The data version of the member whose id `userId` holds (a column, or a placeholder), as
 * "member.shared": moves whenever anything a page of this member shows is written (both counters
 * of migration 0018, docs/decisions/038). A member who never wrote anything has no row yet, and
 * reads as 0. One expression, read alone here and with the session by `requireSession`.
 */
export function dataVersionSql(userId: SQLWrapper) {
  return sql<string>`coalesce((select "version" from "member_data_versions" where "user_id" = ${userId}), 0)::text || '.' || (select "version" from "shared_data_version" where "id" = 1)::text`;
}

const versionOfUser = builtOnce((db) =>
  db
    .select({ version: dataVersionSql(users.id) })
    .from(users)
    .where(eq(users.id, sql.placeholder("userId")))
    .prepare("data_version"),
);

/** The member's data version, for a caller whose session was read without it. */
export async function dataVersionOf(db: Database, userId: number): Promise<string> {
  const [row] = await versionOfUser(db).execute({ userId });
  return row!.version;
}
