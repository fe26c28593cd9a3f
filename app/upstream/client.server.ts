import type { Logger } from "pino";
import { readEnvelope, type Envelope } from "../../core/envelope";
import { MESSAGES } from "../../core/messages";
import { messageForStatus, UpstreamError } from "./errors";
import type { UpstreamTransport } from "./transport.server";

export type UpstreamCall = {
  method?: "GET" | "POST";
  /** Path under the upstream origin, e.g. "/api/news/list". */
  path: string;
  query?: Record<string, string | number | undefined>;
  /** A JSON body (spec §7: JSON content type). */
  json?: unknown;
  /** A form-encoded body (spec §7: login is form-encoded). */
  form?: Record<string, string>;
};

/** Who is asking: carried on every call as headers. */
export type CallerScope = {
  timeZone: string;
  requestId?: string;
  visitorId?: string;
  token?: string;
  /** The browser's address (limits are counted per client) and user agent (the sessions list). */
  clientIp?: string;
  userAgent?: string;
  /** Aborts the call when the browser goes away. */
  signal?: AbortSignal;
  /** Where a failed call is logged: once, here, where its details are known. */
  logger?: Pick<Logger, "error" | "warn">;
};

export type Upstream = {
  /** Resolves with the envelope of a 2xx, success answer; rejects with UpstreamError otherwise. */
  call<T>(call: UpstreamCall): Promise<Envelope<T> & { data: T }>;
};

export function createUpstream(transport: UpstreamTransport, scope: CallerScope): Upstream {
  return {
    call: async (call) => {
      try {
        return await callUpstream(transport, scope, call);
      } catch (error) {
        logFailure(scope, call, error);
        throw error;
      }
    },
  };
}

/**
 * Faults of the upstream are logged once, here, where the call is known: no answer or a broken
 * body as errors (only this side sees them); a 5xx as a warning, since the upstream logged its own
 * error. A 4xx is the upstream refusing the input, an expected outcome; a cancelled call is silent
 * (spec §8).
 */
function logFailure(scope: CallerScope, call: UpstreamCall, error: unknown) {
  if (!(error instanceof UpstreamError) || error.kind === "aborted") return;
  if (error.kind === "http" && error.status !== null && error.status < 500) return;
  const fields = { upstream: { method: methodOf(call), path: call.path, kind: error.kind, status: error.status, errorCode: error.errorCode } };
  if (error.kind === "http") scope.logger?.warn(fields, "upstream call failed");
  else scope.logger?.error(fields, "upstream call failed");
}

function methodOf(call: UpstreamCall): "GET" | "POST" {
  return call.method ?? (call.form || call.json !== undefined ? "POST" : "GET");
}

function buildRequest(transport: UpstreamTransport, scope: CallerScope, call: UpstreamCall, signal: AbortSignal) {
  const url = new URL(transport.baseUrl + call.path);
  for (const [key, value] of Object.entries(call.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const headers = new Headers({ Accept: "application/json", "Time-Zone": scope.timeZone });
  if (scope.requestId) headers.set("X-Request-Id", scope.requestId);
  if (scope.visitorId) headers.set("X-Visitor-Id", scope.visitorId);
  if (scope.token) headers.set("Authorization", `Bearer ${scope.token}`);
  if (scope.clientIp) headers.set("X-Client-Ip", scope.clientIp);
  if (scope.userAgent) headers.set("User-Agent", scope.userAgent.slice(0, 300));
  let body: string | undefined;
  if (call.form) {
    headers.set("Content-Type", "application/x-www-form-urlencoded");
    body = new URLSearchParams(call.form).toString();
  } else if (call.json !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(call.json);
  }
  return new Request(url, { method: methodOf(call), headers, body, signal });
}

/** Rejects as soon as the signal aborts, whatever the transport does (the in-process one ignores it). */
function untilAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    const fire = () => reject(signal.reason);
    if (signal.aborted) fire();
    else signal.addEventListener("abort", fire, { once: true });
  });
}

async function callUpstream<T>(
  transport: UpstreamTransport,
  scope: CallerScope,
  call: UpstreamCall,
): Promise<Envelope<T> & { data: T }> {
  const timeout = AbortSignal.timeout(transport.timeoutMs);
  const signal = scope.signal ? AbortSignal.any([scope.signal, timeout]) : timeout;

  let status: number;
  let text: string;
  try {
    const exchange = (async () => {
      const response = await transport.send(buildRequest(transport, scope, call, signal));
      return { status: response.status, text: await response.text() };
    })();
    exchange.catch(() => {}); // the race below may settle first; never leave this rejection unhandled
    ({ status, text } = await Promise.race([exchange, untilAborted(signal)]));
  } catch {
    if (timeout.aborted) throw new UpstreamError("timeout", MESSAGES.timeout);
    if (scope.signal?.aborted) throw new UpstreamError("aborted", "Request cancelled");
    throw new UpstreamError("network", MESSAGES.noResponse);
  }

  let envelope: Envelope | null = null;
  try {
    envelope = readEnvelope(JSON.parse(text));
  } catch {
    envelope = null;
  }

  const inRange = status >= 200 && status <= 299;
  if (inRange && envelope?.success) return envelope as Envelope<T> & { data: T };
  if (inRange && !envelope) throw new UpstreamError("malformed", MESSAGES.somethingWentWrong, status);
  throw new UpstreamError(
    "http",
    messageForStatus(status, envelope?.message),
    status,
    envelope?.errorCode,
    envelope?.message,
  );
}
