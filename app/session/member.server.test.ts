import { createCookieSessionStorage, type AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { testLoadContext } from "../../tests/support/load-context";
import { testUserInfo } from "../../tests/support/user-info";
import { requireMember } from "./member.server";

const SECRET = "member-test-secret-0123456789";

/** A context whose upstream answers /api/user/info with the given status and body. */
function contextAnswering(status: number, body: unknown): AppLoadContext {
  return testLoadContext(() => Response.json(body, { status }), SECRET);
}

async function requestWithToken(path: string) {
  const storage = createCookieSessionStorage({ cookie: { name: "__session", secrets: [SECRET] } });
  const session = await storage.getSession();
  session.set("token", "a-token-that-is-long-enough-0000");
  const cookie = (await storage.commitSession(session)).split(";")[0]!;
  return { request: new Request(`http://web${path}`, { headers: { Cookie: cookie } }), storage };
}

async function redirectOf(promise: Promise<unknown>) {
  const thrown = await promise.then(() => null, (e: unknown) => e);
  expect(thrown).toBeInstanceOf(Response);
  return thrown as Response;
}

describe("requireMember (requirements §4 protected targets, §8 auth codes)", () => {
  it("lets a member through with their info", async () => {
    const { request } = await requestWithToken("/myworld/profile");
    const member = await requireMember(request, contextAnswering(200, { success: true, data: testUserInfo({ username: "ada" }) }));
    expect(member.user.username).toBe("ada");
  });

  it("Unauthorized (idle) ends the session and brings the inactivity reminder, keeping the target", async () => {
    const { request, storage } = await requestWithToken("/myworld/profile/security");
    const response = await redirectOf(requireMember(request, contextAnswering(401, { success: false, errorCode: "Unauthorized" })));
    expect(response.headers.get("Location")).toBe("/");
    const session = await storage.getSession(response.headers.get("Set-Cookie"));
    expect(session.get("token")).toBeUndefined();
    expect(session.get("returnTo")).toBe("/myworld/profile/security");
    expect(session.get("inactivityReminder")).toBe(true);
  });

  it("NeedMfaVerify also brings the reminder; NotLogin goes to sign-in", async () => {
    const mfa = await requestWithToken("/myworld");
    const reminded = await redirectOf(requireMember(mfa.request, contextAnswering(401, { success: false, errorCode: "NeedMfaVerify" })));
    expect(reminded.headers.get("Location")).toBe("/");
    const gone = await requestWithToken("/myworld/service/tax");
    const toSignIn = await redirectOf(requireMember(gone.request, contextAnswering(401, { success: false, errorCode: "NotLogin" })));
    expect(toSignIn.headers.get("Location")).toBe("/?auth=sign-in");
    const session = await gone.storage.getSession(toSignIn.headers.get("Set-Cookie"));
    expect(session.get("returnTo")).toBe("/myworld/service/tax");
    expect(session.get("inactivityReminder")).toBeUndefined();
  });

  it("any other upstream failure shows the §8 message page and keeps the member signed in", async () => {
    const { request } = await requestWithToken("/myworld");
    const thrown = await requireMember(request, contextAnswering(500, { success: false })).then(() => null, (e: unknown) => e);
    expect(thrown).toMatchObject({ type: "DataWithResponseInit", init: { status: 500 }, data: { message: "Oops! Something went wrong. Please try again later!" } });
  });
});
