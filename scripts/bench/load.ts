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
