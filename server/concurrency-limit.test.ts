import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { limitConcurrency } from "./concurrency-limit";

type Held = { path: string; finish: () => void };

/** A server whose handlers answer only when the test says so; `started` lists them in order. */
async function serverWithLimit(max: number) {
  const started: Held[] = [];
  const app = express();
  app.use(limitConcurrency(max, { exempt: (req) => req.path === "/stream" }));
  app.get("*", (req, res) => {
    started.push({ path: req.path, finish: () => res.send(req.path) });
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    started,
    url,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Until `check` holds (the server works on its own event loop turns). */
async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(check()).toBe(true);
}

let close: (() => Promise<unknown>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

describe("limitConcurrency", () => {
  it("works on at most `max` requests at once and lets the others in first come, first served", async () => {
    const s = await serverWithLimit(2);
    close = s.close;
    const answers = ["/a", "/b", "/c", "/d"].map((path) => fetch(s.url + path).then((r) => r.text()));
    await until(() => s.started.length === 2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(s.started.map((h) => h.path)).toEqual(["/a", "/b"]);

    s.started[1]!.finish();
    await until(() => s.started.length === 3);
    expect(s.started[2]!.path).toBe("/c");
    s.started[0]!.finish();
    await until(() => s.started.length === 4);
    s.started[2]!.finish();
    s.started[3]!.finish();
    expect(await Promise.all(answers)).toEqual(["/a", "/b", "/c", "/d"]);
  });

  it("drops a request whose client went away while it waited, and frees the turn of one that went away while worked on", async () => {
    const s = await serverWithLimit(1);
    close = s.close;
    const first = new AbortController();
    fetch(`${s.url}/first`, { signal: first.signal }).catch(() => undefined);
    await until(() => s.started.length === 1);
    const gone = new AbortController();
    fetch(`${s.url}/gone`, { signal: gone.signal }).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    gone.abort();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const last = fetch(`${s.url}/last`).then((r) => r.text());

    // The first one's client leaves without an answer: its turn passes to /last, not to /gone.
    first.abort();
    await until(() => s.started.length === 2);
    expect(s.started[1]!.path).toBe("/last");
    s.started[1]!.finish();
    expect(await last).toBe("/last");
  });

  it("lets exempt requests through at once, and 0 means no limit", async () => {
    const limited = await serverWithLimit(1);
    fetch(`${limited.url}/slow`).catch(() => undefined);
    await until(() => limited.started.length === 1);
    const streamed = fetch(`${limited.url}/stream`).then((r) => r.text());
    await until(() => limited.started.length === 2);
    limited.started[1]!.finish();
    expect(await streamed).toBe("/stream");
    limited.started[0]!.finish();
    await limited.close();

    const open = await serverWithLimit(0);
    close = open.close;
    const answers = ["/1", "/2", "/3"].map((path) => fetch(open.url + path).then((r) => r.text()));
    await until(() => open.started.length === 3);
    for (const held of open.started) held.finish();
    expect(await Promise.all(answers)).toEqual(["/1", "/2", "/3"]);
  });
});
