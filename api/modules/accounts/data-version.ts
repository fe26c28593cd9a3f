import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/connection";
import { builtOnce } from "../../db/prepared";
import { sharedDataVersion } from "../../db/schema";

// One statement for both counters (migration 0018, docs/decisions/038): a member who never wrote
// anything has no row yet, and reads as 0.
const versions = builtOnce((db) =>
  db
    .select({
      member: sql<string>`coalesce((select "version" from "member_data_versions" where "user_id" = ${sql.placeholder("userId")}), 0)::text`,
      shared: sql<string>`${sharedDataVersion.version}::text`,
    })
    .from(sharedDataVersion)
    .where(eq(sharedDataVersion.id, 1))
    .prepare("data_version"),
);

/** "member.shared": moves whenever anything a page of this member shows is written. */
export async function dataVersionOf(db: Database, userId: number): Promise<string> {
  const [row] = await versions(db).execute({ userId });
  return `${row!.member}.${row!.shared}`;
}
