import { readFileSync } from "node:fs";
import path from "node:path";
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

// Decision 043: Mantine's own Modal root imports its ScrollArea, 5 kB of gzip on every page's first
// load, only to compare a prop with it; the dialogs' root of our own does without. The class name
// is read from the library, so an upgrade that renames it cannot make this pass by itself.
test("the account dialogs bring no ScrollArea into a public page's first load", async () => {
  const library = readFileSync(path.join("node_modules", "@mantine", "core", "esm", "components", "ScrollArea", "ScrollArea.module.css.mjs"), "utf8");
  const rootClass = /"root":"(m_[0-9a-f]+)"/.exec(library)?.[1];
  expect(rootClass, "ScrollArea's root class in the library").toBeTruthy();
  const bundles = await firstLoadBundles();
  const built = (href: string) => readFileSync(path.join("public", href), "utf8");
  // The class is in the build at all (member pages' selects scroll in it), so its absence below means something.
  const memberChunks = readFileSync(path.join("build", "metafile.js.json"), "utf8");
  expect(memberChunks).toContain("ScrollArea/ScrollArea.mjs");
  for (const page of bundles) {
    const withScrollArea = page.js.filter((href) => built(href).includes(rootClass!));
    expect(withScrollArea, `${page.url}: first-load files with ScrollArea`).toEqual([]);
  }
});
