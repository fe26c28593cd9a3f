import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";
import { MAX_IMPORT_BODY_BYTES } from "../core/contracts/budgeting";

const TURNSTILE_ORIGIN = "https://challenges.cloudflare.com";

/** A fresh nonce per request; Remix puts it on every script it renders (entry.server, root). */
export const cspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  next();
};

/** Security headers with an enforced CSP: scripts only from us or carrying this request's nonce. */
export const securityHeaders: RequestHandler = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as unknown as { locals: { cspNonce: string } }).locals.cspNonce}'`, TURNSTILE_ORIGIN],
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
    },
  },
  // HSTS is set below only for requests that really arrived over https.
  strictTransportSecurity: false,
  // "no-referrer" makes browsers send `Origin: null` on form posts, which Remix's same-origin
  // check for actions rejects: no-JavaScript forms need the origin kept for our own site.
  referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  crossOriginEmbedderPolicy: false,
});

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
