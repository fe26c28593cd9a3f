import type { MiddlewareHandler } from "hono";
import { MESSAGES } from "../../../core/messages";
import { memoized } from "../../platform/caller-memo";
import { reject } from "../../platform/http";
import { resolveSession, type SessionStage } from "./sessions";
import type { ApiEnv } from "../../platform/context";

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(header ?? "");
  return match?.[1] ?? null;
}

/**
 * Requires a session of the given stage (requirements §8 codes): no or unknown token → 401 NotLogin;
 * idle past the timeout → 401 Unauthorized (the web app shows the inactivity reminder);
 * password right but the emailed code still due → 401 NeedMfaVerify. With `withDataVersion`, the
 * member's data version is read with the session (`c.var.dataVersion`; docs/decisions/038).
 */
export function requireSession(stage: SessionStage, { withDataVersion = false } = {}): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const token = bearerToken(c.req.header("Authorization"));
    if (!token) return reject(c, 401, "NotLogin", MESSAGES.signInRequired);
    const db = c.var.db;
    // The page's later calls share what the first one looked up (caller-memo.ts), version or not.
    const resolved = await memoized(c, `session:${token}`, () => resolveSession(db, token, c.var.settings.idleTimeoutMinutes, { withDataVersion }));
    if (resolved.status === "missing") return reject(c, 401, "NotLogin", MESSAGES.signInRequired);
    if (resolved.status === "idle") {
      return reject(c, 401, "Unauthorized", "Your session ended after a period of inactivity. Please sign in again.");
    }
    if (resolved.session.stage !== stage) {
      return stage === "full"
        ? reject(c, 401, "NeedMfaVerify", "Please enter the code we emailed you to finish signing in.")
        : reject(c, 400, "BadRequest", "This session has no pending verification");
    }
    const user = resolved.user;
    if (!user) return reject(c, 401, "NotLogin", MESSAGES.signInRequired);
    c.set("session", resolved.session);
    c.set("user", user);
    c.set("dataVersion", resolved.dataVersion);
    await next();
  };
}
