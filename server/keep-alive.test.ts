import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { KEEP_ALIVE_TIMEOUT_MS, keepConnectionsAlive } from "./keep-alive";

let close: () => Promise<void> = async () => undefined;
afterEach(() => close());

/** One request on `agent`; resolves with the response's headers and the local port of its socket. */
function ask(port: number, agent: http.Agent) {
  return new Promise<{ keepAlive: string | undefined; localPort: number | undefined }>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: "/", agent }, (response) => {
        const localPort = response.socket.localPort;
        response.resume().on("end", () => resolve({ keepAlive: response.headers["keep-alive"] as string | undefined, localPort }));
      })
      .on("error", reject);
  });
}

describe("keepConnectionsAlive", () => {
  it("announces its timeout and keeps an idle connection open past Node's default", async () => {
    const app = express();
    app.get("/", (_req, res) => void res.send("ok"));
    const server = keepConnectionsAlive(app.listen(0, "127.0.0.1"));
    await new Promise((resolve) => server.once("listening", resolve));
    // An agent that keeps its sockets however long the server announces, as Playwright's and
    // Node's own do: the server alone decides when an idle connection ends.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    close = () => {
      agent.destroy();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    };
    const { port } = server.address() as AddressInfo;

    const first = await ask(port, agent);
    expect(first.keepAlive).toBe(`timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`);
    // Node's default closes an idle connection after 5 s and a second's grace: 6 s.
    await new Promise((resolve) => setTimeout(resolve, 7_000));
    const second = await ask(port, agent);
    // The same socket answered: the server did not close it after 7 s idle.
    expect(second.localPort).toBe(first.localPort);
  }, 20_000);
});
