import { describe, expect, it } from "vitest";
import { PUBLIC_PAGE_CACHE } from "./cache-control";
import type { Request as ExpressRequest } from "express";
import { mayUseCache, PageCache, pageCacheKey, renderRequestFor, toRenderedPage, type RenderedPage } from "./page-cache";
import { hashedContentSecurityPolicy, inlineScriptHashes } from "./security";

const page = (text: string, cacheable = true): RenderedPage => ({
  status: cacheable ? 200 : 404,
  headers: [],
  body: Buffer.from(text),
  gzipped: null,
  contentSecurityPolicy: "",
  cacheable,
});

/** A clock the test moves, and a render whose calls are counted and resolved by the test. */
function setup(options: Partial<ConstructorParameters<typeof PageCache>[0]> = {}) {
  let now = 1_000_000;
  const cache = new PageCache({ freshMs: 5000, staleMs: 60_000, maxEntries: 100, maxBytes: 1_000_000, now: () => now, ...options });
  let renders = 0;
  const render = (text: string, cacheable = true) => async () => {
    renders += 1;
    return page(text, cacheable);
  };
  return { cache, render, renders: () => renders, advance: (ms: number) => (now += ms) };
}

function deferred() {
  let resolve!: (page: RenderedPage) => void;
  const promise = new Promise<RenderedPage>((r) => (resolve = r));
  return { promise, resolve };
}

const text = (p: RenderedPage) => p.body.toString();
const flush = () => new Promise((r) => setImmediate(r));

describe("page cache: freshness and stale-while-revalidate", () => {
  it("renders once, then answers from memory while fresh", async () => {
    const t = setup();
    expect(await t.cache.get("k", t.render("v1"))).toMatchObject({ outcome: "miss" });
    t.advance(4999);
    const hit = await t.cache.get("k", t.render("v2"));
    expect([hit.outcome, text(hit.page)]).toEqual(["hit", "v1"]);
    expect(t.renders()).toBe(1);
  });

  it("past its freshness sends the stale copy and renders a new one in the background", async () => {
    const t = setup();
    await t.cache.get("k", t.render("v1"));
    t.advance(5000);
    const stale = await t.cache.get("k", t.render("v2"));
    expect([stale.outcome, text(stale.page)]).toEqual(["stale", "v1"]);
    await flush();
    const fresh = await t.cache.get("k", t.render("v3"));
    expect([fresh.outcome, text(fresh.page)]).toEqual(["hit", "v2"]);
    expect(t.renders()).toBe(2);
  });

  it("past the stale window renders before answering", async () => {
    const t = setup();
    await t.cache.get("k", t.render("v1"));
    t.advance(65_000);
    const again = await t.cache.get("k", t.render("v2"));
    expect([again.outcome, text(again.page)]).toEqual(["miss", "v2"]);
  });

  it("a failed background render keeps the stale copy", async () => {
    const t = setup();
    await t.cache.get("k", t.render("v1"));
    t.advance(6000);
    await t.cache.get("k", async () => Promise.reject(new Error("down")));
    await flush();
    expect(text((await t.cache.get("k", t.render("v2"))).page)).toBe("v1");
  });
});

describe("page cache: one render per key at a time", () => {
  it("requests arriving during a render wait for it", async () => {
    const t = setup();
    const slow = deferred();
    let renders = 0;
    const render = () => {
      renders += 1;
      return slow.promise;
    };
    const first = t.cache.get("k", render);
    const second = t.cache.get("k", render);
    const third = t.cache.get("k", render);
    slow.resolve(page("once"));
    const answers = await Promise.all([first, second, third]);
    expect(renders).toBe(1);
    expect(answers.map((a) => [text(a.page), a.joined])).toEqual([["once", false], ["once", true], ["once", true]]);
  });

  it("during a background render, stale requests start no other", async () => {
    const t = setup();
    await t.cache.get("k", t.render("v1"));
    t.advance(6000);
    const slow = deferred();
    let renders = 0;
    const render = () => {
      renders += 1;
      return slow.promise;
    };
    for (let i = 0; i < 5; i++) expect((await t.cache.get("k", render)).outcome).toBe("stale");
    expect(renders).toBe(1);
    slow.resolve(page("v2"));
    await flush();
    expect(text((await t.cache.get("k", render)).page)).toBe("v2");
  });

  it("different keys render separately", async () => {
    const t = setup();
    await t.cache.get("a", t.render("A"));
    expect(text((await t.cache.get("b", t.render("B"))).page)).toBe("B");
    expect(t.renders()).toBe(2);
  });
});

