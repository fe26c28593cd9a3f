// The built assets compressed once, at build time (docs/decisions/050): beside each script and
// stylesheet of public/build, a brotli copy (`.br`) and a gzip copy (`.gz`) that the server sends
// as they are (server/precompressed-files.ts) instead of compressing the same file again for every
// browser that asks for it.
//   node scripts/compress-assets.mjs [folder]     public/build by default
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** What is worth compressing: text. Fonts (woff2) and images are compressed already. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|html)$/;

/** Under this size a file goes as it is: the compression middleware's own threshold (1 kB). */
export const MIN_BYTES = 1024;

/** The two copies' suffixes and how each is made: the smallest each format makes, since it is made once. */
export const ENCODINGS = [
  { suffix: ".br", compress: (bytes) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }) },
  { suffix: ".gz", compress: (bytes) => gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }) },
];

function filesUnder(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(file) : [file];
  });
}

/**
 * Writes the compressed copies of every compressible file under `folder` that has none newer than
 * itself; a copy no smaller than its file is not written. Returns the files written.
 */
export function compressAssets(folder) {
  const written = [];
  for (const file of filesUnder(folder)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const { size, mtimeMs } = statSync(file);
    if (size < MIN_BYTES) continue;
    let bytes = null;
    for (const { suffix, compress } of ENCODINGS) {
      const copy = file + suffix;
      if (statSync(copy, { throwIfNoEntry: false })?.mtimeMs >= mtimeMs) continue;
      bytes ??= readFileSync(file);
      const compressed = compress(bytes);
      if (compressed.length >= bytes.length) continue;
      writeFileSync(copy, compressed);
      written.push(copy);
    }
  }
  return written;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const folder = process.argv[2] ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "public", "build");
  const started = performance.now();
  const written = compressAssets(folder);
  process.stdout.write(`compress-assets: ${written.length} compressed copies written under ${path.relative(process.cwd(), folder) || "."} (${Math.round(performance.now() - started)} ms)\n`);
}
