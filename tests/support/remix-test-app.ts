import type { HandleDocumentRequestFunction, ServerBuild } from "@remix-run/node";
import { Links, Outlet, Scripts, useLoaderData, useMatches, useParams } from "@remix-run/react";
import { createElement as h, lazy, Suspense } from "react";

// A small Remix app for tests of the server's render (app/render, app/entry.server), with the shapes
// the product's routes have: a layout with a pathless child, an index, a dynamic segment, a splat,
// sibling branches, a loader that throws into its route's error boundary, a part that never
// arrives, data that arrives after the page's first turn, and the root's boundary for a URL no
// route matches. testBuild gives it the entry a test needs; Remix's own request handler
// (createRequestHandler) serves it.

type RouteSpec = { id: string; parentId?: string; path?: string; index?: boolean; module: Record<string, unknown> };

const crumbs = () =>
  h(
    "ol",
    null,
    useMatches().map((m) => h("li", { key: m.id }, `${m.id} ${m.pathname}`)),
  );

/** A part of a page that never arrives: its page streams the fallback and waits until it is cut short. */
const Never = lazy(() => new Promise<never>(() => {}));

export const ROUTES: RouteSpec[] = [
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
  { id: "routes/waiting", parentId: "root", path: "waiting", module: { default: () => h(Suspense, { fallback: h("p", null, "still waiting") }, h(Never)) } },
  {
    id: "routes/later",
    parentId: "root",
    path: "later",
    module: {
      default: () => h("p", null, "the page before its data"),
      // Data that arrives after the page's first turn: single fetch streams it in after the shell.
      // 400 ms, not less: on a loaded machine (a full `npm test`, one test file per core) the render
      // has taken over 30 ms, and data due in 30 ms was then there by the end of the turn, so the
      // page was sent whole and the streaming tests failed for a reason that was not theirs.
      loader: () => ({ soon: new Promise((resolve) => setTimeout(resolve, 400, "the data that came later")) }),
    },
  },
  { id: "routes/_shell", parentId: "root", module: { default: () => h("main", null, h(Outlet)) } },
  { id: "routes/_shell.news", parentId: "routes/_shell", path: "news", module: { default: () => h("p", null, "news") } },
  { id: "routes/_shell.docs.$", parentId: "routes/_shell", path: "docs/*", module: { default: () => h("p", null, `docs ${useParams()["*"]}`) } },
];

/** The app as a server build whose documents `handleDocument` renders (the build's entry.server). */
export function testBuild(handleDocument: HandleDocumentRequestFunction): ServerBuild {
  return {
    mode: "production",
    entry: { module: { default: handleDocument } },
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
