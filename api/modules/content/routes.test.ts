import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApi } from "../../../tests/support/test-api";
import type { Api } from "../../app";
import type { DatabaseHandle } from "../../db/connection";
import { contentItems, pageViews } from "../../db/schema";
import { seedContent } from "../../seed/content";
import { parseContentFile } from "./content-source";
import { contentReseeded } from "./reseeds";
import { PUBLIC_ANSWER_SECONDS } from "../../platform/http";

let database: DatabaseHandle;
let api: Api;

const file = (title: string, date: string, category = "markets") =>
  `---\ntitle: "${title}"\nsummary: "About ${title}."\ncategory: ${category}\npublishedAt: ${date}\n---\n\n## Heading\n\nBody of **${title}**.\n`;

const sources = [
  parseContentFile("news", "rates-hold.md", file("Rates hold", "2026-11-01")),
  parseContentFile("news", "bond-ladders.md", file("Bond ladders", "2026-10-01", "retirement")),
  parseContentFile("news", "year-end-checklist.md", file("Year-end checklist", "2026-11-15", "tax")),
  parseContentFile("whats-new", "two-step.md", file("Two-step verification", "2026-09-01", "security")),
  parseContentFile("learning", "emergency-funds.md", file("Emergency funds", "2026-02-01", "budgeting")),
];

beforeAll(async () => {
  ({ api, database } = await openTestApi());
  await seedContent(database.db, sources);
});
afterAll(() => database.close());

const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  api.request(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

describe("content seed", () => {
  it("is idempotent and updates a row whose file changed", async () => {
    await seedContent(database.db, sources);
    const [{ total }] = (await database.db.select({ total: count() }).from(contentItems)) as [{ total: number }];
    expect(total).toBe(sources.length);

    const edited = parseContentFile("news", "rates-hold.md", file("Rates hold, again", "2026-11-01"));
    await seedContent(database.db, [edited]);
    const item = await (await api.request("/api/news/detail/rates-hold")).json();
    expect(item.data.title).toBe("Rates hold, again");
    await seedContent(database.db, sources);
  });

  it("names the file when its front matter is wrong", () => {
    expect(() => parseContentFile("news", "bad.md", "---\ntitle: x\n---\nbody")).toThrow(/content\/news\/bad\.md/);
    expect(() => parseContentFile("news", "Bad Name.md", file("x", "2026-01-01"))).toThrow(/id/);
  });
});

describe("GET /api/news/list and detail", () => {
  it("lists newest first with paging totals", async () => {
    const response = await api.request("/api/news/list?page=1&size=2");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.success).toBe(true);
    expect(body.data.total).toBe(3);
    expect(body.data.items.map((i: { id: string }) => i.id)).toEqual(["year-end-checklist", "rates-hold"]);
    const second = await (await api.request("/api/news/list?page=2&size=2")).json();
    expect(second.data.items.map((i: { id: string }) => i.id)).toEqual(["bond-ladders"]);
  });

  it("filters by category", async () => {
    const body = await (await api.request("/api/news/list?category=tax")).json();
    expect(body.data.items).toHaveLength(1);
    expect(body.data.items[0].category).toBe("tax");
  });

  it.each(["page=0", "page=-1", "page=abc", "size=0", "size=51", "size=1.5", "category=DROP%20TABLE"])(
    "rejects %s with 400 and a message",
    async (query) => {
      const response = await api.request(`/api/news/list?${query}`);
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body).toMatchObject({ success: false, errorCode: "BadRequest" });
      expect(body.message).toMatch(/page|size|category/);
    },
  );

  it("returns rendered HTML for a detail and 404 for an unknown or malformed id", async () => {
    const found = await (await api.request("/api/news/detail/bond-ladders")).json();
    expect(found.data.html).toContain("<strong>Bond ladders</strong>");
    for (const id of ["no-such-item", "rates-hold'--", "x".repeat(500)]) {
      const response = await api.request(`/api/news/detail/${encodeURIComponent(id)}`);
      expect(response.status).toBe(404);
      expect((await response.json()).errorCode).toBe("NotFound");
    }
  });

  it("keeps kinds apart: a news id is not a what's-new item", async () => {
    expect((await api.request("/api/whats-new/detail/rates-hold")).status).toBe(404);
    expect((await api.request("/api/whats-new/detail/two-step")).status).toBe(200);
    expect((await api.request("/api/learning-center/detail/emergency-funds")).status).toBe(200);
  });
});

