import { createCookieSessionStorage } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "#core/messages";
import { testLoadContext } from "../../tests/support/load-context";
import { action } from "./auth.sign-in";

const SECRET = "sign-in-test-secret-0123456789";
const storage = createCookieSessionStorage({ cookie: { name: "__session", secrets: [SECRET] } });

const post = (body: string, contentType: string) =>
  new Request("http://web/auth/sign-in", { method: "POST", headers: { "Content-Type": contentType }, body });

describe("sign-in action, credential step", () => {
  // Found by the fuzzer (scripts/fuzz.ts): remix-auth read such bodies itself and threw, a 500.
  it.each([
    ["JSON", "application/json", '{"username":"ada","password":"Secret1pass"}'],
    ["plain text", "text/plain", "username=ada&password=Secret1pass"],
    ["broken multipart", "multipart/form-data; boundary=x", "--x\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nunterminated"],
  ])("answers a %s body as an empty form: back to the dialog with 'required'", async (_label, contentType, body) => {
    const context = testLoadContext(() => {
      throw new Error("no upstream call expected");
    }, SECRET);
    const response = (await action({ request: post(body, contentType), context, params: {} })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/?auth=sign-in");
    const session = await storage.getSession(response.headers.get("Set-Cookie"));
    expect(session.get("formFeedback").fieldErrors.username).toBe(MESSAGES.usernameOrEmailRequired);
  });

  it("signs in with the form as posted", async () => {
    const calls: string[] = [];
    const context = testLoadContext(async (request) => {
      calls.push(`${new URL(request.url).pathname} ${await request.text()}`);
      return Response.json({ success: true, data: { needMfa: false, token: "a-token-that-is-long-enough-0000" } });
    }, SECRET);
    const form = new URLSearchParams({ username: "ada", password: "Secret1pass", redirectTo: "/news" }).toString();
    const response = (await action({ request: post(form, "application/x-www-form-urlencoded"), context, params: {} })) as Response;
    expect(calls).toEqual(["/api/user/login username=ada&password=Secret1pass"]);
    expect(response.headers.get("Location")).toBe("/news");
  });
});
