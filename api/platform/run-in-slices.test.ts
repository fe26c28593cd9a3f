import { describe, expect, it } from "vitest";
import { runInSlices } from "./run-in-slices";

/** Holds the thread for `ms`, as a step of real computation does. */
function busy(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

function* steps(count: number, stepMs: number, trace: string[]): Generator<undefined, number, undefined> {
  for (let i = 0; i < count; i += 1) {
    busy(stepMs);
    trace.push(`step ${i}`);
    yield;
  }
  return count;
}

describe("runInSlices", () => {
  it("gives the event loop turns between slices, and returns the steps' result", async () => {
    const trace: string[] = [];
    // Due as soon as the loop is free: run at once, the 20 steps of 2 ms would come first.
    setImmediate(() => trace.push("other work"));
    const result = await runInSlices(steps(20, 2, trace), 4);
    expect(result).toBe(20);
    const other = trace.indexOf("other work");
    // After the first slice (two or three steps of 2 ms), long before the last step.
    expect(other).toBeGreaterThan(0);
    expect(other).toBeLessThan(5);
  });

  it("runs a short computation in one slice, with no turn given up", async () => {
    const trace: string[] = [];
    setImmediate(() => trace.push("other work"));
    const result = await runInSlices(steps(5, 0, trace), 50);
    expect(result).toBe(5);
    // The computation finished before the loop's next turn (the promise itself resolves in a microtask).
    expect(trace).toEqual(["step 0", "step 1", "step 2", "step 3", "step 4"]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(trace.at(-1)).toBe("other work");
  });

  it("rejects with what a step throws", async () => {
    function* failing(): Generator<undefined, number, undefined> {
      yield;
      throw new RangeError("too large");
    }
    await expect(runInSlices(failing(), 0)).rejects.toThrow(RangeError);
  });
});
