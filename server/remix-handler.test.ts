import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import type { AppLoadContext } from "@remix-run/node";
import compression from "compression";
import express from "express";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import handleRequest from "../app/entry.server";
import { testBuild } from "../tests/support/remix-test-app";
import { remixHandler } from "./remix-handler";

// The test app (tests/support/remix-test-app.ts) with the product's entry, behind the compression
// middleware as in server.ts, over a real socket.

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
let url = "";
let close: () => Promise<unknown> = async () => undefined;

beforeAll(async () => {
  const app = express();
  app.use(compression());
  app.all(
    "*",
    remixHandler({
      build: testBuild(handleRequest),
      mode: "production",
      getLoadContext: () => ({ cspNonce: "test-nonce", logger: pino({ level: "silent" }) }) as unknown as AppLoadContext,
    }),
  );
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(resolve));
  };
});
afterAll(() => close());

/** The raw answer: status, headers and the bytes as sent (Node's fetch would decompress them). */
async function raw(path: string, acceptEncoding: string) {
  const { request } = await import("node:http");
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    request(`${url}${path}`, { headers: { "User-Agent": BROWSER, "Accept-Encoding": acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}

describe("the server's Remix handler", () => {
  it("writes a page sent whole as it is, compressed once by the page, not again by the middleware", async () => {
    const plain = await raw("/accounts/21", "identity");
    expect(plain.status).toBe(200);
    expect(plain.headers["content-length"]).toBe(String(plain.body.length));
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const html = plain.body.toString("utf8");
    expect(html).toContain("<p>account 21 42</p>");
    const zipped = await raw("/accounts/21", "gzip");
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.headers["content-length"]).toBe(String(zipped.body.length));
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/);
    expect(gunzipSync(zipped.body).toString("utf8")).toBe(html);
  });

  it("keeps the status of an error page sent whole", async () => {
    // Remix reports the loader's error on the console.
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = await raw("/accounts/broken", "gzip");
    expect(broken.status).toBe(500);
    expect(gunzipSync(broken.body).toString("utf8")).toContain("account boundary");
    quiet.mockRestore();
  });

  it("streams a page that waits, through the compression middleware", async () => {
    const later = await raw("/later", "gzip");
    expect(later.status).toBe(200);
    expect(later.headers["content-length"]).toBeUndefined();
    expect(later.headers["content-encoding"]).toBe("gzip");
    const html = gunzipSync(later.body).toString("utf8");
    expect(html).toContain("the page before its data");
    expect(html).toContain("the data that came later");
  });
});
