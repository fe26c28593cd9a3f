import { describe, expect, it } from "vitest";
import { medianRun, type LighthouseResult } from "./lighthouse-page";

/** A run as far as medianRun reads it: its performance score (0–1) and a name to tell it apart. */
const run = (name: string, score: number) => ({ name, categories: { performance: { score } } }) as unknown as LighthouseResult & { name: string };
const nameOf = (lhr: LighthouseResult) => (lhr as LighthouseResult & { name: string }).name;

describe("the run a page's figures are taken from", () => {
  it("is the one with the median performance score, whatever order the runs came in", () => {
    expect(nameOf(medianRun([run("slow first", 0.94), run("second", 0.99), run("third", 0.97)]))).toBe("third");
    expect(nameOf(medianRun([run("a", 0.99), run("b", 0.93), run("c", 0.96)]))).toBe("c");
  });

  it("is the lower middle one of an even count, and the only one of one", () => {
    expect(nameOf(medianRun([run("a", 0.9), run("b", 1), run("c", 0.95), run("d", 0.97)]))).toBe("c");
    expect(nameOf(medianRun([run("only", 0.5)]))).toBe("only");
  });
});
