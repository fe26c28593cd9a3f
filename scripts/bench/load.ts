import autocannon from "autocannon";

export type Scenario = {
  name: string;
  method: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** A new body for every request (e.g. a fresh idempotency key per deposit); wins over `body`. */
  makeBody?: () => string;
  /** The status every response must have; anything else counts as an error. */
  expectStatus: number;
};

export type LoadFigures = {
  connections: number;
  durationSeconds: number;
  requests: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p99: number };
  /** Socket errors and timeouts (autocannon counts both), and responses with an unexpected status. */
  errors: number;
};

// What a desktop browser sends: compressed bodies, and not a bot (bots get the page unstreamed).
export const BROWSER_HEADERS = {
  "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36",
  "Accept-Encoding": "gzip",
  Accept: "text/html,application/json;q=0.9,*/*;q=0.8",
};

/**
 * One autocannon run: one worker, no pipelining. With several scenarios each connection sends
 * them in turn (a mixed load); every response status is checked against its scenario.
 */
export async function runLoad(
  baseUrl: string,
  scenarios: Scenario[],
  { connections, durationSeconds }: { connections: number; durationSeconds: number },
): Promise<LoadFigures> {
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: durationSeconds,
    pipelining: 1,
    // A body made per request is a function, which cannot be handed to a worker thread: such a
    // row runs its connections in this process instead.
    workers: scenarios.some((s) => s.makeBody) ? undefined : 1,
    timeout: 10,
    requests: scenarios.map((s) => ({
      method: s.method,
      path: s.path,
      headers: { ...BROWSER_HEADERS, ...s.headers },
      ...(s.body === undefined ? {} : { body: s.body }),
      ...(s.makeBody ? { setupRequest: (request: autocannon.Request) => ({ ...request, body: s.makeBody!() }) } : {}),
    })),
  });
  const expected = new Set(scenarios.map((s) => String(s.expectStatus)));
  let unexpected = 0;
  for (const [status, stat] of Object.entries(result.statusCodeStats ?? {})) {
    if (!expected.has(status)) unexpected += Number(stat?.count ?? 0);
  }
  const seconds = Math.max(result.duration, 1e-3);
  return {
    connections,
    durationSeconds,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.total / seconds),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99 },
    errors: result.errors + unexpected,
  };
}

/**
 * The runs of each row rendered every time (the second server's): the budget of 1/10 of /healthz
 * is tight, and a host stall sank single rows of two bench runs by 30–40 % (the legal page 257
 * requests/s in one pass where its others gave 426–497; who we are 503 where its others gave 701–798).
 */
export const RENDER_SAMPLES = 3;

/**
 * One row as `samples` runs of equal length, one after the other: its figures are those of the
 * run with the median requests/s (requests and errors of all the runs). A stall of the host, which
 * sank one row of a bench run by 30–40 % while the rows beside it did not move, then moves one run
 * and not the row.
 */
export async function runLoadMedian(
  baseUrl: string,
  scenarios: Scenario[],
  { connections, durationSeconds }: { connections: number; durationSeconds: number },
  samples = 3,
): Promise<LoadFigures> {
  const runs: LoadFigures[] = [];
  for (let i = 0; i < samples; i++) runs.push(await runLoad(baseUrl, scenarios, { connections, durationSeconds: durationSeconds / samples }));
  return medianRun(runs, durationSeconds);
}

/** The run with the median requests/s (the lower middle one of an even count), with the requests and errors of all. */
export function medianRun(runs: LoadFigures[], durationSeconds: number): LoadFigures {
  if (runs.length === 0) throw new Error("no runs to take the median of");
  const sorted = [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  return {
    ...median,
    durationSeconds,
    requests: runs.reduce((total, run) => total + run.requests, 0),
    errors: runs.reduce((total, run) => total + run.errors, 0),
  };
}
