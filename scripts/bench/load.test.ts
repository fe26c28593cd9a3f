import { describe, expect, it } from "vitest";
import { medianRun, type LoadFigures } from "./load";

const run = (requestsPerSecond: number, p99: number, errors = 0): LoadFigures => ({
  connections: 20,
  durationSeconds: 2,
  requests: requestsPerSecond * 2,
  requestsPerSecond,
  latencyMs: { p50: 30, p99 },
  errors,
});

describe("a row measured as several runs", () => {
  it("reports the run with the median requests/s, so one stalled run does not move it", () => {
    const row = medianRun([run(497, 130), run(257, 236), run(466, 131)], 6);
    expect(row.requestsPerSecond).toBe(466);
    expect(row.latencyMs.p99).toBe(131);
    expect(row.durationSeconds).toBe(6);
  });

  it("counts the requests and the errors of every run", () => {
    const row = medianRun([run(500, 100, 1), run(400, 120), run(450, 110, 2)], 6);
    expect(row.requests).toBe(1000 + 800 + 900);
    expect(row.errors).toBe(3);
  });

  it("takes the lower middle run of an even count, and the one run of one", () => {
    expect(medianRun([run(600, 90), run(300, 200)], 4).requestsPerSecond).toBe(300);
    expect(medianRun([run(512, 99)], 2).requestsPerSecond).toBe(512);
    expect(() => medianRun([], 6)).toThrow();
  });
});
