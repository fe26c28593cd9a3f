import { PGlite, types, type QueryOptions } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DRIZZLE_TEXT_TYPES, installDrizzleParsers } from "./pglite-parsers";

// One value of every type drizzle reads as text, and two it leaves to PGlite (int4 and numeric).
const row = sql`select
  timestamp '2026-03-04 05:06:07.123' as ts,
  timestamptz '2026-03-04 05:06:07.123+00' as tstz,
  interval '1 day 02:03:04' as iv,
  date '2026-03-04' as d,
  array[1.50, 2.25]::numeric[] as nums,
  array[timestamp '2026-01-02 03:04:05']::timestamp[] as tss,
  array[timestamptz '2026-01-02 03:04:05+00']::timestamptz[] as tstzs,
  array[interval '3 hours']::interval[] as ivs,
  array[date '2026-01-02']::date[] as ds,
  42::int4 as n,
  12.345::numeric as amount`;

describe("installDrizzleParsers", () => {
  let plain: PGlite;
  let installed: PGlite;
  const seen: (QueryOptions | undefined)[] = [];

  beforeAll(async () => {
    plain = await PGlite.create();
    installed = await PGlite.create();
    // Records what drizzle hands PGlite, below the installed parsers.
    const query = installed.query.bind(installed);
    installed.query = (text, params, options) => {
      seen.push(options);
      return query(text, params, options);
    };
    installDrizzleParsers(installed);
  });
  afterAll(async () => {
    await plain.close();
    await installed.close();
  });

  it("answers drizzle's queries exactly as PGlite does with drizzle's own parsers", async () => {
    const before = drizzle(plain);
    const after = drizzle(installed);
    // Object rows (db.execute) and array rows (a select), outside and inside a transaction.
    const fields = { ts: sql<string>`ts`, tstz: sql<string>`tstz`, d: sql<string>`d`, nums: sql<string>`nums`, n: sql<number>`n`, amount: sql<string>`amount` };
    const selectFrom = (db: typeof before) => db.select(fields).from(sql`(${row}) as r`);
    const expected = {
      executed: (await before.execute(row)).rows,
      selected: await selectFrom(before),
      inTransaction: await before.transaction(async (tx) => (await tx.execute(row)).rows),
    };
    const actual = {
      executed: (await after.execute(row)).rows,
      selected: await selectFrom(after),
      inTransaction: await after.transaction(async (tx) => (await tx.execute(row)).rows),
    };
    expect(actual).toEqual(expected);
    // The values themselves: dates and times as PostgreSQL's text, numbers as PGlite parses them.
    expect(actual.executed[0]).toMatchObject({ ts: "2026-03-04 05:06:07.123", d: "2026-03-04", iv: "1 day 02:03:04", nums: "{1.50,2.25}", n: 42 });
  });

  it("keeps drizzle's parsers off each query, which are all text and all installed", async () => {
    seen.length = 0;
    await drizzle(installed).execute(row);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.parsers).toBeUndefined();
    expect(seen[0]?.rowMode).toBe("object");
    for (const type of DRIZZLE_TEXT_TYPES) expect(installed.parsers[type]?.("2026-03-04", type)).toBe("2026-03-04");
  });

  it("passes on parsers of other types", async () => {
    const answer = await installed.query<{ n: string }>("select 7::int4 as n", [], { parsers: { [types.INT4]: (value) => `#${value}` } });
    expect(answer.rows[0]?.n).toBe("#7");
  });
});
