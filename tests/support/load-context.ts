import type { AppLoadContext, SessionStorage } from "@remix-run/node";
import { pino } from "pino";
import { inProcessTransport } from "../../app/upstream/transport.server";

/** A load context for unit tests whose upstream is the given handler, called in-process. */
export function testLoadContext(send: (request: Request) => Response | Promise<Response>, secret = "unit-test-secret-0123456789"): AppLoadContext {
  return {
    cspNonce: "n",
    requestId: "req-42",
    clientIp: "203.0.113.9",
    idleTimeoutMinutes: 30,
    logger: pino({ level: "silent" }),
    upstream: inProcessTransport(send, 1000),
    session: { secrets: [secret], secure: false },
    botCheck: { verifyUrl: "http://127.0.0.1:9/unused" },
  };
}

/** A token long enough for the session's rules, for tests whose API is a stub. */
export const TEST_TOKEN = "a-token-that-is-long-enough-0000";

/** The session cookie (`__session=…`, as a browser sends it) of a member signed in with `token`, signed by `storage`. */
export async function signedInCookie(storage: SessionStorage, token: string = TEST_TOKEN): Promise<string> {
  const session = await storage.getSession();
  session.set("token", token);
  return (await storage.commitSession(session)).split(";")[0]!;
}

/** What a stub API answers to one `METHOD /path`: `data` with the status, or, from 400, the body as the refusal. */
export type StubAnswer = { status?: number; body: unknown };

/**
 * An API stub for a route's tests: the member's info for the session, then each call recorded (its
 * JSON body) and answered from `answers`, keyed `METHOD /path`; any other path a 404.
 */
export function stubApi(answers: Record<string, StubAnswer>, userInfo: unknown) {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  const send = async (request: Request) => {
    const { pathname } = new URL(request.url);
    if (pathname === "/api/user/info") return Response.json({ success: true, data: userInfo });
    calls.push({ method: request.method, path: pathname, body: request.method === "GET" ? null : await request.json() });
    const answer = answers[`${request.method} ${pathname}`];
    if (!answer) return Response.json({ success: false, message: "no such path" }, { status: 404 });
    const ok = (answer.status ?? 200) < 400;
    return Response.json(ok ? { success: true, data: answer.body } : { success: false, ...(answer.body as object) }, { status: answer.status ?? 200 });
  };
  return { send, calls };
}
