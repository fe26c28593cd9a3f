import express from "express";
import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { PRIVATE } from "./cache-control";
import { mayUseMemberCache, memberPageCacheMiddleware, memberPageKey } from "./member-page-cache";
import { PageCache, toRenderedPage } from "./page-cache";
import { NOT_KEPT } from "../app/utils/fresh-each-view";

// The member page cache (docs/decisions/038): which requests, which key, what is kept, and the
// middleware through a real Express app with a web app and a data version played by functions.

const request = (method: string, url: string, headers: Record<string, string> = {}) => ({ method, path: url.split("?")[0]!, url, headers });
const SIGNED_IN = "__session=s%3Aabc.def; tz=Europe%2FParis";
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0";
const PHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148";

describe("which requests and keys", () => {
  it("only GET of the member area with a session cookie, pages and their data", () => {
    for (const path of ["/myworld", "/myworld/profile", "/myworld.data", "/myworld/service/investments/orders.data?_routes=x"]) {
      expect(mayUseMemberCache(request("GET", path, { cookie: SIGNED_IN })), path).toBe(true);
    }
    expect(mayUseMemberCache(request("HEAD", "/myworld", { cookie: SIGNED_IN }))).toBe(false);
    expect(mayUseMemberCache(request("POST", "/myworld/profile", { cookie: SIGNED_IN }))).toBe(false);
    expect(mayUseMemberCache(request("GET", "/myworld"))).toBe(false);
    expect(mayUseMemberCache(request("GET", "/myworld", { cookie: "tz=UTC" }))).toBe(false);
    for (const path of ["/", "/news", "/api/user/info", "/myworldly"]) expect(mayUseMemberCache(request("GET", path, { cookie: SIGNED_IN })), path).toBe(false);
  });

  it("keys on the version, the device class, the whole Cookie header (hashed) and the address", () => {
    const key = (url: string, cookie: string, ua = DESKTOP, version = "7.3") => memberPageKey(request("GET", url, { cookie, "user-agent": ua }), version);
    const base = key("/myworld/orders?page=2", SIGNED_IN);
    expect(base).toMatch(/^7\.3 desktop [A-Za-z0-9_-]{43} \/myworld\/orders\?page=2$/);
    expect(base).not.toContain("abc");
    expect(key("/myworld/orders?page=2", SIGNED_IN, PHONE)).not.toBe(base);
    expect(key("/myworld/orders?page=2", SIGNED_IN, DESKTOP, "8.3")).not.toBe(base);
    expect(key("/myworld/orders?page=2", SIGNED_IN, DESKTOP, "7.4")).not.toBe(base);
    expect(key("/myworld/orders?page=3", SIGNED_IN)).not.toBe(base);
    // Another session, or the same one with a flash notice or another time zone, is another cookie.
    expect(key("/myworld/orders?page=2", "__session=s%3Axyz.def; tz=Europe%2FParis")).not.toBe(base);
    expect(key("/myworld/orders?page=2", "__session=s%3Aabc.def; tz=UTC")).not.toBe(base);
  });
});

describe("what is kept", () => {
  const respond = (body: string, init: ResponseInit & { type?: string } = {}) =>
    new Response(body, { status: init.status ?? 200, headers: { "Content-Type": init.type ?? "text/html; charset=utf-8", ...(init.headers as Record<string, string>) } });
  const member = { kind: "member" as const, cookie: SIGNED_IN };

  it("a member page or page data, private, hashing its scripts", async () => {
    const page = await toRenderedPage("/myworld", respond("<html><script>window.m=1</script></html>"), member);
    expect(page.cacheable).toBe(true);
    expect(page.headers).toContainEqual(["cache-control", PRIVATE]);
    expect(page.headers.find(([name]) => name === "vary")).toBeUndefined();
    expect(page.contentSecurityPolicy).toContain("'sha256-");
    expect((await toRenderedPage("/myworld.data", respond("[]", { type: "text/x-script" }), member)).cacheable).toBe(true);
  });

  it("never a page setting a cookie (a notice taken out of the session), a redirect, an error, a download, or one its route says not to store", async () => {
    expect((await toRenderedPage("/myworld", respond("<html></html>", { headers: { "Set-Cookie": "__session=y; Path=/" } }), member)).cacheable).toBe(false);
    expect((await toRenderedPage("/myworld/profile", respond("", { status: 302, headers: { Location: "/myworld/profile/personal" } }), member)).cacheable).toBe(false);
    expect((await toRenderedPage("/myworld", respond("<html></html>", { status: 500 }), member)).cacheable).toBe(false);
    expect((await toRenderedPage("/myworld/service/tax/filing/pdf", respond("%PDF-1.7", { type: "application/pdf" }), member)).cacheable).toBe(false);
    // A page whose route says no cache may store it (a form with a key of its own for each view).
    const ownKey = await toRenderedPage("/myworld/service/investments/funding", respond("<html></html>", { headers: { "Cache-Control": NOT_KEPT } }), member);
    expect(ownKey.cacheable).toBe(false);
    expect(ownKey.headers).toContainEqual(["cache-control", NOT_KEPT]);
  });
});

