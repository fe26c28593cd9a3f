import * as zlib from "node:zlib";
import { bodyStartMark } from "~/components/content/ContentBody";

/**
 * Decision 047: a page whose content bodies are long is gzipped around them. Each body is
 * compressed once, on its own, and kept; a request compresses only the rest of its page and
 * places the kept bodies between. Raw deflate streams ended by a sync flush are whole blocks that
 * end on a byte, and a stream started afresh refers to nothing before it, so the pieces laid end
 * to end are one deflate stream that decodes to the page; gzip's header and its trailer (CRC-32 and
 * length of the whole page) go round them.
 */

/** Below this many bytes of bodies in a page, compressing it whole costs as little (decision 047's figures). */
export const GZIP_AROUND_BODIES_FROM_BYTES = 8 * 1024;

/** Where a body lies in a rendered page: [start, end) in the page's string. */
export type BodySpan = { bodyId: string; html: string; start: number; end: number };

/**
 * The bodies of `bodies` (by id, as `ContentBody` drew them) found in the page, in the page's
 * order. A body is taken only where its element's mark is followed by the body itself, letter for
 * letter: what is spliced is then exactly what the page holds, whatever else the page contains.
 */
export function findBodySpans(page: string, bodies: ReadonlyMap<string, string>): BodySpan[] {
  const found: BodySpan[] = [];
  for (const [bodyId, html] of bodies) {
    const mark = bodyStartMark(bodyId);
    const at = page.indexOf(mark);
    if (at < 0 || html.length === 0) continue;
    const start = at + mark.length;
    // A slice compared whole: V8 compares two flat strings' memory at once, startsWith letter by letter.
    if (page.slice(start, start + html.length) === html) found.push({ bodyId, html, start, end: start + html.length });
  }
  found.sort((a, b) => a.start - b.start);
  const spans: BodySpan[] = [];
  for (const span of found) if (spans.length === 0 || span.start >= spans[spans.length - 1]!.end) spans.push(span);
  return spans;
}

/** Whether this Node can checksum a page in pieces (`zlib.crc32`, from Node 20.15); without it pages are gzipped whole. */
const canChecksumInPieces = typeof zlib.crc32 === "function";

/** Whether a page's bodies are long enough for `gzipAroundBodies`, and this Node can checksum in pieces. */
export function worthGzippingAroundBodies(spans: readonly BodySpan[], checksumsInPieces = canChecksumInPieces): boolean {
  if (!checksumsInPieces) return false;
  return spans.reduce((bytes, span) => bytes + span.html.length, 0) >= GZIP_AROUND_BODIES_FROM_BYTES;
}

type CompressedBody = { html: string; bytes: Buffer; deflated: Buffer };

// The bodies compressed so far, by id, the latest used last; a body whose text changed (content
// reseeded) is compressed again. Bounded: an article's body is a few kB, compressed a third of it.
const KEEP_BODIES = 64;
const compressedBodies = new Map<string, CompressedBody>();

/** Compressed once for many pages: zlib's best level costs nothing per request. */
const BODY_LEVEL = 9;

function compressedBody(bodyId: string, html: string): CompressedBody {
  const kept = compressedBodies.get(bodyId);
  compressedBodies.delete(bodyId);
  if (kept && kept.html === html) {
    compressedBodies.set(bodyId, kept);
    return kept;
  }
  const bytes = Buffer.from(html, "utf8");
  const body = { html, bytes, deflated: deflatedPiece(bytes, BODY_LEVEL) };
  compressions += 1;
  compressedBodies.set(bodyId, body);
  if (compressedBodies.size > KEEP_BODIES) compressedBodies.delete(compressedBodies.keys().next().value!);
  return body;
}

let compressions = 0;
/** How many times a body has been compressed in this process (for tests). */
export const bodiesCompressed = () => compressions;

/** A piece of the stream: a fresh deflater, ended by a sync flush so the next piece starts on a byte. */
function deflatedPiece(bytes: Buffer, level: number): Buffer {
  return zlib.deflateRawSync(bytes, { level, finishFlush: zlib.constants.Z_SYNC_FLUSH });
}

// RFC 1952: deflate, no flags, no time, no extra flags, operating system unknown.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 255]);
// The last block of the stream: empty, as zlib ends one.
const LAST_BLOCK = zlib.deflateRawSync(Buffer.alloc(0));

/**
 * The page gzipped, its bodies from the kept ones and the rest compressed at `level`. The spans
 * are `findBodySpans`'s: in order, not overlapping, each the body's own text.
 */
export function gzipAroundBodies(page: string, spans: readonly BodySpan[], level: number): Buffer {
  const pieces: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  const add = (bytes: Buffer, deflated: Buffer) => {
    crc = zlib.crc32(bytes, crc);
    length += bytes.length;
    pieces.push(deflated);
  };
  const addText = (text: string) => {
    if (text.length === 0) return;
    const bytes = Buffer.from(text, "utf8");
    add(bytes, deflatedPiece(bytes, level));
  };
  let from = 0;
  for (const span of spans) {
    addText(page.slice(from, span.start));
    const body = compressedBody(span.bodyId, span.html);
    add(body.bytes, body.deflated);
    from = span.end;
  }
  addText(page.slice(from));
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  // ISIZE: the page's length in bytes, modulo 2^32.
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  pieces.push(LAST_BLOCK, trailer);
  return Buffer.concat(pieces);
}