describe("editorial reads kept between requests", () => {
  const titleOf = async (path: string) => {
    const body = await (await api.request(path)).json();
    return "items" in body.data ? body.data.items.find((i: { id: string }) => i.id === "rates-hold")?.title : body.data.title;
  };
  const setTitle = (title: string) => database.db.update(contentItems).set({ title }).where(eq(contentItems.slug, "rates-hold"));

  it("answer what they read until this process seeds again; a search reads every time", async () => {
    contentReseeded();
    const paths = ["/api/news/list", "/api/news/list?category=markets", "/api/news/detail/rates-hold"];
    for (const path of paths) expect(await titleOf(path), path).toBe("Rates hold");
    const categories = await (await api.request("/api/news/categories")).json();
    // Changed under the process's feet (as a seed by another instance would): the kept answers stand
    // (for at most a minute: kept-reads.test.ts), a search sees the change at once.
    await setTitle("Rates hold again");
    await database.db.update(contentItems).set({ category: "economy" }).where(eq(contentItems.slug, "bond-ladders"));
    for (const path of paths) expect(await titleOf(path), path).toBe("Rates hold");
    expect(await (await api.request("/api/news/categories")).json()).toEqual(categories);
    expect(await titleOf("/api/news/list?q=rates")).toBe("Rates hold again");
    // This process seeds: every kept answer is forgotten.
    contentReseeded();
    for (const path of paths) expect(await titleOf(path), path).toBe("Rates hold again");
    expect((await (await api.request("/api/news/categories")).json()).data.map((c: { category: string }) => c.category)).toContain("economy");
    // Put back for the tests after this one, and seen at once after the next seed.
    await setTitle("Rates hold");
    await database.db.update(contentItems).set({ category: "retirement" }).where(eq(contentItems.slug, "bond-ladders"));
    contentReseeded();
    for (const path of paths) expect(await titleOf(path), path).toBe("Rates hold");
  });
});

describe("answers that may be kept for everyone (decision 042)", () => {
  const KEPT = `public, max-age=${PUBLIC_ANSWER_SECONDS}`;

  it("are the editorial lists, categories and items of every area", async () => {
    for (const path of ["/api/news/list", "/api/news/list?category=markets&page=1", "/api/news/categories", "/api/news/detail/rates-hold", "/api/whats-new/list", "/api/learning-center/categories"]) {
      const answer = await api.request(path, { headers: { Authorization: "Bearer whoever-asks" } });
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get("Cache-Control"), path).toBe(KEPT);
      expect(answer.headers.get("Vary"), path).toBeNull();
    }
  });

  it("are not a search, a refusal or a missing item", async () => {
    for (const path of ["/api/news/list?q=rates", "/api/news/list?page=0", "/api/news/detail/no-such-item", "/api/news/detail/NOT_AN_ID"]) {
      expect((await api.request(path)).headers.get("Cache-Control"), path).toBeNull();
    }
  });
});

describe("POST /api/pageview/record", () => {
  const visitor = { "X-Visitor-Id": "visitor-0001", "Time-Zone": "America/New_York" };

  it("records a path once per visitor", async () => {
    const first = await (await postJson("/api/pageview/record", { pageUrl: "/news" }, visitor)).json();
    const again = await (await postJson("/api/pageview/record", { pageUrl: "/news" }, visitor)).json();
    const other = await (
      await postJson("/api/pageview/record", { pageUrl: "/news" }, { ...visitor, "X-Visitor-Id": "visitor-0002" })
    ).json();
    expect([first.data.recorded, again.data.recorded, other.data.recorded]).toEqual([true, false, true]);
    const rows = await database.db.select().from(pageViews);
    expect(rows.filter((r) => r.pageUrl === "/news")).toHaveLength(2);
    expect(rows[0]?.timeZone).toBe("America/New_York");
  });

  it.each([
    ["no body", undefined],
    ["malformed JSON", "{pageUrl:"],
    ["missing pageUrl", {}],
    ["a number", { pageUrl: 7 }],
    ["another site", { pageUrl: "https://evil.example/x" }],
    ["a protocol-relative URL", { pageUrl: "//evil.example" }],
    ["control characters", { pageUrl: "/news\u0000" }],
    ["10 KB", { pageUrl: `/${"a".repeat(10_240)}` }],
  ])("rejects %s with 400 and writes nothing", async (_label, body) => {
    const before = (await database.db.select().from(pageViews)).length;
    const response = await api.request("/api/pageview/record", {
      method: "POST",
      headers: { "Content-Type": "application/json", ...visitor },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    expect(response.status).toBe(400);
    expect((await response.json()).success).toBe(false);
    expect((await database.db.select().from(pageViews)).length).toBe(before);
  });

  it("requires a well-formed visitor id", async () => {
    for (const id of [undefined, "short", "has spaces in it", "<script>alert(1)</script>"]) {
      const headers: Record<string, string> = id === undefined ? {} : { "X-Visitor-Id": id };
      expect((await postJson("/api/pageview/record", { pageUrl: "/" }, headers)).status).toBe(400);
    }
  });

  it("answers 413 for a body over 100 KB", async () => {
    const response = await postJson("/api/pageview/record", { pageUrl: `/${"a".repeat(110_000)}` }, visitor);
    expect(response.status).toBe(413);
    expect((await response.json()).errorCode).toBe("PayloadTooLarge");
  });

  it("falls back to UTC for an unknown Time-Zone header", async () => {
    await postJson("/api/pageview/record", { pageUrl: "/tz" }, { ...visitor, "Time-Zone": "Mars/Olympus" });
    const rows = await database.db.select().from(pageViews);
    expect(rows.find((r) => r.pageUrl === "/tz")?.timeZone).toBe("UTC");
  });
});
