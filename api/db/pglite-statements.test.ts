import { PGlite, types } from "@electric-sql/pglite";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { integer, jsonb, boolean as pgBoolean, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { installDrizzleParsers } from "./pglite-parsers";
import { installNamedStatements } from "./pglite-statements";

const notes = pgTable("notes", {
  id: integer("id").primaryKey(),
  body: text("body").notNull(),
  tags: jsonb("tags").$type<string[]>().notNull(),
  pinned: pgBoolean("pinned").notNull().default(false),
  at: timestamp("at", { withTimezone: true, mode: "date" }),
});

const CREATE = `create table notes (id int primary key, body text not null check (length(body) > 0), tags jsonb not null, pinned boolean not null default false, at timestamptz)`;

/** Statements the database holds prepared under a name (ours are `enplus_s…`). */
async function preparedNames(client: PGlite): Promise<string[]> {
  // Asked through a text query of its own kind (not kept): this read must not add to what it counts.
  const [result] = await client.exec("select name from pg_prepared_statements order by name");
  return result!.rows.map((row) => String((row as { name: string }).name));
}

/**
 * A PGlite instance with named statements, and each message it is then sent, by its first byte
 * (P parse, B bind, C close, D describe, E execute, S sync, Q a text query): PGlite's own query
 * sends P, D, B, D, E and S one by one.
 */
async function namedClient(capacity?: number): Promise<{ client: PGlite; sent: string[] }> {
  const client = await PGlite.create();
  const sent: string[] = [];
  const stream = client.execProtocolStream.bind(client);
  client.execProtocolStream = (message, options) => {
    sent.push(String.fromCharCode(message[0]!));
    return stream(message, options);
  };
  installNamedStatements(client, capacity);
  await client.exec(CREATE);
  return { client, sent };
}

describe("installNamedStatements", () => {
  let plain: PGlite;
  let named: PGlite;
  let sent: string[];

  beforeAll(async () => {
    plain = await PGlite.create();
    await plain.exec(CREATE);
    ({ client: named, sent } = await namedClient());
  });
  afterAll(async () => {
    await plain.close();
    await named.close();
  });
  beforeEach(async () => {
    for (const client of [plain, named]) await client.exec("truncate notes");
  });

  it("answers reads and writes exactly as PGlite's own query does", async () => {
    const run = async (client: PGlite) => {
      const db = drizzle(installDrizzleParsers(client));
      const at = new Date("2026-03-04T05:06:07.123Z");
      const inserted = await db.insert(notes).values([{ id: 1, body: "first", tags: ["a", "b"], pinned: true, at }, { id: 2, body: "second", tags: [], at: null }]).returning();
      const updated = await client.query("update notes set pinned = $1 where id = $2", [false, 1]);
      const selected = await db.select().from(notes).orderBy(notes.id);
      const objects = await client.query<{ id: number; n: string }>("select id, count(*) over () as n, tags from notes where body like $1 order by id", ["%s%"]);
      const none = await db.select().from(notes).where(eq(notes.id, 99));
      const typed = await client.query("select $1::int4 + 1 as n, $2::numeric as amount, $3::text is null as missing", [41, "12.345", null]);
      return { inserted, updated: updated.affectedRows, selected, objects: objects.rows, fields: objects.fields, none, typed: typed.rows };
    };
    const expected = await run(plain);
    const actual = await run(named);
    expect(actual).toEqual(expected);
    expect(actual.selected[0]).toMatchObject({ id: 1, tags: ["a", "b"], pinned: false, at: new Date("2026-03-04T05:06:07.123Z") });
    expect(actual.typed[0]).toEqual({ n: 42, amount: "12.345", missing: true });
  });

  it("parses a statement once and then answers it with one message (bind, describe, execute, sync)", async () => {
    await named.query("insert into notes (id, body, tags) values (1, 'one', '[]')");
    const text = "select body from notes where id = $1";
    sent.length = 0;
    for (let i = 0; i < 5; i++) expect((await named.query<{ body: string }>(text, [1])).rows).toEqual([{ body: "one" }]);
    expect(sent).toEqual(["P", "B", "B", "B", "B", "B"]);
  });

  it("gives a database error its code, constraint, statement and parameters, and changes nothing", async () => {
    await named.query("insert into notes (id, body, tags) values ($1, $2, $3)", [1, "one", "[]"]);
    const duplicate = await named.query("insert into notes (id, body, tags) values ($1, $2, $3)", [1, "again", "[]"]).catch((error: unknown) => error);
    expect(duplicate).toMatchObject({ code: "23505", constraint: "notes_pkey", query: "insert into notes (id, body, tags) values ($1, $2, $3)", params: [1, "again", "[]"] });
    const refused = await named.query("insert into notes (id, body, tags) values ($1, $2, $3)", [2, "", "[]"]).catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: "23514" });
    const unparsable = await named.query("select nothing from nowhere where id = $1", [1]).catch((error: unknown) => error);
    expect(unparsable).toMatchObject({ code: "42P01" });
    // The connection goes on answering, the failed statements left no rows.
    expect((await named.query("select id, body from notes order by id")).rows).toEqual([{ id: 1, body: "one" }]);
  });

  it("keeps transactions whole: a rollback undoes the writes, and the statements prepared inside stay good", async () => {
    const insert = "insert into notes (id, body, tags) values ($1, $2, '[]')";
    await named
      .transaction(async (tx) => {
        await tx.query(insert, [1, "inside"]);
        expect((await tx.query("select count(*)::int as n from notes where id > $1", [0])).rows).toEqual([{ n: 1 }]);
        throw new Error("give up");
      })
      .catch(() => {});
    expect((await named.query("select count(*)::int as n from notes where id > $1", [0])).rows).toEqual([{ n: 0 }]);
    await named.query(insert, [2, "after"]);
    // A write that fails inside a transaction aborts it; the rollback leaves the earlier write undone too.
    const failed = await named
      .transaction(async (tx) => {
        await tx.query(insert, [3, "kept?"]);
        await tx.query(insert, [2, "duplicate"]);
      })
      .catch((error: unknown) => error);
    expect(failed).toMatchObject({ code: "23505" });
    expect((await named.query("select id from notes order by id")).rows).toEqual([{ id: 2 }]);
  });

  it("refuses a transaction used after it ended, as PGlite does", async () => {
    let kept: Parameters<Parameters<PGlite["transaction"]>[0]>[0] | undefined;
    await named.transaction(async (tx) => {
      kept = tx;
      await tx.query("select 1 as one where 1 = $1", [1]);
    });
    await expect(kept!.query("select 1 as one where 1 = $1", [1])).rejects.toThrow("Transaction is closed");
  });

  it("answers queries sent all at once in order, never inside another caller's transaction", async () => {
    await named.query("insert into notes (id, body, tags) values (1, 'zero', '[]')");
    const seen: string[] = [];
    let inside!: () => void;
    const begun = new Promise<void>((resolve) => (inside = resolve));
    const transaction = named.transaction(async (tx) => {
      await tx.query("update notes set body = $1 where id = $2", ["uncommitted", 1]);
      inside();
      await new Promise((resolve) => setTimeout(resolve, 20));
      await tx.query("update notes set body = $1 where id = $2", ["committed", 1]);
    });
    await begun;
    const reads = Array.from({ length: 20 }, (_, i) => named.query<{ body: string; i: number }>("select body, $1::int as i from notes where id = 1", [i]).then((r) => seen.push(`${r.rows[0]!.i}:${r.rows[0]!.body}`)));
    await Promise.all([transaction, ...reads]);
    // Every read waited for the transaction: none saw its first, uncommitted write.
    expect(seen).toEqual(Array.from({ length: 20 }, (_, i) => `${i}:committed`));
  });

  it("keeps at most its capacity of statements, closing the one used longest ago", async () => {
    const { client, sent: messages } = await namedClient(4);
    const statement = (n: number) => `select ${n}::int as n where $1::int = 1`;
    for (const n of [1, 2, 3, 4]) await client.query(statement(n), [1]);
    await client.query(statement(1), [1]); // used again: now the newest
    // Each new statement past four pushes out the one used longest ago (2, then 3, then 4), closed
    // with the next message sent.
    for (const n of [5, 6, 7]) await client.query(statement(n), [1]);
    expect(await preparedNames(client)).toEqual(["enplus_s1", "enplus_s4", "enplus_s5", "enplus_s6", "enplus_s7"]);
    messages.length = 0;
    expect((await client.query<{ n: number }>(statement(1), [1])).rows).toEqual([{ n: 1 }]);
    expect(messages).toEqual(["B"]);
    expect((await client.query<{ n: number }>(statement(2), [1])).rows).toEqual([{ n: 2 }]);
    expect(messages).toEqual(["B", "C", "B"]);
    expect(await preparedNames(client)).toEqual(["enplus_s1", "enplus_s5", "enplus_s6", "enplus_s7", "enplus_s8"]);
    await client.close();
  });

  it("leaves other statements, and queries it cannot carry, to PGlite's own query", async () => {
    sent.length = 0;
    await named.query("set statement_timeout = 0");
    expect((await named.query("select $1 as v", ["7"], { paramTypes: [types.INT4] })).rows).toEqual([{ v: 7 }]);
    expect(sent).toEqual(["P", "D", "B", "D", "E", "S", "P", "D", "B", "D", "E", "S"]);
    expect(await preparedNames(named)).not.toContain(expect.stringMatching(/statement_timeout/));
  });
});
