// Remix's own request and response conversions, which its package index does not re-export.
import { createRemixRequest, sendRemixResponse } from "@remix-run/express/dist/server.js";
import { createRequestHandler as createFetchHandler, type AppLoadContext, type ServerBuild } from "@remix-run/node";
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
      const response = await handle(createRemixRequest(req, res), getLoadContext(req, res));
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
