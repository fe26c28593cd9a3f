import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nextBusinessDay } from "../../../core/trading";
import { createThrowawayDatabase } from "../../../tests/support/test-database";
import { openDatabase, type DatabaseHandle } from "../../db/connection";
import { investmentPrices, investmentPriceVersion } from "../../db/schema";
import { addPriceDay, ensurePrices, latestCloses, latestClosesKept } from "./prices";

// Two instances on one PostgreSQL (each its own pool, as two servers): the latest closes one keeps
// for its pages give way to a close the other writes, as soon as it commits. Runs under
// scripts/with-postgres.sh; skipped without PostgreSQL.

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)("the latest closes a page reads, with two instances", () => {
  let database: Awaited<ReturnType<typeof createThrowawayDatabase>>;
  let first: DatabaseHandle;
  let second: DatabaseHandle;

  beforeAll(async () => {
    database = await createThrowawayDatabase(serverUrl!, "enplus_prices");
    [first, second] = await Promise.all([openDatabase({ databaseUrl: database.url }), openDatabase({ databaseUrl: database.url })]);
    await ensurePrices(first.db);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.drop();
  });

  it("shows the other instance's daily closes on the next read, and never before they commit", async () => {
    const kept = await latestClosesKept(first.db);
    expect(await latestClosesKept(first.db)).toBe(kept);
    const day = nextBusinessDay(kept.get("etf-sp500")!.date);
    // The other instance's daily job, held open before it commits: the first still reads its closes.
    let commit!: () => void;
    const committed = new Promise<void>((resolve) => (commit = resolve));
    let written!: () => void;
    const wrote = new Promise<void>((resolve) => (written = resolve));
    const job = second.db.transaction(async (tx) => {
      await addPriceDay(tx, day);
      written();
      await committed;
    });
    await wrote;
    expect(await latestClosesKept(first.db)).toBe(kept);
    commit();
    await job;
    const after = await latestClosesKept(first.db);
    expect(after.get("etf-sp500")!.date).toBe(day);
    expect(after).toEqual(await latestCloses(second.db));
  });

  it("counts every writer's statement when two instances write closes at once", async () => {
    const versionOf = async (handle: DatabaseHandle) => (await handle.db.select().from(investmentPriceVersion))[0]!.version;
    const before = await versionOf(first);
    const [newest] = await first.db.select({ date: sql<string>`max(${investmentPrices.date})::text` }).from(investmentPrices);
    const day = nextBusinessDay(newest!.date);
    await Promise.all([
      first.db.insert(investmentPrices).values({ productId: "gov-short", date: day, closeTicks: 1_000_001 }),
      second.db.insert(investmentPrices).values({ productId: "gov-muni", date: day, closeTicks: 1_000_002 }),
    ]);
    expect(await versionOf(second)).toBe(before + 2);
    const kept = await latestClosesKept(first.db);
    expect(kept.get("gov-short")).toEqual({ date: day, closeTicks: 1_000_001 });
    expect(kept.get("gov-muni")).toEqual({ date: day, closeTicks: 1_000_002 });
  });
});
