import type { Database } from "./connection";

/**
 * A statement that every page and API call runs (the session, the member, the account), built
 * once per database or transaction with placeholders instead of on every call. Why: drizzle builds
 * a query's SQL text and parameters from its builder objects each time it runs, about 80 µs for a
 * one-row select on this machine, more than PGlite then takes to answer it (decision 033). `build`
 * ends in `.prepare(name)`; the name is the statement's on PostgreSQL, one per text.
 *
 * Kept by the handle it was built on: a transaction gets its own, so its statements run inside it.
 */
export function builtOnce<Statement>(build: (db: Database) => Statement): (db: Database) => Statement {
  const built = new WeakMap<Database, Statement>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
