import { getEventListeners } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import type { Endpoint } from "#core/contracts/endpoint";
import { MESSAGES } from "#core/messages";
import { createUpstream } from "./client.server";
import { UpstreamError } from "./errors";
import { PUBLIC_ANSWERS, PublicAnswers } from "./public-answers.server";
import { httpTransport, inProcessTransport } from "./transport.server";

// A real HTTP server that misbehaves on purpose, one path per failure of requirements §8.
let server: Server;
let baseUrl: string;
const seen: Array<{ url: string; headers: Record<string, string | string[] | undefined>; body: string }> = [];

/** Lets the client put a finished connection back in its pool, so the next call reuses it. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

const requestCounts = new WeakMap<object, number>();
function requestsOn(socket: object): number {
  const count = (requestCounts.get(socket) ?? 0) + 1;
  requestCounts.set(socket, count);
  return count;
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      seen.push({ url: req.url ?? "", headers: req.headers, body });
      const path = new URL(req.url ?? "/", "http://x").pathname;
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { "Content-Type": "application/json" });
        res.end(typeof payload === "string" ? payload : JSON.stringify(payload));
      };
      switch (path) {
        case "/ok":
          return send(200, { success: true, data: { answer: 42 } });
        case "/stale-keep-alive":
          // The second request on a kept-alive connection finds it closed, as when the upstream
          // drops an idle connection just as the client reuses it.
          if (requestsOn(req.socket) > 1) return req.socket.destroy();
          return send(200, { success: true, data: { answer: 43 } });
        case "/hang":
          return; // never answers
        case "/reset":
          return req.socket.destroy();
        case "/reset-mid-body":
          res.writeHead(200, { "Content-Type": "application/json", "Content-Length": "200" });
          res.write('{"success":true,"data":');
          return setTimeout(() => req.socket.destroy(), 20);
        case "/511-message":
          return send(511, { success: false, message: "Sign in to the network first." });
        case "/511-empty":
          return send(511, "");
        case "/malformed":
          return send(200, "{not json");
        case "/500":
          return send(500, { success: false, message: "database exploded at line 7", errorCode: "Internal" });
        case "/409":
          return send(409, { success: false, message: "This username is taken.", errorCode: "Conflict" });
        case "/429":
          return send(429, { success: false, message: "Too many attempts. Please wait a minute.", errorCode: "RateLimited" });
        case "/200-failure":
          return send(200, { success: false, message: "Refused by the server" });
        case "/401-unauthorized":
          return send(401, { success: false, errorCode: "Unauthorized" });
        case "/401-notlogin":
          return send(401, { success: false, errorCode: "NotLogin" });
        case "/mfa":
          return send(403, { success: false, errorCode: "NeedMfaVerify" });
        default:
          return send(404, { success: false, errorCode: "NotFound", message: "No such endpoint" });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const scope = { timeZone: "Europe/Paris", requestId: "req-1" };

async function failure(path: string, timeoutMs = 2000, signal?: AbortSignal): Promise<UpstreamError> {
  const upstream = createUpstream(httpTransport(baseUrl, timeoutMs), { ...scope, signal });
  const error = await upstream.call({ path }).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  return error as UpstreamError;
}

describe("request client over HTTP", () => {
  it("returns the envelope of a 2xx success and sends JSON, Time-Zone and request id", async () => {
    const upstream = createUpstream(httpTransport(baseUrl, 2000), scope);
    const result = await upstream.call<{ answer: number }>({ path: "/ok", json: { hello: "world" } });
    expect(result.data.answer).toBe(42);
    const request = seen.at(-1)!;
    expect(request.headers["content-type"]).toBe("application/json");
    expect(request.headers["time-zone"]).toBe("Europe/Paris");
    expect(request.headers["x-request-id"]).toBe("req-1");
    expect(JSON.parse(request.body)).toEqual({ hello: "world" });
  });

  it("sends forms form-encoded and query parameters in the URL", async () => {
    const upstream = createUpstream(httpTransport(baseUrl, 2000), scope);
    await upstream.call({ path: "/ok", form: { username: "ada", password: "p&ss" }, query: { page: 2, skip: undefined } });
    const request = seen.at(-1)!;
    expect(request.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(request.body).toBe("username=ada&password=p%26ss");
    expect(request.url).toBe("/ok?page=2");
  });

  it("times out with the §8 message, close to the configured timeout", async () => {
    const started = Date.now();
    const error = await failure("/hang", 300);
    expect(error.kind).toBe("timeout");
    expect(error.message).toBe(MESSAGES.timeout);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it("treats a reset connection as no response", async () => {
    const error = await failure("/reset");
    expect(error.kind).toBe("network");
    expect(error.message).toBe(MESSAGES.noResponse);
  });

  it("treats a connection reset in the middle of the body as no response", async () => {
    const error = await failure("/reset-mid-body");
    expect(error.kind).toBe("network");
    expect(error.message).toBe(MESSAGES.noResponse);
  });

  it("reads once more on a fresh connection when a kept-alive one was closed under it, and never repeats a write", async () => {
    const upstream = createUpstream(httpTransport(baseUrl, 2000), scope);
    // The first read opens a connection that is kept alive; the second reuses it and finds it closed.
    expect((await upstream.call<{ answer: number }>({ path: "/stale-keep-alive" })).data.answer).toBe(43);
    await settle();
    const before = seen.length;
    expect((await upstream.call<{ answer: number }>({ path: "/stale-keep-alive" })).data.answer).toBe(43);
    expect(seen.length - before).toBe(2);

    await settle();
    const write = await upstream.call({ path: "/stale-keep-alive", json: { amount: "1.00" } }).then(
      () => null,
      (e: unknown) => e as UpstreamError,
    );
    expect(write?.kind).toBe("network");
    expect(write?.message).toBe(MESSAGES.noResponse);
  });

  it("treats a refused connection as no response", async () => {
    const idle = createServer();
    await new Promise<void>((resolve) => idle.listen(0, "127.0.0.1", resolve));
    const port = (idle.address() as AddressInfo).port;
    await new Promise((resolve) => idle.close(resolve));
    const upstream = createUpstream(httpTransport(`http://127.0.0.1:${port}`, 2000), scope);
    const error = await upstream.call({ path: "/ok" }).catch((e: unknown) => e as UpstreamError);
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).message).toBe(MESSAGES.noResponse);
  });

  it("shows the server's message for 511, and the default without one", async () => {
    const withMessage = await failure("/511-message");
    expect(withMessage.status).toBe(511);
    expect(withMessage.message).toBe("Sign in to the network first.");
    const without = await failure("/511-empty");
    expect(without.status).toBe(511);
    expect(without.message).toBe(MESSAGES.somethingWentWrong);
  });

  it("answers malformed JSON with the generic message", async () => {
    const error = await failure("/malformed");
    expect(error.kind).toBe("malformed");
    expect(error.message).toBe(MESSAGES.somethingWentWrong);
  });

  it("hides a 500's internal detail behind the generic message, keeping status and errorCode", async () => {
    const error = await failure("/500");
    expect(error.message).toBe(MESSAGES.somethingWentWrong);
    expect(error.status).toBe(500);
    expect(error.errorCode).toBe("Internal");
  });

  it("shows a limit's own message (429), since it says how long to wait", async () => {
    const error = await failure("/429");
    expect(error.status).toBe(429);
    expect(error.message).toBe("Too many attempts. Please wait a minute.");
  });

  it("keeps the server's message for callers that show it in a field", async () => {
    const error = await failure("/409");
    expect(error.status).toBe(409);
    expect(error.errorCode).toBe("Conflict");
    expect(error.serverMessage).toBe("This username is taken.");
  });

  it("treats a 2xx envelope with success false as a failure", async () => {
    const error = await failure("/200-failure");
    expect(error.kind).toBe("http");
    expect(error.serverMessage).toBe("Refused by the server");
  });

  it("maps Unauthorized and NeedMfaVerify to the login reminder and NotLogin to sign-in", async () => {
    expect((await failure("/401-unauthorized")).authAction).toBe("login-reminder");
    expect((await failure("/mfa")).authAction).toBe("login-reminder");
    expect((await failure("/401-notlogin")).authAction).toBe("sign-in");
    expect((await failure("/500")).authAction).toBeNull();
  });

  it("rejects a cancelled request silently, as aborted rather than as a timeout", async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const error = await failure("/hang", 5000, controller.signal);
    expect(error.kind).toBe("aborted");
  });
});

describe("failure log", () => {
  function loggingUpstream(timeoutMs = 2000, signal?: AbortSignal) {
    const logged: Array<{ level: string; fields: unknown; message: string }> = [];
    const logger = {
      error: (fields: unknown, message: string) => logged.push({ level: "error", fields, message }),
      warn: (fields: unknown, message: string) => logged.push({ level: "warn", fields, message }),
    };
    return { logged, upstream: createUpstream(httpTransport(baseUrl, timeoutMs), { ...scope, signal, logger: logger as never }) };
  }

  it("logs an upstream fault once, with the call and its kind, and no server message", async () => {
    const { logged, upstream } = loggingUpstream();
    await upstream.call({ path: "/500" }).catch(() => {});
    // The upstream logged its own 500 as an error; here it is a warning.
    expect(logged).toEqual([
      { level: "warn", fields: { upstream: { method: "GET", path: "/500", kind: "http", status: 500, errorCode: "Internal" } }, message: "upstream call failed" },
    ]);
    await upstream.call({ path: "/malformed", json: {} }).catch(() => {});
    expect(logged[1]).toMatchObject({ level: "error", fields: { upstream: { method: "POST", kind: "malformed" } } });
  });

  it("does not log refusals of input (4xx) or cancelled calls", async () => {
    const controller = new AbortController();
    const { logged, upstream } = loggingUpstream(5000, controller.signal);
    await upstream.call({ path: "/409" }).catch(() => {});
    await upstream.call({ path: "/401-notlogin" }).catch(() => {});
    setTimeout(() => controller.abort(), 50);
    await upstream.call({ path: "/hang" }).catch(() => {});
    expect(logged).toEqual([]);
  });
});

describe("request client in-process", () => {
  it("calls the handler with no socket and applies the same timeout", async () => {
    const upstream = createUpstream(
      inProcessTransport(() => new Promise<Response>(() => {}), 200),
      scope,
    );
    const error = await upstream.call({ path: "/api/anything" }).catch((e: unknown) => e as UpstreamError);
    expect((error as UpstreamError).kind).toBe("timeout");

    const answering = createUpstream(
      inProcessTransport((request) => Response.json({ success: true, data: request.headers.get("Time-Zone") }), 200),
      scope,
    );
    expect((await answering.call<string>({ path: "/api/tz" })).data).toBe("Europe/Paris");
  });

  it("leaves no deadline and no listener on the page's signal once a call is over", async () => {
    vi.useFakeTimers();
    try {
      const page = new AbortController();
      const upstream = createUpstream(
        inProcessTransport((request) => (request.url.endsWith("/refused") ? Response.json({ success: false, message: "No." }, { status: 400 }) : Response.json({ success: true, data: 1 })), 60_000),
        { ...scope, signal: page.signal },
      );
      await upstream.call({ path: "/api/one" });
      await upstream.call({ path: "/api/refused" }).catch(() => {});
      await Promise.all([upstream.call({ path: "/api/two" }), upstream.call({ path: "/api/three" })]);
      // Each call's deadline cleared and its listener on the page's signal removed, answered or refused.
      expect(vi.getTimerCount()).toBe(0);
      expect(getEventListeners(page.signal, "abort")).toHaveLength(0);
      // A call still under way keeps both, and the page going away still cancels it.
      const hanging = createUpstream(inProcessTransport(() => new Promise<Response>(() => {}), 60_000), { ...scope, signal: page.signal });
      const pending = hanging.call({ path: "/api/hang" }).then(
        () => null,
        (e: unknown) => e as UpstreamError,
      );
      await vi.advanceTimersByTimeAsync(0);
      expect(vi.getTimerCount()).toBe(1);
      expect(getEventListeners(page.signal, "abort")).toHaveLength(1);
      page.abort();
      expect((await pending)?.kind).toBe("aborted");
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("answers the API marks as the same for everyone (decision 042)", () => {
  function countingApi() {
    const asked: Array<{ path: string; timeZone: string | null }> = [];
    let version = 1;
    const handle = (request: Request) => {
      const url = new URL(request.url);
      asked.push({ path: url.pathname + url.search, timeZone: request.headers.get("Time-Zone") });
      const headers: Record<string, string> = { "Content-Type": "application/json" };
      if (url.pathname === "/api/tip") Object.assign(headers, { "Cache-Control": "public, max-age=5", Vary: "Time-Zone" });
      if (url.pathname === "/api/list" && !url.searchParams.has("q")) headers["Cache-Control"] = "public, max-age=5";
      if (url.pathname === "/api/missing") return new Response(JSON.stringify({ success: false, errorCode: "NotFound", message: "No such item" }), { status: 404, headers: { ...headers, "Cache-Control": "public, max-age=5" } });
      return new Response(JSON.stringify({ success: true, data: { path: url.pathname, version } }), { status: 200, headers });
    };
    return { asked, handle, publish: () => (version += 1) };
  }

  function setUp() {
    let now = 0;
    const answers = new PublicAnswers({ ...PUBLIC_ANSWERS, now: () => now });
    const api = countingApi();
    const transport = inProcessTransport(api.handle, 1000, { publicAnswers: answers });
    const caller = (timeZone = "UTC", token?: string) => createUpstream(transport, { timeZone, token });
    return { api, answers, caller, advance: (ms: number) => (now += ms) };
  }

  it("reads a marked answer from memory for its max-age, for every caller in the same time zone, then asks again", async () => {
    const { api, caller, advance } = setUp();
    expect((await caller().call({ path: "/api/tip" })).data).toEqual({ path: "/api/tip", version: 1 });
    api.publish();
    expect((await caller("UTC", "a-member-token").call({ path: "/api/tip" })).data).toEqual({ path: "/api/tip", version: 1 });
    expect(api.asked).toHaveLength(1);
    // Another time zone is another answer.
    expect((await caller("Asia/Tokyo").call({ path: "/api/tip" })).data).toEqual({ path: "/api/tip", version: 2 });
    expect(api.asked.map((a) => a.timeZone)).toEqual(["UTC", "Asia/Tokyo"]);
    advance(5_000);
    expect((await caller().call({ path: "/api/tip" })).data).toEqual({ path: "/api/tip", version: 2 });
    expect(api.asked).toHaveLength(3);
  });

  it("reads a kept answer once for all its callers, frozen, so that no page can change what another reads", async () => {
    const { caller } = setUp();
    const first = await caller().call<{ version: number }>({ path: "/api/list", query: { page: 1 } });
    // The caller that asked the API reads an answer of its own.
    first.data.version = 99;
    const second = await caller().call<{ version: number }>({ path: "/api/list", query: { page: 1 } });
    const third = await caller().call<{ version: number }>({ path: "/api/list", query: { page: 1 } });
    expect(second.data.version).toBe(1);
    expect(third.data).toBe(second.data);
    expect(() => {
      second.data.version = 99;
    }).toThrow(TypeError);
    expect(third.data.version).toBe(1);
  });

  it("parses a kept answer's data with a contract once, frozen, and apart from what another contract makes of it", async () => {
    const { api, caller } = setUp();
    let parsed = 0;
    const schema = z.object({ path: z.string(), version: z.number() }).transform((data) => {
      parsed += 1;
      return { ...data, tags: [data.path] };
    });
    const list = { method: "GET", path: "/api/list", query: z.object({ page: z.number() }), response: schema } as const satisfies Endpoint;
    const other = { method: "GET", path: "/api/list", query: z.object({ page: z.number() }), response: z.object({ version: z.number() }) } as const satisfies Endpoint;
    const first = await caller().callContract(list, { query: { page: 1 } });
    const second = await caller().callContract(list, { query: { page: 1 } });
    const third = await caller().callContract(list, { query: { page: 1 } });
    expect(api.asked).toHaveLength(1);
    expect(parsed).toBe(2);
    expect(third.data).toBe(second.data);
    expect(first.data).not.toBe(second.data);
    expect(Object.isFrozen(second.data.tags)).toBe(true);
    expect(() => (second.data.tags as string[]).push("x")).toThrow(TypeError);
    expect((await caller().callContract(other, { query: { page: 1 } })).data).toEqual({ version: 1 });
  });

  it("asks every time for an unmarked answer, a search, a failure or a write", async () => {
    const { api, caller } = setUp();
    for (let i = 0; i < 2; i++) {
      await caller().call({ path: "/api/plain" });
      await caller().call({ path: "/api/list", query: { q: "rates" } });
      await expect(caller().call({ path: "/api/missing" })).rejects.toMatchObject({ status: 404 });
      await caller().call({ method: "POST", path: "/api/tip", json: {} });
    }
    expect(api.asked).toHaveLength(8);
  });

  it("keeps a page of a list apart from the next page", async () => {
    const { api, caller } = setUp();
    await caller().call({ path: "/api/list", query: { page: 1 } });
    await caller().call({ path: "/api/list", query: { page: 2 } });
    await caller().call({ path: "/api/list", query: { page: 1 } });
    expect(api.asked.map((a) => a.path)).toEqual(["/api/list?page=1", "/api/list?page=2"]);
  });

  it("forgets everything when cleared, as the server does when the content is seeded again", async () => {
    const { api, answers, caller } = setUp();
    await caller().call({ path: "/api/tip" });
    api.publish();
    answers.clear();
    expect((await caller().call({ path: "/api/tip" })).data).toEqual({ path: "/api/tip", version: 2 });
  });

  it("is not used by a transport given none", async () => {
    const api = countingApi();
    const caller = createUpstream(inProcessTransport(api.handle, 1000), { timeZone: "UTC" });
    await caller.call({ path: "/api/tip" });
    await caller.call({ path: "/api/tip" });
    expect(api.asked).toHaveLength(2);
  });
});
