import { createRequestHandler, type AppLoadContext } from "@remix-run/node";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import handleRequest, { streamTimeout } from "./entry.server";
import { testBuild } from "../tests/support/remix-test-app";

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

describe("the page's render", () => {
  afterEach(() => vi.restoreAllMocks());

  it("reads the components of the matched routes only (decision 029)", async () => {
    const build = testBuild(handleRequest);
    // A route the page does not match, whose component is counted each time anything looks it up.
    const unmatched = build.routes["routes/accounts.new"]!;
    let lookedUp = 0;
    unmatched.module = new Proxy(unmatched.module, {
      get(target, key, receiver) {
        if (key === "default") lookedUp += 1;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const handle = createRequestHandler(build, "production");
    const response = await handle(new Request("http://app.test/accounts/21", { headers: BROWSER }), loadContext);
    expect(await response.text()).toContain("account 21 42");
    expect(lookedUp).toBe(0);
    // The count works: the route's own page looks its component up.
    expect(await (await handle(new Request("http://app.test/accounts/new", { headers: BROWSER }), loadContext)).text()).toContain("new account");
    expect(lookedUp).toBeGreaterThan(0);
  });
});
