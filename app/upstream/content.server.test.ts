import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedContent, seedLists } from "../../api/seed/content";
import { parseContentFile } from "../../api/modules/content/content-source";
import { openTestApi } from "../../tests/support/test-api";
import { webClientOn } from "../../tests/support/contract-client";
import { getContent, loadContentList } from "./content.server";
import { recordPageView } from "./page-views.server";
import { loadCities, loadProfileLists } from "./reference-lists.server";
import { fetchDailyTip, getVideo, loadLearningLibrary } from "./stored-lists.server";

// The web client's content calls against the real API: editorial areas, stored lists, page views
// and reference lists. Each answer parses with its contract in core/contracts/, so a drifting
// shape fails here (fetchDailyTip would turn a malformed answer into null, so it is checked too).

let t: Awaited<ReturnType<typeof openTestApi>>;

const file = (title: string, date: string, category: string) =>
  `---\ntitle: "${title}"\nsummary: "About ${title}."\ncategory: ${category}\npublishedAt: ${date}\n---\n\n## Heading\n\nBody of **${title}**.\n`;

beforeAll(async () => {
  t = await openTestApi();
  await seedContent(t.database.db, [
    parseContentFile("news", "rates-hold.md", file("Rates hold", "2026-11-01", "markets")),
    parseContentFile("whats-new", "two-step.md", file("Two-step verification", "2026-09-01", "security")),
    parseContentFile("learning", "emergency-funds.md", file("Emergency funds", "2026-02-01", "budgeting")),
    parseContentFile("page", "about.md", file("About", "2026-01-01", "company")),
  ]);
  const resource = (id: string) => ({ id, title: `Title ${id}`, summary: "A summary.", source: "IRS", url: "https://www.irs.gov/" });
  await seedLists(t.database.db, {
    tips: [{ id: "tip-01", category: "saving", text: "Pay yourself first." }],
    resources: { wechatArticles: [resource("w-1")], formsAndSamples: [resource("f-1")], governmentArticles: [resource("g-1")] },
    videos: [{ id: "tiers-explained", title: "Tiers explained", summary: "How tiers work.", category: "platform", durationSeconds: 300, chapters: [{ title: "Intro", startSeconds: 0 }], transcript: "Welcome." }],
  });
});
afterAll(() => t.database.close());

describe("the content contracts on the real API", () => {
  it("lists, categories and details of every editorial area", async () => {
    const client = webClientOn(t);
    for (const [kind, id] of [["news", "rates-hold"], ["whats-new", "two-step"], ["learning", "emergency-funds"], ["page", "about"]] as const) {
      const list = await loadContentList(client, kind, { page: 1, size: 10 });
      expect(list.page.items.map((item) => item.id)).toEqual([id]);
      expect(list.categories).toHaveLength(1);
      expect((await getContent(client, kind, id)).outline).toHaveLength(1);
    }
  });

  it("the daily tip, resources and videos", async () => {
    const client = webClientOn(t);
    expect(await fetchDailyTip(client)).toMatchObject({ id: "tip-01" });
    const library = await loadLearningLibrary(client);
    expect(library.resources).toHaveLength(3);
    expect(library.videos.map((video) => video.id)).toEqual(["tiers-explained"]);
    expect((await getVideo(client, "tiers-explained")).transcript).toBe("Welcome.");
  });

  it("page views", async () => {
    expect(await recordPageView(webClientOn(t), { pageUrl: "/news" })).toEqual({ recorded: true });
  });

  it("the reference lists", async () => {
    const client = webClientOn(t);
    const lists = await loadProfileLists(client, "CA");
    expect(lists.countries.length).toBeGreaterThan(200);
    expect(lists.states).toHaveLength(56);
    expect(lists.industries.length).toBeGreaterThan(0);
    expect(lists.avatars[0]!.url).toMatch(/^\/avatars\//);
    expect(lists.cities).toEqual(await loadCities(client, "CA"));
  });
});
