import { createServer, request as forward, type Server } from "node:http";
import { freePort } from "./server";

/** How the upstream misbehaves (issue: fault injection); "pass" forwards to the real API. */
export type Fault =
  | "pass"
  | "refuse"
  | "hang"
  | "500"
  | "502"
  | "511-message"
  | "511-empty"
  | "malformed"
  | "truncated"
  | "reset-mid-body";

export const MESSAGE_511 = "Sign in to the hotel network to continue.";

export type FaultUpstream = {
  url: string;
  /** Switches behaviour for the calls that arrive from now on. */
  set(fault: Fault): Promise<void>;
  close(): Promise<void>;
};

/**
 * A local upstream in front of the real API that fails on demand. "refuse" stops listening, so
 * connections are refused rather than reset; any other fault listens again on the same port.
 */
export async function startFaultUpstream(apiUrl: string): Promise<FaultUpstream> {
  const port = await freePort();
  let fault: Fault = "pass";
  let server: Server | null = null;

  const handle: Parameters<typeof createServer>[1] = (req, res) => {
    const json = (status: number, body: string) => {
      res.writeHead(status, { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) });
      res.end(body);
    };
    switch (fault) {
      case "hang":
        return; // accepts and never answers
      case "500":
        return json(500, JSON.stringify({ success: false, errorCode: "Internal", message: "relation \"users\" does not exist at Parser.parseErrorMessage" }));
      case "502":
        res.writeHead(502, { "Content-Type": "text/html" });
        return res.end("<html><body><h1>502 Bad Gateway</h1><p>nginx/1.25</p></body></html>");
      case "511-message":
        return json(511, JSON.stringify({ success: false, message: MESSAGE_511 }));
      case "511-empty":
        return json(511, "");
      case "malformed":
        return json(200, "<html>this is not JSON</html>");
      case "truncated":
        return json(200, '{"success":true,"data":{"items":[{"id":1,"title":"Unfinis');
      case "reset-mid-body":
        res.writeHead(200, { "Content-Type": "application/json", "Content-Length": "4096" });
        res.write('{"success":true,"data":{"items":[');
        return void setTimeout(() => req.socket.destroy(), 30);
      default: {
        const target = new URL(req.url ?? "/", apiUrl);
        const upstream = forward(target, { method: req.method, headers: { ...req.headers, host: target.host } }, (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        });
        upstream.on("error", () => res.destroy());
        req.pipe(upstream);
      }
    }
  };

  const listen = async () => {
    server = createServer(handle);
    await new Promise<void>((resolve) => server!.listen(port, "127.0.0.1", resolve));
  };
  const stop = async () => {
    if (!server) return;
    const closing = server;
    server = null;
    closing.closeAllConnections();
    await new Promise((resolve) => closing.close(resolve));
  };

  await listen();
  return {
    url: `http://127.0.0.1:${port}`,
    async set(next) {
      fault = next;
      // Open connections would otherwise keep serving a request that began under the old fault.
      server?.closeIdleConnections();
      if (next === "refuse") await stop();
      else if (!server) await listen();
    },
    close: stop,
  };
}
