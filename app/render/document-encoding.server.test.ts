import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { DOCUMENT_BROTLI_QUALITY, DOCUMENT_GZIP_LEVEL, encodeDocument, preferredEncoding } from "./document-encoding.server";

describe("the encoding a page is sent in", () => {
  it("is brotli for a browser that takes it, as the compression middleware chooses", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("*")).toBe("br");
  });

  it("is gzip when brotli is refused, not named, or wanted less", () => {
    expect(preferredEncoding("gzip")).toBe("gzip");
    expect(preferredEncoding("GZIP, deflate")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip")).toBe("gzip");
    expect(preferredEncoding("gzip;q=0.9, br;q=0.5")).toBe("gzip");
    expect(preferredEncoding("*;q=0.2, gzip")).toBe("gzip");
  });

  it("is none for a client that asks for neither, or refuses both", () => {
    expect(preferredEncoding(null)).toBeNull();
    expect(preferredEncoding("")).toBeNull();
    expect(preferredEncoding("identity")).toBeNull();
    expect(preferredEncoding("deflate")).toBeNull();
    expect(preferredEncoding("gzip;q=0, br;q=0")).toBeNull();
    expect(preferredEncoding("*;q=0")).toBeNull();
    expect(preferredEncoding("gzip;q=zero")).toBeNull();
  });

  it("gives a body that decodes to the page, letter for letter", () => {
    const html = `<!DOCTYPE html><html><body>${"<p>Taxes – 10 000 € · 税</p>".repeat(200)}</body></html>`;
    const gzipped = encodeDocument(html, "gzip");
    const brotli = encodeDocument(html, "br");
    expect(gunzipSync(gzipped).toString("utf8")).toBe(html);
    expect(brotliDecompressSync(brotli).toString("utf8")).toBe(html);
    expect(gzipped.byteLength).toBeLessThan(Buffer.byteLength(html) / 10);
    expect(brotli.byteLength).toBeLessThan(Buffer.byteLength(html) / 10);
  });

  it("compresses at the quicker levels chosen for pages made per request, not zlib's defaults", () => {
    const html = `<!DOCTYPE html><html><body>${Array.from({ length: 400 }, (_, i) => `<li class="row-${i % 7}">Fund ${i}: ${(i * 7919) % 1000} shares</li>`).join("")}</body></html>`;
    const body = Buffer.from(html);
    expect([DOCUMENT_GZIP_LEVEL, DOCUMENT_BROTLI_QUALITY]).toEqual([3, 3]);
    expect(Buffer.from(encodeDocument(html, "gzip")).equals(gzipSync(body, { level: 3 }))).toBe(true);
    expect(Buffer.from(encodeDocument(html, "gzip")).equals(gzipSync(body))).toBe(false);
    const brotliAt = (quality: number) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
    expect(Buffer.from(encodeDocument(html, "br")).equals(brotliAt(3))).toBe(true);
    expect(Buffer.from(encodeDocument(html, "br")).equals(brotliAt(4))).toBe(false);
  });
});