describe("the middleware", () => {
  /** An Express app whose web app renders the number of renders so far, under the version `version.value`. */
  async function serve(options: { version: { value: string | null }; status?: number; setCookie?: boolean }) {
    let renders = 0;
    let passedOn = 0;
    const app = express();
    app.use(
      memberPageCacheMiddleware({
        cache: new PageCache({ freshMs: 60_000, staleMs: 0, maxEntries: 10, maxBytes: 1_000_000 }),
        handle: async (req) => {
          renders += 1;
          const headers: Record<string, string> = { "Content-Type": "text/html" };
          if (options.setCookie) headers["Set-Cookie"] = "__session=next; Path=/";
          return new Response(`<p>render ${renders} of ${new URL(req.url).pathname} for ${req.headers.get("Cookie")}</p>`, { status: options.status ?? 200, headers });
        },
        loadContext: () => ({}) as AppLoadContext,
        dataVersion: async () => options.version.value,
      }),
    );
    app.use((_req, res) => {
      passedOn += 1;
      res.status(204).end();
    });
    const server = app.listen(0);
    await new Promise((resolve) => server.once("listening", resolve));
    const port = (server.address() as { port: number }).port;
    const get = async (path: string, cookie = SIGNED_IN) => {
      const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { Cookie: cookie } });
      return { status: response.status, body: await response.text(), outcome: response.headers.get("X-Page-Cache"), csp: response.headers.get("Content-Security-Policy") };
    };
    return { get, counts: () => ({ renders, passedOn }), close: () => new Promise((resolve) => server.close(resolve)) };
  }

  it("sends the session's page again while the version stays the same, and renders again when it moves", async () => {
    const version = { value: "1.1" as string | null };
    const s = await serve({ version });
    try {
      expect(await s.get("/myworld")).toMatchObject({ status: 200, body: `<p>render 1 of /myworld for ${SIGNED_IN}</p>`, outcome: "miss" });
      expect(await s.get("/myworld")).toMatchObject({ body: `<p>render 1 of /myworld for ${SIGNED_IN}</p>`, outcome: "hit" });
      expect((await s.get("/myworld")).csp).toContain("script-src 'self'");
      version.value = "2.1";
      expect(await s.get("/myworld")).toMatchObject({ body: `<p>render 2 of /myworld for ${SIGNED_IN}</p>`, outcome: "miss" });
      // Another session of the same member is rendered for itself.
      expect(await s.get("/myworld", "__session=other")).toMatchObject({ body: "<p>render 3 of /myworld for __session=other</p>", outcome: "miss" });
      expect(s.counts()).toEqual({ renders: 3, passedOn: 0 });
    } finally {
      await s.close();
    }
  });

  it("without a live session, leaves the request to the usual handler", async () => {
    const s = await serve({ version: { value: null } });
    try {
      expect((await s.get("/myworld")).status).toBe(204);
      expect((await s.get("/news")).status).toBe(204);
      expect(s.counts()).toEqual({ renders: 0, passedOn: 2 });
    } finally {
      await s.close();
    }
  });

  it("sends a page that sets a cookie once, and renders the next request again", async () => {
    const s = await serve({ version: { value: "1.1" }, setCookie: true });
    try {
      expect((await s.get("/myworld")).outcome).toBe("miss");
      expect((await s.get("/myworld")).body).toContain("render 2");
      expect(s.counts().renders).toBe(2);
    } finally {
      await s.close();
    }
  });
});
