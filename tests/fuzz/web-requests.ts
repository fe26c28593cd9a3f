import type { AppLoadContext, ServerBuild } from "@remix-run/node";
import type { SessionData } from "../../app/session/session.server";
import { formBody, jsonBody, type Body } from "./bodies";
import type { FuzzInput } from "./fuzz-input";
import { asHeaderValue, malformedHeader, malformedString, preview } from "./inputs";
import { pickWeighted, type Random } from "./random";
import { withQuietConsole } from "./send";
import { encodeQuery, fillPath, mutatedQuery, mutatedSegment, pathParameters } from "./urls";
import { flashedFeedback, sessionCookie } from "./web-session";
import { routePattern, type WebState, type WebTarget } from "./web-targets";
import type { FuzzWorld } from "./world";

// Turns a web target into one malformed request for the Remix handler: its form or JSON body,
// query, path parameters, session cookie, headers or method bent.

const ORIGIN = "http://web.fuzz.invalid";
const CLIENT_IPS = Array.from({ length: 24 }, (_, i) => `192.0.2.${i + 10}`);

export type WebApp = {
  build: ServerBuild;
  handle(request: Request, context: AppLoadContext): Promise<Response>;
  /** A fresh load context (the member lookup is cached per context, as per request in server.ts). */
  context(clientIp: string): AppLoadContext;
};

type Caller = WebState | "tampered cookie" | "garbage cookie";
type Dimension = "body" | "query" | "params" | "cookie" | "headers" | "method" | "path" | "single fetch";

export const webEndpointName = (build: ServerBuild, target: WebTarget) => {
  const detail = target.label ?? (target.intents ? `intent=${target.intents.join("|")}` : target.form?.intent ? `intent=${target.form.intent}` : "");
  return `${target.method} ${routePattern(build, target.routeId)}${detail ? ` (${detail})` : ""}`;
};

function pickCaller(target: WebTarget, random: Random): Caller {
  if (random.chance(0.08)) return random.pick(["tampered cookie", "garbage cookie"] as const);
  if (target.caller === "member") return random.chance(0.9) ? "member" : "anonymous";
  if (target.caller === "advisor") return random.chance(0.8) ? "advisor" : random.pick(["member", "anonymous"] as const);
  return random.pick(target.states ?? ["anonymous"]);
}

async function sessionData(state: WebState, world: FuzzWorld): Promise<{ data: Partial<SessionData>; setupWrote: boolean }> {
  const { newcomer, member } = world;
  const codeSentAt = Date.now() - 120_000;
  switch (state) {
    case "anonymous":
      return { data: {}, setupWrote: false };
    case "member": {
      const { token, renewed } = await world.tokens.member();
      return { data: { token }, setupWrote: renewed };
    }
    case "advisor": {
      const { token, renewed } = await world.tokens.advisor();
      return { data: { token }, setupWrote: renewed };
    }
    case "second factor due": {
      const { token, renewed } = await world.tokens.pending();
      return { data: { pendingSecondFactor: { token, codeSentAt } }, setupWrote: renewed };
    }
    case "sign-up code step":
      return { data: { signUp: { step: 1, username: newcomer.username, email: newcomer.email, phone: "", codeSentAt } }, setupWrote: false };
    case "sign-up password step":
      return { data: { signUp: { step: 2, username: newcomer.username, email: newcomer.email, phone: "", verifyCode: "123456" } }, setupWrote: false };
    case "forgot code step":
      return { data: { forgot: { step: 4, email: member.email, codeSentAt } }, setupWrote: false };
    case "forgot password step":
      return { data: { forgot: { step: 5, email: member.email } }, setupWrote: false };
  }
}

/** The Cookie header of a caller: a signed session holding its state, or a broken one. */
async function cookieOf(caller: Caller, world: FuzzWorld, context: AppLoadContext, random: Random): Promise<{ cookie: string; setupWrote: boolean }> {
  if (caller === "garbage cookie") return { cookie: `__session=${asHeaderValue(malformedString(random).value).replace(/;/g, "")}`, setupWrote: false };
  if (caller === "tampered cookie") {
    const { token, renewed } = await world.tokens.member();
    const valid = await sessionCookie(context, { token });
    // The signature's last character changed: the session must read as empty.
    return { cookie: valid.replace(/.$/, (last) => (last === "A" ? "B" : "A")), setupWrote: renewed };
  }
  const { data, setupWrote } = await sessionData(caller, world);
  return { cookie: Object.keys(data).length ? await sessionCookie(context, data) : "", setupWrote };
}

