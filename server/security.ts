import { createHash, randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";
import { MAX_IMPORT_BODY_BYTES } from "../core/contracts/budgeting";

const TURNSTILE_ORIGIN = "https://challenges.cloudflare.com";

/** A fresh nonce per request; Remix puts it on every script it renders (entry.server, root). */
export const cspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  next();
};

/** The policy's directives but script-src's per-page part (a nonce, or the hashes of a cached page). */
const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", TURNSTILE_ORIGIN],
  // Mantine sets style attributes at run time.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:"],
  fontSrc: ["'self'"],
  connectSrc: ["'self'", TURNSTILE_ORIGIN],
  frameSrc: [TURNSTILE_ORIGIN],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

/** Security headers with an enforced CSP: scripts only from us or carrying this request's nonce. */
export const securityHeaders: RequestHandler = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      ...CSP_DIRECTIVES,
      scriptSrc: [
        CSP_DIRECTIVES.scriptSrc[0]!,
        (_req: unknown, res: unknown) => `'nonce-${(res as { locals: { cspNonce: string } }).locals.cspNonce}'`,
        ...CSP_DIRECTIVES.scriptSrc.slice(1),
      ],
    },
  },
  // HSTS is set below only for requests that really arrived over https.
  strictTransportSecurity: false,
  // "no-referrer" makes browsers send `Origin: null` on form posts, which Remix's same-origin
  // check for actions rejects: no-JavaScript forms need the origin kept for our own site.
  referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  crossOriginEmbedderPolicy: false,
});

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * The CSP source of every inline script of a page ('sha256-…' of its text as written in the HTML):
 * what a page made once and served to many may run instead of a nonce, which must not be reused.
 * Scripts with a src are ours ('self') and need none.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(text!, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The same policy as securityHeaders' with the given hashes in place of the nonce. */
export function hashedContentSecurityPolicy(hashes: string[]): string {
  const directives: Record<string, string[]> = {
    ...CSP_DIRECTIVES,
    scriptSrc: [CSP_DIRECTIVES.scriptSrc[0]!, ...hashes, ...CSP_DIRECTIVES.scriptSrc.slice(1)],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${kebab(name)} ${values.join(" ")}`)
    .join(";");
}

export const strictTransportSecurity: RequestHandler = (req, res, next) => {
  if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  next();
};

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Writes to the web app must come from its own pages: a browser's Origin naming another site
 * (or "null") is refused with 403 here, rather than failing later inside Remix with a 500.
 * Clients that send no Origin (curl, server-to-server) are not browsers and pass.
 */
export const sameOriginWrites: RequestHandler = (req, res, next) => {
  const origin = req.headers.origin;
  if (SAFE_METHODS.has(req.method) || origin === undefined) return next();
  let sameSite = false;
  try {
    sameSite = new URL(origin).host === req.headers.host;
  } catch {
    sameSite = false;
  }
  if (sameSite) return next();
  res.status(403).type("text/plain").send("Cross-site request refused.");
};

export const MAX_FORM_BYTES = 100 * 1024;

/** The bank-statement import page, with JavaScript (Remix posts to ".data") and without. */
const takesLargeBody = (path: string) => path === "/myworld/service/budgeting/import" || path === "/myworld/service/budgeting/import.data";

/** The largest body a post to `path` may declare. */
export const bodyLimitFor = (path: string) => (takesLargeBody(path) ? MAX_IMPORT_BODY_BYTES : MAX_FORM_BYTES);

/**
 * Form posts to the web app are small; a declared body over 100 KB is refused before it is read.
 * A body of undeclared length (chunked) cannot be judged before it is read, and browsers never
 * send forms that way, so the web app asks for a length instead (the API counts chunked bodies).
 */
export const limitBodySize: RequestHandler = (req, res, next) => {
  const declared = req.headers["content-length"];
  if (declared === undefined && req.headers["transfer-encoding"] !== undefined) {
    res.status(411).set("Connection", "close").type("text/plain").send("Send the request body with a Content-Length.");
    return;
  }
  const length = Number(declared ?? "0");
  // A bank statement is larger than any form: the import page takes what the import endpoint takes.
  const importing = takesLargeBody(req.path);
  if (Number.isFinite(length) && length > bodyLimitFor(req.path)) {
    res.status(413).set("Connection", "close").type("text/plain").send(importing ? "Request body is larger than 6 MB." : "Request body is larger than 100 KB.");
    return;
  }
  next();
};
