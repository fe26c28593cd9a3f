// How the web app reaches the upstream API (docs/architecture.md §1): in-process or over HTTP.

export type UpstreamTransport = {
  kind: "in-process" | "http";
  /** Origin (and optional path prefix) that request paths such as /api/news/list are appended to. */
  baseUrl: string;
  timeoutMs: number;
  /** `memo`: what the calls of one page read may share (in-process only; see AppLoadContext.callerMemo). */
  send(request: Request, memo?: Map<string, Promise<unknown>>): Promise<Response>;
};

/** Embedded mode: the mounted API's fetch handler, called with no socket in between. */
export function inProcessTransport(
  handle: (request: Request, env: { callerMemo?: Map<string, Promise<unknown>> }) => Response | Promise<Response>,
  timeoutMs: number,
): UpstreamTransport {
  return { kind: "in-process", baseUrl: "http://upstream.internal", timeoutMs, send: async (r, memo) => handle(r, { callerMemo: memo }) };
}

/** UPSTREAM_API_URL: Node's fetch, which keeps connections alive between requests. */
export function httpTransport(baseUrl: string, timeoutMs: number): UpstreamTransport {
  return { kind: "http", baseUrl: baseUrl.replace(/\/+$/, ""), timeoutMs, send: (r) => fetch(r) };
}
