import { redirect, type AppLoadContext } from "@remix-run/node";
import type { UserInfo } from "#core/auth";
import { getUserInfo } from "~/upstream/account.server";
import { UpstreamError } from "~/upstream/errors";
import { orErrorPage } from "~/upstream/failure.server";
import { upstreamFor } from "~/upstream/scope.server";
import { withDialog } from "./after-sign-in";
import { safeRedirectPath } from "./redirect";
import { commitSession, getSession, type AppSession } from "./session.server";

export type Member = { token: string; user: UserInfo };

export type MemberLookup =
  | { kind: "member"; member: Member }
  | { kind: "guest" }
  /** requirements §8 Unauthorized (idle) or NeedMfaVerify: the login reminder. */
  | { kind: "ended" }
  /** requirements §8 NotLogin: the token is no longer known; sign in again. */
  | { kind: "signed-out" }
  /** The upstream failed for another reason: the member stays signed in, the page shows the failure. */
  | { kind: "unavailable"; error: UpstreamError };

// Loaders of one request share its load context: the member is looked up once per request.
const lookups = new WeakMap<AppLoadContext, Promise<MemberLookup>>();

export function lookUpMember(request: Request, context: AppLoadContext, session: AppSession): Promise<MemberLookup> {
  let pending = lookups.get(context);
  if (!pending) {
    pending = resolve(request, context, session.get("token"));
    lookups.set(context, pending);
  }
  return pending;
}

async function resolve(request: Request, context: AppLoadContext, token: string | undefined): Promise<MemberLookup> {
  if (!token) return { kind: "guest" };
  try {
    return { kind: "member", member: { token, user: await getUserInfo(upstreamFor(request, context, { token })) } };
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    if (error.authAction === "login-reminder") return { kind: "ended" };
    if (error.authAction === "sign-in") return { kind: "signed-out" };
    return { kind: "unavailable", error };
  }
}

/**
 * requirements §4 protected targets: a member goes straight on. Anyone else has the target stored; a
 * visitor is sent to sign in, a member whose session ended meets the inactivity reminder.
 */
export async function requireMember(request: Request, context: AppLoadContext): Promise<Member> {
  const session = await getSession(request, context);
  const lookup = await lookUpMember(request, context, session);
  if (lookup.kind === "member") return lookup.member;
  if (lookup.kind === "unavailable") return orErrorPage(Promise.reject(lookup.error));
  const url = new URL(request.url);
  session.unset("token");
  session.set("returnTo", safeRedirectPath(url.pathname + url.search, "/myworld"));
  if (lookup.kind === "ended") session.flash("inactivityReminder", true);
  const to = lookup.kind === "ended" ? "/" : withDialog("/", "sign-in");
  throw redirect(to, { headers: { "Set-Cookie": await commitSession(session, context) } });
}
