import { cacheOffSetting, KB, type Budget, type RouteFigures, type SoakFigures } from "./budgets";
import type { RouteBundle } from "./bundles";
import { RENDER_SAMPLES } from "./load";
import { machineLine, type Machine } from "./machine";
import type { CorePlan } from "./cpu-pinning";
import type { MonteCarloFigures } from "./monte-carlo-throughput";
import type { SchedulerFigures } from "./order-scheduler";

export type BenchResults = {
  machine: Machine;
  database: string;
  cores: CorePlan;
  connections: number;
  durationSeconds: number;
  routes: RouteFigures[];
  soak: SoakFigures;
  bundles: RouteBundle[];
  peakRssMb: number;
  /** The retirement Monte Carlo, timed in the bench process (absent from runs before it existed). */
  monteCarlo?: MonteCarloFigures;
  budgets: Budget[];
  /** In-process federal tax estimates (scripts/bench/tax-throughput.ts); absent in older results. */
  taxEstimates?: { estimatesPerSecond: number; withValidationPerSecond: number; target: number };
  assistant?: { answers: number; firstDeltaP50Ms: number; firstDeltaP95Ms: number; answersPerSecond: number; targetMs: number };
  /** A bank CSV imported through the API (scripts/bench/budgeting-import.ts); absent in older results. */
  budgetingImport?: { rows: number; kilobytes: number; previewMs: number; confirmMs: number; imported: number; budgetMs: number };
  /** The order scheduler filling due orders (scripts/bench/order-scheduler.ts); absent in older results. */
  orderScheduler?: SchedulerFigures;
};

const kb = (bytes: number) => (bytes / KB).toFixed(1);

function table(head: string[], rows: Array<Array<string | number>>): string {
  const line = (cells: Array<string | number>) => `| ${cells.join(" | ")} |`;
  return [line(head), line(head.map(() => "---")), ...rows.map(line)].join("\n");
}

/** The figures as Markdown: the README block and the console print the same text. */
export function renderResults(r: BenchResults): string {
  const placement = r.cores ? `server on core ${r.cores.server}, load generator on core ${r.cores.load}` : "server and load generator sharing the cores";
  return [
    `Measured on ${machineLine(r.machine)}; ${placement}. autocannon, 1 worker, no pipelining, ` +
      `${r.connections} connections for ${r.durationSeconds} s per row, production build, fresh ${r.database} database, request logging at \`warn\`. ` +
      `The rows \`…=0\` are a second server's, measured after the first has stopped, each the median of ${RENDER_SAMPLES} runs of ${r.durationSeconds / RENDER_SAMPLES} s.`,
    "",
    table(
      ["request", "requests/s", "p50 ms", "p99 ms", "errors", "× baseline"],
      r.routes.map((x) => [`${x.method} ${x.path}${x.pageCache ? "" : ` (${cacheOffSetting(x)}=0)`}`, x.requestsPerSecond, x.latencyMs.p50, x.latencyMs.p99, x.errors, x.ratioToBaseline.toFixed(3)]),
    ),
    "",
    `Mixed load at ${r.soak.connections} connections for ${r.soak.durationSeconds} s (${r.soak.mix.join(", ")}): ` +
      `${r.soak.requestsPerSecond} requests/s, p50 ${r.soak.latencyMs.p50} ms, p99 ${r.soak.latencyMs.p99} ms, ${r.soak.errors} errors, ` +
      `server memory up to ${r.soak.peakRssMb} MB. Server peak memory over the whole run: ${r.peakRssMb} MB.`,
    ...(r.monteCarlo
      ? [
          "",
          `Retirement Monte Carlo, in process on one core: ${r.monteCarlo.paths.toLocaleString("en-US")} paths × ${r.monteCarlo.years} years of monthly steps, ` +
            `median ${r.monteCarlo.medianMs} ms (fastest ${r.monteCarlo.fastestMs} ms) over ${r.monteCarlo.runs} runs.`,
        ]
      : []),
    "",
    "First load of each public page (gzip, kB = 1,000 bytes):",
    "",
    table(
      ["page", "JS kB", "CSS kB"],
      r.bundles.map((b) => [b.url, kb(b.jsGzip), kb(b.cssGzip)]),
    ),
    ...(r.taxEstimates
      ? [
          "",
          `Federal tax estimates in-process on one core: ${r.taxEstimates.estimatesPerSecond} estimates/s ` +
            `(target over ${r.taxEstimates.target}: ${r.taxEstimates.estimatesPerSecond > r.taxEstimates.target ? "met" : "**NOT met**"}); ` +
            `${r.taxEstimates.withValidationPerSecond}/s with request validation and the response shape.`,
        ]
      : []),
    ...(r.assistant
      ? [
          "",
          `Enne's embedded answers in-process (${r.assistant.answers} questions): first words after ${r.assistant.firstDeltaP50Ms} ms p50, ` +
            `${r.assistant.firstDeltaP95Ms} ms p95 (target under ${r.assistant.targetMs} ms: ${r.assistant.firstDeltaP95Ms < r.assistant.targetMs ? "met" : "**NOT met**"}); ` +
            `${r.assistant.answersPerSecond} answers/s.`,
        ]
      : []),
    ...(r.budgetingImport
      ? [
          "",
          `A ${r.budgetingImport.rows.toLocaleString("en-US")}-row bank CSV (${r.budgetingImport.kilobytes} KB) through the API: preview ${r.budgetingImport.previewMs} ms, ` +
            `import ${r.budgetingImport.confirmMs} ms (target under ${r.budgetingImport.budgetMs} ms: ${r.budgetingImport.confirmMs < r.budgetingImport.budgetMs && r.budgetingImport.imported === r.budgetingImport.rows ? "met" : "**NOT met**"}).`,
        ]
      : []),
    ...(r.orderScheduler
      ? [
          "",
          `The order scheduler, in process: ${r.orderScheduler.orders.toLocaleString("en-US")} orders due at once filled on ${r.orderScheduler.engine === "postgresql" ? "PostgreSQL" : "PGlite"} ` +
            `by ${r.orderScheduler.runners} runner(s) in ${r.orderScheduler.seconds.toFixed(2)} s (${Math.round(r.orderScheduler.ordersPerSecond)} orders/s).`,
        ]
      : []),
    "",
    table(
      ["budget", "limit", "measured", ""],
      r.budgets.map((b) => [b.budget, b.limit, b.measured, b.pass ? "pass" : "**FAIL**"]),
    ),
  ].join("\n");
}
