import { describe, expect, it } from "vitest";
import { MESSAGES } from "../../core/messages";
import { testLoadContext } from "../../tests/support/load-context";
import { UpstreamError } from "../upstream/errors";
import { upstreamFor } from "../upstream/scope.server";
import { redirectWithFeedback } from "./form-feedback.server";
import { commitSession, flashNotice, getSession, type Notice } from "./session.server";

// Issue: feedback that reaches every member. Notices travel in the session from a post to the
// page after it (post/redirect/get); a form post whose upstream call fails carries the request
// client's §8 notice, whatever the action itself says.

const answer = (status: number, body: unknown) => () => Response.json(body, { status });

/** The notices the next page would read from the cookie an answer sets. */
async function noticesIn(context: ReturnType<typeof testLoadContext>, setCookie: string): Promise<Array<Pick<Notice, "type" | "message">>> {
  const session = await getSession(new Request("http://web.test/", { headers: { Cookie: setCookie.split(";")[0]! } }), context);
  return (session.get("notices") ?? []).map(({ type, message }) => ({ type, message }));
}

async function postThatCalls(status: number, body: unknown, { method = "POST", silent = false } = {}) {
  const context = testLoadContext(answer(status, body));
  const request = new Request("http://web.test/auth/sign-in", { method });
  const session = await getSession(request, context);
  const failure = await upstreamFor(request, context, { silent })
    .call({ path: "/api/user/login", form: { username: "a", password: "b" } })
    .then(() => null, (error: unknown) => error);
  return { context, session, failure, cookie: await commitSession(session, context) };
}

describe("flash notices", () => {
  it("keeps the newest two, one error at a time, and never the same words twice", async () => {
    const context = testLoadContext(answer(200, { success: true }));
    const session = await getSession(new Request("http://web.test/"), context);
    flashNotice(session, { type: "error", message: "First error" });
    flashNotice(session, { type: "success", message: "Saved" });
    flashNotice(session, { type: "success", message: "Saved" });
    flashNotice(session, { type: "error", message: "Second error" });
    expect(await noticesIn(context, await commitSession(session, context))).toEqual([
      { type: "success", message: "Saved" },
      { type: "error", message: "Second error" },
    ]);

    const more = await getSession(new Request("http://web.test/"), context);
    for (const message of ["One", "Two", "Three"]) flashNotice(more, { type: "success", message });
    expect((await noticesIn(context, await commitSession(more, context))).map((n) => n.message)).toEqual(["Two", "Three"]);
  });
});

describe("the request client's notice on a form post (requirements §8)", () => {
  it.each([
    [500, { success: false, errorCode: "Internal", message: "relation users does not exist" }, MESSAGES.somethingWentWrong],
    [502, { success: false }, MESSAGES.somethingWentWrong],
    [511, { success: false, message: "Sign in to the network first." }, "Sign in to the network first."],
  ])("a %i from the upstream leaves its §8 message as the one error notice", async (status, body, message) => {
    const { context, failure, cookie } = await postThatCalls(status, body);
    expect(failure).toBeInstanceOf(UpstreamError); // re-thrown to the caller, which adds its own words
    expect(await noticesIn(context, cookie)).toEqual([{ type: "error", message }]);
  });

  it("a malformed answer and a timeout leave theirs", async () => {
    const malformed = testLoadContext(() => new Response("<html>not json</html>", { status: 200 }));
    const request = new Request("http://web.test/auth/sign-up", { method: "POST" });
    await upstreamFor(request, malformed).call({ path: "/api/x", json: {} }).catch(() => null);
    const session = await getSession(request, malformed);
    expect(await noticesIn(malformed, await commitSession(session, malformed))).toEqual([{ type: "error", message: MESSAGES.somethingWentWrong }]);

    const hanging = testLoadContext(() => new Promise<Response>(() => {}));
    hanging.upstream.timeoutMs = 50;
    await upstreamFor(request, hanging).call({ path: "/api/x", json: {} }).catch(() => null);
    expect(await noticesIn(hanging, await commitSession(await getSession(request, hanging), hanging))).toEqual([{ type: "error", message: MESSAGES.timeout }]);
  });

  it("a refusal (4xx) is the caller's to word: no notice from the client", async () => {
    const { context, cookie } = await postThatCalls(401, { success: false, errorCode: "InvalidCredentials", message: "Invalid username or password." });
    expect(await noticesIn(context, cookie)).toEqual([]);
  });

  it("page loads and silent callers (the visitor record) leave nothing for the next page", async () => {
    const get = await postThatCalls(500, { success: false }, { method: "GET" });
    expect(await noticesIn(get.context, get.cookie)).toEqual([]);
    const silent = await postThatCalls(500, { success: false }, { silent: true });
    expect(await noticesIn(silent.context, silent.cookie)).toEqual([]);
  });

  it("the notice is flashed once: a second commit in the same request adds nothing", async () => {
    const { context, session } = await postThatCalls(500, { success: false });
    await commitSession(session, context);
    flashNotice(session, { type: "success", message: "Unrelated" });
    expect(await noticesIn(context, await commitSession(session, context))).toEqual([
      { type: "error", message: MESSAGES.somethingWentWrong },
      { type: "success", message: "Unrelated" },
    ]);
  });
});

describe("form feedback in the cookie", () => {
  it("gives back what was typed, each field cut at 500 characters, and leaves the values out rather than overflow the cookie", async () => {
    const context = testLoadContext(answer(200, { success: true }));
    const read = async (setCookie: string) =>
      (await getSession(new Request("http://web.test/", { headers: { Cookie: setCookie.split(";")[0]! } }), context)).get("formFeedback") as
        | { values: Record<string, string>; fieldErrors: Record<string, string>; formError?: string }
        | undefined;

    const session = await getSession(new Request("http://web.test/"), context);
    const short = await redirectWithFeedback(session, context, "/x", { form: "f", fieldErrors: { bio: "Too long" }, values: { bio: "b".repeat(600), name: "Ada" } });
    const kept = await read(short.headers.get("Set-Cookie")!);
    expect(kept?.values).toEqual({ bio: "b".repeat(500), name: "Ada" });

    // Ten fields of 5,000 two-byte characters: the answer still goes out, with its errors.
    const huge = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`field${i}`, "é".repeat(5000)]));
    const again = await getSession(new Request("http://web.test/"), context);
    const long = await redirectWithFeedback(again, context, "/x", { form: "f", fieldErrors: { field0: "Too long" }, values: huge });
    expect(long.headers.get("Set-Cookie")!.length).toBeLessThan(4096);
    const dropped = await read(long.headers.get("Set-Cookie")!);
    expect(dropped).toMatchObject({ values: {}, fieldErrors: { field0: "Too long" } });

    // A message that is itself huge (the fuzzing found one the API repeated a refused value in) is
    // cut, not the answer turned into an error page by a cookie over the browsers' limit.
    const third = await getSession(new Request("http://web.test/"), context);
    const loud = await redirectWithFeedback(third, context, "/x", { form: "f", fieldErrors: { kind: `must be ${"𝔘".repeat(5000)}` }, formError: "x".repeat(9000), values: { kind: "𝔘" } });
    expect(loud.headers.get("Set-Cookie")!.length).toBeLessThan(4096);
    const cut = await read(loud.headers.get("Set-Cookie")!);
    expect(cut?.values).toEqual({});
    expect(cut?.fieldErrors.kind).toBe(`must be ${"𝔘".repeat(191)}…`);
    expect(cut?.formError).toBe(`${"x".repeat(199)}…`);
  });
});
