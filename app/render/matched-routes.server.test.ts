import { createRequestHandler, type EntryContext, type ServerBuild } from "@remix-run/node";
import { Links, Outlet, RemixServer, Scripts, useLoaderData, useMatches, useParams } from "@remix-run/react";
import { createElement as h, Fragment } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { withMatchedRoutesOnly } from "./matched-routes.server";

// A small app with the shapes the product's routes have: a layout with a pathless child, an index,
// a dynamic segment, a splat, sibling branches, a loader that throws into an error boundary, and
// no match at all (the root's boundary). Each page is rendered by Remix's own request handler; its
// entry renders the page twice, with the whole manifest and with the matched routes only.

type RouteSpec = { id: string; parentId?: string; path?: string; index?: boolean; module: Record<string, unknown> };

const crumbs = () =>
  h(
    "ol",
    null,
    useMatches().map((m) => h("li", { key: m.id }, `${m.id} ${m.pathname}`)),
  );

const ROUTES: RouteSpec[] = [
  {
    id: "root",
    path: "",
    module: {
      default: () => h("html", null, h("head", null, h(Links)), h("body", null, crumbs(), h(Outlet), h(Scripts))),
      ErrorBoundary: () => h("html", null, h("body", null, h("p", null, "root boundary"), h(Scripts))),
      loader: () => ({ who: "root" }),
    },
  },
  { id: "routes/_index", parentId: "root", index: true, module: { default: () => h("p", null, "home") } },
  { id: "routes/accounts", parentId: "root", path: "accounts", module: { default: () => h("section", null, "accounts", h(Outlet)) } },
  { id: "routes/accounts._index", parentId: "routes/accounts", index: true, module: { default: () => h("p", null, "all accounts") } },
  {
    id: "routes/accounts.$id",
    parentId: "routes/accounts",
    path: ":id",
    module: {
      default: () => h("p", null, `account ${useParams().id} ${(useLoaderData() as { n: number }).n}`),
      loader: ({ params }: { params: { id?: string } }) => {
        if (params.id === "broken") throw new Error("no such account");
        return { n: Number(params.id) * 2 };
      },
      ErrorBoundary: () => h("p", null, "account boundary"),
    },
  },
  { id: "routes/accounts.new", parentId: "routes/accounts", path: "new", module: { default: () => h("p", null, "new account") } },
  { id: "routes/_shell", parentId: "root", module: { default: () => h("main", null, h(Outlet)) } },
  { id: "routes/_shell.news", parentId: "routes/_shell", path: "news", module: { default: () => h("p", null, "news") } },
  { id: "routes/_shell.docs.$", parentId: "routes/_shell", path: "docs/*", module: { default: () => h("p", null, `docs ${useParams()["*"]}`) } },
];

/** Each page's HTML with the whole manifest and with the matched routes only, and the route ids each manifest held. */
type Rendered = { whole: string; matched: string; matchedIds: string[]; wholeIds: string[] };

function buildOf(rendered: Rendered[]): ServerBuild {
  const renderWith = (context: EntryContext, url: string) =>
    // The single-fetch stream can be read once; the part under test is the route tree.
    renderToString(h(Fragment, null, h(RemixServer, { context: { ...context, serverHandoffStream: undefined }, url })));
  return {
    mode: "production",
    entry: {
      module: {
        default: (request: Request, status: number, headers: Headers, context: EntryContext) => {
          const matched = withMatchedRoutesOnly(context);
          rendered.push({
            whole: renderWith(context, request.url),
            matched: renderWith(matched, request.url),
            wholeIds: Object.keys(context.manifest.routes),
            matchedIds: Object.keys(matched.manifest.routes),
          });
          return new Response("ok", { status, headers });
        },
      },
    },
    routes: Object.fromEntries(ROUTES.map((r) => [r.id, { id: r.id, parentId: r.parentId, path: r.path, index: r.index, caseSensitive: undefined, module: r.module }])),
    assets: {
      entry: { imports: [], module: "/build/entry.client.js" },
      routes: Object.fromEntries(
        ROUTES.map((r) => [
          r.id,
          { id: r.id, parentId: r.parentId, path: r.path, index: r.index, module: `/build/${r.id}.js`, imports: [`/build/shared-${r.id.length}.js`], hasLoader: "loader" in r.module, hasAction: false, hasClientAction: false, hasClientLoader: false, hasErrorBoundary: "ErrorBoundary" in r.module },
        ]),
      ),
      url: "/build/manifest.js",
      version: "test",
    },
    publicPath: "/build/",
    assetsBuildDirectory: "public/build",
    future: { v3_fetcherPersist: true, v3_relativeSplatPath: true, v3_throwAbortReason: true, v3_lazyRouteDiscovery: false, v3_singleFetch: true },
    isSpaMode: false,
  } as unknown as ServerBuild;
}

async function render(path: string): Promise<Rendered> {
  const rendered: Rendered[] = [];
  const handle = createRequestHandler(buildOf(rendered), "production");
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
