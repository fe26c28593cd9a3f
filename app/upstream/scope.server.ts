import type { AppLoadContext } from "@remix-run/node";
import { normaliseTimeZone, TIME_ZONE_COOKIE } from "#core/time-zone";
import { noteActionFailure } from "./action-failure.server";
import { createUpstream, type CallerScope, type Upstream } from "./client.server";

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

/** The member's IANA time zone, as the browser reported it in the cookie; UTC until it has. */
export function timeZoneOf(request: Request): string {
  return normaliseTimeZone(readCookie(request, TIME_ZONE_COOKIE));
}

/**
 * The request client for one incoming request: its time zone, id and cancellation travel along.
 * On a form post a failed call also leaves its §8 notice for the page the action goes back to,
 * unless the caller is `silent` (requirements §8: a failed visitor record shows nothing).
 */
export function upstreamFor(
  request: Request,
  context: AppLoadContext,
  { silent = false, ...caller }: Pick<CallerScope, "token" | "visitorId"> & { silent?: boolean } = {},
): Upstream {
  const isFormPost = request.method !== "GET" && request.method !== "HEAD";
  return createUpstream(context.upstream, {
    onFailure: isFormPost && !silent ? (error) => noteActionFailure(context, error) : undefined,
    timeZone: timeZoneOf(request),
    requestId: context.requestId,
    clientIp: context.clientIp,
    userAgent: request.headers.get("User-Agent") ?? undefined,
    signal: request.signal,
    // A read's calls share the caller's session; an action's do not, since the action may change it.
    memo: isFormPost ? undefined : context.callerMemo,
    logger: requestLogger(context),
    ...caller,
  });
}

/**
 * The request's logger, read from the context only when a failed call logs: the server makes a
 * request's logger when it is first read (server/request-log.ts), and most requests never log.
 */
function requestLogger(context: AppLoadContext): NonNullable<CallerScope["logger"]> {
  return {
    get error() {
      const logger = context.logger;
      return logger.error.bind(logger);
    },
    get warn() {
      const logger = context.logger;
      return logger.warn.bind(logger);
    },
  };
}
