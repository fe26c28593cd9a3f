import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "../app/session/redirect";
import { isMobileUserAgent } from "./device";
import { readEnvelope } from "./envelope";
import { pageViewSchema } from "./pageview";
import { normaliseTimeZone } from "./time-zone";

describe("mobile user agents (requirements §1)", () => {
  it.each(["Android", "webOS", "iPhone", "iPad", "iPod", "BlackBerry", "IEMobile", "Opera Mini"])("%s is mobile", (name) => {
    expect(isMobileUserAgent(`Mozilla/5.0 (${name}) Something`)).toBe(true);
  });
  it("desktop browsers and missing agents are not", () => {
    expect(isMobileUserAgent("Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126")).toBe(false);
    expect(isMobileUserAgent(null)).toBe(false);
  });
});

describe("time zones (requirements §7)", () => {
  it("keeps a real IANA zone and falls back to UTC otherwise", () => {
    expect(normaliseTimeZone("America/New_York")).toBe("America/New_York");
    expect(normaliseTimeZone("Mars/Olympus")).toBe("UTC");
    expect(normaliseTimeZone("")).toBe("UTC");
    expect(normaliseTimeZone(undefined)).toBe("UTC");
    expect(normaliseTimeZone("x".repeat(500))).toBe("UTC");
  });
});

describe("redirect targets", () => {
  it.each([
    ["/myworld/profile", "/myworld/profile"],
    ["/news?page=2", "/news?page=2"],
    ["https://evil.example/", "/"],
    ["//evil.example", "/"],
    ["/\\evil.example", "/"],
    ["javascript:alert(1)", "/"],
    [42, "/"],
    ["/a\nb", "/"],
    // A Location header carries printable ASCII only: these once made the redirect throw (a 500).
    ["/\u200bnews", "/"],
    ["/café", "/"],
    ["/a b", "/"],
    ["/news?q=tax%20free", "/news?q=tax%20free"],
  ])("%s becomes %s", (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });
});

describe("envelope reading", () => {
  it("accepts only object bodies and never trusts field types", () => {
    expect(readEnvelope([1])).toBeNull();
    expect(readEnvelope("x")).toBeNull();
    expect(readEnvelope({ success: "true", message: 5, errorCode: "NotLogin" })).toEqual({
      success: false,
      message: undefined,
      data: undefined,
      errorCode: "NotLogin",
    });
  });
});

describe("page view payload", () => {
  it("takes same-site paths only", () => {
    expect(pageViewSchema.safeParse({ pageUrl: "/news/x" }).success).toBe(true);
    for (const pageUrl of ["news", "//x", "http://x/", "/a\u0007", `/${"a".repeat(2048)}`]) {
      expect(pageViewSchema.safeParse({ pageUrl }).success).toBe(false);
    }
  });
});
