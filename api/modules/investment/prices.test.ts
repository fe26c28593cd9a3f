import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { nextBusinessDay } from "../../../core/trading";
import { openTestDatabase } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "../../db/connection";
import { investmentPrices } from "../../db/schema";
import { addPriceDay, closesOf, closesOnOrBefore, ensurePrices, importCloses, latestCloses } from "./prices";

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
