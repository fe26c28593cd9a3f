import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApi } from "../../../tests/support/test-api";
// The calendar date in a zone moved to core/format, where the web app formats dates too.
import { calendarDateIn as dateIn } from "../../../core/format";
import { seedContent, seedLists } from "../../seed/content";
import { parseContentFile } from "./content-source";
import { dailyTipFor } from "./stored-lists";
import { dailyTips } from "../../db/schema";
import { PUBLIC_ANSWER_SECONDS } from "../../platform/http";

let t: Awaited<ReturnType<typeof openTestApi>>;

const tips = Array.from({ length: 30 }, (_, i) => ({ id: `tip-${String(i + 1).padStart(2, "0")}`, category: "saving", text: `Tip number ${i + 1}: pay yourself first.` }));
const resource = (id: string) => ({ id, title: `Title ${id}`, summary: "A summary.", source: "IRS", url: "https://www.irs.gov/" });
const lists = {
  tips,
  resources: {
    wechatArticles: [resource("w-1"), resource("w-2")],
    formsAndSamples: Array.from({ length: 7 }, (_, i) => resource(`f-${i}`)),
    governmentArticles: [resource("g-1")],
  },
  videos: [
    { id: "tiers-explained", title: "Tiers explained", summary: "How tiers work.", category: "platform", durationSeconds: 300, chapters: [{ title: "Intro", startSeconds: 0 }], transcript: "Welcome." },
    { id: "emergency-fund", title: "Emergency fund", summary: "Build one.", category: "budgeting", durationSeconds: 240, chapters: [{ title: "Why", startSeconds: 0 }], transcript: "Start small." },
  ],
};

beforeAll(async () => {
  t = await openTestApi();
  await seedLists(t.database.db, lists);
  await seedContent(t.database.db, [
    parseContentFile("learning", "budget-basics.md", `---\ntitle: "Budget basics"\nsummary: "Plan your month."\ncategory: budgeting\npublishedAt: 2026-03-01\n---\n\n## Start here\n\nTrack 100% of spending.\n`),
    parseContentFile("learning", "roth-or-not.md", `---\ntitle: "Roth or traditional"\nsummary: "Which account first?"\ncategory: retirement\npublishedAt: 2026-04-01\n---\n\n## Taxes now or later\n\nIt depends.\n`),
    parseContentFile("page", "privacy-policy.md", `---\ntitle: "Privacy policy"\nsummary: "How we handle data."\ncategory: page\npublishedAt: 2026-11-01\n---\n\n## Information we collect\n\nText.\n\n### Cookies & similar technologies\n\nText.\n`),
  ]);
});
afterAll(() => t.database.close());

const get = (path: string, headers: Record<string, string> = {}) => t.api.request(path, { headers });

describe("GET /api/dailybread/fetchDailyBread", () => {
  it("chooses one tip per calendar date in the caller's Time-Zone", async () => {
    // At 02:00 UTC it is already the next day in Tokyo but still the previous day in Los Angeles.
    const instant = new Date("2026-11-21T02:00:00Z");
    expect(dateIn("Asia/Tokyo", instant)).toBe("2026-11-21");
    expect(dateIn("America/Los_Angeles", instant)).toBe("2026-11-20");
    const tokyo = await dailyTipFor(t.database.db, "Asia/Tokyo", instant);
    const la = await dailyTipFor(t.database.db, "America/Los_Angeles", instant);
    expect(tokyo?.id).not.toBe(la?.id);
    expect((await dailyTipFor(t.database.db, "Asia/Tokyo", new Date("2026-11-21T14:00:00Z")))?.id).toBe(tokyo?.id);

    const answer = await get("/api/dailybread/fetchDailyBread", { "Time-Zone": "Asia/Tokyo" });
    expect((await answer.json()).data).toMatchObject({ content: expect.stringMatching(/^Tip number/), date: dateIn("Asia/Tokyo") });
    // The same for everyone on that date in that zone: it may be kept, keyed by the zone (decision 042).
    expect(answer.headers.get("Cache-Control")).toBe(`public, max-age=${PUBLIC_ANSWER_SECONDS}`);
    expect(answer.headers.get("Vary")).toBe("Time-Zone");
  });
});

