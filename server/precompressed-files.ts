import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import express, { type RequestHandler } from "express";

/**
 * The build's scripts and stylesheets as compressed at build time (scripts/compress-assets.mjs,
 * docs/decisions/050): a request for one that the browser accepts in brotli or gzip is answered
 * with the file's `.br` or `.gz` copy as it is, so the server does not compress the same file again
 * for every browser (the compression middleware leaves a response that already has its encoding).
 * Any other request (no copy, or an encoding the browser does not take) goes on to the plain files.
 */

export type Encoding = "br" | "gzip";
const SUFFIX: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

/** Each file's compressed copies under `root`, by the file's URL path ("/_shared/chunk-X.js"), found once. */
export function compressedCopies(root: string): Map<string, Set<Encoding>> {
  const copies = new Map<string, Set<Encoding>>();
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        visit(file);
        continue;
      }
      const encoding = (Object.keys(SUFFIX) as Encoding[]).find((e) => entry.name.endsWith(SUFFIX[e]));
      if (!encoding) continue;
      const urlPath = `/${path.relative(root, file.slice(0, -SUFFIX[encoding].length)).split(path.sep).join("/")}`;
      copies.set(urlPath, (copies.get(urlPath) ?? new Set()).add(encoding));
    }
  };
  // No build yet (a server started before its first build): nothing to send compressed.
  if (existsSync(root)) visit(root);
  return copies;
}

/**
 * The encoding to send of those `available`, from an Accept-Encoding header: brotli before gzip
 * (smaller) unless the header ranks gzip higher, none that the header refuses (`;q=0`, or `*;q=0`
 * without naming it), and none without the header. Not Express's `req.acceptsEncodings`: between
 * encodings of equal rank it takes the header's order, gzip first for every major browser.
 */
export function chooseEncoding(acceptEncoding: string | undefined, available: ReadonlySet<Encoding>): Encoding | null {
  if (!acceptEncoding) return null;
  const quality = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...parameters] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const value = q === undefined ? 1 : Number(q.slice(2));
    quality.set(name, Number.isFinite(value) ? value : 0);
  }
  const of = (encoding: Encoding) => (available.has(encoding) ? (quality.get(encoding) ?? quality.get("*") ?? 0) : 0);
  const br = of("br");
  const gzip = of("gzip");
  if (br > 0 && br >= gzip) return "br";
  return gzip > 0 ? "gzip" : null;
}

export function precompressedFiles(root: string, options: { maxAge: string; immutable?: boolean }): RequestHandler {
  const copies = compressedCopies(root);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const available = copies.get(req.path);
    if (!available) return next();
    // The answer differs by the header whether or not this request gets a copy.
    res.vary("Accept-Encoding");
    const encoding = chooseEncoding(req.headers["accept-encoding"], available);
    if (!encoding) return next();
    // The type is the file's own, not its copy's, written as the plain file's is (send's own
    // lookup: res.type would say "utf-8" where the plain file says "UTF-8"); send keeps a type already set.
    const type = express.static.mime.lookup(req.path);
    const charset = express.static.mime.charsets.lookup(type, "");
    res.setHeader("Content-Type", charset ? `${type}; charset=${charset}` : type);
    res.setHeader("Content-Encoding", encoding);
    // req.path is a key of `copies`: a file found under root at start.
    res.sendFile(`${req.path}${SUFFIX[encoding]}`, { root, maxAge: options.maxAge, immutable: options.immutable ?? false }, (error) => {
      // A copy gone since (a build in place): the plain file answers. Once headers are out (the
      // browser went away), there is nothing left to answer.
      if (!error || res.headersSent) return;
      res.removeHeader("Content-Encoding");
      res.removeHeader("Content-Type");
      next();
    });
  };
}
