// Remix's own header and response conversions, which its package index does not re-export.
import { createRemixHeaders, sendRemixResponse } from "@remix-run/express/dist/server.js";
import { createReadableStreamFromReadable, createRequestHandler as createFetchHandler, type AppLoadContext, type ServerBuild } from "@remix-run/node";
import type { NextFunction, Request, Response } from "express";
import { wholeBodyOf } from "../app/render/whole-body";

/**
 * The web app as an Express handler: @remix-run/express's, but a page sent whole
 * (app/render/whole-body.ts) is written to the socket at once. Remix's adapter reads every body
 * back through the Response's web stream, which made Node build the full Response and a stream
 * around bytes the page already had (about 4 % of a page's CPU).
 */
export function remixHandler({
  build,
  mode,
  getLoadContext,
}: {
  build: ServerBuild;
  mode: string;
  getLoadContext: (req: Request, res: Response) => AppLoadContext;
}) {
  const handle = createFetchHandler(build, mode);
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const response = await handle(remixRequest(req, res), getLoadContext(req, res));
      const whole = wholeBodyOf(response);
      if (whole === undefined) return await sendRemixResponse(res, response);
      res.status(response.status);
      for (const [name, value] of response.headers.entries()) res.append(name, value);
      res.end(whole);
    } catch (error) {
      next(error);
    }
  };
}

/** The port the client asked for, from X-Forwarded-Host or Host, as @remix-run/express reads it. */
function requestedPort(req: Request): number | null {
  for (const header of ["X-Forwarded-Host", "Host"]) {
    const port = Number.parseInt(req.get(header)?.split(":")[1] ?? "", 10);
    if (Number.isSafeInteger(port)) return port;
  }
  return null;
}

/**
 * The Fetch request Remix is given for an Express request: @remix-run/express's, but its signal
 * aborts once the answer is over, sent or not, where Remix's aborts only for a client gone before
 * the answer was sent. Remix clears the five-second timer it sets on every page's data stream
 * (encodeViaTurboStream) only when that signal aborts, so each page left a timer, its abort
 * controller and its signal alive for five seconds: some 2,000 of them under load, each surviving
 * the young generation into the old one. Nothing of a request's own work outlives its answer.
 */
export function remixRequest(req: Request, res: Response): globalThis.Request {
  const port = requestedPort(req);
  // req.hostname respects the "trust proxy" setting; originalUrl is the full path.
  const url = `${req.protocol}://${req.hostname}${port ? `:${port}` : ""}${req.originalUrl}`;
  const controller = new AbortController();
  res.once("close", () => controller.abort());
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers: createRemixHeaders(req.headers), signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new Request(new URL(url).href, init);
}
