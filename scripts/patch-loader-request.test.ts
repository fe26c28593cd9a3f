import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { dataFile, LOADER_REQUEST_MARKER, patchDataSource } from "./patch-loader-request.mjs";

// Decision 030, amended: the server runtime's data.js (the file Node loads) hands a loader the
// request itself when its URL has no query, and otherwise takes Remix's parameters out as before.
// These tests call that installed file, as the server does.
type LoaderArgs = { request: Request; context: unknown; params: Record<string, string> };
const data = createRequire(import.meta.url)(dataFile()) as {
  callRouteLoader(args: { loadContext: unknown; loader: (args: LoaderArgs) => unknown; params: object; request: Request; routeId: string; singleFetch: boolean }): Promise<unknown>;
  callRouteAction(args: { loadContext: unknown; action: (args: LoaderArgs) => unknown; params: object; request: Request; routeId: string; singleFetch: boolean }): Promise<unknown>;
};

async function requestSeenByLoader(request: Request, singleFetch = true): Promise<Request> {
  let seen: Request | undefined;
  await data.callRouteLoader({ loadContext: {}, params: {}, routeId: "routes/test", singleFetch, request, loader: ({ request }) => ((seen = request), null) });
  return seen!;
}

describe("the request a loader is given", () => {
  it("is the server's own request when its URL has no query", async () => {
    const request = new Request("http://localhost/news", { headers: { Cookie: "tz=UTC" } });
    expect(await requestSeenByLoader(request)).toBe(request);
    expect(await requestSeenByLoader(request, false)).toBe(request);
  });

  it("is a copy without Remix's parameters when the URL has a query, as the library makes it", async () => {
    const cases: Array<[string, boolean, string]> = [
      ["http://localhost/?index", true, "http://localhost/"],
      ["http://localhost/?index&tier=gold", true, "http://localhost/?tier=gold"],
      ["http://localhost/?index=keep&index", true, "http://localhost/?index=keep"],
      ["http://localhost/news.data?_routes=routes%2Fnews._index&page=2", true, "http://localhost/news.data?page=2"],
      ["http://localhost/news?_data=routes%2Fnews._index&page=2", false, "http://localhost/news?page=2"],
      ["http://localhost/?%69ndex", true, "http://localhost/"],
    ];
    for (const [url, singleFetch, expected] of cases) {
      const request = new Request(url, { headers: { Accept: "text/html" } });
      const seen = await requestSeenByLoader(request, singleFetch);
      expect(seen, url).not.toBe(request);
      expect(seen.url, url).toBe(expected);
      expect(seen.headers.get("Accept"), url).toBe("text/html");
    }
  });

  it("is the request itself for an action without a query, its body unread", async () => {
    const request = new Request("http://localhost/contact", { method: "POST", body: "name=Ada", headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    let body = "";
    await data.callRouteAction({ loadContext: {}, params: {}, routeId: "routes/contact", singleFetch: true, request, action: async ({ request: seen }) => ((body = await seen.text()), expect(seen).toBe(request), null) });
    expect(body).toBe("name=Ada");
  });
});

describe("the edit", () => {
  const installed = readFileSync(dataFile(), "utf8");
  // The text as published: the edit's own additions taken out again.
  const published = installed.replaceAll(`if (!request.url.includes("?")) return request; /* ${LOADER_REQUEST_MARKER} */ `, "");

  it("is installed in the file Node loads (npm install runs it)", () => {
    expect(installed.split(LOADER_REQUEST_MARKER)).toHaveLength(4);
    expect(installed.split("\n")).toHaveLength(published.split("\n").length);
  });

  it("applies to the published text, once, and leaves edited text as it is", () => {
    expect(published).not.toContain(LOADER_REQUEST_MARKER);
    const patched = patchDataSource(published);
    expect(patched).toBe(installed);
    expect(patchDataSource(patched!)).toBe(patched);
  });

  it("refuses a text it was not written for, rather than editing it half", () => {
    expect(patchDataSource(published.replace("function stripDataParam(request) {", "function stripDataParam(req) {"))).toBeNull();
    expect(patchDataSource("module.exports = {};")).toBeNull();
  });
});
