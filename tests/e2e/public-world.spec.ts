import { PRICING_TYPES } from "../../core/constants";
import { SERVICE_NAMES, SERVICES } from "../../core/services";
import { expectNoSeriousViolations } from "../support/accessibility";
import { expect, test } from "../support/fixtures";

test("each service page answers 200 with its own heading, offers by tier, steps and questions", async ({ page }) => {
  const headings = new Set<string>();
  for (const name of SERVICE_NAMES) {
    const response = await page.goto(`/enplusworld/services/${name}`);
    expect(response?.status()).toBe(200);
    const heading = (await page.locator("h1").textContent())?.trim() ?? "";
    expect(heading.length).toBeGreaterThan(2);
    headings.add(heading);
    await expect(page.locator(".offer-card")).not.toHaveCount(0);
    await expect(page.locator(".offer-tier").first()).toContainText(/Every member|From /);
    await expect(page.getByRole("heading", { name: "How it works" })).toBeVisible();
    await expect(page.getByRole("link", { name: /in My World/ }).first()).toHaveAttribute("href", `/myworld/service/${name}`);
  }
  expect(headings.size).toBe(SERVICE_NAMES.length);
});

test("each pricing type selects its tab and schedule; a missing or unknown type falls back to the first", async ({ page }) => {
  const titles: string[] = [];
  for (const type of PRICING_TYPES) {
    expect((await page.goto(`/enplusworld/pricing?type=${type}`))?.status()).toBe(200);
    const current = page.getByRole("navigation", { name: "Pricing types" }).locator('[aria-current="page"]');
    await expect(current).toHaveAttribute("href", new RegExp(`\\?type=${type}$`));
    await expect(page.locator(".pricing-card table tbody tr")).not.toHaveCount(0);
    titles.push((await page.locator("#pricing-tab-title").textContent()) ?? "");
  }
  expect(new Set(titles).size).toBe(3);
  for (const path of ["/enplusworld/pricing", "/enplusworld/pricing?type=crypto", "/enplusworld/pricing?type="]) {
    expect((await page.goto(path))?.status()).toBe(200);
    await expect(page.locator("#pricing-tab-title")).toHaveText(titles[0]!);
  }
});

for (const [list, label] of [
  ["/news", "news"],
  ["/enplusworld/whatis-new", "what's new"],
  ["/enplusworld/learning-center", "learning center"],
] as const) {
  test(`${label}: list → detail → back, and an unknown id answers 404`, async ({ page }) => {
    await page.goto(list);
    const first = page.locator(".card-link").first();
    const title = (await first.textContent())?.trim() ?? "";
    await first.click();
    await expect(page.locator("h1")).toHaveText(title);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${list.replace(/\//g, "\\/")}$`));
    await expect(page.locator(".card-link").first()).toHaveText(title);
    expect((await page.goto(`${list}/no-such-entry`))?.status()).toBe(404);
  });
}

test("news is newest first, pages through, and filters by category", async ({ page }) => {
  await page.goto("/news");
  const dates = await page.locator(".card time").evaluateAll((els) => els.map((e) => e.getAttribute("datetime") ?? ""));
  expect(dates.length).toBe(10);
  expect([...dates].sort().reverse()).toEqual(dates);
  await page.getByRole("link", { name: "Next →" }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(page.locator(".card")).not.toHaveCount(0);
  await page.goto("/news");
  const category = page.getByRole("navigation", { name: "news categories" }).getByRole("link").nth(1);
  const name = ((await category.textContent()) ?? "").replace(/\s*\(\d+\)$/, "");
  await category.click();
  await expect(page.locator(".card .tag").first()).toHaveText(name);
  const tags = await page.locator(".card .tag").allTextContents();
  expect(new Set(tags)).toEqual(new Set([name]));
});

test("the learning center searches and filters by category, with and without results", async ({ page }) => {
  await page.goto("/enplusworld/learning-center");
  await page.getByRole("searchbox", { name: "Search articles" }).fill("Roth");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/q=Roth/);
  // Matches in titles, summaries and bodies: at least one title here names Roth.
  await expect(page.locator(".card-link").filter({ hasText: /Roth/i })).not.toHaveCount(0);
  await page.getByRole("searchbox", { name: "Search articles" }).fill("zebra-finance-nonsense");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.locator(".empty-state")).toBeVisible();
});

test("legal has a table of contents whose anchors reach both documents", async ({ page }) => {
  await page.goto("/enplusworld/legal");
  const toc = page.getByRole("navigation", { name: "Contents" });
  await expect(toc.getByRole("link", { name: "Privacy policy", exact: true })).toHaveAttribute("href", "#privacy");
  await expect(toc.getByRole("link", { name: "Terms of use", exact: true })).toHaveAttribute("href", "#terms");
  const anchors = await toc.locator("ol ol a").evaluateAll((links) => links.map((a) => a.getAttribute("href")!.slice(1)));
  expect(anchors.length).toBeGreaterThan(10);
  for (const id of anchors) await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
  await expect(page.locator("footer")).toHaveCount(1);
});

test("sitemap.xml lists every public page and content item; robots.txt keeps the member area out", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  for (const path of ["/enplusworld/members", "/enplusworld/services/tax", "/enplusworld/pricing?type=taxes", "/enplusworld/legal"]) {
    expect(xml).toContain(path.replace("?", "?").replace("&", "&amp;"));
  }
  const news = (await (await request.get("/api/news/list?size=50")).json()).data;
  const learning = (await (await request.get("/api/learning-center/list?size=50")).json()).data;
  for (const item of news.items) expect(xml).toContain(`/news/${item.id}</loc>`);
  for (const item of learning.items) expect(xml).toContain(`/enplusworld/learning-center/${item.id}</loc>`);
  expect(xml).not.toContain("/myworld");
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /myworld");
  expect(robots).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
});

