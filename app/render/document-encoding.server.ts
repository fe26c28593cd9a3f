import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export type DocumentEncoding = "br" | "gzip";

/** Below this a compressed body saves less than its headers cost; the compression middleware's own threshold. */
export const COMPRESS_FROM_BYTES = 1024;
/** The compression middleware's brotli quality: near gzip's cost for a smaller page. */
const BROTLI_QUALITY = 4;

/**
 * The encoding a browser's Accept-Encoding header prefers among ours, as the compression middleware
 * negotiates it: the highest q-value above zero, brotli before gzip when they are equal, `*` for
 * an encoding not named; null for none of them (the body goes as it is).
 */
export function preferredEncoding(acceptEncoding: string | null): DocumentEncoding | null {
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
      ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
      : gzipSync(body);
  // zlib's result never shares its memory; typed as such for a Response body.
  return new Uint8Array(encoded.buffer as ArrayBuffer, encoded.byteOffset, encoded.byteLength);
}
