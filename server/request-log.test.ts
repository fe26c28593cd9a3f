import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import express from "express";
import { pino } from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { requestLog } from "./request-log";

type Line = { level: number; msg: string; req?: { id: string; method: string; url: string }; res?: { statusCode: number }; responseTime?: number; why?: string };

/** A server with the request log at `level`; its routes log when asked to (`?log=1`) and fail on /boom. */
async function serverWithLog(level: string) {
  const lines: Line[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString("utf8").split("\n").filter(Boolean)) lines.push(JSON.parse(line) as Line);
      done();
    },
  });
  const logger = pino({ level }, sink);
  const app = express();
  app.use(requestLog(logger));
  app.get("/boom", (_req, res) => void res.status(500).send("no"));
  // What a handler after it (the mounted API) reads as the request's id.
  app.get("/api/echo", (req, res) => void res.send(String(req.headers["x-request-id"])));
  app.get("*", (req, res) => {
    if (req.query.log === "1") req.log.warn({ why: "asked" }, "a line of the page's own");
    res.send(req.id);
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(resolve));
  return { url, lines };
}

/** The log lines are written on the response's close, after the client has its answer. */
async function settled(lines: Line[], count: number) {
  for (let i = 0; i < 200 && lines.length < count; i++) await new Promise((resolve) => setTimeout(resolve, 5));
  return lines;
}

let close: (() => Promise<unknown>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

describe("the request log", () => {
  it("gives each request an id, sent back, and keeps a plain one the caller sent", async () => {
    const { url } = await serverWithLog("warn");
    const fresh = await fetch(`${url}/news`);
    const id = fresh.headers.get("X-Request-Id")!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await fresh.text()).toBe(id);
    const kept = await fetch(`${url}/news`, { headers: { "X-Request-Id": "edge-42.a:b" } });
    expect([kept.headers.get("X-Request-Id"), await kept.text()]).toEqual(["edge-42.a:b", "edge-42.a:b"]);
    const odd = await fetch(`${url}/news`, { headers: { "X-Request-Id": "with space" } });
    expect(odd.headers.get("X-Request-Id")).not.toBe("with space");
  });

  it("hands the handlers after it the same id, made or kept: one id per call through the server", async () => {
    const { url } = await serverWithLog("warn");
    const made = await fetch(`${url}/api/echo`);
    expect(await made.text()).toBe(made.headers.get("X-Request-Id"));
    const replaced = await fetch(`${url}/api/echo`, { headers: { "X-Request-Id": "with space" } });
    expect(await replaced.text()).toBe(replaced.headers.get("X-Request-Id"));
    const kept = await fetch(`${url}/api/echo`, { headers: { "X-Request-Id": "edge-7" } });
    expect(await kept.text()).toBe("edge-7");
  });

  it("writes one line per answered request at info, with its id, method, URL, status and time, and no headers", async () => {
    const { url, lines } = await serverWithLog("info");
    const ok = await fetch(`${url}/news?page=2`, { headers: { Cookie: "__session=secret" } });
    const id = await ok.text();
    await fetch(`${url}/boom`);
    await fetch(`${url}/build/entry.js`);
    await settled(lines, 2);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ level: 30, msg: "request completed", req: { id, method: "GET", url: "/news?page=2" }, res: { statusCode: 200 } });
    expect(lines[0]!.responseTime).toBeGreaterThanOrEqual(0);
    expect(lines[1]).toMatchObject({ level: 30, msg: "request errored", req: { method: "GET", url: "/boom" }, res: { statusCode: 500 } });
    expect(JSON.stringify(lines)).not.toContain("secret");
  });

  it("writes nothing of its own below info, and a page's own line still carries the request", async () => {
    const { url, lines } = await serverWithLog("warn");
    await fetch(`${url}/quiet`);
    const id = await (await fetch(`${url}/loud?log=1`)).text();
    await settled(lines, 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lines).toEqual([expect.objectContaining({ level: 40, msg: "a line of the page's own", why: "asked", req: { id, method: "GET", url: "/loud?log=1" } })]);
  });
});
