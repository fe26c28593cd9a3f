import { describe, expect, it } from "vitest";
import { Random, seed32 } from "./random";

describe("seeded random numbers", () => {
  it("repeats for a seed and differs between seeds", () => {
    const draw = (seed: number) => {
      const random = new Random(seed);
      return Array.from({ length: 5 }, () => random.next());
    };
    expect(draw(1)).toEqual(draw(1));
    expect(draw(1)).not.toEqual(draw(2));
    for (const value of draw(3)) expect(value >= 0 && value < 1).toBe(true);
    expect(seed32(-1)).toBe(4294967295);
    expect(seed32(Number.NaN)).toBe(0);
  });

  it("draws standard normals: mean near 0, variance near 1", () => {
    const out = new Float64Array(100_001);
    new Random(11).fillNormal(out);
    let sum = 0;
    let squares = 0;
    for (const z of out) {
      sum += z;
      squares += z * z;
    }
    const mean = sum / out.length;
    // Standard error of the mean over 100,001 draws is 0.0032; of the variance about 0.0045.
    expect(Math.abs(mean)).toBeLessThan(0.015);
    expect(Math.abs(squares / out.length - mean * mean - 1)).toBeLessThan(0.02);
  });
});
