import type { Logger } from "pino";
import { endpointPath, type Endpoint, type EndpointInput, type ParsedResponse } from "#core/contracts/endpoint";
import { readEnvelope, type Envelope } from "#core/envelope";
import { MESSAGES } from "#core/messages";
import { messageForStatus, UpstreamError } from "./errors";
import { publicAnswerKey, type KeptAnswer } from "./public-answers.server";
import type { UpstreamTransport } from "./transport.server";

export type UpstreamCall = {
  method?: "GET" | "POST" | "DELETE";
  /** Path under the upstream origin, e.g. "/api/news/list". */
  path: string;
  query?: Record<string, string | number | undefined>;
  /** A JSON body (requirements §7: JSON content type). */
  json?: unknown;
  /** A form-encoded body (requirements §7: login is form-encoded). */
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
  /** What the calls of one page read share (AppLoadContext.callerMemo). */
  memo?: Map<string, Promise<unknown>>;
  /** Where a failed call is logged: once, here, where its details are known. */
  logger?: Pick<Logger, "error" | "warn">;
  /** Told of every failed call before it is re-thrown (requirements §8: the client's notice, then the caller's). */
  onFailure?: (error: unknown) => void;
};

export type Upstream = {
  /** Resolves with the envelope of a 2xx, success answer; rejects with UpstreamError otherwise. */
  call<T>(call: UpstreamCall): Promise<Envelope<T> & { data: T }>;
  /**
   * Calls `contract` (core/contracts/): its method and path, the input's body, form, query and path
   * parameters. The answer's data is parsed with the contract's response schema; an answer that does
   * not match is a "malformed" UpstreamError, like a body that is not an envelope.
   */
  callContract<E extends Endpoint>(contract: E, input?: EndpointInput<E>): Promise<Envelope<ParsedResponse<E>> & { data: ParsedResponse<E> }>;
};

/** The call of `contract` with `input`: the path's parameters filled in, the body as the contract sends it. */
export function contractCall(contract: Endpoint, input: { body?: unknown; form?: Record<string, string>; query?: UpstreamCall["query"]; params?: Record<string, string | number> } = {}): UpstreamCall {
  return {
    method: contract.method,
    path: endpointPath(contract, input.params),
    query: input.query,
    json: contract.body ? (input.body ?? {}) : undefined,
    form: contract.form ? input.form : undefined,
  };
}

export function createUpstream(transport: UpstreamTransport, scope: CallerScope): Upstream {
  const guarded = async <R>(call: UpstreamCall, run: () => Promise<R>): Promise<R> => {
    try {
      return await run();
    } catch (error) {
      logFailure(scope, call, error);
      scope.onFailure?.(error);
      throw error;
    }
  };
  return {
    call: <T>(call: UpstreamCall) => guarded(call, async () => (await callUpstream<T>(transport, scope, call)).envelope),
    callContract: (contract, input) => {
      const call = contractCall(contract, input as Parameters<typeof contractCall>[1]);
      return guarded(call, async () => {
        const { envelope, status, kept } = await callUpstream(transport, scope, call);
        const parse = () => {
          const data = contract.response.safeParse(envelope.data);
          if (!data.success) throw new UpstreamError("malformed", MESSAGES.somethingWentWrong, status);
          return data.data;
        };
        return { ...envelope, data: kept === null ? parse() : transport.publicAnswers!.readOnce(kept, contract, parse) };
      });
    },
  };
}

/**
 * Faults of the upstream are logged once, here, where the call is known: no answer or a broken
 * body as errors (only this side sees them); a 5xx as a warning, since the upstream logged its own
 * error. A 4xx is the upstream refusing the input, an expected outcome; a cancelled call is silent
 * (requirements §8).
 */
function logFailure(scope: CallerScope, call: UpstreamCall, error: unknown) {
  if (!(error instanceof UpstreamError) || error.kind === "aborted") return;
  if (error.kind === "http" && error.status !== null && error.status < 500) return;
  const fields = { upstream: { method: methodOf(call), path: call.path, kind: error.kind, status: error.status, errorCode: error.errorCode } };
  if (error.kind === "http") scope.logger?.warn(fields, "upstream call failed");
  else scope.logger?.error(fields, "upstream call failed");
}

