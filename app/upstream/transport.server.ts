// How the web app reaches the upstream API (docs/architecture.md §1): in-process or over HTTP.
import type { PublicAnswers } from "./public-answers.server";

export type UpstreamTransport = {
  kind: "in-process" | "http";
  /** Origin (and optional path prefix) that request paths such as /api/news/list are appended to. */
  baseUrl: string;
  timeoutMs: number;
  /** `memo`: what the calls of one page read may share (in-process only; see AppLoadContext.callerMemo). */
  send(request: Request, memo?: Map<string, Promise<unknown>>): Promise<Response>;
  /** Where the answers the API marks as the same for everyone are kept (docs/decisions/042); none when absent. */
  publicAnswers?: PublicAnswers;
};

export type TransportOptions = { publicAnswers?: PublicAnswers };

/** Embedded mode: the mounted API's fetch handler, called with no socket in between. */
export function inProcessTransport(
  handle: (request: Request, env: { callerMemo?: Map<string, Promise<unknown>> }) => Response | Promise<Response>,
  timeoutMs: number,
  { publicAnswers }: TransportOptions = {},
): UpstreamTransport {
  return { kind: "in-process", baseUrl: "http://upstream.internal", timeoutMs, send: async (r, memo) => handle(r, { callerMemo: memo }), publicAnswers };
}

/** UPSTREAM_API_URL: Node's fetch, which keeps connections alive between requests. */
export function httpTransport(baseUrl: string, timeoutMs: number, { publicAnswers }: TransportOptions = {}): UpstreamTransport {
  return { kind: "http", baseUrl: baseUrl.replace(/\/+$/, ""), timeoutMs, send: (r) => fetch(r), publicAnswers };
}
