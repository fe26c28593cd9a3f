import type { AppLoadContext } from "@remix-run/node";
import { normaliseTimeZone } from "../../core/time-zone";
import { createUpstream, type CallerScope, type Upstream } from "./client.server";

export const TIME_ZONE_COOKIE = "tz";

function readCookie(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) {
      try {
        return decodeURIComponent(rest.join("="));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The request client for one incoming request: its time zone, id and cancellation travel along. */
export function upstreamFor(
  request: Request,
  context: AppLoadContext,
  caller: Pick<CallerScope, "token" | "visitorId"> = {},
): Upstream {
  return createUpstream(context.upstream, {
    timeZone: normaliseTimeZone(readCookie(request, TIME_ZONE_COOKIE)),
    requestId: context.requestId,
    clientIp: context.clientIp,
    userAgent: request.headers.get("User-Agent") ?? undefined,
    signal: request.signal,
    logger: context.logger,
    ...caller,
  });
}
