// The retirement Monte Carlo's speed (issue "Planning and budgeting" §1): 10,000 paths × 50 years
// of monthly steps must take under 250 ms on one core. Run alone with
//   npx tsx scripts/bench/monte-carlo-throughput.ts
// It prints the median of a few timed runs after a warm-up, and exits 1 over the budget.
import { performance } from "node:perf_hooks";
import type { RetirementInput } from "../../core/planning/project-retirement";
import { simulateRetirement } from "../../core/planning/simulate-retirement";

export const MONTE_CARLO_BUDGET_MS = 250;

const PLAN: RetirementInput = {
  currentAge: 40,
  retirementAge: 65,
  lifeExpectancy: 90, // 50 years: 600 monthly steps
  savings: 150_000,
  monthlyContribution: 1_500,
  expectedReturnPercent: 6,
  volatilityPercent: 12,
  inflationPercent: 2.5,
  withdrawal: { kind: "amount", annual: 70_000 },
  socialSecurity: 24_000,
  rule: "guardrails",
};

export function monteCarloBudget(figures: MonteCarloFigures) {
  return {
    budget: `retirement Monte Carlo, ${figures.paths.toLocaleString("en-US")} paths × ${figures.years} years`,
    limit: `< ${figures.budgetMs} ms`,
    measured: `${figures.medianMs} ms`,
    pass: figures.withinBudget,
  };
}

export type MonteCarloFigures = { paths: number; years: number; runs: number; medianMs: number; fastestMs: number; budgetMs: number; withinBudget: boolean };

export function measureMonteCarlo(runs = 7, paths = 10_000): MonteCarloFigures {
  simulateRetirement(PLAN, { paths, seed: 1 }); // warm-up: let the JIT compile the hot loop
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    simulateRetirement(PLAN, { paths, seed: run + 2 });
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const medianMs = Math.round(times[Math.floor(times.length / 2)]! * 10) / 10;
  return {
    paths,
    years: PLAN.lifeExpectancy - PLAN.currentAge,
    runs,
    medianMs,
    fastestMs: Math.round(times[0]! * 10) / 10,
    budgetMs: MONTE_CARLO_BUDGET_MS,
    withinBudget: medianMs < MONTE_CARLO_BUDGET_MS,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = measureMonteCarlo();
  console.log(
    `Monte Carlo: ${figures.paths.toLocaleString("en-US")} paths × ${figures.years} years (monthly steps): median ${figures.medianMs} ms, fastest ${figures.fastestMs} ms over ${figures.runs} runs (budget ${figures.budgetMs} ms)`,
  );
  if (!figures.withinBudget) process.exit(1);
}
