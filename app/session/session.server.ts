import { randomUUID } from "node:crypto";
import { createCookieSessionStorage, type AppLoadContext, type Session, type SessionStorage } from "@remix-run/node";
import { MAX_FEEDBACK_MESSAGES } from "#core/constants";
// Relative: the server's own bundle imports this module too (tokenInCookie), and its build leaves `~/` imports unresolved.
import { takeActionFailure } from "../upstream/action-failure.server";
import { SESSION_COOKIE_NAME } from "./session-cookie";

export type SignUpState = {
  step: 0 | 1 | 2;
  username: string;
  email: string;
  phone: string;
  /** The code confirmed at step 1, sent again with the registration (requirements §7). */
  verifyCode?: string;
  codeSentAt?: number;
};
/** Forgot-password steps keep the login step numbers of requirements §4: 3 email, 4 code, 5 new password. */
export type ForgotState = { step: 3 | 4 | 5; email: string; codeSentAt?: number };
export type PendingSecondFactor = { token: string; codeSentAt: number };

/** What a failed form post leaves for the page it redirects back to (post/redirect/get). */
export type FormFeedback = {
  /** New for every post: forms are keyed on it so each answer starts from a fresh form state. */
  id: string;
  form: string;
  fieldErrors: Record<string, string>;
  formError?: string;
  /** Echoed values; never passwords or codes. */
  values: Record<string, string>;
};

export type SessionData = {
  /** Upstream access token of the signed-in member. */
  token: string;
  /** requirements §4 login step 1: the password was right and the emailed code is due. */
  pendingSecondFactor: PendingSecondFactor;
  signUp: SignUpState;
  forgot: ForgotState;
  /** requirements §4: a callback stored before sign-in, run first after it (a path to go to). */
  callback: string;
  /** A protected target opened while signed out (requirements §4), always a same-site path. */
  returnTo: string;
};

/** A feedback message (requirements §2, §9): success or error, at most two at once, shown at the top centre. */
export type Notice = { id: string; type: "success" | "error"; message: string };
export type SessionFlashData = {
  notices: Notice[];
  formFeedback: FormFeedback;
  /** The upstream ended the session for inactivity: show the reminder (requirements §4, §8). */
  inactivityReminder: true;
};

export type AppSession = Session<SessionData, SessionFlashData>;

const storages = new Map<string, SessionStorage<SessionData, SessionFlashData>>();

/** The web app's cookies: HttpOnly, SameSite=Lax, path /, 30 days, Secure in production, signed with SESSION_SECRET. */
export function signedCookieOptions(context: AppLoadContext) {
  return {
    httpOnly: true,
    sameSite: "lax" as const,
    path: "/",
    secure: context.session.secure,
    secrets: context.session.secrets,
    maxAge: 60 * 60 * 24 * 30,
  };
}

/** Cookies are made once per secret set (the settings of one process never change). */
export const cookieSettingsKey = (context: AppLoadContext) => `${context.session.secure}:${context.session.secrets.join(",")}`;

/** One storage per secret set: `__session`. */
function storageFor(context: AppLoadContext) {
  const key = cookieSettingsKey(context);
  let storage = storages.get(key);
  if (!storage) {
    storage = createCookieSessionStorage<SessionData, SessionFlashData>({ cookie: { name: SESSION_COOKIE_NAME, ...signedCookieOptions(context) } });
    storages.set(key, storage);
  }
  return storage;
}

export function getSession(request: Request, context: AppLoadContext): Promise<AppSession> {
  return storageFor(context).getSession(request.headers.get("Cookie"));
}

/**
 * The signed-in member's upstream token in a Cookie header, if the session cookie holds one: the
 * server's member page cache asks for their data version with it (docs/decisions/038).
 */
export async function tokenInCookie(cookieHeader: string | null, context: AppLoadContext): Promise<string | undefined> {
  return (await storageFor(context).getSession(cookieHeader)).get("token");
}

/**
 * Every write of the session goes through here, so a form post whose upstream call failed carries
 * the request client's §8 notice to the page it goes back to, whatever the action did about it;
 * and an empty session clears the cookie instead of writing an empty one.
 */
export function commitSession(session: AppSession, context: AppLoadContext): Promise<string> {
  const failure = takeActionFailure(context);
  if (failure) flashNotice(session, { type: "error", message: failure });
  // A session that holds nothing (signed out, its last notice shown) is no cookie at all: a cookie
  // of `{}` would keep every public page of this browser personal, past the page cache and a CDN.
  if (Object.keys(session.data).length === 0) return storageFor(context).destroySession(session);
  return storageFor(context).commitSession(session);
}

/**
 * A fresh session for a change of who is signed in (no fixation): nothing of the old one survives
 * (the visitor id is a cookie of its own, visitor.server.ts).
 */
export async function renewSession(context: AppLoadContext): Promise<AppSession> {
  return storageFor(context).getSession();
}

/**
 * Leaves a notice for the next page (post/redirect/get). The same message is not repeated, a new
 * error replaces an earlier one (requirements §9: one error notice at a time), and only the newest two stay.
 */
export function flashNotice(session: AppSession, notice: Omit<Notice, "id">) {
  const kept = (session.get("notices") ?? []).filter(
    (earlier) => earlier.message !== notice.message && !(notice.type === "error" && earlier.type === "error"),
  );
  session.flash("notices", [...kept, { ...notice, id: randomUUID() }].slice(-MAX_FEEDBACK_MESSAGES));
}
