import { EventEmitter } from "node:events";
import type { AddressInfo } from "node:net";
import http from "node:http";
import zlib from "node:zlib";
import compression from "compression";
import express, { type Request, type Response } from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import { batchedFlush, FLUSH_DELAY_MS } from "./batched-flush";

/** A response as the compressor leaves it: a flush of its own, and the end state. */
function fakeResponse() {
  const res = Object.assign(new EventEmitter(), { writableEnded: false, flush: vi.fn() });
  const flushed = res.flush;
  const next = vi.fn();
  batchedFlush({} as Request, res as unknown as Response, next);
  expect(next).toHaveBeenCalledOnce();
  return { res, flushed };
}

describe("batchedFlush", () => {
  afterEach(() => vi.useRealTimers());

  it("answers a burst of flushes with one, FLUSH_DELAY_MS after the first", () => {
    vi.useFakeTimers();
    const { res, flushed } = fakeResponse();
    res.flush();
    res.flush();
    res.flush();
    vi.advanceTimersByTime(FLUSH_DELAY_MS - 1);
    expect(flushed).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(flushed).toHaveBeenCalledOnce();
    // A later piece gets its own flush: nothing waits longer than the delay.
    res.flush();
    vi.advanceTimersByTime(FLUSH_DELAY_MS);
    expect(flushed).toHaveBeenCalledTimes(2);
  });

  it("leaves the flush to the end of the response when it comes first", () => {
    vi.useFakeTimers();
    const { res, flushed } = fakeResponse();
    res.flush();
    res.writableEnded = true;
    res.emit("close");
    vi.advanceTimersByTime(FLUSH_DELAY_MS * 10);
    expect(flushed).not.toHaveBeenCalled();
    res.flush();
    vi.advanceTimersByTime(FLUSH_DELAY_MS * 10);
    expect(flushed).not.toHaveBeenCalled();
  });

  it("passes a response without a compressor by", () => {
    const next = vi.fn();
    const res = new EventEmitter();
    batchedFlush({} as Request, res as unknown as Response, next);
    expect(next).toHaveBeenCalledOnce();
    expect((res as { flush?: unknown }).flush).toBeUndefined();
  });

  it("through the compressor: a page written in pieces arrives whole, and a piece written before a pause arrives before the pause ends", async () => {
    const app = express();
    app.use(compression({ threshold: 0 }));
    app.use(batchedFlush);
    app.get("/page", (_req, res) => {
      const flushed = res as Response & { flush: () => void };
      res.setHeader("Content-Type", "text/html");
      res.write("<p>shell</p>".repeat(200));
      flushed.flush();
      res.write("<script>data</script>");
      flushed.flush();
      // A boundary that resolves later: its piece must not wait for the end.
      setTimeout(() => res.end("<p>late</p>"), 1000);
    });
    const server = app.listen(0);
    try {
      const { port } = server.address() as AddressInfo;
      const { firstPieceMs, body } = await new Promise<{ firstPieceMs: number; body: string }>((resolve, reject) => {
        const started = Date.now();
        http.get({ port, path: "/page", headers: { "Accept-Encoding": "gzip" } }, (response) => {
          expect(response.headers["content-encoding"]).toBe("gzip");
          const gunzip = zlib.createGunzip();
          let text = "";
          let firstPieceMs = -1;
          gunzip.on("data", (chunk: Buffer) => {
            if (firstPieceMs < 0) firstPieceMs = Date.now() - started;
            text += chunk.toString();
          });
          gunzip.on("end", () => resolve({ firstPieceMs, body: text }));
          gunzip.on("error", reject);
          response.pipe(gunzip);
        }).on("error", reject);
      });
      expect(body).toBe(`${"<p>shell</p>".repeat(200)}<script>data</script><p>late</p>`);
      expect(firstPieceMs).toBeLessThan(700); // the late piece comes at 1 s
    } finally {
      server.close();
    }
  });
});
