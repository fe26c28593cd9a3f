import type { ActionFunctionArgs } from "@remix-run/node";
import { createCookieSessionStorage } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { signedInCookie, testLoadContext } from "../../tests/support/load-context";
import { testUserInfo } from "../../tests/support/user-info";
import { action as noSuchProfilePageAction } from "./myworld.profile.$";
import { action as securityAction } from "./myworld.profile.security.($detail)";
import * as servicePage from "./myworld.service.$service.($tab).($childPage)";

const SECRET = "member-actions-secret-0123456789";

/** A signed-in member's post, and the upstream calls it made besides looking the member up. */
async function memberPost(path: string, form: Record<string, string> = {}, answer: (pathname: string) => Response = () => Response.json({ success: true, data: { opened: true } })) {
  const storage = createCookieSessionStorage({ cookie: { name: "__session", secrets: [SECRET] } });
  const cookie = await signedInCookie(storage);
  const calls: string[] = [];
  const context = testLoadContext((request) => {
    const { pathname } = new URL(request.url);
    if (pathname === "/api/user/info") return Response.json({ success: true, data: testUserInfo({ username: "ada", memberLevel: 1 }) });
    calls.push(pathname);
    return answer(pathname);
  }, SECRET);
  const request = new Request(`http://web${path}`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form),
  });
  // The notices the answer's cookie carries to the next page.
  const notices = async (response: Response) => ((await storage.getSession(response.headers.get("Set-Cookie"))).get("notices") ?? []) as Array<{ type: string; message: string }>;
  return { calls, notices, args: (params: ActionFunctionArgs["params"]) => ({ request, context, params }) };
}

const statusOf = (pending: Promise<unknown>) =>
  pending.then(
    (value) => (value as Response).status,
    (thrown: { init?: { status?: number } }) => thrown.init?.status,
  );

// Found by the fuzzer (scripts/fuzz.ts): these actions ignored the URL, so a post to a page that
// does not exist opened an investor account or saved the profile.
describe("member actions on pages that do not exist", () => {
  it("opens no investor account from a service page: the application has its own route", () => {
    expect("action" in servicePage).toBe(false);
  });

  it("saves nothing from a profile tab that does not exist", async () => {
    // Each tab is its own route: an unknown tab reaches the profile's catch-all, an unknown detail the tab's route.
    for (const [profileAction, params] of [
      [noSuchProfilePageAction, { "*": "no-such-tab" }],
      [securityAction, { detail: "nope" }],
    ] as const) {
      const post = await memberPost("/myworld/profile/x", { intent: "sign-out-elsewhere" });
      expect(await statusOf(profileAction(post.args(params)))).toBe(404);
      expect(post.calls).toEqual([]);
    }
  });
});

describe("two-step form", () => {
  // Found by the fuzzer: zod's default message quoted the value, which overflowed the cookie (a 500).
  it("refuses a huge value with a short message", async () => {
    const post = await memberPost("/myworld/profile/security", { intent: "two-step", enabled: "\u0000".repeat(60_000), password: "x" });
    const response = (await securityAction(post.args({}))) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Set-Cookie")!.length).toBeLessThan(4096);
    expect(post.calls).toEqual([]);
  });
});

describe("signing one device out (Security tab)", () => {
  it("asks the API to end the session named, and says so", async () => {
    const post = await memberPost("/myworld/profile/security", { intent: "sign-out-session", session: "42" }, () => Response.json({ success: true, data: null, message: "That device is signed out." }));
    const response = (await securityAction(post.args({}))) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/myworld/profile/security");
    expect(post.calls).toEqual(["/api/user/sessions/revoke"]);
    expect(await post.notices(response)).toMatchObject([{ type: "success", message: "That device is signed out." }]);
  });

  it("asks nothing with an id that is not one, and says the session has ended", async () => {
    for (const session of ["", "abc", "0", "-3", "1.5", "9".repeat(40)]) {
      const post = await memberPost("/myworld/profile/security", { intent: "sign-out-session", session });
      const response = (await securityAction(post.args({}))) as Response;
      expect(response.status).toBe(302);
      expect(post.calls).toEqual([]);
      expect(await post.notices(response)).toMatchObject([{ type: "error", message: "That session has already ended." }]);
    }
  });

  it("passes on the API's refusal: a session already ended, or this browser's", async () => {
    for (const [status, errorCode, message] of [
      [404, "NotFound", "That session has already ended."],
      [409, "Conflict", "This is the browser you are using: to end its session, sign out."],
    ] as const) {
      const post = await memberPost("/myworld/profile/security", { intent: "sign-out-session", session: "42" }, () => Response.json({ success: false, errorCode, message }, { status }));
      const response = (await securityAction(post.args({}))) as Response;
      expect(response.status).toBe(302);
      expect(await post.notices(response)).toMatchObject([{ type: "error", message }]);
    }
  });
});
