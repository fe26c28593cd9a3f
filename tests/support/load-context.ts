import type { AppLoadContext } from "@remix-run/node";
import { pino } from "pino";
import { inProcessTransport } from "../../app/upstream/transport.server";

/** A load context for unit tests whose upstream is the given handler, called in-process. */
export function testLoadContext(send: (request: Request) => Response | Promise<Response>, secret = "unit-test-secret-0123456789"): AppLoadContext {
  return {
    cspNonce: "n",
    requestId: "req-42",
    clientIp: "203.0.113.9",
    idleTimeoutMinutes: 30,
    logger: pino({ level: "silent" }),
    upstream: inProcessTransport(send, 1000),
    session: { secrets: [secret], secure: false },
    botCheck: { verifyUrl: "http://127.0.0.1:9/unused" },
  };
}
