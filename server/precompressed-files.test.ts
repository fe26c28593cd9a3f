import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listenLocally } from "../tests/support/listen";
import { compressAssets, MIN_BYTES } from "../scripts/compress-assets.mjs";
import { chooseEncoding, compressedCopies, precompressedFiles, type Encoding } from "./precompressed-files";
import { publicFiles } from "./public-files";

const both = new Set<Encoding>(["br", "gzip"]);

describe("the encoding chosen from Accept-Encoding", () => {
  it("is brotli when the browser takes both, as Chromium, Firefox and Safari ask", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd", both)).toBe("br");
    expect(chooseEncoding("gzip, deflate, br", both)).toBe("br");
  });

  it("is gzip when brotli is not taken, not offered, or ranked lower", () => {
    expect(chooseEncoding("gzip, deflate", both)).toBe("gzip");
    expect(chooseEncoding("gzip, deflate, br", new Set<Encoding>(["gzip"]))).toBe("gzip");
    expect(chooseEncoding("br;q=0.5, gzip", both)).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip", both)).toBe("gzip");
  });

  it("is none without the header, for identity only, or when every copy is refused", () => {
    expect(chooseEncoding(undefined, both)).toBeNull();
    expect(chooseEncoding("", both)).toBeNull();
    expect(chooseEncoding("identity", both)).toBeNull();
    expect(chooseEncoding("deflate", both)).toBeNull();
    expect(chooseEncoding("br;q=0, gzip;q=0", both)).toBeNull();
    expect(chooseEncoding("*;q=0", both)).toBeNull();
    expect(chooseEncoding("gzip, br", new Set<Encoding>())).toBeNull();
  });

  it("takes a wildcard for an encoding the header does not name, and reads names and q in any case", () => {
    expect(chooseEncoding("*", both)).toBe("br");
    expect(chooseEncoding("gzip, *;q=0", both)).toBe("gzip");
    expect(chooseEncoding("GZIP;Q=0.8, BR;Q=0.9", both)).toBe("br");
  });
});

// A build folder on disk, compressed by the build's own script, served as server.ts serves
// /build: the compression middleware first, then the copies, then the plain files.
let root: string;
let url: string;
let close: () => Promise<unknown>;
const script = `${"export const answer = 42; // a module worth compressing\n".repeat(200)}`;
const style = `${".figure { color: navy; }\n".repeat(200)}`;

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A raw GET: fetch would undo the encoding, which is what is under test. */
function get(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(`${url}${path}`, { method, headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on("data", (chunk: Buffer) => chunks.push(chunk));
      answer.on("end", () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks) }));
    });
    sent.on("error", reject);
    sent.end();
  });
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "precompressed-"));
  mkdirSync(join(root, "_shared"));
  writeFileSync(join(root, "_shared", "chunk-A.js"), script);
  writeFileSync(join(root, "styles-B.css"), style);
  writeFileSync(join(root, "tiny-C.js"), "export {};\n");
  writeFileSync(join(root, "font-D.woff2"), Buffer.alloc(4096, 7));
  compressAssets(root);
  const app = express();
  app.use(compression());
  app.use("/build", precompressedFiles(root, { immutable: true, maxAge: "1y" }));
  app.use("/build", publicFiles(root, { immutable: true, maxAge: "1y" }));
  app.use((_req, res) => res.status(404).send("not found"));
  ({ url, close } = await listenLocally(app));
});
afterAll(async () => {
  await close();
  rmSync(root, { recursive: true, force: true });
});

describe("the build's compressed copies", () => {
  it("are made for scripts and stylesheets, not for tiny files or fonts", () => {
    expect([...compressedCopies(root)].map(([file, encodings]) => [file, [...encodings].sort()]).sort()).toEqual([
      ["/_shared/chunk-A.js", ["br", "gzip"]],
      ["/styles-B.css", ["br", "gzip"]],
    ]);
    expect(Buffer.byteLength("export {};\n")).toBeLessThan(MIN_BYTES);
  });

  it("are made once: a second build leaves a copy newer than its file as it is, and remakes one older", () => {
    const copy = join(root, "styles-B.css.br");
    const before = statSync(copy).mtimeMs;
    expect(compressAssets(root)).toEqual([]);
    expect(statSync(copy).mtimeMs).toBe(before);
    // The file rewritten after its copy (a build in place): its copies are made again.
    const later = new Date(Date.now() + 5000);
    utimesSync(join(root, "styles-B.css"), later, later);
    expect(compressAssets(root).sort()).toEqual([`${join(root, "styles-B.css")}.br`, `${join(root, "styles-B.css")}.gz`]);
  });

  it("answer a browser that takes brotli with the brotli copy as it is, typed as the script", async () => {
    const answer = await get("/build/_shared/chunk-A.js", { "Accept-Encoding": "gzip, deflate, br, zstd" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-type"]).toBe("application/javascript; charset=UTF-8");
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(answer.headers.vary).toBe("Accept-Encoding");
    expect(answer.body.equals(readFileSync(join(root, "_shared", "chunk-A.js.br")))).toBe(true);
    expect(brotliDecompressSync(answer.body).toString()).toBe(script);
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
  });

  it("answer a browser that takes gzip only with the gzip copy", async () => {
    const answer = await get("/build/styles-B.css", { "Accept-Encoding": "gzip" });
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.headers["content-type"]).toBe("text/css; charset=UTF-8");
    expect(answer.body.equals(readFileSync(join(root, "styles-B.css.gz")))).toBe(true);
    expect(gunzipSync(answer.body).toString()).toBe(style);
  });

  it("leave a request without Accept-Encoding to the plain file", async () => {
    const answer = await get("/build/_shared/chunk-A.js");
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.body.toString()).toBe(script);
    expect(answer.headers.vary).toBe("Accept-Encoding");
  });

  it("answer a HEAD with the copy's headers and no body", async () => {
    const answer = await get("/build/_shared/chunk-A.js", { "Accept-Encoding": "br" }, "HEAD");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.body.length).toBe(0);
  });

  it("leave files without copies, and paths that are no file, to the handlers after them", async () => {
    const tiny = await get("/build/tiny-C.js", { "Accept-Encoding": "br" });
    expect(tiny.headers["content-encoding"]).toBeUndefined();
    expect(tiny.body.toString()).toBe("export {};\n");
    expect((await get("/build/missing.js", { "Accept-Encoding": "br" })).status).toBe(404);
  });

  it("fall back to the plain file when a copy has gone since the server started", async () => {
    const copy = join(root, "_shared", "chunk-A.js.gz");
    const kept = readFileSync(copy);
    rmSync(copy);
    try {
      const answer = await get("/build/_shared/chunk-A.js", { "Accept-Encoding": "gzip" });
      expect(answer.status).toBe(200);
      // The compression middleware's own gzip of the plain file, not a copy.
      expect(answer.headers["content-length"]).toBeUndefined();
      expect(gunzipSync(answer.body).toString()).toBe(script);
    } finally {
      writeFileSync(copy, kept);
    }
  });
});
