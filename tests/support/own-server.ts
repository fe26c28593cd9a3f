import { test } from "./fixtures";
import { startServer, type RunningServer } from "./server";

/**
 * A server of the spec file's own (deposits that settle in a second, no sign-in rate limit),
 * started before its tests and stopped after them. Call at the top level of the file; the answer
 * gives the running server inside a test.
 */
export function ownFundsServer(): () => RunningServer {
  let server: RunningServer | undefined;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startServer({ SMTP_URL: process.env.E2E_SMTP_URL!, AUTH_RATE_LIMIT_PER_MINUTE: "10000", FUNDS_SETTLEMENT_SECONDS: "1" });
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  return () => {
    if (!server) throw new Error("the spec's server has not started");
    return server;
  };
}
