import { types, type PGlite, type QueryOptions } from "@electric-sql/pglite";
import { wrapQueries } from "./pglite-query-wrap";

/**
 * The types drizzle's PGlite driver reads as text, not as JavaScript dates or numbers: timestamps,
 * intervals and dates, and their arrays and numeric[] (drizzle-orm/pglite/session.js).
 */
export const DRIZZLE_TEXT_TYPES: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

const asText = (value: string) => value;
const textTypeKeys = new Set(DRIZZLE_TEXT_TYPES.map(String));

/** Options without `parsers` when they only repeat the parsers installed on the instance. */
function withoutInstalledParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers) return options;
  for (const key in options.parsers) if (!textTypeKeys.has(key)) return options;
  const { parsers: _installed, ...rest } = options;
  return rest;
}

/**
 * Why: drizzle hands every query the same parsers for the types above (each returns the text as
 * it is), and PGlite answers a query that brings parsers by copying its own table of about 320
 * parsers, one per type and array type, and merging them in: about 60 µs per query on this
 * machine, as much as PGlite's own work for a one-row read, and a page makes ten to twenty.
 * Installed once on the instance, the same parsers cost nothing per query; queries that bring
 * other parsers still pass them on. Only drizzle queries this instance (`openDatabase`).
 */
export function installDrizzleParsers(client: PGlite): PGlite {
  for (const type of DRIZZLE_TEXT_TYPES) client.parsers[type] = asText;
  return wrapQueries(client, (query) => (sql, params, options) => query(sql, params, withoutInstalledParsers(options)));
}
