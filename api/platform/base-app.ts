import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { MAX_IMPORT_BODY_BYTES } from "../../core/contracts/budgeting";
import { normaliseTimeZone } from "../../core/time-zone";
import { clientIpOf } from "./client-ip";
import { requestIdFrom } from "./request-id";
import type { ApiDependencies, ApiEnv } from "./context";
import { reject, respond } from "./http";
import { authRateLimit } from "./rate-limit";

export const MAX_BODY_BYTES = 100 * 1024;

/**
 * What every module runs inside: the /api base path, the per-request context (request id, database,
 * mailer, settings, client address, logger, time zone), the body limit, the authentication rate
 * limit, /api/ready, and the envelope for unknown paths and faults. api/app.ts mounts the modules on it.
 */
export function createPlatformApp({ database, logger, mailer, settings }: ApiDependencies) {
  const app = new Hono<ApiEnv>().basePath("/api");

  app.use(async (c, next) => {
    const requestId = requestIdFrom(c.req.header("X-Request-Id"));
    c.set("requestId", requestId);
    c.set("db", database.db);
    c.set("mailer", mailer);
    c.set("settings", settings);
    c.set("clientIp", clientIpOf(c));
    c.set("logger", logger.child({ requestId }));
    c.set("timeZone", normaliseTimeZone(c.req.header("Time-Zone")));
    c.header("X-Request-Id", requestId);
    await next();
  });
  const smallBodies = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => reject(c, 413, "PayloadTooLarge", "Request body is larger than 100 KB"),
  });
  // A bank statement is larger than any form: the import endpoints take up to 6 MB.
  const importBodies = bodyLimit({
    maxSize: MAX_IMPORT_BODY_BYTES,
    onError: (c) => reject(c, 413, "PayloadTooLarge", "Request body is larger than 6 MB"),
  });
  app.use((c, next) => (c.req.path.startsWith("/api/budgeting/import/") ? importBodies(c, next) : smallBodies(c, next)));

  // The authentication endpoints share one per-client limit (listed once: Hono middleware of a
  // mounted sub-app would match paths of the other sub-apps too).
  for (const path of ["/user/*", "/mfa/*", "/email/*", "/common/*"]) app.use(path, authRateLimit);

  app.get("/ready", async (c) => {
    try {
      await database.ping();
      return respond(c, { database: "ok" });
    } catch {
      return reject(c, 503, "Internal", "Database unreachable");
    }
  });

  app.notFound((c) => reject(c, 404, "NotFound", "No such endpoint"));
  app.onError((error, c) => {
    c.var.logger?.error({ err: error, path: c.req.path }, "api request failed");
    return reject(c, 500, "Internal", "Something went wrong on our side");
  });
  return app;
}
