import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { upstreamFor } from "./scope.server";
import { inProcessTransport } from "./transport.server";
import { testLoadContext } from "../../tests/support/load-context";

function contextCapturing(seen: Request[]): AppLoadContext {
  return testLoadContext((request) => {
    seen.push(request);
    return Response.json({ success: true, data: null });
  });
}

describe("upstreamFor", () => {
  it("carries the browser's tz cookie as the Time-Zone header, with the request id and caller", async () => {
    const seen: Request[] = [];
    const request = new Request("http://web/news", { headers: { Cookie: "a=1; tz=Asia%2FTokyo; b=2" } });
    await upstreamFor(request, contextCapturing(seen), { visitorId: "visitor-1", token: "t0k" }).call({ path: "/api/x" });
    const sent = seen[0]!;
    expect(sent.headers.get("Time-Zone")).toBe("Asia/Tokyo");
    expect(sent.headers.get("X-Request-Id")).toBe("req-42");
    expect(sent.headers.get("X-Visitor-Id")).toBe("visitor-1");
    expect(sent.headers.get("Authorization")).toBe("Bearer t0k");
    expect(sent.headers.get("X-Client-Ip")).toBe("203.0.113.9");
  });

  it("shares the load context's memo with the calls of a read, never with those of a post", async () => {
    const memos: unknown[] = [];
    const callerMemo = new Map<string, Promise<unknown>>();
    const context: AppLoadContext = {
      ...testLoadContext(() => Response.json({ success: true, data: null })),
      upstream: inProcessTransport((_request, env) => {
        memos.push(env.callerMemo);
        return Response.json({ success: true, data: null });
      }, 1000),
      callerMemo,
    };
    await upstreamFor(new Request("http://web/myworld"), context, { token: "t0k" }).call({ path: "/api/x" });
    await upstreamFor(new Request("http://web/myworld", { method: "POST", body: "a=1" }), context, { token: "t0k" }).call({ path: "/api/x" });
    expect(memos).toEqual([callerMemo, undefined]);
  });

  it.each([[""], ["tz=Not%2FAZone"], ["tz=%E0%A4%A"]])("falls back to UTC for cookie %j", async (cookie) => {
    const seen: Request[] = [];
    const request = new Request("http://web/", { headers: cookie ? { Cookie: cookie } : {} });
    await upstreamFor(request, contextCapturing(seen)).call({ path: "/api/x" });
    expect(seen[0]!.headers.get("Time-Zone")).toBe("UTC");
  });
});
