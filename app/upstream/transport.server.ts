// How the web app reaches the upstream API (docs/architecture.md §1): in-process or over HTTP.

export type UpstreamTransport = {
  kind: "in-process" | "http";
  /** Origin (and optional path prefix) that request paths such as /api/news/list are appended to. */
  baseUrl: string;
  timeoutMs: number;
  send(request: Request): Promise<Response>;
};

/** Embedded mode: the mounted API's fetch handler, called with no socket in between. */
export function inProcessTransport(
  handle: (request: Request) => Response | Promise<Response>,
  timeoutMs: number,
): UpstreamTransport {
  return { kind: "in-process", baseUrl: "http://upstream.internal", timeoutMs, send: async (r) => handle(r) };
}

/** UPSTREAM_API_URL: Node's fetch, which keeps connections alive between requests. */
export function httpTransport(baseUrl: string, timeoutMs: number): UpstreamTransport {
  return { kind: "http", baseUrl: baseUrl.replace(/\/+$/, ""), timeoutMs, send: (r) => fetch(r) };
}
