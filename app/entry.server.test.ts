import { createRequestHandler, type AppLoadContext } from "@remix-run/node";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import handleRequest, { streamTimeout } from "./entry.server";
import { testBuild } from "./render/test-build";

// The page's render is cut short streamTimeout + 1 s after it starts if it has not ended; Remix's
// own data stream gives up 50 ms before streamTimeout (single fetch). Timers are faked; React's
// work (setImmediate) and the streams run as they do.

const loadContext = { cspNonce: "test-nonce", logger: pino({ level: "silent" }) } as unknown as AppLoadContext;
const BROWSER = { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36" };

function serve(path: string): Promise<Response> {
  return createRequestHandler(testBuild(handleRequest), "production")(new Request(`http://app.test${path}`, { headers: BROWSER }), loadContext);
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe("the page's render deadline", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("is cleared once the page has been sent, leaving no timer behind", async () => {
    const response = await serve("/accounts/21");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("account 21 42");
    await nextTurn();
    // Past Remix's own data-stream timer: nothing of the page's is left to run.
    vi.advanceTimersByTime(streamTimeout);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("still cuts short a page whose part never arrives", async () => {
    const response = await serve("/waiting");
    expect(response.status).toBe(200);
    const text = response.text();
    let ended = false;
    void text.then(() => (ended = true));
    vi.advanceTimersByTime(streamTimeout);
    await nextTurn();
    expect(ended).toBe(false);
    vi.advanceTimersByTime(1000);
    await vi.waitFor(() => expect(ended).toBe(true), { timeout: 2000 });
    expect(await text).toContain("still waiting");
    expect(vi.getTimerCount()).toBe(0);
  });
});
