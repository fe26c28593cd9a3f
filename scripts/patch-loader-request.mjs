// Run by `npm install` (postinstall): Remix hands a loader the request itself when there is
// nothing to take out of its URL (decision 030, amended).
//
// Before each loader runs, Remix 2's server runtime takes its own search parameters out of the
// request's URL (`index`, then `_routes` or `_data`): each step parses the URL and builds a new
// Request, with a copy of the headers and a signal that follows the first one's. A page of two
// loaders built four Requests and four URLs that way, 2 % of a public page's CPU, and more of a
// member's page with four or five loaders. A URL without a query has none of those parameters, and
// the copy is then the same request in every way a loader can see: this edit returns the request
// as it is in that case, and leaves every other URL to the library's own code.
//
// The edit adds one line at the top of each of the three functions, without moving any line of
// the library (its source map stays right). It is idempotent. A runtime whose text no longer has
// the expected lines is left as it is, with a warning: the server still works, only slower, and
// scripts/patch-loader-request.test.ts fails so the upgrade is noticed.
import { editInstalledFile } from "./edit-installed-file.mjs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

export const LOADER_REQUEST_MARKER = "enplus-world: loader request kept v1";

const KEEP = `if (!request.url.includes("?")) return request; /* ${LOADER_REQUEST_MARKER} */`;

const EDITS = ["stripIndexParam", "stripDataParam", "stripRoutesParam"].map((name) => ({
  from: `function ${name}(request) {\n  let url = new URL(request.url);\n`,
  to: `function ${name}(request) {\n  ${KEEP} let url = new URL(request.url);\n`,
}));

/**
 * The server runtime's data.js with the edit, or null when its text is not the one this edit was
 * written for. Already edited text comes back unchanged.
 */
export function patchDataSource(source) {
  if (source.includes(LOADER_REQUEST_MARKER)) return source;
  let patched = source;
  for (const { from, to } of EDITS) {
    if (patched.split(from).length !== 2) return null;
    patched = patched.replace(from, to);
  }
  return patched;
}

/** The file Node loads for Remix's server runtime's loader and action calls. */
export function dataFile() {
  const fromProject = createRequire(import.meta.url);
  return fromProject.resolve("@remix-run/server-runtime").replace(/index\.js$/, "data.js");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  editInstalledFile(dataFile(), patchDataSource, {
    name: "patch-loader-request",
    done: "a loader gets the request itself when its URL has no query (decision 030)",
    without: "every loader gets a copy of the request",
  });
}
