import type { AppLoadContext } from "@remix-run/node";
import { commitSession, getSession, type FormFeedback, type Notice, type SessionData } from "../../app/session/session.server";

// The web app's session cookie, made and read with the app's own storage: the states an input
// is sent from, and what an answer leaves in the cookie (form errors, notices).

type SessionContext = Pick<AppLoadContext, "session">;

/** A Cookie header value holding `data` in a signed `__session`. */
export async function sessionCookie(context: SessionContext, data: Partial<SessionData>): Promise<string> {
  const session = await getSession(new Request("http://web.fuzz.invalid/"), context as AppLoadContext);
  for (const [key, value] of Object.entries(data)) session.set(key as keyof SessionData, value as never);
  const header = await commitSession(session, context as AppLoadContext);
  return header.split(";")[0]!;
}

/** The form feedback and error notice an answer flashed into its new session cookie, if any. */
export async function flashedFeedback(context: SessionContext, response: Response): Promise<{ feedback?: FormFeedback; notice?: Notice }> {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("__session="));
  if (!cookie) return {};
  const session = await getSession(new Request("http://web.fuzz.invalid/", { headers: { Cookie: cookie.split(";")[0]! } }), context as AppLoadContext);
  return { feedback: session.get("formFeedback"), notice: session.get("notices")?.find((notice) => notice.type === "error") };
}
