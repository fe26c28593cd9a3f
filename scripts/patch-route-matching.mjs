// Run by `npm install` (postinstall): the server's route matching keeps what does not change
// between requests (decision 030).
//
// Remix 2 matches each request's URL against the whole route tree twice on the server (its
// request handler, then the static handler's query), and @remix-run/router 1.x redoes everything
// on every match: it flattens the tree into branches, ranks them, and compiles a regular
// expression for each route segment it tries. All of that depends only on the route tree, which
// the server builds once. This script gives the router's CommonJS build (the one Node loads on the
// server; the browser's bundle is the ES module build and is not touched) two caches:
//   * the ranked branches of a route array, kept in a WeakMap keyed by that array;
//   * the compiled pattern of a path, per case-sensitivity and end flag, in bounded maps.
// Both are pure functions of their keys, so a match answers exactly as before.
//
// The edit replaces two lines in place (line numbers, and so the library's source map, stay
// right) and adds the two helpers before the source map comment. It is idempotent. A router whose
// text no longer has the expected lines is left as it is, with a warning: the server still works,
// only slower, and scripts/patch-route-matching.test.ts fails so the upgrade is noticed.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

export const ROUTE_MATCHING_MARKER = "enplus-world: route matching cache";

const EDITS = [
  {
    // matchRoutesImpl: the ranked branches of this route array, computed once.
    from: "  let branches = flattenRoutes(routes);\n  rankRouteBranches(branches);\n",
    to: `  let branches = rankedBranchesCached(routes); // ${ROUTE_MATCHING_MARKER}\n\n`,
  },
  {
    // matchPath: the compiled pattern of this path, compiled once.
    from: "  let [matcher, compiledParams] = compilePath(pattern.path, pattern.caseSensitive, pattern.end);\n",
    to: `  let [matcher, compiledParams] = compilePathCached(pattern.path, pattern.caseSensitive, pattern.end); // ${ROUTE_MATCHING_MARKER}\n`,
  },
];

const SOURCE_MAP_COMMENT = "//# sourceMappingURL=router.cjs.js.map";

// Added to the router's module scope: function declarations are hoisted, so their place in the
// file does not matter, and at the end they leave every line of the library where it was.
const HELPERS = `
// ${ROUTE_MATCHING_MARKER} (scripts/patch-route-matching.mjs, decision 030).
// A route array's branches depend only on the array, which the server builds once per build; a
// WeakMap lets them go with it. Nothing writes to the branches after ranking.
const rankedBranchesByRoutes = new WeakMap();
function rankedBranchesCached(routes) {
  let branches = rankedBranchesByRoutes.get(routes);
  if (branches === undefined) {
    branches = flattenRoutes(routes);
    rankRouteBranches(branches);
    rankedBranchesByRoutes.set(routes, branches);
  }
  return branches;
}
// compilePath's answer depends only on its three arguments (the defaults made explicit here). The
// route tree has a few dozen patterns; the bound keeps patterns from anywhere else from growing it.
const COMPILED_PATHS_KEPT = 1000;
const compiledPaths = [new Map(), new Map(), new Map(), new Map()];
function compilePathCached(path, caseSensitive, end) {
  if (typeof path !== "string") return compilePath(path, caseSensitive, end);
  const sensitive = Boolean(caseSensitive);
  const toEnd = end === undefined ? true : Boolean(end);
  const kept = compiledPaths[(sensitive ? 2 : 0) + (toEnd ? 1 : 0)];
  let compiled = kept.get(path);
  if (compiled === undefined) {
    compiled = compilePath(path, sensitive, toEnd);
    if (kept.size < COMPILED_PATHS_KEPT) kept.set(path, compiled);
  }
  return compiled;
}
`;

/**
 * The router's CommonJS source with the caches, or null when its text is not the one this edit
 * was written for. Already edited text comes back unchanged.
 */
export function patchRouterSource(source) {
  if (source.includes(ROUTE_MATCHING_MARKER)) return source;
  if (!source.includes(SOURCE_MAP_COMMENT)) return null;
  let patched = source;
  for (const { from, to } of EDITS) {
    if (patched.split(from).length !== 2) return null;
    patched = patched.replace(from, to);
  }
  return patched.replace(SOURCE_MAP_COMMENT, `${HELPERS}${SOURCE_MAP_COMMENT}`);
}

/** The file Node loads when Remix's server runtime, the one that matches, requires the router. */
export function routerFile() {
  const fromProject = createRequire(import.meta.url);
  return createRequire(fromProject.resolve("@remix-run/server-runtime")).resolve("@remix-run/router");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = routerFile();
  const source = readFileSync(file, "utf8");
  const patched = patchRouterSource(source);
  if (patched === null) {
    console.warn(`patch-route-matching: ${file} is not the text this edit expects; left unchanged (the server matches routes without the caches)`);
  } else if (patched !== source) {
    writeFileSync(file, patched);
    console.log("patch-route-matching: the server's route matching keeps its ranked branches and compiled patterns (decision 030)");
  }
}