function methodOf(call: UpstreamCall): "GET" | "POST" | "DELETE" {
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

/**
 * A call's signal: aborted at its deadline, or when the page's own request is (the browser went
 * away). `settled` rejects as soon as it aborts, whatever the transport does (the in-process one
 * ignores it). `release` clears the deadline and the listeners once the call is over: a page makes
 * five to fifteen calls, and a deadline left running (AbortSignal.timeout cannot be cleared) kept
 * each call's signals and closures for the whole timeout, a minute by default, then fired for
 * nothing.
 */
function callSignal(timeoutMs: number, page: AbortSignal | undefined) {
  const controller = new AbortController();
  const signal = controller.signal;
  // Listening before anything can abort it: a page already gone aborts it on the spot below.
  const settled = new Promise<never>((_, reject) => signal.addEventListener("abort", () => reject(signal.reason), { once: true }));
  settled.catch(() => {}); // raced below, and left unsettled once the call is over
  let timedOut = false;
  const deadline = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException("The upstream did not answer in time", "TimeoutError"));
  }, timeoutMs);
  deadline.unref();
  const onPageAbort = () => controller.abort(page!.reason);
  if (page?.aborted) onPageAbort();
  else page?.addEventListener("abort", onPageAbort, { once: true });
  return {
    signal,
    settled,
    timedOut: () => timedOut,
    // The call's own signal goes with the call; the page's outlives it and must not keep its listener.
    release() {
      clearTimeout(deadline);
      page?.removeEventListener("abort", onPageAbort);
    },
  };
}

async function callUpstream<T>(
  transport: UpstreamTransport,
  scope: CallerScope,
  call: UpstreamCall,
): Promise<{ envelope: Envelope<T> & { data: T }; status: number; kept: KeptAnswer | null }> {
  // An answer the API gives everyone alike is read from memory while it keeps (decision 042): no
  // request, no pass through the API, and its text read once for all the callers it serves.
  const keptAs = transport.publicAnswers && methodOf(call) === "GET" ? publicAnswerKey(call.path, call.query, scope.timeZone) : null;
  const kept = keptAs === null ? null : transport.publicAnswers!.find(keptAs);
  if (kept !== null) return { ...transport.publicAnswers!.readOnce(kept, readAnswer, () => readAnswer<T>(kept.status, kept.text)), kept };
  const { status, text } = await exchange(transport, scope, call, keptAs);
  return { ...readAnswer<T>(status, text), kept: null };
}

/** Sends `call` and reads its answer's text within the deadline; keeps it under `keptAs` if the API allows. */
async function exchange(transport: UpstreamTransport, scope: CallerScope, call: UpstreamCall, keptAs: string | null): Promise<KeptAnswer> {
  const deadline = callSignal(transport.timeoutMs, scope.signal);
  const { signal } = deadline;

  let status = 0;
  let text = "";
  // A read that fails before any answer is sent once more, within the same deadline: a kept-alive
  // connection the upstream closed just as we reused it fails that way, and the read is harmless
  // to repeat. Writes are never repeated, since the upstream may have acted on the first.
  const attempts = methodOf(call) === "GET" ? 2 : 1;
  try {
    for (let attempt = 1; ; attempt++) {
      let answered = false;
      try {
        const answer = (async () => {
          const response = await transport.send(buildRequest(transport, scope, call, signal), scope.memo);
          answered = true;
          const read = { status: response.status, text: await response.text() };
          if (keptAs !== null) {
            transport.publicAnswers!.keep(keptAs, read, { cacheControl: response.headers.get("Cache-Control"), vary: response.headers.get("Vary") });
          }
          return read;
        })();
        answer.catch(() => {}); // the race below may settle first; never leave this rejection unhandled
        ({ status, text } = await Promise.race([answer, deadline.settled]));
        break;
      } catch {
        if (deadline.timedOut()) throw new UpstreamError("timeout", MESSAGES.timeout);
        if (scope.signal?.aborted) throw new UpstreamError("aborted", "Request cancelled");
        if (answered || attempt >= attempts) throw new UpstreamError("network", MESSAGES.noResponse);
      }
    }
  } finally {
    deadline.release();
  }
  return { status, text };
}

/** The envelope of a 2xx success answer; an UpstreamError for anything else. */
function readAnswer<T>(status: number, text: string): { envelope: Envelope<T> & { data: T }; status: number } {
  let envelope: Envelope | null = null;
  try {
    envelope = readEnvelope(JSON.parse(text));
  } catch {
    envelope = null;
  }

  const inRange = status >= 200 && status <= 299;
  if (inRange && envelope?.success) return { envelope: envelope as Envelope<T> & { data: T }, status };
  if (inRange && !envelope) throw new UpstreamError("malformed", MESSAGES.somethingWentWrong, status);
  throw new UpstreamError(
    "http",
    messageForStatus(status, envelope?.message),
    status,
    envelope?.errorCode,
    envelope?.message,
  );
}
