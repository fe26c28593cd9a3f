import type { PGlite, Transaction } from "@electric-sql/pglite";

export type QueryFunction = PGlite["query"];

/**
 * Replaces how `client` answers `query`, outside a transaction and inside each one it opens, with
 * what `wrap` makes of the query function it replaces (told the transaction, inside one). Each
 * layer (parsers, named statements) is one call of this; the transaction object stays PGlite's
 * own (its `closed` getter, `rollback`, `exec`), with only `query` replaced.
 */
export function wrapQueries(client: PGlite, wrap: (query: QueryFunction, transaction: Transaction | null) => QueryFunction): PGlite {
  const transaction = client.transaction.bind(client);
  client.query = wrap(client.query.bind(client), null);
  client.transaction = (callback) =>
    transaction((tx) => {
      const wrapped: Transaction = Object.create(tx, { query: { value: wrap(tx.query, tx) } });
      return callback(wrapped);
    });
  return client;
}
