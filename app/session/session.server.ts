import { createCookieSessionStorage, type AppLoadContext, type Session, type SessionStorage } from "@remix-run/node";

export type SignUpState = {
  step: 0 | 1 | 2;
  username: string;
  email: string;
  phone: string;
  /** The code confirmed at step 1, sent again with the registration (spec §7). */
  verifyCode?: string;
  codeSentAt?: number;
};
/** Forgot-password steps keep the login step numbers of spec §4: 3 email, 4 code, 5 new password. */
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
  /** spec §4 login step 1: the password was right and the emailed code is due. */
  pendingSecondFactor: PendingSecondFactor;
  signUp: SignUpState;
  forgot: ForgotState;
  /** spec §4: a callback stored before sign-in, run first after it (a path to go to). */
  callback: string;
  /** Stable id of this browser for visitor records (spec §4). */
  visitorId: string;
  /** A protected target opened while signed out (spec §4), always a same-site path. */
  returnTo: string;
};

export type Notice = { type: "success" | "error"; message: string };
export type SessionFlashData = {
  notice: Notice;
  formFeedback: FormFeedback;
  /** The upstream ended the session for inactivity: show the reminder (spec §4, §8). */
  inactivityReminder: true;
};

export type AppSession = Session<SessionData, SessionFlashData>;

const storages = new Map<string, SessionStorage<SessionData, SessionFlashData>>();

/** One storage per secret set: `__session`, HttpOnly, SameSite=Lax, Secure in production. */
function storageFor(context: AppLoadContext) {
  const key = `${context.session.secure}:${context.session.secrets.join(",")}`;
  let storage = storages.get(key);
  if (!storage) {
    storage = createCookieSessionStorage<SessionData, SessionFlashData>({
      cookie: {
        name: "__session",
        httpOnly: true,
        sameSite: "lax",
        path: "/",
        secure: context.session.secure,
        secrets: context.session.secrets,
        maxAge: 60 * 60 * 24 * 30,
      },
    });
    storages.set(key, storage);
  }
  return storage;
}

export function getSession(request: Request, context: AppLoadContext): Promise<AppSession> {
  return storageFor(context).getSession(request.headers.get("Cookie"));
}

export function commitSession(session: AppSession, context: AppLoadContext): Promise<string> {
  return storageFor(context).commitSession(session);
}

/**
 * A fresh session for a change of who is signed in (no fixation): only the browser's visitor id
 * and the flow results passed in survive.
 */
export async function renewSession(old: AppSession, context: AppLoadContext): Promise<AppSession> {
  const fresh = await storageFor(context).getSession();
  const visitorId = old.get("visitorId");
  if (visitorId) fresh.set("visitorId", visitorId);
  return fresh;
}
