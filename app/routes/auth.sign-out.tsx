import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { withDialog } from "~/session/after-sign-in";
import { postedFrom, readForm, redirectWithSession } from "~/session/form-feedback.server";
import { getSession, renewSession } from "~/session/session.server";
import { logout } from "~/upstream/account.server";
import { UpstreamError } from "~/upstream/errors";
import { upstreamFor } from "~/upstream/scope.server";

export const loader = () => redirect("/");

/**
 * requirements §4 logout: call the server, clear the member, go to /. The inactivity reminder's Sign In
 * (intent "sign-in-again") ends the session the same way and reopens sign-in on the same page.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const session = await getSession(request, context);
  const token = session.get("token") ?? session.get("pendingSecondFactor")?.token;
  if (token) {
    try {
      await logout(upstreamFor(request, context, { token }));
    } catch (error) {
      // Signing out here must not depend on the upstream: the cookie is cleared regardless.
      if (!(error instanceof UpstreamError)) throw error;
      context.logger.warn({ err: error }, "upstream logout failed; session cleared locally");
    }
  }
  const fresh = await renewSession(context);
  const to = form.intent === "sign-in-again" ? withDialog(postedFrom(form), "sign-in") : "/";
  return redirectWithSession(fresh, context, to);
}

export default function SignOutRoute() {
  return null;
}
