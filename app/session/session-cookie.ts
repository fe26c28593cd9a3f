/** The cookie the web app keeps its session in (app/session/session.server.ts). */
export const SESSION_COOKIE_NAME = "__session";

/** A Cookie header carrying a session (signed in, or a visitor with flash notices or a recorded visit). */
const SESSION_COOKIE = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE_NAME}=`);

/** Whether a Cookie header carries a session. */
export const hasSessionCookie = (cookieHeader: string | null | undefined): boolean => SESSION_COOKIE.test(cookieHeader ?? "");