test("every public page has a title, a description, Open Graph tags, one h1 and no skipped heading levels", async ({ page }) => {
  const paths = ["/", "/enplusworld/members", "/enplusworld/legal", "/enplusworld/services/estate", "/enplusworld/whatis-new", "/enplusworld/learning-center", "/enplusworld/digital-vault", "/enplusworld/pricing", "/enplusworld/who-we-are", "/enplusworld/ai-enne", "/news"];
  for (const path of paths) {
    await page.goto(path);
    await expect(page).toHaveTitle(/EnPlus World/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /EnPlus World/);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute("content", /.{30,}/);
    await expect(page.locator("h1")).toHaveCount(1);
    const levels = await page.locator("main h1, main h2, main h3, main h4").evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));
    for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!, `${path}: h${levels[i - 1]} then h${levels[i]}`).toBeLessThanOrEqual(1);
  }
});

test.describe("accessibility (axe)", () => {
  const pages = [
    "/",
    "/enplusworld/members",
    "/enplusworld/legal",
    ...SERVICE_NAMES.map((n) => `/enplusworld/services/${n}`),
    "/enplusworld/whatis-new",
    "/enplusworld/learning-center",
    "/enplusworld/digital-vault",
    "/enplusworld/pricing",
    "/enplusworld/who-we-are",
    "/enplusworld/ai-enne",
    "/enplusworld/contact-us",
    "/news",
    "/this-page-does-not-exist",
  ];
  for (const path of pages) {
    test(`${path} has no serious or critical violations`, async ({ page }) => {
      await page.goto(path);
      await expectNoSeriousViolations(page, path);
    });
  }

  test("detail pages and both home dialogs have no serious or critical violations", async ({ page }) => {
    test.setTimeout(60_000); // six pages scanned in one test
    for (const list of ["/news", "/enplusworld/whatis-new", "/enplusworld/learning-center"]) {
      await page.goto(list);
      await page.locator(".card-link").first().click();
      await expect(page.locator("h1")).toBeVisible();
      await expectNoSeriousViolations(page, `${list} detail`);
    }
    await page.goto("/?tier=emerald");
    await expect(page.getByRole("dialog", { name: "Emerald membership" })).toBeVisible();
    await expectNoSeriousViolations(page, "tier dialog");
    await page.goto("/?overview=1");
    await expect(page.getByRole("dialog", { name: "Membership Overview" })).toBeVisible();
    await expectNoSeriousViolations(page, "membership overview");
    await page.goto("/?auth=sign-in");
    await expectNoSeriousViolations(page, "sign-in dialog");
  });
});

// The header's and footer's links are plain anchors (decision 036): with JavaScript the page's one
// click listener navigates in the page, as the router's links do; without it the browser follows them.
for (const javaScriptEnabled of [true, false]) {
  test.describe(`the header's and footer's links with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("go to their pages (in the page with JavaScript) and mark the section shown", async ({ page }) => {
      await page.goto("/enplusworld/legal");
      if (javaScriptEnabled) {
        await page.waitForFunction(() => (window as unknown as { __remixRouter?: { state: { initialized: boolean } } }).__remixRouter?.state.initialized === true);
        await page.waitForLoadState("networkidle");
      }
      // A mark on this document: it survives a navigation in the page, not a new document.
      const markDocument = () => page.evaluate(() => document.documentElement.setAttribute("data-first-document", "yes"));
      const sameDocument = async () => (await page.locator("html").getAttribute("data-first-document")) === "yes";
      await markDocument();
      const main = page.getByRole("navigation", { name: "Main" });
      // A link of the footer (the legal page shows it).
      await page.getByRole("navigation", { name: "Legal and company" }).getByRole("link", { name: "Who we are" }).click();
      await expect(page).toHaveURL(/\/enplusworld\/who-we-are$/);
      await expect(main.getByRole("link", { name: "Who we are" })).toHaveAttribute("aria-current", "page");

      await main.getByRole("link", { name: "News" }).click();
      await expect(page).toHaveURL(/\/news$/);
      await expect(page.locator("h1")).toHaveText("News and market insight");
      await expect(main.getByRole("link", { name: "News" })).toHaveAttribute("aria-current", "page");
      await expect(main.getByRole("link", { name: "Who we are" })).not.toHaveAttribute("aria-current", /.*/);
      expect(await sameDocument()).toBe(javaScriptEnabled);

      // A page within a section marks the section.
      await page.locator(".card-link").first().click();
      await expect(page).toHaveURL(/\/news\/[^/]+$/);
      await expect(main.getByRole("link", { name: "News" })).toHaveAttribute("aria-current", "page");

      // The services menu, a disclosure, and a service chosen from it.
      await main.getByText("Services", { exact: true }).click();
      await main.getByRole("link", { name: SERVICES.tax.title }).click();
      await expect(page).toHaveURL(/\/enplusworld\/services\/tax$/);
      // The menu closes on the new page; the service's link in it is marked.
      await expect(main.locator("details.nav-menu")).not.toHaveAttribute("open", /.*/);
      await expect(main.getByRole("link", { name: SERVICES.tax.title, includeHidden: true })).toHaveAttribute("aria-current", "page");

      // The home link.
      await page.getByRole("link", { name: "EnPlus World home" }).click();
      await expect(page).toHaveURL(/\/$/);
      expect(await sameDocument()).toBe(javaScriptEnabled);
    });
  });
}
