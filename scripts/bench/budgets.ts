import type { RouteBundle } from "./bundles";
import type { LoadFigures } from "./load";

/**
 * `pageCache`: whether the server measured kept pages in memory (false: the second server the
 * bench starts with PAGE_CACHE_SECONDS=0 and MEMBER_PAGE_CACHE_SECONDS=0); `ratioToBaseline` is
 * against that server's own /healthz.
 */
export type RouteFigures = LoadFigures & { name: string; method: string; path: string; publicPage: boolean; pageCache: boolean; ratioToBaseline: number };
export type SoakFigures = LoadFigures & { mix: string[]; peakRssMb: number };
export type Budget = { budget: string; limit: string; measured: string; pass: boolean };

export const KB = 1000;

// Issue #7's budgets, checked on every run (not timed tests: a busy machine cannot fail a build).
export const LIMITS = {
  homeJsBytes: 150 * KB,
  homeCssBytes: 30 * KB,
  // Issue "Performance, second round" §3: every public page, not only the home.
  publicPageJsBytes: 150 * KB,
  publicPageCssBytes: 30 * KB,
  // Issue "Performance, second round" §2: rendered every time, and from the server's page cache.
  publicPageMinRatio: 0.1,
  cachedPublicPageMinRatio: 0.5,
  // §4: the signed-in pages below, each at 20 connections.
  signedInP99Ms: 100,
  soakErrors: 0,
  // §5: the server's resident memory at 100 connections for 30 s; PGlite is a database inside the process.
  soakMemoryMb: { postgresql: 350, pglite: 450 },
};

/** §4's signed-in pages: the overview (/myworld and the profile), the portfolio and the order list. */
export const SIGNED_IN_PAGES = ["/myworld", "/myworld/profile", "/myworld/service/investments/portfolio", "/myworld/service/investments/orders"];
/**
 * Member pages built after the issue, measured like §4's (as the server runs, and rendered every
 * time on the second server) but outside its budget: Gold's investment analysis.
 */
export const OTHER_MEMBER_PAGES = ["/myworld/service/investments/analysis"];

/** The setting that keeps a row's page from memory: the public page cache's, or the member page cache's (decision 038). */
export const cacheOffSetting = (r: { publicPage: boolean; name: string }) =>
  r.publicPage || r.name.startsWith("baseline") ? "PAGE_CACHE_SECONDS" : "MEMBER_PAGE_CACHE_SECONDS";

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

/** The heaviest public page's first load, JS and CSS (each page is in the table beside). */
function largestPublicPage(bundles: RouteBundle[]): Budget[] {
  if (bundles.length === 0) return [];
  const js = bundles.reduce((a, b) => (b.jsGzip > a.jsGzip ? b : a));
  const css = bundles.reduce((a, b) => (b.cssGzip > a.cssGzip ? b : a));
  return [
    {
      budget: `largest public page first-load JS (gzip): ${js.url}`,
      limit: `≤ ${kb(LIMITS.publicPageJsBytes)}`,
      measured: kb(js.jsGzip),
      pass: js.jsGzip <= LIMITS.publicPageJsBytes,
    },
    {
      budget: `largest public page first-load CSS (gzip): ${css.url}`,
      limit: `≤ ${kb(LIMITS.publicPageCssBytes)}`,
      measured: kb(css.cssGzip),
      pass: css.cssGzip <= LIMITS.publicPageCssBytes,
    },
  ];
}

export function checkBudgets(routes: RouteFigures[], soak: SoakFigures, bundles: RouteBundle[], database: "postgresql" | "pglite"): Budget[] {
  const home = bundles.find((b) => b.route === "routes/_index");
  const memoryLimit = LIMITS.soakMemoryMb[database];
  const budgets: Budget[] = [
    {
      budget: "home first-load JS (gzip)",
      limit: `≤ ${kb(LIMITS.homeJsBytes)}`,
      measured: home ? kb(home.jsGzip) : "not found",
      pass: home !== undefined && home.jsGzip <= LIMITS.homeJsBytes,
    },
    {
      budget: "home first-load CSS (gzip)",
      limit: `≤ ${kb(LIMITS.homeCssBytes)}`,
      measured: home ? kb(home.cssGzip) : "not found",
      pass: home !== undefined && home.cssGzip <= LIMITS.homeCssBytes,
    },
    ...largestPublicPage(bundles),
    {
      // Issue "Trading" §1: charts load only on the pages that show them.
      budget: "home first-load JS without the chart library",
      limit: "no chart code",
      measured: home ? (home.chartLibrary ? "chart library included" : "none") : "not found",
      pass: home !== undefined && !home.chartLibrary,
    },
    ...routes
      .filter((r) => r.publicPage)
      .map((r) => {
        const min = r.pageCache ? LIMITS.cachedPublicPageMinRatio : LIMITS.publicPageMinRatio;
        return {
          budget: `${r.path} requests/s vs baseline, ${r.pageCache ? "page cache on" : "rendered every time (PAGE_CACHE_SECONDS=0)"}`,
          limit: `≥ ${min}×`,
          measured: `${r.ratioToBaseline.toFixed(3)}×`,
          pass: r.ratioToBaseline >= min,
        };
      }),
    ...SIGNED_IN_PAGES.map((path) => {
      // As the server runs (member page cache on); the rows rendered every time are in the table beside.
      const page = routes.find((r) => r.method === "GET" && r.path === path && r.pageCache);
      return {
        budget: `signed-in ${path} p99 at ${page?.connections ?? "?"} connections`,
        limit: `< ${LIMITS.signedInP99Ms} ms`,
        measured: page ? `${page.latencyMs.p99} ms` : "not measured",
        pass: page !== undefined && page.latencyMs.p99 < LIMITS.signedInP99Ms,
      };
    }),
    {
      budget: `errors at ${soak.connections} connections for ${soak.durationSeconds} s`,
      limit: `${LIMITS.soakErrors}`,
      measured: String(soak.errors),
      pass: soak.errors <= LIMITS.soakErrors,
    },
    {
      budget: `server memory at ${soak.connections} connections (peak)`,
      limit: `< ${memoryLimit} MB`,
      measured: `${soak.peakRssMb} MB`,
      pass: soak.peakRssMb < memoryLimit,
    },
  ];
  return budgets;
}
