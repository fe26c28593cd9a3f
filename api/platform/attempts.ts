import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/connection";
import { attemptCounters } from "../db/schema";

type CounterRow = { count: number; window_started_at: string | Date; locked_until: string | Date | null };

/**
 * Counts one attempt under `key` in a fixed window, atomically, in the database, so every
 * instance shares it. Returns the count in the current window and when that window ends.
 */
export async function countAttempt(
  db: Database,
  key: string,
  windowSeconds: number,
): Promise<{ count: number; windowEndsAt: Date; lockedUntil: Date | null }> {
  const expired = sql`${attemptCounters.windowStartedAt} <= now() - make_interval(secs => ${windowSeconds})`;
  // Both drivers (PGlite and node-postgres) answer raw queries with { rows }.
  const result = (await db.execute(sql`
    insert into ${attemptCounters} (key, window_started_at, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when ${expired} then 1 else ${attemptCounters.count} + 1 end,
      window_started_at = case when ${expired} then now() else ${attemptCounters.windowStartedAt} end
    returning count, window_started_at, locked_until`)) as unknown as { rows: CounterRow[] };
  const row = result.rows[0]!;
  return {
    count: Number(row.count),
    windowEndsAt: new Date(new Date(row.window_started_at).getTime() + windowSeconds * 1000),
    lockedUntil: row.locked_until ? new Date(row.locked_until) : null,
  };
}

export async function readCounter(db: Database, key: string) {
  const [row] = await db.select().from(attemptCounters).where(eq(attemptCounters.key, key)).limit(1);
  return row ?? null;
}

export async function lockCounter(db: Database, key: string, until: Date) {
  await db.update(attemptCounters).set({ lockedUntil: until }).where(eq(attemptCounters.key, key));
}

export async function clearCounter(db: Database, key: string) {
  await db.delete(attemptCounters).where(eq(attemptCounters.key, key));
}
