import { describe, expect, it } from "vitest";
import { cacheOffSetting, checkBudgets, SIGNED_IN_PAGES, type RouteFigures, type SoakFigures } from "./budgets";

// The signed-in budget is judged on the pages as the server runs (member page cache on); the same
// pages rendered every time, on the bench's second server, are shown beside without a budget.

const row = (path: string, p99: number, pageCache: boolean, publicPage = false): RouteFigures => ({
  name: pageCache ? path : `${path} (${publicPage ? "PAGE_CACHE_SECONDS" : "MEMBER_PAGE_CACHE_SECONDS"}=0)`,
  method: "GET",
  path,
  publicPage,
  pageCache,
  ratioToBaseline: 1,
  connections: 20,
  durationSeconds: 6,
  requests: 1000,
  requestsPerSecond: 500,
  latencyMs: { p50: 10, p99 },
  errors: 0,
});
const soak: SoakFigures = { ...row("/", 100, true), mix: [], peakRssMb: 100 };

describe("the signed-in budget", () => {
  it("reads the row measured with the member page cache, even when the rows rendered every time come first", () => {
    const routes = [...SIGNED_IN_PAGES.map((p) => row(p, 400, false)), ...SIGNED_IN_PAGES.map((p) => row(p, 80, true))];
    const signedIn = checkBudgets(routes, soak, [], "pglite").filter((b) => b.budget.startsWith("signed-in"));
    expect(signedIn.map((b) => [b.measured, b.pass])).toEqual(SIGNED_IN_PAGES.map(() => ["80 ms", true]));
  });

  it("fails when the cached row is over 100 ms, and says so when it was not measured", () => {
    const routes = [row("/myworld", 120, true), row("/myworld", 50, false)];
    const budgets = checkBudgets(routes, soak, [], "pglite");
    expect(budgets.find((b) => b.budget === "signed-in /myworld p99 at 20 connections")).toMatchObject({ measured: "120 ms", pass: false });
    expect(budgets.find((b) => b.budget.startsWith("signed-in /myworld/profile"))).toMatchObject({ measured: "not measured", pass: false });
  });

  it("names the setting a row was measured without", () => {
    expect(cacheOffSetting({ publicPage: true, name: "/news" })).toBe("PAGE_CACHE_SECONDS");
    expect(cacheOffSetting({ publicPage: false, name: "baseline" })).toBe("PAGE_CACHE_SECONDS");
    expect(cacheOffSetting({ publicPage: false, name: "profile" })).toBe("MEMBER_PAGE_CACHE_SECONDS");
  });
});
