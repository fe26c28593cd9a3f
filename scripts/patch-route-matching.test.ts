import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { readConfig } from "@remix-run/dev/dist/config.js";
import type { AgnosticRouteMatch, AgnosticRouteObject } from "@remix-run/router";
import { beforeAll, describe, expect, it } from "vitest";
import { patchRouterSource, ROUTE_MATCHING_MARKER, routerFile } from "./patch-route-matching.mjs";

// Decision 030: the server's @remix-run/router (its CommonJS build, the one Node loads) keeps the
// ranked branches of a route tree and the compiled patterns of its paths. These tests load exactly
// that file, as the server does, and check it answers as a fresh computation does.
const router = createRequire(import.meta.url)(routerFile()) as typeof import("@remix-run/router");

type Route = AgnosticRouteObject & { id: string; children?: Route[] };

/** The product's route tree as Remix's server builds it from the app's routes (nested by parent). */
async function productRoutes(): Promise<() => Route[]> {
  const config = await readConfig(process.cwd());
  const manifest = Object.values(config.routes);
  const build = (parentId: string | undefined): Route[] =>
    manifest
      .filter((route) => route.parentId === parentId)
      .map((route) => {
        const children = build(route.id);
        return { id: route.id, path: route.path, index: route.index, caseSensitive: route.caseSensitive, ...(children.length ? { children } : {}) } as Route;
      });
  return () => build(undefined);
}

/** What a match says: which routes, with which params and pathnames. */
const summary = (matches: AgnosticRouteMatch[] | null) =>
  matches?.map((m) => ({ id: (m.route as Route).id, params: m.params, pathname: m.pathname, pathnameBase: m.pathnameBase })) ?? null;

/** A URL for each route's full path (optional segments both ways), and the odd ones around them. */
function urlsOf(routes: Route[]): string[] {
  const urls = new Set<string>(["/", "", "/nope", "/myworld/nope/deeper", "/NEWS", "/news/", "//news", "/news/%20a%2Fb", "/myworld/profile.data", "/_root.data"]);
  const visit = (list: Route[], parent: string) => {
    for (const route of list) {
      const full = [parent, route.path ?? ""].filter(Boolean).join("/");
      const filled = full.replace(/:(\w+)\?/g, "opt-$1").replace(/:(\w+)/g, "v-$1").replace(/\*$/, "a/b");
      const without = full.replace(/\/?:\w+\?/g, "").replace(/:(\w+)/g, "7").replace(/\*$/, "");
      for (const url of [filled, without]) {
        urls.add(`/${url}`);
        urls.add(`/${url}/`);
        urls.add(`/${url}/extra`);
      }
      visit(route.children ?? [], full);
    }
  };
  visit(routes, "");
  return [...urls];
}

