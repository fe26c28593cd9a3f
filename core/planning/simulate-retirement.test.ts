import { describe, expect, it } from "vitest";
import { projectRetirement, type RetirementInput } from "./project-retirement";
import fc from "fast-check";
import { nearestRank, selectInPlace, simulateRetirement, simulateRetirementSteps } from "./simulate-retirement";

const plan: RetirementInput = {
  currentAge: 40,
  retirementAge: 65,
  lifeExpectancy: 90,
  savings: 100_000,
  monthlyContribution: 1_000,
  expectedReturnPercent: 6,
  volatilityPercent: 12,
  inflationPercent: 2.5,
  withdrawal: { kind: "amount", annual: 60_000 },
  socialSecurity: 20_000,
  rule: "constant",
};

describe("retirement Monte Carlo", () => {
  it("gives the same answer for the same seed, and another for another seed", () => {
    const a = simulateRetirement(plan, { paths: 1_000, seed: 42 });
    const b = simulateRetirement(plan, { paths: 1_000, seed: 42 });
    const c = simulateRetirement(plan, { paths: 1_000, seed: 43 });
    expect(b).toEqual(a);
    expect(c.bands).not.toEqual(a.bands);
    expect(a.bands).toHaveLength(51); // ages 40 to 90
    expect(a.bands[0]).toEqual({ age: 40, p10Cents: 100_000_00, p25Cents: 100_000_00, p50Cents: 100_000_00, p75Cents: 100_000_00, p90Cents: 100_000_00 });
  });

  it("in steps, pauses once after each simulated year and ends with the same answer", () => {
    const steps = simulateRetirementSteps(plan, { paths: 500, seed: 5 });
    let pauses = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) pauses += 1;
    // 50 years from 40 to 90: a pause between each two years' steps, 49 in all.
    expect(pauses).toBe(49);
    expect(step.value).toEqual(simulateRetirement(plan, { paths: 500, seed: 5 }));
  });

  it("with zero volatility, every path is the deterministic projection", () => {
    for (const rule of ["constant", "percentage", "guardrails"] as const) {
      const input = { ...plan, volatilityPercent: 0, rule };
      const projection = projectRetirement(input);
      const simulation = simulateRetirement(input, { paths: 1_000, seed: 7 });
      const deterministic = [projection.years[0]!.startBalanceCents, ...projection.years.map((y) => y.endBalanceCents)];
      expect(simulation.bands.map((b) => b.p10Cents)).toEqual(deterministic);
      expect(simulation.bands.map((b) => b.p90Cents)).toEqual(deterministic);
      expect(simulation.successProbability).toBe(projection.runsOutAtAge === null ? 1 : 0);
    }
  });

  it("succeeds more often the more is saved each month", () => {
    let previous = -1;
    for (const monthlyContribution of [0, 500, 1_000, 2_000, 4_000]) {
      const { successProbability } = simulateRetirement({ ...plan, monthlyContribution }, { paths: 2_000, seed: 9 });
      expect(successProbability).toBeGreaterThanOrEqual(previous);
      previous = successProbability;
    }
    expect(previous).toBeGreaterThan(0.9);
  });

  it("orders the percentiles and keeps balances at or above 0", () => {
    const { bands, successProbability } = simulateRetirement({ ...plan, withdrawal: { kind: "amount", annual: 90_000 } }, { paths: 2_000, seed: 1 });
    for (const b of bands) {
      expect(b.p10Cents).toBeGreaterThanOrEqual(0);
      expect(b.p10Cents).toBeLessThanOrEqual(b.p25Cents);
      expect(b.p25Cents).toBeLessThanOrEqual(b.p50Cents);
      expect(b.p50Cents).toBeLessThanOrEqual(b.p75Cents);
      expect(b.p75Cents).toBeLessThanOrEqual(b.p90Cents);
    }
    expect(successProbability).toBeGreaterThan(0);
    expect(successProbability).toBeLessThan(1);
  });

  it("has the expected annual return as the mean yearly growth", () => {
    // One year, no flows, 8 % ± 20 %: the mean of 10,000 outcomes of $100 is near $108.
    const input: RetirementInput = { ...plan, currentAge: 60, retirementAge: 70, lifeExpectancy: 61, savings: 100, monthlyContribution: 0, expectedReturnPercent: 8, volatilityPercent: 20, inflationPercent: 0 };
    const { bands } = simulateRetirement(input, { paths: 10_000, seed: 3 });
    // The median of a lognormal is below its mean: exp(ln 1.08 − σ_ln²/2), σ_ln² = ln(1 + 0.2²/1.08²)
    // = 0.03370 → 1.08 × exp(−0.01685) = 1.0620 → about $106.20.
    expect(bands[1]!.p50Cents / 100).toBeGreaterThan(105);
    expect(bands[1]!.p50Cents / 100).toBeLessThan(107.5);
  });

  it("nearest-rank percentiles", () => {
    const sorted = Float64Array.from([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect([10, 25, 50, 75, 90].map((p) => nearestRank(sorted, p))).toEqual([1, 3, 5, 8, 9]);
  });
});

describe("selection", () => {
  it("finds the k-th smallest like a full sort, duplicates included", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -5, max: 5 }), { minLength: 1, maxLength: 60 }), fc.nat(), (values, pick) => {
        const k = pick % values.length;
        const sorted = Float64Array.from(values).sort();
        const scratch = Float64Array.from(values);
        expect(selectInPlace(scratch, 0, scratch.length - 1, k)).toBe(sorted[k]);
        for (let i = 0; i < k; i += 1) expect(scratch[i]!).toBeLessThanOrEqual(scratch[k]!);
      }),
    );
  });
});
