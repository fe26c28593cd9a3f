// Run by `npm install` (postinstall): the server's route matching keeps what does not change
// between requests (decision 030).
//
// Remix 2 matches each request's URL against the whole route tree twice on the server (its
// request handler, then the static handler's query), and @remix-run/router 1.x redoes everything
// on every match: it flattens the tree into branches, ranks them, and compiles a regular
// expression for each route segment it tries. All of that depends only on the route tree, which
// the server builds once. This script gives the router's CommonJS build (the one Node loads on the
// server; the browser's bundle is the ES module build and is not touched) three caches:
//   * the ranked branches of a route array, kept in a WeakMap keyed by that array;
//   * for each pathname, the first branch it matches, so a match no longer tries every branch before it;
//   * the compiled pattern of a path, per case-sensitivity and end flag, in bounded maps.
// All are pure functions of their keys, so a match answers exactly as before.
//
// The edit replaces three lines in place (line numbers, and so the library's source map, stay
// right) and adds the three helpers before the source map comment. It is idempotent. A router whose
// text no longer has the expected lines is left as it is, with a warning: the server still works,
// only slower, and scripts/patch-route-matching.test.ts fails so the upgrade is noticed.
import { editInstalledFile } from "./edit-installed-file.mjs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

// The second version added the first matching branch per pathname: a router edited by the first
// does not carry this marker, so the test of the installed router fails until it is installed again.
export const ROUTE_MATCHING_MARKER = "enplus-world: route matching cache v2";

const EDITS = [
  {
    // matchRoutesImpl: the ranked branches of this route array, computed once.
    from: "  let branches = flattenRoutes(routes);\n  rankRouteBranches(branches);\n",
    to: `  let branches = rankedBranchesCached(routes); // ${ROUTE_MATCHING_MARKER}\n\n`,
  },
  {
    // matchRoutesImpl: the scan starts at the branch this pathname matched last time.
    from: "  for (let i = 0; matches == null && i < branches.length; ++i) {\n",
    to: `  for (let i = firstMatchingBranchCached(branches, decoded, allowPartial); matches == null && i < branches.length; ++i) { // ${ROUTE_MATCHING_MARKER}\n`,
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
// Which branch a pathname matches first depends only on the ranked branches, the pathname and
// allowPartial: the scan through every branch before it (some fifty routes, each tried segment by
// segment) is made once per pathname, and the loop then starts at that branch, building the match
// afresh as before. A pathname matching none starts past the end. The bound keeps URLs from
// anywhere (every news article, every mistyped address) from growing it: when full it starts over.
const FIRST_BRANCHES_KEPT = 2000;
const firstBranchByPathname = new WeakMap();
function firstMatchingBranchCached(branches, pathname, allowPartial) {
  let kept = firstBranchByPathname.get(branches);
  if (kept === undefined) {
    kept = new Map();
    firstBranchByPathname.set(branches, kept);
  }
  const key = allowPartial ? "partial " + pathname : "whole " + pathname;
  let first = kept.get(key);
  if (first === undefined) {
    first = 0;
    while (first < branches.length && matchRouteBranch(branches[first], pathname, allowPartial) == null) first++;
    if (kept.size >= FIRST_BRANCHES_KEPT) kept.clear();
    kept.set(key, first);
  }
  return first;
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
  editInstalledFile(routerFile(), patchRouterSource, {
    name: "patch-route-matching",
    done: "the server's route matching keeps its ranked branches and compiled patterns (decision 030)",
    without: "the server matches routes without the caches",
  });
}
