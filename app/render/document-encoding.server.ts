import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { findBodySpans, gzipAroundBodies, worthGzippingAroundBodies } from "./gzip-around-bodies.server";

export type DocumentEncoding = "br" | "gzip";

/** Below this a compressed body saves less than its headers cost; the compression middleware's own threshold. */
export const COMPRESS_FROM_BYTES = 1024;
/**
 * A page made for one request is compressed once and sent once, so its compression is CPU spent on
 * every request: gzip level 3 and brotli quality 3 cost about 190 µs for a page of 21 kB on the
 * bench's Xeon where gzip's default level 6 costs 280 µs and the middleware's brotli quality 4 330 µs,
 * for pages 4–7 % larger (6.1 kB against 5.8 kB; decision 040, amended). Pages kept by the page caches
 * are compressed once for many visitors, at gzip's default level.
 */
export const DOCUMENT_GZIP_LEVEL = 3;
export const DOCUMENT_BROTLI_QUALITY = 3;

/**
 * The encoding a browser's Accept-Encoding header prefers among ours, as the compression middleware
 * negotiates it: the highest q-value above zero, brotli before gzip when they are equal, `*` for
 * an encoding not named; null for none of them (the body goes as it is). `gzipWhenAccepted`: gzip
 * whenever it is accepted at all, for a page gzipped around its bodies (decision 047).
 */
export function preferredEncoding(acceptEncoding: string | null, { gzipWhenAccepted = false } = {}): DocumentEncoding | null {
  if (!acceptEncoding) return null;
  const quality = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [token = "", ...parameters] = part.split(";").map((piece) => piece.trim().toLowerCase());
    if (!token) continue;
    const q = parameters.find((parameter) => parameter.startsWith("q="));
    const value = q === undefined ? 1 : Number(q.slice(2));
    quality.set(token, Number.isFinite(value) ? value : 0);
  }
  const qualityOf = (encoding: DocumentEncoding) => quality.get(encoding) ?? quality.get("*") ?? 0;
  const br = qualityOf("br");
  const gzip = qualityOf("gzip");
  if (br <= 0 && gzip <= 0) return null;
  // Any encoding the client accepts is the server's to choose (RFC 9110 §12.5.3).
  if (gzipWhenAccepted && gzip > 0) return "gzip";
  return br >= gzip ? "br" : "gzip";
}

/**
 * A whole page compressed in one call on this thread. The compression middleware compresses a
 * stream on zlib's thread pool, and each write there is a wake-up of another thread and back,
 * which on a server's one core costs more than compressing a page of 20 kB (docs/decisions/040).
 */
export function encodeDocument(html: string, encoding: DocumentEncoding): Uint8Array<ArrayBuffer> {
  const body = Buffer.from(html, "utf8");
  const encoded =
    encoding === "br"
      ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: DOCUMENT_BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
      : gzipSync(body, { level: DOCUMENT_GZIP_LEVEL });
  return asBody(encoded);
}

// A Buffer of its own as a Response body's type (zlib's results and Buffer.from's never share memory with another's).
const asBody = (bytes: Buffer) => new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength);

/**
 * A page made for one request as it is sent: its encoding (null: as it is) and its bytes. A page
 * with long content bodies (those `ContentBody` drew from `bodies`) is gzipped around them, the
 * bodies compressed once (decision 047), in gzip even where brotli is preferred: brotli would
 * compress the whole page again on every request.
 */
export function encodePage(
  html: string,
  acceptEncoding: string | null,
  bodies: ReadonlyMap<string, string> | undefined,
): { encoding: DocumentEncoding | null; body: Uint8Array<ArrayBuffer> } {
  if (html.length < COMPRESS_FROM_BYTES) return { encoding: null, body: utf8(html) };
  const spans = bodies && bodies.size > 0 ? findBodySpans(html, bodies) : [];
  const aroundBodies = worthGzippingAroundBodies(spans);
  const encoding = preferredEncoding(acceptEncoding, { gzipWhenAccepted: aroundBodies });
  if (encoding === null) return { encoding, body: utf8(html) };
  if (encoding === "gzip" && aroundBodies) return { encoding, body: asBody(gzipAroundBodies(html, spans, DOCUMENT_GZIP_LEVEL)) };
  return { encoding, body: encodeDocument(html, encoding) };
}

const utf8 = (html: string) => asBody(Buffer.from(html, "utf8"));
