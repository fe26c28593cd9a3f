import { expect, test } from "../support/fixtures";

// Decision 045: a public page rendered for every request is within issue "Performance, second
// round" §2's budget only without the component library's components, each of which resolves its
// props, styles and variables on every render (Contact us took twice the CPU with 14 of them).
// Every page the sitemap lists, as a visitor sees it. Markup, not timings: a busy machine cannot fail it.
const LIBRARY_COMPONENT = /\bmantine-[A-Za-z]+-root\b/g;

test("no public page renders a component of the library", async ({ baseURL }) => {
  // Plain fetch: a visitor without cookies.
  const get = (path: string) => fetch(new URL(path, baseURL));
  const sitemap = await get("/sitemap.xml");
  expect(sitemap.status).toBe(200);
  const pages = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.replace(/&amp;/g, "&")));
  // The public world, its lists and at least one item of each.
  for (const path of ["/", "/enplusworld/contact-us", "/enplusworld/ai-enne", "/enplusworld/legal", "/news/"]) {
    expect(pages.some((url) => (path.endsWith("/") && path !== "/" ? url.pathname.startsWith(path) : url.pathname === path)), `the sitemap lists ${path}`).toBe(true);
  }
  const offenders: string[] = [];
  for (const url of pages) {
    const response = await get(url.pathname + url.search);
    expect(response.status, url.pathname + url.search).toBe(200);
    const found = new Set((await response.text()).match(LIBRARY_COMPONENT) ?? []);
    if (found.size > 0) offenders.push(`${url.pathname}${url.search}: ${[...found].join(", ")}`);
  }
  expect(offenders).toEqual([]);
});