describe("the server's route matching (decision 030)", () => {
  let freshRoutes: () => Route[];
  beforeAll(async () => {
    freshRoutes = await productRoutes();
  });

  it("is installed: the router Node loads carries the caches", () => {
    const source = readFileSync(routerFile(), "utf8");
    // npm install runs scripts/patch-route-matching.mjs; a router upgrade whose text it no longer
    // knows leaves the file as it was, and this fails so the upgrade is noticed.
    expect(source).toContain(ROUTE_MATCHING_MARKER);
    expect(patchRouterSource(source)).toBe(source);
  });

  it("answers every URL of the product exactly as matching a fresh copy of the routes does", () => {
    const routes = freshRoutes();
    const urls = urlsOf(routes);
    expect(urls.length).toBeGreaterThan(150);
    // Twice over the same tree, so the second pass answers from the kept branches and patterns.
    for (const pass of [1, 2]) {
      for (const url of urls) {
        expect({ pass, url, matches: summary(router.matchRoutes(routes, url)) }).toEqual({ pass, url, matches: summary(router.matchRoutes(freshRoutes(), url)) });
      }
    }
  });

  it("finds the routes and params a reader works out from the route files", () => {
    const routes = freshRoutes();
    const deepest = (url: string) => summary(router.matchRoutes(routes, url))?.at(-1);
    expect(deepest("/myworld/service/investments/orders/42")).toMatchObject({ id: "routes/myworld.service.investments.orders_.$id", params: { id: "42" } });
    expect(deepest("/myworld/service/investments/product/compare")).toMatchObject({ id: "routes/myworld.service.investments.product_.compare" });
    expect(deepest("/myworld/service/investments/product/etf-sp500")).toMatchObject({ id: "routes/myworld.service.investments.product_.$id", params: { id: "etf-sp500" } });
    expect(deepest("/myworld/service/loans/overview")).toMatchObject({ id: "routes/myworld.service.$service.($tab).($childPage)", params: { service: "loans", tab: "overview" } });
    expect(deepest("/news/12")).toMatchObject({ id: "routes/news.$id", params: { id: "12" } });
    expect(deepest("/")).toMatchObject({ id: "routes/_index" });
    expect(deepest("/myworld/profile/security/sessions")).toMatchObject({ id: "routes/myworld.profile.security.($detail)", params: { detail: "sessions" } });
    expect(deepest("/myworld/profile/anything/else")).toMatchObject({ id: "routes/myworld.profile.$", params: { "*": "anything/else" } });
    // A single-fetch URL as the request handler first sees it matches no route (every branch tried).
    expect(router.matchRoutes(routes, "/myworld/profile.data")).toBeNull();
  });

  it("answers as before past the number of pathnames whose first branch it keeps", () => {
    const routes = freshRoutes();
    // More distinct pathnames than the 2000 kept: the kept answers start over, and stay right.
    for (let n = 0; n < 2500; n++) {
      expect(summary(router.matchRoutes(routes, `/news/${n}`))?.at(-1)).toMatchObject({ id: "routes/news.$id", params: { id: String(n) } });
      if (n % 250 === 0) {
        expect(summary(router.matchRoutes(routes, "/myworld/service/investments/orders/7"))).toEqual(summary(router.matchRoutes(freshRoutes(), "/myworld/service/investments/orders/7")));
        expect(router.matchRoutes(routes, `/nope/${n}`)).toBeNull();
      }
    }
  });

  it("flattens and ranks a route tree once, and a new tree again", () => {
    let reads = 0;
    const counted = (): Route[] => {
      const layout: Route = { id: "layout", path: "a", children: [{ id: "leaf", path: ":b" }] };
      const children = layout.children;
      Object.defineProperty(layout, "children", {
        get: () => {
          reads += 1;
          return children;
        },
      });
      return [layout];
    };
    const routes = counted();
    expect(summary(router.matchRoutes(routes, "/a/1"))?.at(-1)).toMatchObject({ id: "leaf", params: { b: "1" } });
    const first = reads;
    expect(first).toBeGreaterThan(0);
    expect(summary(router.matchRoutes(routes, "/a/2"))?.at(-1)).toMatchObject({ id: "leaf", params: { b: "2" } });
    expect(reads).toBe(first);
    router.matchRoutes(counted(), "/a/3");
    expect(reads).toBeGreaterThan(first);
  });

  it("keeps a pattern apart for each case-sensitivity and end", () => {
    // Each order, so a pattern compiled one way is never answered for another.
    for (const order of [0, 1]) {
      const sensitive = () => router.matchPath({ path: "/News", caseSensitive: true, end: true }, "/news");
      const insensitive = () => router.matchPath({ path: "/News", caseSensitive: false, end: true }, "/news");
      const checks = order ? [insensitive, sensitive] : [sensitive, insensitive];
      const answers = checks.map((check) => check()?.pathname ?? null);
      expect(order ? answers.reverse() : answers).toEqual([null, "/news"]);
      const open = () => router.matchPath({ path: "/a", end: false }, "/a/b");
      const closed = () => router.matchPath({ path: "/a", end: true }, "/a/b");
      const ends = (order ? [closed, open] : [open, closed]).map((check) => check()?.pathname ?? null);
      expect(order ? ends.reverse() : ends).toEqual(["/a", null]);
    }
    expect(router.matchPath("/x/:id", "/x/9")?.params).toEqual({ id: "9" });
  });
});

describe("patchRouterSource", () => {
  const original = [
    "function matchRoutesImpl(routes) {",
    "  let branches = flattenRoutes(routes);",
    "  rankRouteBranches(branches);",
    "  for (let i = 0; matches == null && i < branches.length; ++i) {",
    "  }",
    "}",
    "function matchPath(pattern, pathname) {",
    "  let [matcher, compiledParams] = compilePath(pattern.path, pattern.caseSensitive, pattern.end);",
    "}",
    "//# sourceMappingURL=router.cjs.js.map",
  ].join("\n");

  it("edits the three lines in place, adds the helpers at the end, and is idempotent", () => {
    const patched = patchRouterSource(original);
    expect(patched).not.toBeNull();
    const lines = patched!.split("\n");
    // The library's lines keep their numbers, so its source map stays right.
    expect(lines[1]).toContain("rankedBranchesCached(routes)");
    expect(lines[2]).toBe("");
    expect(lines[3]).toContain("for (let i = firstMatchingBranchCached(branches, decoded, allowPartial); matches == null && i < branches.length; ++i) {");
    expect(lines[7]).toContain("compilePathCached(pattern.path, pattern.caseSensitive, pattern.end)");
    expect(lines.at(-1)).toBe("//# sourceMappingURL=router.cjs.js.map");
    expect(patched).toContain("function rankedBranchesCached(routes)");
    expect(patched).toContain("function firstMatchingBranchCached(branches, pathname, allowPartial)");
    expect(patched).toContain("function compilePathCached(path, caseSensitive, end)");
    expect(patchRouterSource(patched!)).toBe(patched);
  });

  it("leaves a router it does not know alone", () => {
    expect(patchRouterSource(original.replace("rankRouteBranches(branches);", "rankRouteBranches(branches, true);"))).toBeNull();
    expect(patchRouterSource(original.replace("//# sourceMappingURL=router.cjs.js.map", ""))).toBeNull();
    expect(patchRouterSource(`${original}\n  let branches = flattenRoutes(routes);\n  rankRouteBranches(branches);\n`)).toBeNull();
  });
});
