// Run by `npm install` (postinstall): the scripts a page preloads are fetched at low priority, after
// what its first paint needs (decision 048).
//
// Remix 2's <Scripts> writes a <link rel="modulepreload"> for each of the page's modules (some 50
// on a member's page: Mantine's components one by one, the routes' chunks), which Chromium fetches
// at high priority, beside the stylesheets and the font. Every page is drawn complete by the server
// and works without JavaScript, which only takes over the page once it has run, so its scripts need
// not compete with the paint. With the links at low priority, Lighthouse's simulated first paint of
// /myworld fell from 0.86–1.29 s to 0.30–0.43 s in six runs each way, on one machine.
//
// The edit adds `fetchpriority: "low"` to the three modulepreload links of <Scripts> in both of
// @remix-run/react's builds: the CommonJS one the server renders with and the ES module one the
// browser's bundle is built from, so that hydration finds the attribute it was served. Lines do not
// move (the library's source maps stay right). It is idempotent. A library whose text no longer has
// the expected lines is left as it is, with a warning: pages still work, their scripts then at high
// priority, and scripts/patch-modulepreload-priority.test.ts fails so the upgrade is noticed.
import { editInstalledFile } from "./edit-installed-file.mjs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

export const MODULEPRELOAD_PRIORITY_MARKER = "enplus-world: modulepreload at low priority v1";

const LOW = `crossOrigin: props.crossOrigin, fetchpriority: "low" /* ${MODULEPRELOAD_PRIORITY_MARKER} */`;

/** The three links, by the href each is given: the manifest, the entry module and every other module. */
const HREFS = ["manifest.url", "manifest.entry.module", "path"];

/**
 * components.js (either build) with the edit, or null when its text is not the one this edit was
 * written for. Already edited text comes back unchanged.
 */
export function patchComponentsSource(source) {
  if (source.includes(MODULEPRELOAD_PRIORITY_MARKER)) return source;
  let patched = source;
  for (const href of HREFS) {
    const from = `rel: "modulepreload",\n    href: ${href},\n    crossOrigin: props.crossOrigin\n`;
    if (patched.split(from).length !== 2) return null;
    patched = patched.replace(from, `rel: "modulepreload",\n    href: ${href},\n    ${LOW}\n`);
  }
  return patched;
}

/** The two builds of @remix-run/react's components: the server's (CommonJS) and the browser bundle's (ES module). */
export function componentsFiles() {
  const fromProject = createRequire(import.meta.url);
  const main = fromProject.resolve("@remix-run/react");
  return [main.replace(/index\.js$/, "components.js"), main.replace(/index\.js$/, "esm/components.js")];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const file of componentsFiles()) {
    editInstalledFile(file, patchComponentsSource, {
      name: "patch-modulepreload-priority",
      done: `${file.includes("/esm/") ? "the browser's" : "the server's"} <Scripts> preloads modules at low priority (decision 048)`,
      without: "pages preload their scripts at high priority",
    });
  }
}
