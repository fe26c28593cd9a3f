import { expect, test } from "@playwright/test";
import { LIMITS } from "../../scripts/bench/budgets";
import { firstLoadBundles } from "../../scripts/bench/bundles";

// Issue "Performance, second round" §3, on the build the other e2e tests run (npm run test:e2e
// builds first). The bench prints the same figures; this keeps a change that crosses a budget from
// landing between two bench runs. Sizes, not timings: a busy machine cannot fail it.
test("every public page's first load stays within its JS and CSS budgets, and the home has no chart code", async () => {
  const bundles = await firstLoadBundles();
  const home = bundles.find((b) => b.route === "routes/_index");
  expect(home, "the home page's bundle").toBeDefined();
  expect(home!.jsGzip).toBeLessThanOrEqual(LIMITS.homeJsBytes);
  expect(home!.cssGzip).toBeLessThanOrEqual(LIMITS.homeCssBytes);
  expect(home!.chartLibrary).toBe(false);
  expect(bundles.length).toBeGreaterThan(10);
  for (const page of bundles) {
    expect(page.jsGzip, `${page.url} first-load JS (gzip bytes)`).toBeLessThanOrEqual(LIMITS.publicPageJsBytes);
    expect(page.cssGzip, `${page.url} first-load CSS (gzip bytes)`).toBeLessThanOrEqual(LIMITS.publicPageCssBytes);
  }
});
