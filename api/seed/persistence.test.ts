import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { openDatabase } from "../db/connection";
import { contentItems, pageViews } from "../db/schema";
import { seedContent } from "./content";

const dir = mkdtempSync(path.join(tmpdir(), "enplus-persist-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("keeps data across a restart of a PGlite directory, and re-seeding content duplicates nothing", async () => {
  const pgliteDir = path.join(dir, "nested", "pg"); // parents are created too
  const first = await openDatabase({ pgliteDir });
  const seeded = await seedContent(first.db);
  expect(seeded.files).toBeGreaterThanOrEqual(12);
  await first.db.insert(pageViews).values({ visitorId: "visitor-restart", pageUrl: "/news", timeZone: "UTC" });
  await first.close();

  const second = await openDatabase({ pgliteDir }); // migrations run again: a no-op
  await seedContent(second.db);
  const visits = await second.db.select().from(pageViews);
  expect(visits.map((v) => v.visitorId)).toEqual(["visitor-restart"]);
  const [{ total }] = (await second.db.select({ total: count() }).from(contentItems)) as [{ total: number }];
  expect(total).toBe(seeded.files);
  await second.close();
});
