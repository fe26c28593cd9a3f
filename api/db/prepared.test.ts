import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "./connection";
import { builtOnce } from "./prepared";
import { users } from "./schema";

describe("builtOnce", () => {
  let handle: DatabaseHandle;
  let builds = 0;
  const usernameById = builtOnce((db) => {
    builds += 1;
    return db.select({ username: users.username }).from(users).where(eq(users.id, sql.placeholder("id"))).prepare("test_username_by_id");
  });
  const insertUser = async (db: DatabaseHandle["db"], username: string) =>
    (await db.insert(users).values({ username, email: `${username}@example.com`, passwordHash: "x" }).returning({ id: users.id }))[0]!.id;

  beforeAll(async () => {
    handle = await openDatabase({ pgliteDir: "memory://" });
  });
  afterAll(() => handle.close());

  it("builds a statement once per database and answers each call with its own values", async () => {
    const first = await insertUser(handle.db, "first");
    const second = await insertUser(handle.db, "second");
    builds = 0;
    expect(await usernameById(handle.db).execute({ id: first })).toEqual([{ username: "first" }]);
    expect(await usernameById(handle.db).execute({ id: second })).toEqual([{ username: "second" }]);
    expect(await usernameById(handle.db).execute({ id: -1 })).toEqual([]);
    expect(builds).toBe(1);
  });

  it("builds it again for a transaction, so that it reads inside the transaction", async () => {
    builds = 0;
    let inside: unknown;
    await handle.db
      .transaction(async (tx) => {
        const id = await insertUser(tx, "uncommitted");
        // Built on the database instead, this read would wait for the transaction to end (PGlite)
        // or not see its row (PostgreSQL).
        const waited = new Promise((resolve) => setTimeout(() => resolve("waited for the transaction"), 2000).unref());
        inside = await Promise.race([usernameById(tx).execute({ id }), waited]);
        throw new Error("undo");
      })
      .catch(() => {});
    expect(inside).toEqual([{ username: "uncommitted" }]);
    expect(builds).toBe(1);
  });
});
