import { createCookie, type AppLoadContext, type Cookie } from "@remix-run/node";
import { randomUUID } from "node:crypto";
import { cookieSettingsKey, signedCookieOptions } from "./session.server";

/**
 * The browser's visitor id for page records (requirements §4), in a cookie of its own rather than
 * in the session: the visitor record is a background call that may be answered after a sign-in
 * in another request, and a session written by it would replace the member's. A visitor's public
 * pages also stay anonymous this way, so the page cache and a CDN can answer them (only
 * `__session` makes a page personal).
 */
const cookies = new Map<string, Cookie>();

function visitorCookie(context: AppLoadContext): Cookie {
  const key = cookieSettingsKey(context);
  let cookie = cookies.get(key);
  if (!cookie) {
    cookie = createCookie("__visitor", signedCookieOptions(context));
    cookies.set(key, cookie);
  }
  return cookie;
}

/** This browser's visitor id, and the Set-Cookie header that gives it one when it had none. */
export async function visitorOf(request: Request, context: AppLoadContext): Promise<{ visitorId: string; setCookie?: string }> {
  const cookie = visitorCookie(context);
  const known: unknown = await cookie.parse(request.headers.get("Cookie"));
  if (typeof known === "string" && known.length > 0) return { visitorId: known };
  const visitorId = randomUUID();
  return { visitorId, setCookie: await cookie.serialize(visitorId) };
}
