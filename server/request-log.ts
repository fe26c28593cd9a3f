import type { NextFunction, Request, Response } from "express";
import type { Logger } from "pino";
import { requestIdFrom } from "../api/platform/request-id";

declare module "http" {
  interface IncomingMessage {
    /** The request's id: the caller's X-Request-Id when it is plain, a new one otherwise. */
    id: string;
    /** The logger of this request: every line it writes carries the request's id, method and URL. */
    log: Logger;
  }
}

/**
 * Gives each request its id (sent back as X-Request-Id, and the mounted API's too) and its logger, and writes one line per
 * request once it is answered when the level is info or below (never for the hashed build files).
 * The request's logger is made when something first logs for it, which most requests never do:
 * a child logger per request, made up front as pino-http makes it, was 3 % of a public page's CPU.
 * No headers are logged (cookies, tokens).
 */
export function requestLog(logger: Logger) {
  const logsEachRequest = logger.isLevelEnabled("info");
  return (req: Request, res: Response, next: NextFunction) => {
    const id = requestIdFrom(req.headers["x-request-id"]);
    req.id = id;
    // The mounted API reads the id from the request: a call through this server has one id, in both logs.
    req.headers["x-request-id"] = id;
    res.setHeader("X-Request-Id", id);
    let log: Logger | undefined;
    Object.defineProperty(req, "log", {
      configurable: true,
      enumerable: true,
      get: () => (log ??= logger.child({ req: { id, method: req.method, url: req.originalUrl } })),
    });
    if (logsEachRequest && !req.originalUrl.startsWith("/build/")) {
      const started = Date.now();
      res.once("close", () => {
        const fields = { res: { statusCode: res.statusCode }, responseTime: Date.now() - started };
        if (!res.writableFinished) req.log.info(fields, "request aborted");
        else req.log.info(fields, res.statusCode >= 500 ? "request errored" : "request completed");
      });
    }
    next();
  };
}
