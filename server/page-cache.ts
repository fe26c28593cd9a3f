import { promisify } from "node:util";
import { gzip as gzipCallback } from "node:zlib";
import type { AppLoadContext } from "@remix-run/node";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { isMobileUserAgent } from "../core/device";
import { normaliseTimeZone, TIME_ZONE_COOKIE } from "../core/time-zone";
import { hasSessionCookie } from "../app/session/session-cookie";
import { cacheControlFor, isMemberArea, PRIVATE, PUBLIC_PAGE_CACHE, PUBLIC_PAGE_VARY } from "./cache-control";
import { mayNameAFile } from "./public-files";
import { hashedContentSecurityPolicy, inlineScriptHashes } from "./security";

const gzip = promisify(gzipCallback);

/**
 * The server's cache of anonymous public pages (docs/decisions/023): a page rendered for one
 * visitor is sent to the next ones asking for the same address, device class and time zone for a
 * few seconds, then served stale while one fresh render replaces it. Such a page was made for
 * many, so it carries no nonce: its Content-Security-Policy lists the hash of each of its inline
 * scripts instead.
 */

/** A page as rendered once: what every visitor it is sent to receives. */
export type RenderedPage = {
  status: number;
  /** Response headers but the body's own (length, encoding); Set-Cookie only on a page never kept. */
  headers: Array<[string, string]>;
  body: Buffer;
  /** The body gzipped once, for the visitors who accept it; null for a page never kept. */
  gzipped: Buffer | null;
  contentSecurityPolicy: string;
  /** A successful anonymous HTML page, setting no cookie: the only kind that is kept and shared. */
  cacheable: boolean;
};

export type PageCacheOptions = {
  /** How long a page is sent as it is. */
  freshMs: number;
  /** After that, how long it may still be sent while one render replaces it. */
  staleMs: number;
  maxEntries: number;
  /** Bodies and their gzipped copies together. */
  maxBytes: number;
  now?: () => number;
};

/** hit: fresh; stale: sent while a render refreshes it; miss: rendered for this request (or the one before it, for the same key). */
export type CacheOutcome = "hit" | "stale" | "miss";

type Entry = { page: RenderedPage | null; storedAt: number; bytes: number; rendering: Promise<RenderedPage> | null };

const sizeOf = (page: RenderedPage) => page.body.length + (page.gzipped?.length ?? 0);

export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  /** Increased by clear(): a render started before it is not kept. */
  private generation = 0;
  private readonly now: () => number;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size() {
    return { entries: [...this.entries.values()].filter((e) => e.page).length, bytes: this.bytes };
  }

  /**
   * The page for `key`: the kept copy while fresh; past that and within the stale window, the kept
   * copy while `render` makes a new one in the background; otherwise what `render` makes. One
   * render per key at a time: requests arriving meanwhile wait for it. `joined` says a request
   * waited for another's render, whose page it may only use if it is cacheable (shared).
   */
  async get(key: string, render: () => Promise<RenderedPage>): Promise<{ page: RenderedPage; outcome: CacheOutcome; joined: boolean }> {
    const entry = this.entries.get(key);
    if (entry?.page) {
      const age = this.now() - entry.storedAt;
      if (age < this.options.freshMs + this.options.staleMs) {
        this.touch(key, entry);
        if (age < this.options.freshMs) return { page: entry.page, outcome: "hit", joined: false };
        // A failed background render keeps the stale copy until its window ends.
        if (!entry.rendering) this.refresh(key, render).catch(() => undefined);
        return { page: entry.page, outcome: "stale", joined: false };
      }
    }
    const joined = entry?.rendering != null;
    const page = await (entry?.rendering ?? this.refresh(key, render));
    return { page, outcome: "miss", joined };
  }

  /** Forgets every page (content was seeded again); renders under way are not kept. */
  clear(): void {
    this.entries.clear();
    this.bytes = 0;
    this.generation += 1;
  }

  private refresh(key: string, render: () => Promise<RenderedPage>): Promise<RenderedPage> {
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { page: null, storedAt: 0, bytes: 0, rendering: null };
      this.entries.set(key, entry);
    }
    const owner = entry;
    const generation = this.generation;
    const rendering: Promise<RenderedPage> = render().then(
      (page) => {
        this.settle(key, owner, generation, page);
        return page;
      },
      (error: unknown) => {
        this.settle(key, owner, generation, null);
        throw error;
      },
    );
    owner.rendering = rendering;
    return rendering;
  }

  private settle(key: string, entry: Entry, generation: number, page: RenderedPage | null) {
    entry.rendering = null;
    // Cleared or evicted meanwhile: the page is answered but not kept.
    if (this.entries.get(key) !== entry || generation !== this.generation) return;
    if (page === null) {
      if (!entry.page) this.entries.delete(key);
      return;
    }
    if (!page.cacheable) {
      // The address no longer answers a shareable page: its old copy must not be sent again.
      this.remove(key, entry);
      return;
    }
    this.bytes += sizeOf(page) - entry.bytes;
    entry.page = page;
    entry.bytes = sizeOf(page);
    entry.storedAt = this.now();
    this.touch(key, entry);
    this.evict();
  }

  private touch(key: string, entry: Entry) {
    this.entries.delete(key);
    this.entries.set(key, entry);
  }

  private remove(key: string, entry: Entry) {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  /** The least recently used pages go first, until both bounds hold. */
  private evict() {
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= this.options.maxEntries && this.bytes <= this.options.maxBytes) return;
      this.remove(key, entry);
    }
  }
}

