import { endpointName, type ApiTarget } from "./api-targets";
import { formBody, jsonBody, strayBody, type Body } from "./bodies";
import type { FuzzInput } from "./fuzz-input";
import { asHeaderValue, malformedHeader, type Generated } from "./inputs";
import { pickWeighted, type Random } from "./random";
import { encodeQuery, fillPath, mutatedQuery, mutatedSegment, pathParameters } from "./urls";
import { LIMITED_CLIENT_IP, type FuzzWorld } from "./world";

// Turns an API target into one malformed request: its body, query, path, headers or method bent.

const CLIENT_IPS = Array.from({ length: 24 }, (_, i) => `203.0.113.${i + 1}`);
const ORIGIN = "http://api.fuzz.invalid";

type Caller = "anonymous" | "member" | "advisor" | "pending" | "bogus token";
type Dimension = "body" | "query" | "params" | "headers" | "method" | "path";

const CALLERS: Record<ApiTarget["caller"], Array<[Caller, number]>> = {
  anyone: [["anonymous", 0.75], ["member", 0.2], ["bogus token", 0.05]],
  member: [["member", 0.78], ["anonymous", 0.08], ["pending", 0.06], ["bogus token", 0.08]],
  pending: [["pending", 0.78], ["member", 0.08], ["anonymous", 0.08], ["bogus token", 0.06]],
  advisor: [["advisor", 0.72], ["member", 0.12], ["anonymous", 0.06], ["pending", 0.04], ["bogus token", 0.06]],
};

const AUTHORIZATION_BENDS: ReadonlyArray<[string, (token: string) => string]> = [
  ["lower-case scheme", (token) => `bearer ${token}`],
  ["no scheme", (token) => token],
  ["extra word", (token) => `Bearer ${token} extra`],
  ["Basic", () => "Basic ZnV6ejpmdXp6"],
  ["empty Bearer", () => "Bearer "],
  ["unknown token", () => `Bearer ${"A".repeat(43)}`],
  ["short token", () => "Bearer abc"],
  ["huge token", () => `Bearer ${"A".repeat(64_000)}`],
  ["token with dots", (token) => `Bearer ${token}.${token}`],
];

const BENT_HEADERS = ["Authorization", "Time-Zone", "X-Visitor-Id", "X-Client-Ip", "X-Request-Id", "User-Agent", "Accept", "Cookie", "Content-Type"] as const;
const UNKNOWN_ZONES = ["Mars/Olympus", "../../etc/passwd", "UTC+25", "Etc/GMT+99", "america/new_york"] as const;
const WRONG_METHODS = ["PUT", "DELETE", "PATCH", "OPTIONS", "HEAD", "GET", "POST", "PROPFIND"] as const;

const PATH_BENDS: ReadonlyArray<[string, (path: string) => string]> = [
  ["trailing slash", (path) => `${path}/`],
  ["double slash", (path) => path.replace("/api/", "/api//")],
  ["upper case", (path) => path.toUpperCase()],
  ["dot segment", (path) => path.replace("/api/", "/api/./")],
  ["encoded slash", (path) => path.replace(/\/([^/]*)$/, "%2F$1")],
  ["suffix", (path) => `${path}.json`],
  ["NUL suffix", (path) => `${path}%00`],
];

/** The caller's Authorization header, if any; `renewed` when a session had to be made first. */
async function authorizationOf(caller: Caller, world: FuzzWorld): Promise<{ value?: string; renewed: boolean }> {
  if (caller === "anonymous") return { renewed: false };
  if (caller === "bogus token") return { value: `Bearer ${"Z".repeat(43)}`, renewed: false };
  const { token, renewed } = await (caller === "member" ? world.tokens.member() : caller === "advisor" ? world.tokens.advisor() : world.tokens.pending());
  return { value: `Bearer ${token}`, renewed };
}

/** The target's path with valid parameter values, or bent ones. */
function pathOf(target: ApiTarget, bend: boolean, random: Random, notes: string[]): string {
  const parameters = pathParameters(target.path);
  const values: Record<string, string> = {};
  for (const { name } of parameters) {
    const valid = random.pick(target.params?.[name] ?? ["x"]);
    if (bend && (parameters.length === 1 || random.chance(0.6))) {
      const bent = mutatedSegment(valid, random);
      values[name] = bent.value;
      notes.push(`:${name} ${bent.note}`);
    } else {
      values[name] = encodeURIComponent(valid);
    }
  }
  return fillPath(target.path, values);
}

