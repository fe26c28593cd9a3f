import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { nextBusinessDay } from "../../../core/trading";
import { openTestDatabase } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "../../db/connection";
import { investmentPrices, investmentPriceVersion, users } from "../../db/schema";
import { addPriceDay, closesOf, closesOnOrBefore, ensurePrices, importCloses, latestCloses, latestClosesKept } from "./prices";

// The price reads the pages make on every view: the latest close of each product by one index
// lookup each, and a product's history kept between reads while its latest close is the same.
// A day added or an import in this process shows at once.

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
  await ensurePrices(handle.db);
});
afterAll(() => handle.close());

it("answers each product's latest close and its close on or before a day", async () => {
  const latest = await latestCloses(handle.db);
  const [last] = await handle.db.select().from(investmentPrices).where(eq(investmentPrices.productId, "etf-sp500")).orderBy(investmentPrices.date).limit(1).offset((await closesOf(handle.db, "etf-sp500")).length - 1);
  expect(latest.get("etf-sp500")).toEqual({ date: last!.date, closeTicks: last!.closeTicks });
  expect(latest.size).toBeGreaterThanOrEqual(40);
  // A Saturday answers the Friday before it.
  const history = await closesOf(handle.db, "gov-short");
  const friday = history.find((c) => new Date(`${c.date}T00:00:00Z`).getUTCDay() === 5 && c !== history.at(-1))!;
  const saturday = new Date(Date.parse(`${friday.date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  expect((await closesOnOrBefore(handle.db, saturday)).get("gov-short")).toEqual(friday);
});

it("cuts a history from a day, and shows a day added or an imported close at once", async () => {
  const all = await closesOf(handle.db, "etf-intl");
  const from = all[100]!.date;
  expect(await closesOf(handle.db, "etf-intl", from)).toEqual(all.slice(100));
  // The day after the latest, written by the daily job's function: the next read has it.
  const day = nextBusinessDay(all.at(-1)!.date);
  await handle.db.transaction((tx) => addPriceDay(tx, day));
  const after = await closesOf(handle.db, "etf-intl");
  expect(after).toHaveLength(all.length + 1);
  expect(after.at(-1)!.date).toBe(day);
  // An import rewrites a past close: the next read has the new one, not the kept one.
  const past = after[10]!;
  await importCloses(handle.db, [{ productId: "etf-intl", date: past.date, closeTicks: past.closeTicks + 12_345 }]);
  expect((await closesOf(handle.db, "etf-intl"))[10]).toEqual({ date: past.date, closeTicks: past.closeTicks + 12_345 });
  const [row] = await handle.db.select().from(investmentPrices).where(and(eq(investmentPrices.productId, "etf-intl"), eq(investmentPrices.date, past.date)));
  expect(row!.closeTicks).toBe(past.closeTicks + 12_345);
});

const version = async () => (await handle.db.select().from(investmentPriceVersion))[0]!.version;

it("moves the closes' version with every statement that writes a close, and with nothing else", async () => {
  const start = await version();
  const [newest] = await handle.db.select({ date: sql<string>`max(${investmentPrices.date})::text` }).from(investmentPrices);
  const day = nextBusinessDay(newest!.date);
  // A plain insert (as a test or a script writes one), an update, a delete: one step each.
  await handle.db.insert(investmentPrices).values({ productId: "gov-tips", date: day, closeTicks: 1_234_567 });
  expect(await version()).toBe(start + 1);
  await handle.db.update(investmentPrices).set({ closeTicks: 1_234_568 }).where(and(eq(investmentPrices.productId, "gov-tips"), eq(investmentPrices.date, day)));
  expect(await version()).toBe(start + 2);
  await handle.db.delete(investmentPrices).where(and(eq(investmentPrices.productId, "gov-tips"), eq(investmentPrices.date, day)));
  expect(await version()).toBe(start + 3);
  // The daily job's function: one statement per product, each moves it.
  const written = await handle.db.transaction((tx) => addPriceDay(tx, day));
  expect(written).toBeGreaterThan(0);
  expect(await version()).toBeGreaterThan(start + 3);
  // A write rolled back leaves the version where it was; a write elsewhere does not move it.
  const before = await version();
  await expect(
    handle.db.transaction(async (tx) => {
      await tx.insert(investmentPrices).values({ productId: "gov-tips", date: nextBusinessDay(day), closeTicks: 1 });
      throw new Error("rolled back");
    }),
  ).rejects.toThrow("rolled back");
  await handle.db.insert(users).values({ username: "versionless", email: "versionless@example.com", passwordHash: "x" });
  expect(await version()).toBe(before);
});

it("keeps a page's latest closes while the version stays, and reads them again when any writer moves it", async () => {
  const first = await latestClosesKept(handle.db);
  // Kept: the same answer, not read again.
  expect(await latestClosesKept(handle.db)).toBe(first);
  expect(first).toEqual(await latestCloses(handle.db));
  // A close written straight to the table (as a test's fill price or another instance's job is):
  // the next page read has it.
  const current = first.get("corp-hy")!;
  const day = nextBusinessDay(current.date);
  await handle.db.insert(investmentPrices).values({ productId: "corp-hy", date: day, closeTicks: current.closeTicks + 777 });
  const after = await latestClosesKept(handle.db);
  expect(after).not.toBe(first);
  expect(after.get("corp-hy")).toEqual({ date: day, closeTicks: current.closeTicks + 777 });
  expect(after).toEqual(await latestCloses(handle.db));
  // A past close imported: the close on or before that day (the catalogue's one-year returns) too.
  const history = await closesOf(handle.db, "corp-hy");
  const past = history.at(-30)!;
  const onOrBefore = await closesOnOrBefore(handle.db, past.date);
  expect(onOrBefore.get("corp-hy")).toEqual(past);
  expect(await closesOnOrBefore(handle.db, past.date)).toBe(onOrBefore);
  await importCloses(handle.db, [{ productId: "corp-hy", date: past.date, closeTicks: past.closeTicks + 5 }]);
  expect((await closesOnOrBefore(handle.db, past.date)).get("corp-hy")).toEqual({ date: past.date, closeTicks: past.closeTicks + 5 });
});