const COOKIE_BENDS: ReadonlyArray<[string, (cookie: string, random: Random) => string]> = [
  ["time zone unknown", (cookie) => `${cookie}; tz=Mars%2FOlympus`],
  ["time zone broken escape", (cookie) => `${cookie}; tz=%E0%A4%A`],
  ["time zone huge", (cookie) => `${cookie}; tz=${"A".repeat(5_000)}`],
  ["duplicate session", (cookie) => `${cookie}; __session=${"x".repeat(40)}`],
  ["cookie garbage", (cookie, random) => `${cookie}; ${asHeaderValue(malformedString(random).value).replace(/;/g, "")}`],
  ["huge cookie", (cookie) => `${cookie}; pad=${"c".repeat(30_000)}`],
];

const PATH_BENDS: ReadonlyArray<[string, (path: string) => string]> = [
  ["trailing slash", (path) => `${path}/`],
  ["double slash", (path) => `/${path}`],
  ["upper case", (path) => path.toUpperCase()],
  ["encoded dot segments", (path) => `${path}/%2e%2e/%2e%2e`],
];

const USER_AGENTS: ReadonlyArray<[string, string]> = [
  ["bot", "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"],
  ["mobile", "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148"],
  ["empty", ""],
];

/** The route's path with valid parameters, or bent ones; trailing optional ones are sometimes left out. */
function pathOf(target: WebTarget, web: WebApp, bend: boolean, random: Random, notes: string[]): string {
  const values: Record<string, string> = {};
  for (const { name, optional } of pathParameters(routePattern(web.build, target.routeId))) {
    const samples = target.params?.[name] ?? [];
    if (optional && (samples.length === 0 || random.chance(0.15))) break;
    const valid = samples.length ? random.pick(samples) : "x";
    if (bend && random.chance(0.7)) {
      const bent = mutatedSegment(valid, random);
      values[name] = bent.value;
      notes.push(`:${name} ${bent.note}`);
    } else {
      values[name] = encodeURIComponent(valid);
    }
  }
  return fillPath(routePattern(web.build, target.routeId), values);
}

function bodyOf(target: WebTarget, bend: boolean, random: Random): Body | undefined {
  const form = target.form && { ...target.form, ...(target.intents ? { intent: random.pick(target.intents) } : {}) };
  if (form) {
    if (bend) return formBody(form, random);
    return { payload: new URLSearchParams(form).toString(), contentType: "application/x-www-form-urlencoded", note: form.intent ? `intent=${form.intent}` : "" };
  }
  if (target.json) return bend ? jsonBody(target.json, random) : { payload: JSON.stringify(target.json), contentType: "application/json", note: "" };
  return undefined;
}

