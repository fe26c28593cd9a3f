import { roundDollarsToCents as cents } from "../money";
import { firstWithdrawal, nextWithdrawal, retirementTimeline, SHORTFALL_TOLERANCE, type RetirementInput } from "./project-retirement";
import { Random, seed32 } from "./random";

// Monte Carlo of the retirement model (issue "Planning and budgeting" §1): the projection of
// project-retirement.ts with a random return every month. Monthly log-returns are normal, so each
// month's growth is lognormal, with the mean and volatility chosen so that a year's growth has the
// expected annual return as its mean and the annual volatility as its standard deviation:
//   σ_ln² = ln(1 + σ² / (1 + μ)²),  yearly log-return ~ N(ln(1 + μ) − σ_ln² / 2, σ_ln²),
// a twelfth of each per month. Inflation is taken out as in the projection (today's dollars).
//
// Built for speed: one Float64Array of balances across all paths, stepped a month at a time, a
// seeded mulberry32 generator filling a month's normal draws at once (random.ts), percentiles by
// selection rather than a full sort, no object per path.

export const PERCENTILES = [10, 25, 50, 75, 90] as const;

export type SimulationOptions = { paths: number; seed: number };

export type PercentileBand = { age: number; p10Cents: number; p25Cents: number; p50Cents: number; p75Cents: number; p90Cents: number };

export type RetirementSimulation = {
  paths: number;
  seed: number;
  /** Share of paths whose savings pay every withdrawal up to the life expectancy, 0 to 1. */
  successProbability: number;
  /** Balances on each birthday from the current age to the life expectancy, across the paths. */
  bands: PercentileBand[];
};

/** Nearest-rank percentile: the smallest value with at least p % of the values at or below it. */
export function nearestRankIndex(count: number, percent: number): number {
  return Math.max(1, Math.ceil((percent / 100) * count)) - 1;
}

export function nearestRank(sorted: Float64Array, percent: number): number {
  return sorted[nearestRankIndex(sorted.length, percent)]!;
}

/**
 * Quickselect (Hoare partition, median-of-three pivot): puts the k-th smallest of values[lo..hi]
 * at index k, smaller-or-equal ones before it, and returns it. Linear time on average.
 */
export function selectInPlace(values: Float64Array, lo: number, hi: number, k: number): number {
  while (hi > lo) {
    const a = values[lo]!;
    const b = values[(lo + hi) >>> 1]!;
    const c = values[hi]!;
    const pivot = a < b ? (b < c ? b : a < c ? c : a) : a < c ? a : b < c ? c : b;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (values[i]! < pivot) i += 1;
      while (values[j]! > pivot) j -= 1;
      if (i <= j) {
        const swap = values[i]!;
        values[i] = values[j]!;
        values[j] = swap;
        i += 1;
        j -= 1;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return values[k]!;
  }
  return values[k]!;
}

/**
 * The monthly log-return's mean and standard deviation, in today's dollars (inflation taken out).
 * Written so that at zero volatility the mean is, to the bit, the projection's monthly log growth.
 */
export function lognormalMonthly(expectedReturnPercent: number, volatilityPercent: number, inflationPercent: number) {
  const mean = expectedReturnPercent / 100;
  const volatility = volatilityPercent / 100;
  const varianceLn = Math.log1p((volatility * volatility) / ((1 + mean) * (1 + mean)));
  return {
    driftMonthly: (Math.log1p(mean) - varianceLn / 2 - Math.log1p(inflationPercent / 100)) / 12,
    sigmaMonthly: Math.sqrt(varianceLn / 12),
  };
}

/** The simulation run through at once (tests, the bench, any caller that may hold the thread). */
export function simulateRetirement(input: RetirementInput, options: SimulationOptions): RetirementSimulation {
  const steps = simulateRetirementSteps(input, options);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * The simulation in steps: it pauses after each simulated year (about a millisecond of work at the
 * default 5,000 paths) and returns its result at the end. A server runs it in slices
 * (api/platform/run-in-slices.ts), so that one member's simulation, 50 to about 200 ms in all,
 * does not hold up every other request of the process; the figures are the same either way.
 */
export function* simulateRetirementSteps(input: RetirementInput, options: SimulationOptions): Generator<undefined, RetirementSimulation, undefined> {
  const paths = Math.max(1, Math.floor(options.paths));
  const seed = seed32(options.seed);
  const { accumulationMonths, totalMonths } = retirementTimeline(input);
  const { driftMonthly: drift, sigmaMonthly } = lognormalMonthly(input.expectedReturnPercent, input.volatilityPercent, input.inflationPercent);
  const contribution = input.monthlyContribution;

  const balance = new Float64Array(paths).fill(input.savings);
  const yearlyDraw = new Float64Array(paths);
  const monthlyDraw = new Float64Array(paths);
  const initialRate = new Float64Array(paths);
  const depleted = new Uint8Array(paths);
  const scratch = new Float64Array(paths);
  const ages = input.lifeExpectancy - input.currentAge + 1;
  const band = new Float64Array(ages * PERCENTILES.length);

  const record = (ageIndex: number) => {
    scratch.set(balance);
    const at = ageIndex * PERCENTILES.length;
    // Highest first: once rank k is in place, every lower rank lies to its left.
    let hi = paths - 1;
    for (let k = PERCENTILES.length - 1; k >= 0; k -= 1) {
      const index = nearestRankIndex(paths, PERCENTILES[k]!);
      band[at + k] = selectInPlace(scratch, 0, hi, index);
      hi = index;
    }
  };

  const random = new Random(seed);
  const z = new Float64Array(paths);
  for (let month = 0; month < totalMonths; month += 1) {
    if (month % 12 === 0) {
      if (month > 0) yield;
      record(month / 12);
    }
    const retired = month >= accumulationMonths;
    if (retired && (month - accumulationMonths) % 12 === 0) {
      for (let i = 0; i < paths; i += 1) {
        if (month === accumulationMonths) {
          yearlyDraw[i] = firstWithdrawal(input, balance[i]!);
          initialRate[i] = balance[i]! > 0 ? yearlyDraw[i]! / balance[i]! : 0;
        } else if (depleted[i] === 0) {
          yearlyDraw[i] = nextWithdrawal(input.rule, yearlyDraw[i]!, balance[i]!, initialRate[i]!);
        }
        monthlyDraw[i] = yearlyDraw[i]! / 12;
      }
    }
    const inflow = retired ? 0 : contribution;
    // Every path takes a draw every month, so changing an input leaves each path's returns as they were.
    random.fillNormal(z);
    for (let i = 0; i < paths; i += 1) {
      const next = balance[i]! * Math.exp(drift + sigmaMonthly * z[i]!) + inflow - (retired ? monthlyDraw[i]! : 0);
      if (next < 0) {
        if (next < -SHORTFALL_TOLERANCE) depleted[i] = 1;
        balance[i] = 0;
      } else {
        balance[i] = next;
      }
    }
  }
  record(ages - 1);

  let survived = 0;
  for (let i = 0; i < paths; i += 1) survived += depleted[i] === 0 ? 1 : 0;
  const bands: PercentileBand[] = [];
  for (let a = 0; a < ages; a += 1) {
    const at = (k: number) => cents(band[a * PERCENTILES.length + k]!);
    bands.push({ age: input.currentAge + a, p10Cents: at(0), p25Cents: at(1), p50Cents: at(2), p75Cents: at(3), p90Cents: at(4) });
  }
  return { paths, seed, successProbability: survived / paths, bands };
}
