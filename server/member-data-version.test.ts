import { createCookieSessionStorage } from "@remix-run/node";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { describe, expect, it } from "vitest";
import { createUpstream } from "../app/upstream/client.server";
import { UpstreamError } from "../app/upstream/errors";
import { inProcessTransport, type UpstreamTransport } from "../app/upstream/transport.server";
import { testLoadContext } from "../tests/support/load-context";
import { memberDataVersion, timedOutTransport } from "./member-data-version";

// The member page cache's question to the API (decision 038): the version for a live session, null
// for anything else, and a deadline missed only once per request.

const SECRET = "unit-test-secret-0123456789";
const TOKEN = "t".repeat(32);

async function cookieWith(data: Record<string, unknown>) {
  const storage = createCookieSessionStorage({ cookie: { name: "__session", secrets: [SECRET], httpOnly: true, sameSite: "lax", path: "/" } });
  const session = await storage.getSession();
  for (const [key, value] of Object.entries(data)) session.set(key as never, value as never);
  return (await storage.commitSession(session)).split(";")[0]!;
}

const envelope = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

async function ask(transport: UpstreamTransport, cookie: string) {
  const req = { headers: { cookie, "user-agent": "test" } } as unknown as ExpressRequest;
  const res = { locals: {} } as unknown as ExpressResponse;
  const version = await memberDataVersion(transport)(req, res, testLoadContext(() => envelope(500, {}), SECRET));
  return { version, timedOut: res.locals.upstreamTimedOut === true };
}

describe("memberDataVersion", () => {
  it("asks GET /api/user/data-version with the session's token and answers its version", async () => {
    const seen: string[] = [];
    const transport = inProcessTransport((request) => {
      seen.push(`${request.method} ${new URL(request.url).pathname} ${request.headers.get("Authorization")}`);
      return envelope(200, { success: true, data: { version: "12.7" } });
    }, 1000);
    expect(await ask(transport, await cookieWith({ token: TOKEN }))).toEqual({ version: "12.7", timedOut: false });
    expect(seen).toEqual([`GET /api/user/data-version Bearer ${TOKEN}`]);
  });

  it("is null without a token (nothing asked), for a session the API refuses, and for an answer it cannot read", async () => {
    let asked = 0;
    const refusing = inProcessTransport(() => {
      asked += 1;
      return envelope(401, { success: false, errorCode: "NotLogin", message: "Please sign in" });
    }, 1000);
    expect(await ask(refusing, await cookieWith({ returnTo: "/myworld" }))).toEqual({ version: null, timedOut: false });
    expect(asked).toBe(0);
    expect(await ask(refusing, await cookieWith({ token: TOKEN }))).toEqual({ version: null, timedOut: false });
    expect(asked).toBe(1);
    const malformed = inProcessTransport(() => envelope(200, { success: true, data: { version: "not a version" } }), 1000);
    expect(await ask(malformed, await cookieWith({ token: TOKEN }))).toEqual({ version: null, timedOut: false });
  });

  it("an API past its deadline: null, and the page's own calls then time out at once", async () => {
    const hanging = inProcessTransport(() => new Promise<Response>(() => undefined), 50);
    expect(await ask(hanging, await cookieWith({ token: TOKEN }))).toEqual({ version: null, timedOut: true });

    // The page's transport would wait 5 s for an answer: one within a second is the wrapper's own.
    const slow = inProcessTransport(() => new Promise<Response>(() => undefined), 5000);
    const started = Date.now();
    const page = createUpstream(timedOutTransport(slow), { timeZone: "UTC", token: TOKEN });
    const failure = await page.call({ path: "/api/user/info" }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UpstreamError);
    expect((failure as UpstreamError).kind).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
