import http from "node:http";
import type { AddressInfo } from "node:net";
import express, { type NextFunction, type Request, type Response } from "express";
import { afterEach, describe, expect, it } from "vitest";
import { onePerTurn, pacedHandler, paceFor, startInItsTurn } from "./one-per-turn";

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

let close: (() => Promise<unknown>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

/** Until `check` holds (the server works on its own event loop turns). */
async function until(check: () => boolean) {
  for (let i = 0; i < 400 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(check()).toBe(true);
}

describe("onePerTurn", () => {
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

describe("paceFor", () => {
  it("paces over the embedded database only: over a database server or a remote API nothing waits", async () => {
    const pace = paceFor("pglite");
    expect(pace).not.toBeNull();
    const ran: number[] = [];
    pace!(() => ran.push(1));
    pace!(() => ran.push(2));
    expect(ran).toEqual([1]);
    await nextTurn();
    expect(ran).toEqual([1, 2]);
    expect(paceFor("postgres")).toBeNull();
    expect(paceFor(undefined)).toBeNull();
  });
});

describe("startInItsTurn", () => {
  const fakeResponse = (closed = false) => ({ closed }) as Response;
  const request = (paced: boolean) => ({ headers: { paced: paced ? "yes" : "no" } }) as unknown as Request;
  const middleware = (pace = onePerTurn()) => ({ pace, start: startInItsTurn(pace, (req) => req.headers.paced === "yes") });

  it("lets the requests it does not pick go on at once, even when the turn is taken", () => {
    const { pace, start } = middleware();
    pace(() => {});
    let went = false;
    start(request(false), fakeResponse(), (() => (went = true)) as NextFunction);
    expect(went).toBe(true);
  });

  it("starts the picked ones in their turn, and drops one whose client left before it came", async () => {
    const { pace, start } = middleware();
    pace(() => {});
    const went: string[] = [];
    start(request(true), fakeResponse(), (() => went.push("first")) as NextFunction);
    start(request(true), fakeResponse(true), (() => went.push("gone")) as NextFunction);
    start(request(true), fakeResponse(), (() => went.push("third")) as NextFunction);
    expect(went).toEqual([]);
    await nextTurn();
    expect(went).toEqual(["first"]);
    await nextTurn();
    await nextTurn();
    expect(went).toEqual(["first", "third"]);
  });
});

describe("pacedHandler", () => {
  it("starts each call in its turn and passes its answer or its failure through", async () => {
    const pace = onePerTurn();
    const started: string[] = [];
    const handle = pacedHandler(pace, async (name: string) => {
      started.push(name);
      if (name === "bad") throw new Error("refused");
      return `answer ${name}`;
    });
    const first = handle("a");
    const second = handle("bad");
    const third = handle("c");
    expect(started).toEqual(["a"]);
    await expect(first).resolves.toBe("answer a");
    await expect(second).rejects.toThrow("refused");
    await expect(third).resolves.toBe("answer c");
    expect(started).toEqual(["a", "bad", "c"]);
  });
});

describe("a server whose answers need no I/O", () => {
  it("accepts new connections while the connections already open keep asking", async () => {
    // Answers made within the turn that read them (5 ms of work, no I/O), as a page sent whole
    // over the embedded database is. libuv accepts one connection per turn of the event loop.
    const app = express();
    app.use(startInItsTurn(onePerTurn(), () => true));
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

    // Ten new connections at once: each is answered after about one answer of every connection in
    // line. Accepted one per turn of a loop answering everyone each turn, the last new one waited
    // for about ten answers of each connection already open.
    const before = [...answered];
    await Promise.all(Array.from({ length: 10 }, () => ask(keepAlive())));
    const meanwhile = answered.map((n, i) => n - before[i]!);
    running = false;
    await Promise.all(open);
    // Measured: 2 each started one per turn, 6 each without the middleware.
    expect(Math.max(...meanwhile)).toBeLessThanOrEqual(3);
  });
});
