import type { AppLoadContext } from "@remix-run/node";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { getDataVersion } from "../app/upstream/account.server";
import { createUpstream } from "../app/upstream/client.server";
import { UpstreamError } from "../app/upstream/errors";
import type { UpstreamTransport } from "../app/upstream/transport.server";
import { tokenInCookie } from "../app/session/session.server";
import { normaliseTimeZone, TIME_ZONE_COOKIE } from "../core/time-zone";
import { readCookie } from "./page-cache";

/**
 * The member page cache's question to the API (docs/decisions/038): the signed-in member's data
 * version, or null to leave the request to the page's own handler: no token in the session, a
 * session the API no longer accepts (the page redirects), or a failure (the page shows it).
 *
 * Asked without a logger: a failure here is the page's to report, once, when its own calls meet
 * it. If the API did not answer in time, the page's calls are not made to wait that long again:
 * `res.locals.upstreamTimedOut` gives the page a transport that times out at once
 * (timedOutTransport), so the member sees the timeout's message one deadline after asking.
 */
export function memberDataVersion(upstream: UpstreamTransport) {
  return async (req: ExpressRequest, res: ExpressResponse, context: AppLoadContext): Promise<string | null> => {
    const token = await tokenInCookie(req.headers.cookie ?? null, context);
    if (!token) return null;
    const caller = createUpstream(upstream, {
      token,
      timeZone: normaliseTimeZone(readCookie(req.headers.cookie, TIME_ZONE_COOKIE)),
      requestId: context.requestId,
      clientIp: context.clientIp,
      userAgent: req.headers["user-agent"],
      memo: context.callerMemo,
    });
    try {
      return await getDataVersion(caller);
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      if (error.kind === "timeout") res.locals.upstreamTimedOut = true;
      return null;
    }
  };
}

/** A transport whose every call is past its deadline at once: the upstream has just not answered this request in time. */
export function timedOutTransport(upstream: UpstreamTransport): UpstreamTransport {
  // Nothing kept either: every call of the page is one that does not answer.
  return { ...upstream, timeoutMs: 1, send: () => new Promise<Response>(() => undefined), publicAnswers: undefined };
}