describe("the daily tip's list in memory", () => {
  it("is read once a day and again after a seed", async () => {
    const instant = new Date("2026-11-21T02:00:00Z");
    const before = await dailyTipFor(t.database.db, "UTC", instant);
    // Changed behind the seed's back: the list kept for the day still answers.
    await t.database.db.update(dailyTips).set({ text: "Changed in the database." });
    expect((await dailyTipFor(t.database.db, "UTC", instant))?.content).toBe(before?.content);
    // The next UTC day reads the list again.
    expect((await dailyTipFor(t.database.db, "UTC", new Date("2026-11-22T02:00:00Z")))?.content).toBe("Changed in the database.");
    // A seed is seen at once, on the same day.
    await seedLists(t.database.db, { ...lists, tips: tips.map((tip) => ({ ...tip, text: `Reseeded ${tip.id}.` })) });
    expect((await dailyTipFor(t.database.db, "UTC", new Date("2026-11-22T03:00:00Z")))?.content).toMatch(/^Reseeded tip-/);
    await seedLists(t.database.db, lists);
    expect((await dailyTipFor(t.database.db, "UTC", instant))?.content).toBe(before?.content);
  });
});

describe("GET /api/resources/resourcesList", () => {
  it("lists one type, in file order, with paging", async () => {
    const body = await (await get("/api/resources/resourcesList?type=formsAndSamples&page=2&size=5")).json();
    expect(body.data.total).toBe(7);
    expect(body.data.items.map((r: { id: string }) => r.id)).toEqual(["f-5", "f-6"]);
    expect(body.data.items[0]).toEqual({ id: "f-5", type: "formsAndSamples", title: "Title f-5", summary: "A summary.", source: "IRS", url: "https://www.irs.gov/" });
  });
  // A page past 10,000 was once a 500: its offset overflowed the database's bigint.
  it.each(["", "type=videos", "type=wechatArticles&size=0", "type=wechatArticles&page=x", "type=wechatArticles&page=10001", `type=wechatArticles&page=${"7".repeat(300)}`])("refuses %j with 400", async (query) => {
    const response = await get(`/api/resources/resourcesList?${query}`);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/type|size|page/);
  });
});

describe("videos", () => {
  it("lists summaries without transcripts, and serves one with its transcript", async () => {
    const list = await (await get("/api/video/videoList?size=10")).json();
    expect(list.data.items.map((v: { id: string }) => v.id)).toEqual(["tiers-explained", "emergency-fund"]);
    expect(list.data.items[0].transcript).toBeUndefined();
    expect((await (await get("/api/video/videoList?category=budgeting")).json()).data.total).toBe(1);
    const one = await (await get("/api/video/detail/emergency-fund")).json();
    expect(one.data.transcript).toBe("Start small.");
    expect((await get("/api/video/detail/nope")).status).toBe(404);
  });
  it("mirrors the files: a removed video disappears on the next seed", async () => {
    await seedLists(t.database.db, { ...lists, videos: [lists.videos[1]!] });
    expect((await (await get("/api/video/videoList")).json()).data.total).toBe(1);
    await seedLists(t.database.db, lists);
  });
});

describe("the stored lists kept for everyone (decision 042)", () => {
  it("are the resources, the videos and a video; not a refusal or a missing video", async () => {
    for (const path of ["/api/resources/resourcesList?type=formsAndSamples", "/api/video/videoList?size=10", "/api/video/detail/emergency-fund"]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get("Cache-Control"), path).toBe(`public, max-age=${PUBLIC_ANSWER_SECONDS}`);
    }
    for (const path of ["/api/resources/resourcesList?type=videos", "/api/video/detail/nope"]) {
      expect((await get(path)).headers.get("Cache-Control"), path).toBeNull();
    }
  });
});

describe("learning center search and categories, pages", () => {
  it("searches title, summary and body, treating % and _ as text", async () => {
    const hit = await (await get("/api/learning-center/list?q=roth")).json();
    expect(hit.data.items.map((i: { id: string }) => i.id)).toEqual(["roth-or-not"]);
    const body = await (await get("/api/learning-center/list?q=100%25")).json();
    expect(body.data.items.map((i: { id: string }) => i.id)).toEqual(["budget-basics"]);
    expect((await (await get("/api/learning-center/list?q=%25%25")).json()).data.total).toBe(0);
    expect((await get(`/api/learning-center/list?q=${"x".repeat(101)}`)).status).toBe(400);
  });
  it("lists categories with counts", async () => {
    const body = await (await get("/api/learning-center/categories")).json();
    expect(body.data).toEqual([
      { category: "budgeting", count: 1 },
      { category: "retirement", count: 1 },
    ]);
  });
  it("serves pages with their outline", async () => {
    const body = await (await get("/api/pages/detail/privacy-policy")).json();
    expect(body.data.outline).toEqual([
      { id: "information-we-collect", text: "Information we collect", level: 2 },
      { id: "cookies-similar-technologies", text: "Cookies & similar technologies", level: 3 },
    ]);
    expect(body.data.html).toContain('<h3 id="cookies-similar-technologies">');
  });
});
