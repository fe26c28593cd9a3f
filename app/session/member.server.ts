import { redirect, type AppLoadContext } from "@remix-run/node";
import { safeRedirectPath } from "./redirect";
import { commitSession, getSession } from "./session.server";

/**
 * spec §4 protected targets: a signed-out visitor's target is stored and the sign-in dialog opens;
 * a signed-in member goes straight on.
 */
export async function requireMember(request: Request, context: AppLoadContext): Promise<{ token: string }> {
  const session = await getSession(request, context);
  const token = session.get("token");
  if (token) return { token };
  const url = new URL(request.url);
  session.set("returnTo", safeRedirectPath(url.pathname + url.search, "/myworld"));
  throw redirect("/?auth=sign-in", { headers: { "Set-Cookie": await commitSession(session, context) } });
}
