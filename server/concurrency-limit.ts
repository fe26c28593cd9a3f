import type { NextFunction, Request, Response } from "express";

/**
 * At most `max` requests are worked on at once; the others wait their turn, first come first
 * served, before anything is done for them (MAX_CONCURRENT_REQUESTS, docs/decisions/025).
 *
 * One process does one thing at a time anyway: letting a hundred requests in at once does not
 * answer them sooner, it interleaves them, so each one's objects live for seconds instead of
 * milliseconds, outlive the young generation and fill the old one. Under 100 connections the
 * heap grew to three times its live data that way. A waiting request holds its socket and little
 * else; one that goes away while waiting is simply dropped from the line.
 */
export function limitConcurrency(max: number, { exempt }: { exempt: (req: Request) => boolean }) {
  let working = 0;
  const waiting: Array<() => void> = [];

  const release = () => {
    working -= 1;
    const next = waiting.shift();
    if (next) next();
  };

  return function concurrencyLimit(req: Request, res: Response, next: NextFunction) {
    if (max <= 0 || exempt(req)) return next();
    const start = () => {
      working += 1;
      // "close" comes once the answer is sent or the connection is gone, whichever happens first.
      res.once("close", release);
      next();
    };
    if (working < max) return start();
    const turn = () => {
      res.off("close", leave);
      start();
    };
    const leave = () => {
      const at = waiting.indexOf(turn);
      if (at >= 0) waiting.splice(at, 1);
    };
    res.once("close", leave);
    waiting.push(turn);
  };
}
