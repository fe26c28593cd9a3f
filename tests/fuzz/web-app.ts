import { execFileSync } from "node:child_process";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "@remix-run/node";
import { inProcessTransport } from "../../app/upstream/transport.server";
import type { WebApp } from "./web-requests";
import type { FuzzWorld } from "./world";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
export const FUZZ_SESSION_SECRET = "fuzz-session-secret-0123456789";
/** Below the fuzzer's deadline, so a slow upstream shows as the page's 504 rather than a hang. */
const UPSTREAM_TIMEOUT_MS = 4000;

/**
 * The production build's request handler, called in-process with a load context shaped like
 * server.ts's, whose upstream is the fuzz world's API. Builds first when the build is stale.
 */
export async function openWebApp(world: FuzzWorld): Promise<WebApp> {
  execFileSync(process.execPath, ["scripts/build-if-stale.mjs", "web"], { cwd: ROOT, stdio: "inherit" });
  const build = (await import(pathToFileURL(`${ROOT}build/index.js`).href)) as ServerBuild;
  const handler = createRequestHandler(build, "production");
  const upstream = inProcessTransport((request) => world.api.fetch(request), UPSTREAM_TIMEOUT_MS);
  return {
    build,
    handle: (request, context) => handler(request, context),
    context: (clientIp): AppLoadContext => ({
      cspNonce: "fuzz-nonce",
      requestId: "fuzz-request",
      clientIp,
      idleTimeoutMinutes: 30,
      logger: world.logs.logger,
      upstream,
      session: { secrets: [FUZZ_SESSION_SECRET], secure: false },
      // No secret: no bot check, and so no call to the outside world.
      botCheck: { verifyUrl: "http://127.0.0.1:9/unused" },
    }),
  };
}