/** Whether `path` names no page: a GET of it answers 404 (the GET may touch the member's session). */
async function pageIsMissing(web: WebApp, path: string, cookie: string): Promise<boolean> {
  const probe = new Request(`${ORIGIN}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
  const { result } = await withQuietConsole(() => web.handle(probe, web.context(CLIENT_IPS[0]!)));
  await result.text();
  return result.status === 404;
}

/** One request for `target`; `setupWrote` tells the runner the database changed before sending. */
export async function webInput(target: WebTarget, world: FuzzWorld, web: WebApp, random: Random): Promise<{ input: FuzzInput; setupWrote: boolean }> {
  const notes: string[] = [];
  const context = web.context(random.pick(CLIENT_IPS));
  const caller = pickCaller(target, random);
  const session = await cookieOf(caller, world, context, random);
  let { cookie, setupWrote } = session;

  const dimensions: Array<[Dimension, number]> = [
    ["body", target.form || target.json ? 6 : 0],
    ["query", target.query ? 4 : 1],
    ["params", target.params ? 3 : 0],
    ["cookie", 1],
    ["headers", 1],
    ["method", 0.5],
    ["path", 0.4],
    // How pages with JavaScript load and post: /path.data (the root's is /_root.data).
    ["single fetch", 0.6],
  ];
  const chosen = new Set([pickWeighted(dimensions, random)]);
  if (random.chance(0.2)) chosen.add(pickWeighted(dimensions, random));

  let path = pathOf(target, web, chosen.has("params"), random, notes);
  const paramsBent = notes.length > 0;
  if (chosen.has("path")) {
    const [note, bend] = random.pick(PATH_BENDS);
    path = bend(path);
    notes.push(`path ${note}`);
  }
  const pagePath = path;
  if (chosen.has("single fetch")) {
    path = path === "/" ? "/_root.data" : `${path}.data`;
    notes.push("single-fetch .data");
  }

  // A post to an index route names it (?index); without it the post goes to the parent layout.
  const index = target.method === "POST" && web.build.routes[target.routeId]?.index ? "index=" : "";
  let query = [index, encodeQuery(target.query ?? {})].filter(Boolean).join("&");
  if (chosen.has("query")) {
    const bent = mutatedQuery(target.query ?? {}, random);
    query = [index, bent.value].filter(Boolean).join("&");
    notes.push(bent.note);
  }

  let method: string = target.method;
  if (chosen.has("method")) {
    method = random.pick(["GET", "POST", "PUT", "DELETE", "PATCH", "HEAD"].filter((m) => m !== target.method));
    notes.push(`method ${method}`);
  }
  const sendsBody = method !== "GET" && method !== "HEAD";

  const headers = new Headers({ Accept: "text/html" });
  const body = sendsBody ? bodyOf(target, chosen.has("body"), random) : undefined;
  if (body?.note) notes.push(body.note);
  if (body?.contentType) headers.set("Content-Type", body.contentType);
  if (chosen.has("cookie")) {
    const [note, bend] = random.pick(COOKIE_BENDS);
    cookie = bend(cookie, random).replace(/^; /, "");
    notes.push(note);
  }
  if (cookie) headers.set("Cookie", cookie);
  if (chosen.has("headers")) {
    if (random.chance(0.5)) {
      const [note, agent] = random.pick(USER_AGENTS);
      headers.set("User-Agent", agent);
      notes.push(`User-Agent ${note}`);
    } else {
      const name = random.pick(["User-Agent", "Accept", "Accept-Language", "Content-Type", "X-Request-Id"]);
      const bent = malformedHeader(random);
      headers.set(name, bent.value);
      notes.push(`${name} ${bent.note}`);
    }
  }

  // A post whose path parameters were bent may name no page at all: then it must change nothing.
  const noSuchPage = sendsBody && paramsBent && (await pageIsMissing(web, pagePath, cookie));
  if (sendsBody && paramsBent) setupWrote = true;

  const request = new Request(`${ORIGIN}${path}${query ? `?${query}` : ""}`, { method, headers, body: body?.payload });
  const turnedAway = (target.caller === "member" && caller !== "member") || (target.caller === "advisor" && caller !== "advisor");
  return {
    setupWrote,
    input: {
      endpoint: webEndpointName(web.build, target),
      caller,
      note: notes.join("; ") || "valid request",
      request,
      body: body?.payload,
      send: (r) => web.handle(r, context),
      // Refused: a 4xx, a members-only route answering someone else (sent to sign in), a post to
      // a page that does not exist, or a page that comes back with form errors or an error notice.
      refusal: async (response) => {
        if (response.status >= 400 && response.status < 500) return `refused with ${response.status}`;
        if (turnedAway) return `answered ${response.status} to a visitor of a members-only page`;
        if (noSuchPage) return `posted to a page that does not exist (its GET answers 404), answered ${response.status}`;
        const { feedback, notice } = await flashedFeedback(context, response);
        if (feedback) return `answered ${response.status} with form errors ${preview(feedback.formError ?? feedback.fieldErrors)}`;
        if (notice?.type === "error") return `answered ${response.status} with the error notice ${preview(notice.message)}`;
        return null;
      },
    },
  };
}
