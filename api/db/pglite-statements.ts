import { parse, protocol, type PGlite, type QueryOptions, type Results } from "@electric-sql/pglite";
import { wrapQueries, type QueryFunction } from "./pglite-query-wrap";

/**
 * How many statements one PGlite instance keeps prepared. The product's queries come from a few
 * hundred places in the code; what goes past this (an `in (…)` list of every length, a bulk
 * insert of every size) pushes out the statement used longest ago.
 */
export const PREPARED_STATEMENT_CAPACITY = 256;

/** Reads and writes of rows; other statements (migrations, settings, locks) run once and are not kept. */
const KEPT_STATEMENT = /^\s*(select|insert|update|delete|with)\b/i;

type Prepared = { name: string; paramTypes: number[] };

const { serialize } = protocol;

function concat(parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const message = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
}

/**
 * Why: PGlite answers `query(sql, params)` with six calls into its WebAssembly (parse, describe the
 * statement, bind, describe the portal, execute, sync), and PostgreSQL parses and plans the text
 * again every time. A page's reads are the same few statements over and over, so each is parsed
 * once under a name, as a PostgreSQL driver with prepared statements does, and then answered by
 * one call: bind, describe, execute and sync in a single message. Measured on a one-row read,
 * 131 → 35 µs of CPU; on a grouped sum, 217 → 93 µs (decision 032).
 *
 * Answers are PGlite's own: the same parameter serializers (by the types PostgreSQL infers, as
 * `query` does), the same result parser, the same errors (a DatabaseError with its code and
 * constraint, the query and its parameters attached), the same locks (one query at a time, none
 * beside a transaction) and the same write to disk after a query outside a transaction. A query
 * with what this path does not carry (a blob for COPY, parameter types given) goes to PGlite's
 * own `query`, and so does any statement other than a read or write of rows. PostgreSQL keeps a
 * prepared statement when a transaction rolls back, so a name, once answered, stays good until it
 * is closed here.
 */
export function installNamedStatements(client: PGlite, capacity = PREPARED_STATEMENT_CAPACITY): PGlite {
  // Insertion order is use order: a statement used again moves to the end; the first is the oldest.
  const prepared = new Map<string, Prepared>();
  // Names of statements pushed out, closed with the next message sent.
  let toClose: string[] = [];
  let sequence = 0;

  const send = (parts: Uint8Array[], options: QueryOptions | undefined) =>
    client.execProtocolStream(concat(parts), { syncToFs: false, onNotice: options?.onNotice });

  async function statementFor(sql: string, options: QueryOptions | undefined): Promise<Prepared> {
    const known = prepared.get(sql);
    if (known) {
      prepared.delete(sql);
      prepared.set(sql, known);
      return known;
    }
    const name = `enplus_s${++sequence}`;
    const closing = toClose.map((old) => serialize.close({ type: "S", name: old }));
    toClose = [];
    const described = await send([...closing, serialize.parse({ name, text: sql, types: [] }), serialize.describe({ type: "S", name }), serialize.sync()], options);
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(described) };
    prepared.set(sql, statement);
    if (prepared.size > capacity) {
      const [oldest, old] = prepared.entries().next().value as [string, Prepared];
      prepared.delete(oldest);
      toClose.push(old.name);
    }
    return statement;
  }

  function serializeParams(params: unknown[], paramTypes: number[], options: QueryOptions | undefined): (string | null)[] {
    return params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const type = paramTypes[i]!;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(param) : String(param);
    });
  }

  async function answer<T>(sql: string, params: unknown[], options: QueryOptions | undefined, inTransaction: boolean): Promise<Results<T>> {
    try {
      const statement = await statementFor(sql, options);
      const values = serializeParams(params, statement.paramTypes, options);
      const messages = await send([serialize.bind({ statement: statement.name, values }), serialize.describe({ type: "P" }), serialize.execute({}), serialize.sync()], options);
      if (!inTransaction) await client.syncToFs();
      return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
    } catch (error) {
      // As PGlite's own query does: the statement and its parameters travel with a database error.
      if (error instanceof Error && "code" in error) Object.assign(error, { query: sql, params, queryOptions: options });
      throw error;
    }
  }

  return wrapQueries(client, (query, transaction): QueryFunction => {
    const inTransaction = transaction !== null;
    const named = <T>(sql: string, params: unknown[] = [], options?: QueryOptions) => {
      // PGlite's own query refuses a closed instance or transaction; the rest it cannot carry here.
      if (options?.blob || options?.paramTypes || client.closed || transaction?.closed || !KEPT_STATEMENT.test(sql)) return query<T>(sql, params, options);
      const run = () => client._runExclusiveQuery(() => answer<T>(sql, params, options, inTransaction));
      // Outside a transaction, wait for any transaction to end, as `query` does.
      return inTransaction ? run() : client._runExclusiveTransaction(run);
    };
    return named as QueryFunction;
  });
}