export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join("="));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export type PageRequest = { method: string; path: string; url: string; headers: { cookie?: string; "user-agent"?: string } };

/**
 * Whether a request may be answered from the cache: a GET or HEAD of a page outside the member
 * area, without a session. Data requests (`.data`, made by the browser's router), files and
 * resource routes (`/resources/…`, one of them streamed) are left to the usual handlers.
 */
export function mayUseCache(r: PageRequest): boolean {
  if (r.method !== "GET" && r.method !== "HEAD") return false;
  if (hasSessionCookie(r.headers.cookie)) return false;
  if (isMemberArea(r.path) || r.path.startsWith("/resources/") || r.path.startsWith("/api/") || r.path.startsWith("/build/")) return false;
  // Files (public/, robots.txt, sitemap.xml) and data requests (`.data`) have a dot in their last segment.
  return !mayNameAFile(r.path);
}

/** What a public page depends on: its address (path and query), the device class and the time zone (dates are written in it). */
export function pageCacheKey(r: PageRequest): string {
  const device = isMobileUserAgent(r.headers["user-agent"]) ? "mobile" : "desktop";
  const zone = normaliseTimeZone(readCookie(r.headers.cookie, TIME_ZONE_COOKIE));
  return `${device} ${zone} ${r.url}`;
}

/** Headers of the rendered response that the cache sets itself when it sends the body. */
const BODY_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding", "connection", "date", "keep-alive"]);
const STORED_UNDER = 100 * 1024 * 1024;
/** A route's data for the browser's router (`.data`, Remix's single fetch). */
const PAGE_DATA_TYPE = "text/x-script";

/**
 * Who a kept page may be sent to: anyone asking for the same address (an anonymous public page),
 * or only the same browser session with the same data version (a member page, decision 038).
 */
export type PageAudience = { kind: "public" } | { kind: "member"; cookie: string };

/**
 * Makes a RenderedPage of a web-app response rendered without a nonce: its body read whole, its
 * policy hashing its inline scripts, its Cache-Control decided as pageCacheControl would. A member
 * page is kept when it is a successful page or page data (`.data`) setting no cookie: one that
 * takes a flash notice out of the session, say, is sent once and never kept.
 */
