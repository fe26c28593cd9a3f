import type { EntryContext } from "@remix-run/node";

/**
 * The entry context with only the routes the page renders in its manifest.
 *
 * `RemixServer` builds a route object for every route of the manifest (53 of them), hands them to
 * a static router and matches the URL against all of them again, on every page, although the
 * server has already matched it and the render only ever shows that branch. The branch alone
 * renders the same tree: the router's matches come from the server's, looked up by id, and
 * `<Links>` and `<Scripts>` read the manifest only for the matched routes. The browser is not
 * affected: it imports the whole manifest from its own file (decision 026).
 */
export function withMatchedRoutesOnly(context: EntryContext): EntryContext {
  const routes: EntryContext["manifest"]["routes"] = {};
  for (const match of context.staticHandlerContext.matches) {
    const route = context.manifest.routes[match.route.id];
    if (route) routes[match.route.id] = route;
  }
  // A shallow copy: the static handler's context and the render's metadata stay the same objects,
  // which Remix reads again after the render (the deepest error boundary rendered, the scripts).
  return { ...context, manifest: { ...context.manifest, routes } };
}
