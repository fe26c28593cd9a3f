import type { AddressInfo } from "node:net";
import type { Express } from "express";

/** An Express app listening on a free port of the loopback interface: its base URL and how to stop it. */
export async function listenLocally(app: Express): Promise<{ url: string; close: () => Promise<unknown> }> {
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
