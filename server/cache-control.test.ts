import { describe, expect, it } from "vitest";
import { cacheControlFor, PRIVATE, PUBLIC_PAGE_CACHE, type PageResponse } from "./cache-control";

const anonymousPage: PageResponse = { method: "GET", path: "/news", status: 200, cookie: undefined, setsCookie: false, cacheControl: undefined };

describe("page caching (issue #7)", () => {
  it("lets a shared cache keep an anonymous public page, with the time-zone cookie or without", () => {
    expect(cacheControlFor(anonymousPage)).toBe(PUBLIC_PAGE_CACHE);
    expect(cacheControlFor({ ...anonymousPage, method: "HEAD", cookie: "tz=Europe%2FParis" })).toBe(PUBLIC_PAGE_CACHE);
    expect(PUBLIC_PAGE_CACHE).toMatch(/^public, .*s-maxage=\d+, stale-while-revalidate=\d+$/);
  });

  it.each<[string, Partial<PageResponse>]>([
    ["a request with a session (signed in, or a flow in progress)", { cookie: "tz=UTC; __session=abc" }],
    ["a response that sets a cookie", { setsCookie: true }],
    ["the member area", { path: "/myworld/profile" }],
    ["the member area's data requests", { path: "/myworld.data" }],
    ["an error page", { status: 404 }],
    ["a redirect", { status: 302 }],
    ["a form post", { method: "POST" }],
  ])("keeps %s private", (_, change) => {
    expect(cacheControlFor({ ...anonymousPage, ...change })).toBe(PRIVATE);
  });

  it("keeps what a route chose for itself, unless the response sets a cookie", () => {
    expect(cacheControlFor({ ...anonymousPage, cacheControl: "public, max-age=3600" })).toBeNull();
    expect(cacheControlFor({ ...anonymousPage, cacheControl: "public, max-age=3600", setsCookie: true })).toBe(PRIVATE);
  });
});
