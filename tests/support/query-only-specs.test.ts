import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { projectPath } from "../../api/platform/project-root";
import { QUERY_ONLY_SPECS } from "./query-only-specs";

// The PostgreSQL browser run skips these specs on the word that their pages write nothing; this
// holds the list to it, so a page that starts saving the member's data puts its spec back on both
// engines instead of going untested on PostgreSQL.

const ROUTES = projectPath("app", "routes");

/** A route's URL segments from its file or folder name: `myworld.service.loans.family_.calendar` is /myworld/service/loans/family/calendar. */
function urlOf(routeName: string): string {
  return "/" + routeName.replace(/\.tsx?$/, "").split(".").map((s) => s.replace(/_$/, "")).join("/");
}

const ROUTE_MODULES = new Map(
  readdirSync(ROUTES, { withFileTypes: true }).flatMap((entry): [string, string][] => {
    if (!entry.isDirectory()) return /\.tsx?$/.test(entry.name) ? [[urlOf(entry.name), join(ROUTES, entry.name)]] : [];
    const module = ["route.tsx", "route.ts"].map((f) => join(ROUTES, entry.name, f)).find((f) => existsSync(f));
    return module ? [[urlOf(entry.name), module]] : [];
  }),
);

/** The member pages a spec opens: its /myworld paths, less those it only checks a link's address against. */
function pagesOpenedBy(source: string): string[] {
  const linkedOnly = new Set([...source.matchAll(/toHaveAttribute\("href", "([^"]+)"\)/g)].map((m) => m[1]));
  const paths = [...source.matchAll(/["`](\/myworld\/[a-z0-9/_-]*[a-z0-9])/g)].map((m) => m[1]!);
  return [...new Set(paths)].filter((p) => !linkedOnly.has(p));
}

function hasAction(module: string): boolean {
  return /export (async )?function action\b|export const action\b/.test(readFileSync(module, "utf8"));
}

describe("the specs the PostgreSQL browser run skips", () => {
  it.each(QUERY_ONLY_SPECS)("%s opens only pages that read their query and write nothing", (spec) => {
    const file = projectPath("tests", "e2e", spec);
    expect(existsSync(file), `${spec} is in tests/e2e`).toBe(true);
    const pages = pagesOpenedBy(readFileSync(file, "utf8"));
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) {
      const segments = page.split("/").length - 1;
      if (segments <= 3) {
        // /myworld/service/<service>: the service's overview, content and tier only.
        expect(page, `${spec} opens ${page}`).toMatch(/^\/myworld\/service\/[a-z-]+$/);
        continue;
      }
      const module = ROUTE_MODULES.get(page);
      expect(module, `${spec} opens ${page}, a route of its own`).toBeDefined();
      const source = readFileSync(module!, "utf8");
      expect(source, `${page} loads through the calculators' calculate`).toMatch(/from "~\/upstream\/planning\.server"/);
      expect(hasAction(module!), `${page} has no action`).toBe(false);
    }
  });

  it("the service overview the specs open has no action", () => {
    const overview = join(ROUTES, "myworld.service.$service.($tab).($childPage).tsx");
    expect(hasAction(overview)).toBe(false);
  });
});
