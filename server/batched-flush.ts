import type { NextFunction, Request, Response } from "express";

/** The longest a piece of a streamed page waits in the compressor for the pieces after it. */
export const FLUSH_DELAY_MS = 5;

/**
 * Remix writes a streamed page piece by piece and flushes the compressor after each one: the
 * shell, the loader data, the end, three pieces for most pages, written within a millisecond or
 * two of each other. Each flush is a trip to zlib's thread pool and back, which on one core costs
 * more than compressing the piece; answering the first flush of a burst a few milliseconds later,
 * once, sends the same bytes with one trip (or none: the end of the response flushes everything).
 * A piece still reaches the browser at most FLUSH_DELAY_MS after it was written, so a page that
 * streams over a longer time (a Suspense boundary resolved later) still shows progressively.
 */
export function batchedFlush(_req: Request, res: Response, next: NextFunction) {
  const compressed = res as Response & { flush?: () => void };
  const flush = compressed.flush;
  if (typeof flush !== "function") return next();
  let pending: ReturnType<typeof setTimeout> | undefined;
  compressed.flush = () => {
    if (pending !== undefined || res.writableEnded) return;
    pending = setTimeout(() => {
      pending = undefined;
      if (!res.writableEnded) flush.call(res);
    }, FLUSH_DELAY_MS);
  };
  // "close" comes once the answer is sent or the connection is gone: nothing is left to flush.
  res.once("close", () => clearTimeout(pending));
  next();
}
