import { createRequestHandler, type AppLoadContext, type EntryContext } from "@remix-run/node";
import pino from "pino";
import { gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it, vi } from "vitest";
import handleRequest from "../entry.server";
import { testBuild } from "../../tests/support/remix-test-app";
import { settleLoaderData } from "./whole-document.server";

// Pages of the test app (tests/support/remix-test-app.ts) through Remix's own request handler and
// the product's entry: sent whole when nothing is left to wait for, streamed otherwise.

const loadContext = { cspNonce: "test-nonce", logger: pino({ level: "silent" }) } as unknown as AppLoadContext;
const BROWSER = { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36" };
const handle = createRequestHandler(testBuild(handleRequest), "production");
const serve = (path: string, headers: Record<string, string> = {}) => handle(new Request(`http://app.test${path}`, { headers: { ...BROWSER, ...headers } }), loadContext);

/** The body as it arrives, piece by piece. */
async function piecesOf(response: Response): Promise<string[]> {
  const pieces: string[] = [];
  const decoder = new TextDecoder();
  for await (const piece of response.body! as unknown as AsyncIterable<Uint8Array>) pieces.push(decoder.decode(piece, { stream: true }));
  return pieces;
}

const encoder = new TextEncoder();

/** A stream of `pieces`, each after `gapMs` (none: all at once, closed in the same turn). */
function streamOf(pieces: string[], gapMs?: number): ReadableStream<Uint8Array> {
  return new ReadableStream({
    async start(controller) {
      for (const piece of pieces) {
        if (gapMs !== undefined) await new Promise((resolve) => setTimeout(resolve, gapMs));
        controller.enqueue(encoder.encode(piece));
      }
      controller.close();
    },
  });
}

describe("a page with nothing left to wait for", () => {
  afterEach(() => vi.restoreAllMocks());

  it("is sent whole, with its length, its doctype and its loader data for the browser's router", async () => {
    const response = await serve("/accounts/21");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    const pieces = await piecesOf(response);
    const html = pieces.join("");
    expect(pieces).toHaveLength(1);
    expect(response.headers.get("Content-Length")).toBe(String(Buffer.byteLength(html)));
    expect(html.startsWith("<!DOCTYPE html><html>")).toBe(true);
    expect(html).toContain("<p>account 21 42</p>");
    // The loader data, handed to the browser's router in one script, and the stream's end.
    expect(html).toMatch(/<script nonce="test-nonce">window\.__remixContext\.streamController\.enqueue\(".*\\"n\\",42.*"\);<\/script>/);
    expect(html).toContain('<script nonce="test-nonce">window.__remixContext.streamController.close();</script>');
    expect(html).not.toContain("<!--$!-->");
  });

  it("is compressed in the encoding the browser prefers, and decodes to the same page", async () => {
    const plain = await (await serve("/accounts/21")).text();
    const response = await serve("/accounts/21", { "Accept-Encoding": "gzip" });
    expect(response.headers.get("Content-Encoding")).toBe("gzip");
    expect(response.headers.get("Vary")).toContain("Accept-Encoding");
    const body = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get("Content-Length")).toBe(String(body.length));
    expect(gunzipSync(body).toString("utf8")).toBe(plain);
    expect((await serve("/accounts/21", { "Accept-Encoding": "gzip, deflate, br" })).headers.get("Content-Encoding")).toBe("br");
  });

  it("keeps its route's error boundary and status when a loader throws", async () => {
    // Remix reports the loader's error on the console.
    vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await serve("/accounts/broken");
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain("<p>account boundary</p>");
    expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
  });
});

describe("a member's page", () => {
  it("is sent whole as a visitor's is, since renders with a session start one per turn of the event loop (decision 040's amendment)", async () => {
    const response = await serve("/accounts/21", { Cookie: "tz=UTC; __session=abc" });
    expect(response.status).toBe(200);
    const pieces = await piecesOf(response);
    const html = pieces.join("");
    expect(pieces).toHaveLength(1);
    expect(response.headers.get("Content-Length")).toBe(String(Buffer.byteLength(html)));
    expect(html).toContain("<p>account 21 42</p>");
    expect(html).toContain("window.__remixContext.streamController.close();");
  });
});

describe("a page that waits for something", () => {
  it("whose part suspends is streamed: its fallback first, with its loader data", async () => {
    const response = await serve("/waiting");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Length")).toBeNull();
    const reader = response.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    await reader.cancel();
    expect(first.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(first).toContain("still waiting");
  });

  it("whose data arrives after the first turn is streamed: the page first, the data once it comes", async () => {
    const response = await serve("/later");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Length")).toBeNull();
    const pieces = await piecesOf(response);
    const html = pieces.join("");
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces[0]).toContain("the page before its data");
    expect(pieces[0]).not.toContain("the data that came later");
    expect(html).toContain("the data that came later");
    expect(html).toContain("window.__remixContext.streamController.close();");
  });
});

describe("settling a page's loader data", () => {
  const contextWith = (stream: ReadableStream<Uint8Array>) => ({ serverHandoffStream: stream, renderMeta: {} }) as unknown as EntryContext;

  it("reads a stream that ends in this turn whole, into Remix's cache of its pieces", async () => {
    const context = contextWith(streamOf(['[{"a":', '"€"}]\n', "P1:[2]\n"]));
    expect(await settleLoaderData(context)).toBe(true);
    const cached = context.renderMeta!.streamCache![0]!;
    expect(cached.result).toEqual({ done: true, value: '[{"a":"€"}]\nP1:[2]\n' });
    // The render takes a reader of it: it is no longer locked.
    expect(context.serverHandoffStream!.locked).toBe(false);
  });

  it("leaves a stream still under way whole for the stream render, the pieces read so far first", async () => {
    const context = contextWith(streamOf(["first\n", "second\n", "third\n"], 5));
    expect(await settleLoaderData(context)).toBe(false);
    expect(context.renderMeta!.streamCache).toBeUndefined();
    const replayed = await new Response(context.serverHandoffStream!).text();
    expect(replayed).toBe("first\nsecond\nthird\n");
  });

  it("has nothing to do for a page without a data stream", async () => {
    const context = { renderMeta: {} } as unknown as EntryContext;
    expect(await settleLoaderData(context)).toBe(true);
    expect(context.renderMeta!.streamCache).toBeUndefined();
  });
});