function bodyOf(target: ApiTarget, bend: boolean, random: Random): Body | undefined {
  if (target.json) return bend ? jsonBody(target.json, random) : { payload: JSON.stringify(target.json), contentType: "application/json", note: "" };
  if (target.form) return bend ? formBody(target.form, random) : { payload: new URLSearchParams(target.form).toString(), contentType: "application/x-www-form-urlencoded", note: "" };
  return bend ? strayBody(random) : undefined;
}

/** One header given a malformed value (or taken away, when the value is empty). */
function bendHeader(headers: Headers, random: Random): string {
  const name = random.pick(BENT_HEADERS);
  if (name === "Authorization") {
    const [note, bend] = random.pick(AUTHORIZATION_BENDS);
    const token = (headers.get("Authorization") ?? "").replace(/^Bearer /, "") || "x".repeat(43);
    headers.set(name, asHeaderValue(bend(token)));
    return `Authorization ${note}`;
  }
  const bent: Generated<string> = name === "Time-Zone" && random.chance(0.4) ? { value: random.pick(UNKNOWN_ZONES), note: "unknown zone" } : malformedHeader(random);
  if (bent.value) headers.set(name, bent.value);
  else headers.delete(name);
  return `${name} ${bent.note}`;
}

/** One request for `target`. `setupWrote` tells the runner the database changed before sending. */
export async function apiInput(target: ApiTarget, world: FuzzWorld, random: Random): Promise<{ input: FuzzInput; setupWrote: boolean }> {
  const notes: string[] = [];
  const caller = pickWeighted(CALLERS[target.caller], random);
  const authorization = await authorizationOf(caller, world);

  const dimensions: Array<[Dimension, number]> = [
    ["body", target.json || target.form ? 5 : target.method === "POST" ? 1 : 0],
    ["query", target.query ? 4 : 1],
    ["params", target.params ? 4 : 0],
    ["headers", 2],
    ["method", 0.4],
    ["path", 0.4],
  ];
  const chosen = new Set([pickWeighted(dimensions, random)]);
  if (random.chance(0.2)) chosen.add(pickWeighted(dimensions, random));

  let path = pathOf(target, chosen.has("params"), random, notes);
  if (chosen.has("path")) {
    const [note, bend] = random.pick(PATH_BENDS);
    path = bend(path);
    notes.push(`path ${note}`);
  }

  let query = encodeQuery(target.query ?? {});
  if (chosen.has("query")) {
    const bent = mutatedQuery(target.query ?? {}, random);
    query = bent.value;
    notes.push(bent.note);
  }

  let method: string = target.method;
  if (chosen.has("method")) {
    method = random.pick(WRONG_METHODS.filter((m) => m !== target.method));
    notes.push(`method ${method}`);
  }

  const headers = new Headers({ Accept: "application/json", "X-Client-Ip": random.pick(CLIENT_IPS), ...target.headers });
  if (random.chance(0.3)) headers.set("Time-Zone", random.pick(["America/New_York", "UTC", "Pacific/Kiritimati", "Etc/GMT+12"]));
  if (authorization.value) headers.set("Authorization", authorization.value);
  const body = method === "GET" || method === "HEAD" ? undefined : bodyOf(target, chosen.has("body"), random);
  if (body?.note) notes.push(body.note);
  if (body?.contentType) headers.set("Content-Type", body.contentType);
  if (chosen.has("headers")) notes.push(bendHeader(headers, random));

  // A few authentication posts go to the tight-limit API, where they meet 429.
  const limited = target.method === "POST" && /^\/api\/(user|mfa|email|common)\//.test(target.path) && random.chance(0.05);
  if (limited) {
    headers.set("X-Client-Ip", LIMITED_CLIENT_IP);
    notes.push("rate-limited client");
  }
  const api = limited ? world.limitedApi : world.api;

  const request = new Request(`${ORIGIN}${path}${query ? `?${query}` : ""}`, { method, headers, body: body?.payload });
  return {
    setupWrote: authorization.renewed,
    input: {
      endpoint: endpointName(target),
      caller: limited ? `${caller}, rate-limited` : caller,
      note: notes.join("; ") || "valid request",
      request,
      body: body?.payload,
      send: async (r) => api.fetch(r),
      refusal: async (response) => (response.status >= 400 && response.status < 500 ? `refused with ${response.status}` : null),
    },
  };
}
