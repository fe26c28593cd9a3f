import { createRequestHandler, type EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { createElement as h, Fragment } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { withMatchedRoutesOnly } from "./matched-routes.server";
import { ROUTES, testBuild } from "../../tests/support/remix-test-app";

// Each page of the test app (tests/support/remix-test-app.ts) is rendered by Remix's own request
// handler; its entry renders the page twice, with the whole manifest and with the matched routes only.

/** Each page's HTML with the whole manifest and with the matched routes only, and the route ids each manifest held. */
type Rendered = { whole: string; matched: string; matchedIds: string[]; wholeIds: string[] };

const renderWith = (context: EntryContext, url: string) =>
  // The single-fetch stream can be read once; the part under test is the route tree.
  renderToString(h(Fragment, null, h(RemixServer, { context: { ...context, serverHandoffStream: undefined }, url })));

async function render(path: string): Promise<Rendered> {
  const rendered: Rendered[] = [];
  const build = testBuild((request, status, headers, context) => {
    const matched = withMatchedRoutesOnly(context);
    rendered.push({
      whole: renderWith(context, request.url),
      matched: renderWith(matched, request.url),
      wholeIds: Object.keys(context.manifest.routes),
      matchedIds: Object.keys(matched.manifest.routes),
    });
    return new Response("ok", { status, headers });
  });
  const handle = createRequestHandler(build, "production");
  await handle(new Request(`http://app.test${path}`));
  expect(rendered).toHaveLength(1);
  return rendered[0]!;
}
describe("the page rendered with only its matched routes", () => {
  // Remix and React Router report the 404 and the thrown loader on the console; they are the cases under test.
  beforeEach(() => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ["/", ["root", "routes/_index"], "home"],
    ["/accounts", ["root", "routes/accounts", "routes/accounts._index"], "all accounts"],
    ["/accounts/21", ["root", "routes/accounts", "routes/accounts.$id"], "account 21 42"],
    ["/accounts/new", ["root", "routes/accounts", "routes/accounts.new"], "new account"],
    ["/news", ["root", "routes/_shell", "routes/_shell.news"], "news"],
    ["/docs/a/b", ["root", "routes/_shell", "routes/_shell.docs.$"], "docs a/b"],
    ["/accounts/broken", ["root", "routes/accounts", "routes/accounts.$id"], "account boundary"],
    ["/nowhere", ["root"], "root boundary"],
  ])("%s is the same page as with the whole manifest", async (path, ids, shown) => {
    const page = await render(path);
    expect(page.wholeIds).toHaveLength(ROUTES.length);
    expect(page.matchedIds).toEqual(ids);
    expect(page.whole).toContain(shown);
    // Markup, preloads and scripts alike: the render cannot tell the two apart.
    expect(page.matched).toBe(page.whole);
  });

  it("keeps the entry context's shared objects, which Remix reads again after the render", () => {
    const context = {
      manifest: { url: "/m.js", version: "v", entry: { module: "/e.js", imports: [] }, routes: { root: { id: "root" }, other: { id: "other" } } },
      staticHandlerContext: { matches: [{ route: { id: "root" } }] },
      renderMeta: {},
    } as unknown as EntryContext;
    const matched = withMatchedRoutesOnly(context);
    expect(Object.keys(matched.manifest.routes)).toEqual(["root"]);
    expect(matched.staticHandlerContext).toBe(context.staticHandlerContext);
    expect(matched.renderMeta).toBe(context.renderMeta);
    // The server's own context is left whole.
    expect(Object.keys(context.manifest.routes)).toEqual(["root", "other"]);
  });
});
