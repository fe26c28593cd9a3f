import { createCookieSessionStorage, type AppLoadContext, type Session, type SessionStorage } from "@remix-run/node";

export type SessionData = {
  /** Upstream access token of the signed-in member. */
  token: string;
  /** Stable id of this browser for visitor records (spec §4). */
  visitorId: string;
  /** A protected target opened while signed out (spec §4), always a same-site path. */
  returnTo: string;
};

export type Notice = { type: "success" | "error"; message: string };
export type SessionFlashData = { notice: Notice };

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
