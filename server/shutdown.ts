import type { Server } from "node:http";
import type { Logger } from "pino";

// Connections still open this long after a shutdown signal are cut, so the process exits within 10 s.
const FORCE_CLOSE_AFTER_MS = 8000;

/**
 * SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish, then run the cleanup
 * (closing the database) and exit 0. `onDraining` lets /readyz report 503 while that happens.
 */
export function onShutdownSignal(
  server: Pick<Server, "close" | "closeIdleConnections" | "closeAllConnections">,
  logger: Logger,
  cleanup: () => Promise<void>,
  onDraining?: () => void,
) {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    onDraining?.();
    logger.info({ signal }, "shutting down: finishing in-flight requests");
    const force = setTimeout(() => server.closeAllConnections(), FORCE_CLOSE_AFTER_MS);
    force.unref();
    // Keep-alive connections become idle as their last response ends: close them as they do.
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    sweep.unref();
    server.close(() => {
      clearTimeout(force);
      clearInterval(sweep);
      cleanup()
        .catch((error: unknown) => logger.error({ err: error }, "cleanup failed during shutdown"))
        .finally(() => {
          logger.info("stopped");
          process.exit(0);
        });
    });
    server.closeIdleConnections();
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}
