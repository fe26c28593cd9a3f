import type { NextFunction, Request, Response } from "express";

/**
 * Runs at most one of the functions given to it in each turn of the event loop, first come first
 * served: the first of a turn at once, the others one per later turn (`setImmediate` from the
 * check phase runs in the next turn).
 *
 * libuv accepts one new connection per turn of the event loop, and reads every connection already
 * accepted in the same turn. An answer that needs no I/O of its own (a page sent whole over the
 * embedded database, a page from a cache) runs from its parse to its end inside the turn that read
 * it, so a turn that reads twenty requests lasts twenty answers, and the connections still to be
 * accepted wait that long each: under load the twentieth new connection got its first answer
 * after seconds while the others were answered in turn (README, "Budgets met narrowly or not at
 * all"). Started one per turn, each request's turn also accepts a connection.
 */
export function onePerTurn() {
  const queue: Array<() => void> = [];
  let turnTaken = false;
  const nextTurn = () => {
    const run = queue.shift();
    if (run === undefined) {
      turnTaken = false;
      return;
    }
    setImmediate(nextTurn);
    run();
  };
  return (run: () => void) => {
    if (turnTaken) {
      queue.push(run);
      return;
    }
    turnTaken = true;
    setImmediate(nextTurn);
    run();
  };
}

/**
 * At most `max` requests are worked on at once; the others wait their turn, first come first
 * served, before anything is done for them (MAX_CONCURRENT_REQUESTS, docs/decisions/025). Those
 * let in start one per turn of the event loop (`onePerTurn`).
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
  const startInItsTurn = onePerTurn();

  const release = () => {
    working -= 1;
    const next = waiting.shift();
    if (next) next();
  };

  return function concurrencyLimit(req: Request, res: Response, next: NextFunction) {
    if (max <= 0 || exempt(req)) return next();
    let closed = false;
    const start = () => {
      working += 1;
      // "close" comes once the answer is sent or the connection is gone, whichever happens first.
      res.once("close", () => {
        closed = true;
        release();
      });
      // A client that left before its turn came has had its place given back already.
      startInItsTurn(() => {
        if (!closed) next();
      });
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
