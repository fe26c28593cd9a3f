import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { normaliseTimeZone } from "../core/time-zone";
import { reject, respond } from "./http";
import { authRateLimit } from "./middleware/auth";
import { clientIpOf } from "./client-ip";
import { contentRoutes } from "./routes/content";
import { forgotPasswordRoutes } from "./routes/forgot-password";
import { investorRoutes } from "./routes/investor";
import { notificationRoutes } from "./routes/notifications";
import { referenceListRoutes } from "./routes/reference-lists";
import { mfaRoutes } from "./routes/mfa";
import { pageViewRoutes } from "./routes/page-views";
import { storedListRoutes } from "./routes/stored-lists";
import { userRoutes } from "./routes/user";
import type { ApiDependencies, ApiEnv } from "./types";

export const MAX_BODY_BYTES = 100 * 1024;
const REQUEST_ID = /^[A-Za-z0-9_.:-]{1,100}$/;

/** The upstream API of spec §7, as one fetch-standard app: mounted, standalone or called in-process. */
export function createApi({ database, logger, mailer, settings }: ApiDependencies) {
  const app = new Hono<ApiEnv>().basePath("/api");

  app.use(async (c, next) => {
    const incoming = c.req.header("X-Request-Id");
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
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
  app.use(
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => reject(c, 413, "PayloadTooLarge", "Request body is larger than 100 KB"),
    }),
  );

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
  app.route("/", contentRoutes());
  app.route("/", pageViewRoutes());
  app.route("/", storedListRoutes());
  app.route("/", investorRoutes());
  app.route("/", notificationRoutes());
  app.route("/", referenceListRoutes());
  app.route("/", userRoutes());
  app.route("/", mfaRoutes());
  app.route("/", forgotPasswordRoutes());

  app.notFound((c) => reject(c, 404, "NotFound", "No such endpoint"));
  app.onError((error, c) => {
    c.var.logger?.error({ err: error, path: c.req.path }, "api request failed");
    return reject(c, 500, "Internal", "Something went wrong on our side");
  });
  return app;
}

export type Api = ReturnType<typeof createApi>;
