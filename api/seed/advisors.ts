import { sql } from "drizzle-orm";
import type { Database } from "../db/connection";
import { users } from "../db/schema";

/** Gives an existing member the advisor role (the desk at /desk); false when no member has that name. */
export async function makeAdvisor(db: Database, username: string): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ role: "advisor", updatedAt: new Date() })
    .where(sql`lower(${users.username}) = ${username.trim().toLowerCase()}`)
    .returning({ id: users.id });
  return updated.length > 0;
}