describe("page cache: what is kept", () => {
  it("never keeps a page that is not cacheable (an error page, a cookie), and drops the old copy", async () => {
    const t = setup();
    expect(text((await t.cache.get("k", t.render("not found", false))).page)).toBe("not found");
    await t.cache.get("k", t.render("v1"));
    expect(t.renders()).toBe(2);
    t.advance(6000);
    await t.cache.get("k", t.render("gone", false));
    await flush();
    // The stale copy is not sent again: the next request renders.
    expect((await t.cache.get("k", t.render("v3"))).outcome).toBe("miss");
  });

  it("is bounded in entries, dropping the least recently used", async () => {
    const t = setup({ maxEntries: 2 });
    await t.cache.get("a", t.render("A"));
    await t.cache.get("b", t.render("B"));
    await t.cache.get("a", t.render("A2")); // a is used again: b is now the oldest
    await t.cache.get("c", t.render("C"));
    expect(t.cache.size.entries).toBe(2);
    expect((await t.cache.get("a", t.render("A3"))).outcome).toBe("hit");
    expect((await t.cache.get("b", t.render("B2"))).outcome).toBe("miss");
  });

  it("is bounded in bytes", async () => {
    const t = setup({ maxBytes: 10 });
    await t.cache.get("a", t.render("123456"));
    await t.cache.get("b", t.render("abcdef"));
    expect(t.cache.size).toEqual({ entries: 1, bytes: 6 });
    expect((await t.cache.get("b", t.render("x"))).outcome).toBe("hit");
  });

  it("forgets everything when the content is seeded again, including a render under way", async () => {
    const t = setup();
    await t.cache.get("a", t.render("A"));
    const slow = deferred();
    const pending = t.cache.get("b", () => slow.promise);
    t.cache.clear();
    slow.resolve(page("B"));
    expect(text((await pending).page)).toBe("B");
    expect(t.cache.size).toEqual({ entries: 0, bytes: 0 });
    expect((await t.cache.get("a", t.render("A2"))).outcome).toBe("miss");
    expect((await t.cache.get("b", t.render("B2"))).outcome).toBe("miss");
  });
});

describe("which requests and keys", () => {
  const request = (method: string, url: string, headers: Record<string, string> = {}) => ({ method, path: url.split("?")[0]!, url, headers });
  const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0";
  const PHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148";

  it("only anonymous GET and HEAD of public pages", () => {
    expect(mayUseCache(request("GET", "/news?page=2"))).toBe(true);
    expect(mayUseCache(request("HEAD", "/"))).toBe(true);
    expect(mayUseCache(request("POST", "/"))).toBe(false);
    expect(mayUseCache(request("GET", "/", { cookie: "tz=UTC; __session=abc" }))).toBe(false);
    expect(mayUseCache(request("GET", "/", { cookie: "tz=Asia%2FTokyo" }))).toBe(true);
    for (const path of ["/myworld", "/myworld/profile", "/news.data", "/resources/ai-enne", "/api/user/info", "/favicon.svg", "/robots.txt", "/build/entry.js"]) expect(mayUseCache(request("GET", path))).toBe(false);
  });

  it("keys on path and query, the device class and the time zone", () => {
    const key = (url: string, ua: string, cookie?: string) => pageCacheKey(request("GET", url, cookie ? { "user-agent": ua, cookie } : { "user-agent": ua }));
    expect(key("/news?page=2", DESKTOP)).toBe("desktop UTC /news?page=2");
    expect(key("/news?page=2", PHONE)).toBe("mobile UTC /news?page=2");
    expect(key("/news?page=2", DESKTOP)).not.toBe(key("/news?page=3", DESKTOP));
    expect(key("/", DESKTOP, "tz=Asia%2FTokyo")).toBe("desktop Asia/Tokyo /");
    // An unknown zone is the default zone, as the page itself treats it.
    expect(key("/", DESKTOP, "tz=Nowhere%2FAtAll")).toBe(key("/", "Mozilla/5.0 Firefox/140.0"));
  });

  it("renders from the visitor's request without its other cookies, nor its encodings: the cache compresses what it keeps", () => {
    const headers = { host: "enplus.test", "user-agent": DESKTOP, "accept-encoding": "gzip, br", cookie: "tz=Asia%2FTokyo; theme=dark" };
    const req = { headers, protocol: "https", originalUrl: "/news?page=2", get: (name: string) => headers[name.toLowerCase() as keyof typeof headers] };
    const publicRender = renderRequestFor(req as unknown as ExpressRequest);
    expect(publicRender.url).toBe("https://enplus.test/news?page=2");
    expect(publicRender.headers.get("User-Agent")).toBe(DESKTOP);
    expect(publicRender.headers.get("Cookie")).toBe("tz=Asia%2FTokyo");
    expect(publicRender.headers.get("Accept-Encoding")).toBeNull();
    const memberRender = renderRequestFor(req as unknown as ExpressRequest, "all");
    expect(memberRender.headers.get("Cookie")).toBe(headers.cookie);
    expect(memberRender.headers.get("Accept-Encoding")).toBeNull();
  });
});

