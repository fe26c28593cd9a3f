import { test } from "@playwright/test";
import { startFaultUpstream, type FaultUpstream } from "./fault-upstream";
import { startServer, type RunningServer } from "./server";

export type FaultStack = { api: RunningServer; upstream: FaultUpstream; web: RunningServer };

/**
 * For a serial spec: before its tests, the API alone, the fault upstream in front of it and a web
 * app over that with a short upstream timeout; after them, all three stopped.
 */
export function useFaultStack({ timeoutMs, apiEnv = {}, webEnv = {} }: { timeoutMs: number; apiEnv?: Record<string, string>; webEnv?: Record<string, string> }): FaultStack {
  const stack = {} as FaultStack;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    stack.api = await startServer(
      { SMTP_URL: process.env.E2E_SMTP_URL ?? "", ...apiEnv },
      { entry: "build/api-standalone.js", portVariable: "API_PORT", healthPath: "/api/ready" },
    );
    stack.upstream = await startFaultUpstream(stack.api.baseUrl);
    stack.web = await startServer({ UPSTREAM_API_URL: stack.upstream.url, UPSTREAM_TIMEOUT_MS: String(timeoutMs), ...webEnv });
  });
  test.afterAll(async () => {
    await stack.web?.stop();
    await stack.upstream?.close();
    await stack.api?.stop();
  });
  return stack;
}
