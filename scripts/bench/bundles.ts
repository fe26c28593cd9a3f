import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import type { ServerBuild } from "@remix-run/node";

export type RouteBundle = {
  route: string;
  url: string;
  jsGzip: number;
  cssGzip: number;
  jsFiles: number;
  cssFiles: number;
  chartLibrary: boolean;
  /** The first load's JS files, as URLs under `public/`. */
  js: string[];
};

/** A class name the chart library (recharts, under @mantine/charts) writes into every chart: minifying keeps it. */
const CHART_LIBRARY_MARK = "recharts-surface";

// Routes that are not public pages: the member area, the advisors' desk (signed in, advisors only),
// the auth form endpoints and resource routes.
const NOT_PUBLIC = /^routes\/(myworld|desk|auth\.|resources\.)/;

/** The route ids from the root down to `id`. */
function chain(build: ServerBuild, id: string): string[] {
  const ids: string[] = [];
  for (let at: string | undefined = id; at; at = build.routes[at]?.parentId) ids.unshift(at);
  return ids;
}

function urlPattern(build: ServerBuild, id: string): string {
  const parts = chain(build, id).map((r) => build.routes[r]?.path ?? "").filter(Boolean);
  return `/${parts.join("/")}`.replace(/\/+/g, "/");
}

/**
 * First-load bytes of every public page, from the build itself: the JS a first visit downloads
 * (the client entry, the route manifest, and each matched route's module with the chunks the
 * manifest says it imports) and the stylesheets the matched routes' `links` name. Sizes are gzip
 * at the level the server's compression uses, each file counted once.
 */
export async function firstLoadBundles(root = process.cwd()): Promise<RouteBundle[]> {
  const build = (await import(pathToFileURL(path.join(root, "build/index.js")).href)) as ServerBuild;
  const publicDir = path.join(root, "public");
  const sizes = new Map<string, number>();
  const charts = new Map<string, boolean>();
  const hasCharts = (href: string) => {
    let found = charts.get(href);
    if (found === undefined) {
      found = readFileSync(path.join(publicDir, href), "utf8").includes(CHART_LIBRARY_MARK);
      charts.set(href, found);
    }
    return found;
  };
  const gzipped = (href: string) => {
    let size = sizes.get(href);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(publicDir, href))).length;
      sizes.set(href, size);
    }
    return size;
  };
  const manifest = build.assets;
  const bundles: RouteBundle[] = [];
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route || id === "root" || NOT_PUBLIC.test(id) || !route.module.default) continue;
    const js = new Set([manifest.entry.module, ...manifest.entry.imports]);
    // Without lazy route discovery every page imports the whole route manifest (decision 026).
    if (!build.future.v3_lazyRouteDiscovery) js.add(manifest.url);
    const css = new Set<string>();
    for (const matched of chain(build, id)) {
      const entry = manifest.routes[matched];
      if (entry) for (const file of [entry.module, ...(entry.imports ?? [])]) js.add(file);
      const links = build.routes[matched]?.module.links?.() ?? [];
      for (const link of links) if ("rel" in link && link.rel === "stylesheet" && typeof link.href === "string") css.add(link.href);
    }
    const sum = (files: Set<string>) => [...files].reduce((total, file) => total + gzipped(file), 0);
    bundles.push({ route: id, url: urlPattern(build, id), jsGzip: sum(js), cssGzip: sum(css), jsFiles: js.size, cssFiles: css.size, chartLibrary: [...js].some(hasCharts), js: [...js] });
  }
  return bundles.sort((a, b) => a.url.localeCompare(b.url));
}
