import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { endpoint } from "#core/contracts/endpoint";
import { MESSAGES } from "#core/messages";
import { createUpstream } from "./client.server";
import { UpstreamError } from "./errors";
import { inProcessTransport } from "./transport.server";

const videoContract = endpoint({
  method: "GET",
  path: "/api/video/detail/:id",
  params: z.object({ id: z.string() }),
  query: z.object({ size: z.number() }),
  response: z.object({ id: z.string(), seconds: z.number() }),
});

function clientAnswering(data: unknown) {
  const requests: Request[] = [];
  const logger = { error: vi.fn(), warn: vi.fn() };
  const transport = inProcessTransport((request) => {
    requests.push(request);
    return Response.json({ success: true, data });
  }, 1000);
  return { upstream: createUpstream(transport, { timeZone: "UTC", logger }), requests, logger };
}

describe("callContract", () => {
  it("builds the method, path and query from the contract and returns the parsed data", async () => {
    const { upstream, requests } = clientAnswering({ id: "a b", seconds: 3, extra: true });
    const answer = await upstream.callContract(videoContract, { params: { id: "a b" }, query: { size: 2 } });
    expect(answer.data).toEqual({ id: "a b", seconds: 3 });
    expect(requests[0]!.method).toBe("GET");
    expect(new URL(requests[0]!.url).pathname + new URL(requests[0]!.url).search).toBe("/api/video/detail/a%20b?size=2");
  });

  it("treats an answer that drifts from the contract as malformed, logged once", async () => {
    const { upstream, logger } = clientAnswering({ id: "a", seconds: "3" });
    const failure = await upstream.callContract(videoContract, { params: { id: "a" } }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UpstreamError);
    expect(failure).toMatchObject({ kind: "malformed", message: MESSAGES.somethingWentWrong, status: 200 });
    expect(logger.error).toHaveBeenCalledTimes(1);
  });
});
