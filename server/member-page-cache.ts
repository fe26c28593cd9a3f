import { createHash } from "node:crypto";
import type { AppLoadContext } from "@remix-run/node";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { isMobileUserAgent } from "../core/device";
import { hasSessionCookie } from "../app/session/session-cookie";
import { isMemberArea } from "./cache-control";
import { renderRequestFor, send, toRenderedPage, type PageCache, type PageRequest } from "./page-cache";

/**
 * The server's cache of member pages (docs/decisions/038). A member page is made of the member's
 * rows and the rows everyone sees (prices, content); the API answers a version of both that every
 * write moves, in the writer's transaction (migration 0018). A page rendered for a browser session
 * is sent again to the same session while that version stays the same, for a few seconds at most
 * (what a page computes from the clock alone, a countdown or "2 minutes ago", moves on after that).
 *
 * Rendered without a nonce, as the public pages kept are: the policy lists its scripts' hashes.
 */

/** A GET of a page or page data in the member area, with a session cookie. */
export function mayUseMemberCache(r: PageRequest): boolean {
  return r.method === "GET" && isMemberArea(r.path) && hasSessionCookie(r.headers.cookie);
}

/**
 * What a member page depends on: the data version, the whole Cookie header (the signed session,
 * with its token and any flash notice, and the time zone), the device class and the address. The
 * cookies are kept as a hash: the key holds no token.
 */
export function memberPageKey(r: PageRequest, version: string): string {
  const device = isMobileUserAgent(r.headers["user-agent"]) ? "mobile" : "desktop";
  const cookies = createHash("sha256").update(r.headers.cookie ?? "").digest("base64url");
  return `${version} ${device} ${cookies} ${r.url}`;
}

export type MemberPageCacheOptions = {
  cache: PageCache;
  /** The web app's fetch handler. */
  handle: (request: Request, context: AppLoadContext) => Promise<Response>;
  /** The request's load context, without a nonce; the version call and the render share it (and its caller memo). */
  loadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext;
  /** The member's data version, or null when the request carries no live session. */
  dataVersion: (req: ExpressRequest, res: ExpressResponse, context: AppLoadContext) => Promise<string | null>;
};

/**
 * Answers member page requests from the cache while the member's data version is unchanged.
 * Without a live session (signed out, ended, or the API unavailable) the request goes on to the
 * usual handler, which redirects or shows the failure as before.
 */
export function memberPageCacheMiddleware({ cache, handle, loadContext, dataVersion }: MemberPageCacheOptions): RequestHandler {
  return (req, res, next) => {
    const request: PageRequest = { method: req.method, path: req.path, url: req.originalUrl, headers: req.headers };
    if (!mayUseMemberCache(request)) return next();
    const context = loadContext(req, res);
    dataVersion(req, res, context)
      .then((version) => {
        if (version === null) return next();
        const cookie = req.headers.cookie ?? "";
        const render = async () => toRenderedPage(req.path, await handle(renderRequestFor(req, "all"), context), { kind: "member", cookie });
        return cache.get(memberPageKey(request, version), render).then(({ page, outcome, joined }) => {
          // A page of this session that is not kept (a redirect, an error): this request is rendered on its own.
          if (joined && !page.cacheable) return next();
          send(req, res, page, outcome);
        });
      })
      .catch(next);
  };
}