export async function toRenderedPage(path: string, response: Response, audience: PageAudience = { kind: "public" }): Promise<RenderedPage> {
  const body = Buffer.from(await response.arrayBuffer());
  const setCookies = response.headers.getSetCookie();
  const contentType = response.headers.get("Content-Type") ?? "";
  const html = contentType.startsWith("text/html");
  const policy = cacheControlFor({
    method: "GET",
    path,
    status: response.status,
    cookie: audience.kind === "member" ? audience.cookie : undefined,
    setsCookie: setCookies.length > 0,
    cacheControl: response.headers.get("Cache-Control") ?? undefined,
  });
  const headers: Array<[string, string]> = [];
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie" && !BODY_HEADERS.has(name) && !(policy && name === "cache-control")) headers.push([name, value]);
  });
  for (const cookie of setCookies) headers.push(["set-cookie", cookie]);
  if (policy) headers.push(["cache-control", policy]);
  const ok = response.status === 200 && body.length < STORED_UNDER;
  const cacheable =
    audience.kind === "public"
      ? ok && html && policy === PUBLIC_PAGE_CACHE
      : ok && (html || contentType.startsWith(PAGE_DATA_TYPE)) && policy === PRIVATE && setCookies.length === 0;
  if (cacheable && audience.kind === "public") headers.push(["vary", [...PUBLIC_PAGE_VARY, "Accept-Encoding"].join(", ")]);
  return {
    status: response.status,
    headers,
    body,
    gzipped: cacheable ? await gzip(body) : null,
    contentSecurityPolicy: hashedContentSecurityPolicy(html ? inlineScriptHashes(body.toString("utf8")) : []),
    cacheable,
  };
}

/**
 * The fetch request a page is rendered from, without the request's body. A public page is made
 * for many: it gets none of the visitor's cookies but the time zone. A member page is the
 * member's own (decision 038): it keeps them all.
 */
export function renderRequestFor(req: ExpressRequest, cookies: "time-zone" | "all" = "time-zone"): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    // The cache keeps the page as it is and compresses it once itself, for every visitor who accepts it.
    if ((name === "cookie" && cookies !== "all") || name === "accept-encoding" || value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  const zone = cookies === "all" ? undefined : readCookie(req.headers.cookie, TIME_ZONE_COOKIE);
  if (zone !== undefined) headers.set("Cookie", `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}`);
  return new Request(`${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`, { method: "GET", headers });
}

export function send(req: ExpressRequest, res: ExpressResponse, page: RenderedPage, outcome: CacheOutcome) {
  res.status(page.status);
  for (const [name, value] of page.headers) {
    if (name === "set-cookie") res.append("Set-Cookie", value);
    else res.setHeader(name, value);
  }
  res.setHeader("Content-Security-Policy", page.contentSecurityPolicy);
  res.setHeader("X-Page-Cache", outcome);
  const zipped = page.gzipped !== null && req.acceptsEncodings("gzip", "identity") === "gzip";
  const body = zipped ? page.gzipped! : page.body;
  if (zipped) res.setHeader("Content-Encoding", "gzip");
  res.setHeader("Content-Length", String(body.length));
  if (req.method === "HEAD") res.end();
  else res.end(body);
}

/**
 * Answers anonymous public page requests from `cache`, rendering with `handle` (the web app's
 * fetch handler) and `loadContext` (without a nonce). Everything else goes on to the next handler.
 */
export function pageCacheMiddleware(
  cache: PageCache,
  handle: (request: Request, context: AppLoadContext) => Promise<Response>,
  loadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext,
): RequestHandler {
  return (req, res, next) => {
    const request = { method: req.method, path: req.path, url: req.originalUrl, headers: req.headers };
    if (!mayUseCache(request)) return next();
    const render = async () => toRenderedPage(req.path, await handle(renderRequestFor(req), loadContext(req, res)));
    cache.get(pageCacheKey(request), render).then(({ page, outcome, joined }) => {
      // Another visitor's page that is not shared (an error, a cookie): this one is rendered on its own.
      if (joined && !page.cacheable) return next();
      send(req, res, page, outcome);
    }, next);
  };
}