describe("rendered pages and their hash-based CSP", () => {
  const html = (scripts: string) => `<!DOCTYPE html><html><head>${scripts}</head><body><p>Hi</p></body></html>`;
  const respond = (body: string, init: ResponseInit = {}) => new Response(body, { status: 200, headers: { "Content-Type": "text/html; charset=utf-8" }, ...init });

  it("hashes each inline script as written, not scripts with a src", () => {
    const scripts = `<script>window.a=1</script><script type="module" async="">import "/build/x.js";</script><script src="/build/y.js"></script>`;
    // sha256 of the exact texts, computed with `printf %s 'window.a=1' | openssl dgst -sha256 -binary | base64`.
    expect(inlineScriptHashes(html(scripts))).toEqual(["'sha256-WpNQcWxgTJamkluTtRGYllok20MyGquJpWh9YXWGA4E='", expect.stringMatching(/^'sha256-[A-Za-z0-9+/]{43}='$/)]);
  });

  it("a kept page carries no nonce, and its policy lists exactly its scripts' hashes", async () => {
    const body = html(`<script>window.a=1</script><script>window.b=2</script>`);
    const rendered = await toRenderedPage("/news", respond(body));
    expect(rendered.cacheable).toBe(true);
    expect(rendered.body.toString()).not.toContain("nonce");
    expect(rendered.contentSecurityPolicy).not.toContain("nonce");
    expect(rendered.contentSecurityPolicy).toBe(hashedContentSecurityPolicy(inlineScriptHashes(body)));
    const scriptSrc = rendered.contentSecurityPolicy.split(";").find((d) => d.startsWith("script-src "))!;
    expect(scriptSrc).toBe(`script-src 'self' ${inlineScriptHashes(body).join(" ")} https://challenges.cloudflare.com`);
    expect(inlineScriptHashes(body)).toHaveLength(2);
    expect(rendered.headers).toContainEqual(["cache-control", PUBLIC_PAGE_CACHE]);
    expect(rendered.gzipped).not.toBeNull();
  });

  it("is not kept when it is not a 200, sets a cookie, is in the member area or is not HTML", async () => {
    expect((await toRenderedPage("/nope", respond(html(""), { status: 404 }))).cacheable).toBe(false);
    const withCookie = await toRenderedPage("/", respond(html(""), { headers: { "Content-Type": "text/html", "Set-Cookie": "__session=x; Path=/" } }));
    expect(withCookie.cacheable).toBe(false);
    expect(withCookie.headers).toContainEqual(["set-cookie", "__session=x; Path=/"]);
    expect(withCookie.headers).toContainEqual(["cache-control", "private, no-cache"]);
    expect((await toRenderedPage("/myworld", respond(html("")))).cacheable).toBe(false);
    expect((await toRenderedPage("/sitemap.xml", new Response("<urlset/>", { headers: { "Content-Type": "application/xml" } }))).cacheable).toBe(false);
  });
});
