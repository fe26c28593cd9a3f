/**
 * What remembers content between requests (the daily tip's list, the web server's page cache)
 * listens here and forgets it when this process seeds the content again. A seed run by another
 * instance is not seen here: what is kept is bounded in time for that (a day for the tips, seconds
 * for pages).
 */
type Listener = () => void;

const listeners = new Set<Listener>();
let generation = 0;

/** Increases with every seed of this process: a value kept under an older generation is stale. */
export const contentGeneration = () => generation;

/** Called once the seed has written: every listener forgets what it kept. */
export function contentReseeded(): void {
  generation += 1;
  for (const listener of listeners) listener();
}

/** Calls `listener` after every seed; returns the way to stop. */
export function onContentReseeded(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
