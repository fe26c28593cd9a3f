import type { Server } from "node:http";

/**
 * How long a connection may stay idle between requests before the server closes it. Node's own
 * 5 s is shorter than the clients in front of us keep theirs: a proxy or load balancer (60 s idle
 * is the common default) or a keep-alive agent that ignores the server's hint, as Node's does.
 * A client that sends its next request just as the server closes the connection gets a reset
 * instead of an answer, and a POST is not retried. The server must be the side that waits longer.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Applies the keep-alive timeout; the headers' own timeout stays above it, as Node asks. */
export function keepConnectionsAlive(server: Server): Server {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1000;
  return server;
}
