import type { MiddlewareHandler } from "hono";
import { MESSAGES } from "../../core/messages";
import { reject } from "../http";
import { countAttempt } from "../services/attempts";
import { findUserById } from "../services/accounts";
import { resolveSession, type SessionStage } from "../services/sessions";
import type { ApiEnv } from "../types";

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(header ?? "");
  return match?.[1] ?? null;
}

/**
 * Requires a session of the given stage (spec §8 codes): no or unknown token → 401 NotLogin;
 * idle past the timeout → 401 Unauthorized (the web app shows the inactivity reminder);
 * password right but the emailed code still due → 401 NeedMfaVerify.
 */
export function requireSession(stage: SessionStage): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const token = bearerToken(c.req.header("Authorization"));
    if (!token) return reject(c, 401, "NotLogin", MESSAGES.signInRequired);
    const resolved = await resolveSession(c.var.db, token, c.var.settings.idleTimeoutMinutes);
    if (resolved.status === "missing") return reject(c, 401, "NotLogin", MESSAGES.signInRequired);
    if (resolved.status === "idle") {
      return reject(c, 401, "Unauthorized", "Your session ended after a period of inactivity. Please sign in again.");
    }
    if (resolved.session.stage !== stage) {
      return stage === "full"
        ? reject(c, 401, "NeedMfaVerify", "Please enter the code we emailed you to finish signing in.")
        : reject(c, 400, "BadRequest", "This session has no pending verification");
    }
    const user = await findUserById(c.var.db, resolved.session.userId);
    if (!user) return reject(c, 401, "NotLogin", MESSAGES.signInRequired);
    c.set("session", resolved.session);
    c.set("user", user);
    await next();
  };
}

/**
 * Per-address limit on authentication posts, counted in the database so every instance shares it.
 * api/app.ts mounts it on the authentication paths only.
 */
export const authRateLimit: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (c.req.method !== "POST") return next();
  const { count, windowEndsAt } = await countAttempt(c.var.db, `auth:${c.var.clientIp}`, 60);
  if (count > c.var.settings.authRateLimitPerMinute) {
    c.header("Retry-After", String(Math.max(1, Math.ceil((windowEndsAt.getTime() - Date.now()) / 1000))));
    return reject(c, 429, "RateLimited", MESSAGES.authRateLimited);
  }
  await next();
};
