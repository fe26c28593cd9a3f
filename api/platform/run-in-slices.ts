import { setImmediate as nextTurn } from "node:timers/promises";

/**
 * How long a computation may hold the event loop before other work gets a turn. A page of the
 * web app costs 15–50 ms of CPU in all; a few milliseconds of waiting is lost in that, while a
 * computation of 50 to about 200 ms run at once would delay every request that arrived meanwhile
 * by as much.
 */
export const SLICE_MS = 4;

/**
 * Runs a computation written as steps (a generator that yields between them) in slices of about
 * `sliceMs`: between two slices the event loop serves whatever else is waiting (other requests,
 * timers, I/O), then the computation goes on where it stopped. A short computation runs in one
 * slice, with no turn given up. What the steps throw is what the promise rejects with.
 */
export async function runInSlices<T>(steps: Generator<unknown, T, undefined>, sliceMs = SLICE_MS): Promise<T> {
  let sliceStart = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - sliceStart >= sliceMs) {
      await nextTurn();
      sliceStart = performance.now();
    }
  }
}
