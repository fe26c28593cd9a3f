import type { MiddlewareHandler } from "hono";
import { MESSAGES } from "../../core/messages";
import { countAttempt } from "./attempts";
import type { ApiEnv } from "./context";
import { reject } from "./http";

/**
 * Per-address limit on authentication posts, counted in the database so every instance shares it.
 * The platform mounts it on the authentication paths only (base-app.ts).
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
