import { createCookieSessionStorage, type Session } from "@remix-run/node";
import { TEST_SESSION_SECRET } from "./server";

/**
 * A signed `__session` cookie made with the secret the test server was started with, for states
 * no user action produces on demand (a flash message arriving on the next page).
 */
export async function sessionCookie(baseUrl: string, fill: (session: Session) => void) {
  const storage = createCookieSessionStorage({
    cookie: { name: "__session", secrets: [TEST_SESSION_SECRET], httpOnly: true, sameSite: "lax", path: "/" },
  });
  const session = await storage.getSession();
  fill(session);
  const header = await storage.commitSession(session);
  const value = header.split(";")[0]!.slice("__session=".length);
  return { name: "__session", value, url: baseUrl };
}
