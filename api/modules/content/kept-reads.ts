import type { Database } from "../../db/connection";
import { contentGeneration } from "./reseeds";

/**
 * Editorial reads kept per process. Every list and article page asks the same few questions (the
 * first pages of an area, its categories, an article) and the answers change only when the content
 * is seeded: this process forgets them at once when it seeds (reseeds.ts), and keeps none longer
 * than a minute, so a seed run by another instance shows within it. At most MAX_KEPT answers are
 * kept, the oldest dropped first; a failed read is not kept.
 */
export const KEEP_CONTENT_MS = 60_000;
const MAX_KEPT = 500;

type Entry = { at: number; generation: number; value: Promise<unknown> };
const keptByDatabase = new WeakMap<Database, Map<string, Entry>>();

export function keptContentRead<T>(db: Database, key: string, read: () => Promise<T>, now = Date.now()): Promise<T> {
  const kept = keptByDatabase.get(db) ?? new Map<string, Entry>();
  keptByDatabase.set(db, kept);
  const entry = kept.get(key);
  if (entry && entry.generation === contentGeneration() && now - entry.at < KEEP_CONTENT_MS) return entry.value as Promise<T>;
  const value = read();
  kept.delete(key);
  if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
  kept.set(key, { at: now, generation: contentGeneration(), value });
  value.catch(() => {
    if (kept.get(key)?.value === value) kept.delete(key);
  });
  return value;
}
