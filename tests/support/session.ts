import { createCookieSessionStorage } from "@remix-run/node";
import { TEST_SESSION_SECRET } from "./server";

/**
 * A signed `__session` cookie holding a member token, made with the secret the test server was
 * started with. Until sign-in exists (accounts issue) this is how the member area is reached;
 * the accounts e2e replaces it with a real sign-in.
 */
export async function memberSessionCookie(baseUrl: string) {
  const storage = createCookieSessionStorage({
    cookie: { name: "__session", secrets: [TEST_SESSION_SECRET], httpOnly: true, sameSite: "lax", path: "/" },
  });
  const session = await storage.getSession();
  session.set("token", "e2e-member-token");
  const header = await storage.commitSession(session);
  const value = header.split(";")[0]!.slice("__session=".length);
  return { name: "__session", value, url: baseUrl };
}
