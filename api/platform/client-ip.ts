import type { IncomingMessage } from "node:http";
import type { Context } from "hono";
import type { ApiEnv } from "./context";

export const CLIENT_IP_HEADER = "X-Client-Ip";
const ADDRESS = /^[0-9a-fA-F:.]{2,45}$/;

/**
 * The address limits are counted against. An in-process call comes from our own web app, which
 * passes the browser's address in X-Client-Ip; on a socket that header is believed only when the
 * API is configured to sit behind the web app.
 */
export function clientIpOf(c: Context<ApiEnv>): string {
  const header = c.req.header(CLIENT_IP_HEADER);
  const claimed = header && ADDRESS.test(header) ? header : undefined;
  const socket = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket?.remoteAddress;
  if (!socket) return claimed ?? "in-process";
  return c.var.settings.trustClientIpHeader && claimed ? claimed : socket;
}
