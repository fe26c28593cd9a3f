import type { NextFunction, Request, Response } from "express";
import type { DatabaseHandle } from "../api/db/connection";

/**
 * Runs at most one of the functions given to it in each turn of the event loop, first come first
 * served: the first of a turn at once, the others one per later turn (`setImmediate` from the
 * check phase runs in the next turn).
 *
 * libuv accepts one new connection per turn of the event loop, and reads every connection already
 * accepted in the same turn. A render that needs no I/O of its own (a page over the embedded
 * database) runs from its parse to its end inside the turn that read it, so a turn that reads
 * twenty requests lasts twenty renders, and a connection still to be accepted waits that long for
 * each: under load the twentieth new connection got its first answer after seconds while the
 * others were answered in turn (decision 040's amendment). Started one per turn, each render's
 * turn also accepts a connection.
 *
 * A request started in a later turn costs about 60-80 µs more of CPU (an anonymous page rendered
 * every time went 2.0-2.2 -> 2.1-2.3 ms), so only the work that costs many milliseconds is paced
 * (members' pages and API calls, see server.ts). A visitor's page costs about 2 ms to render and a
 * fraction of one from a cache: a turn reading twenty of them lasts some 40 ms, which keeps the
 * connections to be accepted waiting a few hundred ms at most.
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
  return function inItsTurn(run: () => void) {
    if (turnTaken) {
      queue.push(run);
      return;
    }
    turnTaken = true;
    setImmediate(nextTurn);
    run();
  };
}

export type Pace = ReturnType<typeof onePerTurn>;

/**
 * The pace of a server's members' pages and API calls: one per turn over the embedded database,
 * none (null: nothing waits, nothing is wrapped) over a database server or a remote API, where
 * each render and API call waits for its answers and the event loop turns and accepts connections
 * meanwhile. Paced there, the API calls lost 10-25 % of their requests/s in the bench on
 * PostgreSQL, since a turn answering many queries' results still started one request.
 *
 * Its wiring in server.ts is held by tests/e2e/pacing.spec.ts.
 */
export function paceFor(database: DatabaseHandle["kind"] | undefined): Pace | null {
  return database === "pglite" ? onePerTurn() : null;
}

/**
 * Middleware: for the requests `paced` picks, the rest of their handling starts in its turn; a
 * client gone by then is dropped. The others go on at once.
 */
export function startInItsTurn(pace: Pace, paced: (req: Request) => boolean) {
  return function pacedStart(req: Request, res: Response, next: NextFunction) {
    if (!paced(req)) return next();
    pace(() => {
      if (!res.closed) next();
    });
  };
}

/** A handler whose every call starts in its turn. */
export function pacedHandler<Args extends unknown[], Result>(pace: Pace, handle: (...args: Args) => Promise<Result>) {
  return (...args: Args) =>
    new Promise<Result>((resolve, reject) => {
      pace(() => void handle(...args).then(resolve, reject));
    });
}
