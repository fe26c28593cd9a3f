import type { Server, ServerResponse } from "node:http";
import net from "node:net";
import type { Logger } from "pino";

// Connections still open this long after a shutdown signal are cut, so the process exits within 10 s.
const FORCE_CLOSE_AFTER_MS = 8000;
// How long a kept-alive connection may stay idle once draining before it is closed. Closing one at
// the very moment its client sends a request would cut that request; every connection in use is
// closed by its own next response instead (Connection: close), so only quiet ones remain.
const IDLE_GRACE_MS = 1000;

/**
 * SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish, then run the cleanup
 * (closing the database) and exit 0. `onDraining` lets /readyz report 503 while that happens.
 * While draining, every response says `Connection: close`, so a client's next request opens a new
 * connection and is refused outright rather than cut off on an old one.
 */
export function onShutdownSignal(server: Server, logger: Logger, cleanup: () => Promise<void>, onDraining?: () => void) {
  let stopping = false;
  const open = new Set<ServerResponse>();
  server.prependListener("request", (_request, response: ServerResponse) => {
    if (stopping) {
      response.shouldKeepAlive = false;
      return;
    }
    open.add(response);
    response.once("close", () => open.delete(response));
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    onDraining?.();
    logger.info({ signal }, "shutting down: finishing in-flight requests");
    // In flight now: answered in full, then their connections close (read when headers are written).
    for (const response of open) if (!response.headersSent) response.shouldKeepAlive = false;
    const force = setTimeout(() => server.closeAllConnections(), FORCE_CLOSE_AFTER_MS);
    force.unref();
    let sweep: NodeJS.Timeout | undefined;
    const grace = setTimeout(() => {
      server.closeIdleConnections();
      sweep = setInterval(() => server.closeIdleConnections(), 250);
      sweep.unref();
    }, IDLE_GRACE_MS);
    grace.unref();
    // net's close, not http's: http's also closes idle connections at once, racing their clients.
    net.Server.prototype.close.call(server, () => {
      clearTimeout(force);
      clearTimeout(grace);
      clearInterval(sweep);
      cleanup()
        .catch((error: unknown) => logger.error({ err: error }, "cleanup failed during shutdown"))
        .finally(() => {
          logger.info("stopped");
          process.exit(0);
        });
    });
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}
