import { createUpstream, type CallerScope, type Upstream } from "../../app/upstream/client.server";
import { inProcessTransport } from "../../app/upstream/transport.server";
import type { openTestApi } from "./test-api";

/**
 * The web app's upstream client on the real API (in-memory database): every answer the client
 * reads is parsed with its contract in core/contracts/, so an answer that drifts from the contract
 * rejects as "malformed" and fails the test that made the call.
 */
export function webClientOn(t: Awaited<ReturnType<typeof openTestApi>>, scope: Partial<CallerScope> = {}): Upstream {
  const transport = inProcessTransport((request) => t.api.request(request), 5000);
  return createUpstream(transport, { timeZone: "America/New_York", clientIp: "198.51.100.7", visitorId: "visitor-0001", ...scope });
}
