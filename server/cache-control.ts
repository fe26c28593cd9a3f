import type { RequestHandler, Response } from "express";
import { hasSessionCookie } from "../app/session/session-cookie";

/**
 * Anonymous public pages may be kept by a shared cache (a CDN or reverse proxy) for a minute and
 * served stale for five more while it refetches; browsers always revalidate (max-age=0), so
 * signing in never shows a page from before. With the server's page cache on (the default) such
 * pages carry the hashes of their scripts, not a nonce (decision 023); with it off, the nonce is
 * shared by everyone a shared cache serves that copy.
 */
export const PUBLIC_PAGE_CACHE = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
/**
 * Personal answers: no shared cache may keep them, and the browser revalidates before reuse.
 * Not no-store: that also shuts the page out of the browser's back/forward cache.
 */
export const PRIVATE = "private, no-cache";
/** The page depends on these request headers: the session cookie (and the time-zone cookie), and the device (mobile notice). */
export const PUBLIC_PAGE_VARY = ["Cookie", "User-Agent"];


/** The member area: never shared. */
export const isMemberArea = (path: string) => path === "/myworld" || path.startsWith("/myworld/") || path.startsWith("/myworld.");

export type PageResponse = {
  method: string;
  path: string;
  status: number;
  /** The Cookie request header. */
  cookie: string | undefined;
  setsCookie: boolean;
  /** What the route itself set, if anything. */
  cacheControl: string | undefined;
};

/**
 * The Cache-Control of a web-app response, or null to keep what the route set. Shared caching is
 * only for a successful GET of a page outside the member area, asked without a session and
 * setting none: everything else (signed-in pages, flows in progress, redirects, errors) is
 * private.
 */
export function cacheControlFor(r: PageResponse): string | null {
  if (r.setsCookie) return PRIVATE;
  if (r.cacheControl) return null;
  const memberArea = isMemberArea(r.path);
  const anonymous = !hasSessionCookie(r.cookie);
  const shareable = (r.method === "GET" || r.method === "HEAD") && r.status === 200 && anonymous && !memberArea;
  return shareable ? PUBLIC_PAGE_CACHE : PRIVATE;
}

function addVary(res: Response, names: string[]) {
  const current = String(res.getHeader("Vary") ?? "");
  const present = new Set(current.split(",").map((v) => v.trim().toLowerCase()).filter(Boolean));
  const added = names.filter((n) => !present.has(n.toLowerCase()));
  if (added.length > 0) res.setHeader("Vary", [current, ...added].filter(Boolean).join(", "));
}

/** Sets Cache-Control (and Vary) on every web-app response, decided once its status and headers are known. */
export const pageCacheControl: RequestHandler = (req, res, next) => {
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: unknown[]) {
    const status = typeof args[0] === "number" ? args[0] : res.statusCode;
    const policy = cacheControlFor({
      method: req.method,
      path: req.path,
      status,
      cookie: req.headers.cookie,
      setsCookie: res.getHeader("Set-Cookie") !== undefined,
      cacheControl: res.getHeader("Cache-Control")?.toString(),
    });
    if (policy) res.setHeader("Cache-Control", policy);
    if (policy === PUBLIC_PAGE_CACHE) addVary(res, PUBLIC_PAGE_VARY);
    return (writeHead as (...a: unknown[]) => Response).apply(this, args);
  } as typeof res.writeHead;
  next();
};
