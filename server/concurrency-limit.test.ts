import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import http from "node:http";
import { limitConcurrency, onePerTurn } from "./concurrency-limit";

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

  it("lets new connections in while the connections already open keep asking, when answers need no I/O", async () => {
    // Answers made within the turn that read them (5 ms of work, no I/O), as a page sent whole
    // over the embedded database is. libuv accepts one connection per turn of the event loop.
    const app = express();
    app.use(limitConcurrency(4, { exempt: () => false }));
    app.get("*", (_req, res) => {
      const end = performance.now() + 5;
      while (performance.now() < end);
      res.send("ok");
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const port = (server.address() as AddressInfo).port;
    const agents: http.Agent[] = [];
    close = () => {
      agents.forEach((agent) => agent.destroy());
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    };
    const ask = (agent: http.Agent) =>
      new Promise<void>((resolve, reject) => {
        http.get({ host: "127.0.0.1", port, path: "/", agent }, (res) => res.resume().on("end", resolve)).on("error", reject);
      });
    const keepAlive = () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      agents.push(agent);
      return agent;
    };

    // Ten connections asking again as soon as they are answered.
    let running = true;
    const answered = Array.from({ length: 10 }, () => 0);
    const open = answered.map(async (_, i) => {
      const agent = keepAlive();
      while (running) {
        await ask(agent);
        answered[i]! += 1;
      }
    });
    await until(() => answered.every((n) => n >= 3));

    // Ten new connections at once: each is answered after about one answer of every connection
    // in line. Accepted one per turn of a loop answering everyone each turn, the last new one
    // waited for about ten answers of each connection already open.
    const before = [...answered];
    await Promise.all(Array.from({ length: 10 }, () => ask(keepAlive())));
    const meanwhile = answered.map((n, i) => n - before[i]!);
    running = false;
    await Promise.all(open);
    // Measured: 2 each started one per turn, 6 each started as read.
    expect(Math.max(...meanwhile)).toBeLessThanOrEqual(3);
  });
});

describe("onePerTurn", () => {
  const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

  it("runs the first of a turn at once and the others one per later turn, in order", async () => {
    const pace = onePerTurn();
    const ran: number[] = [];
    pace(() => ran.push(1));
    pace(() => ran.push(2));
    pace(() => ran.push(3));
    expect(ran).toEqual([1]);
    await nextTurn();
    expect(ran).toEqual([1, 2]);
    await nextTurn();
    expect(ran).toEqual([1, 2, 3]);
    await nextTurn();
    // A turn with nothing waiting: the next one runs at once.
    pace(() => ran.push(4));
    expect(ran).toEqual([1, 2, 3, 4]);
  });
});
