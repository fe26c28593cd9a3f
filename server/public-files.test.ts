import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listenLocally } from "../tests/support/listen";
import { mayNameAFile, publicFiles } from "./public-files";

// public/ on a real directory: a file is served, and a page's path is handed on without looking at
// the disk, even when a file of that very name is there.
let root: string;
let url: string;
let close: () => Promise<unknown>;
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "public-files-"));
  writeFileSync(join(root, "favicon.svg"), "<svg/>");
  writeFileSync(join(root, "news"), "a file named like a page");
  const app = express();
  app.use(publicFiles(root, { maxAge: "1h" }));
  app.get("*", (req, res) => res.status(404).send(`page ${req.path}`));
  ({ url, close } = await listenLocally(app));
});
afterAll(async () => {
  await close();
  rmSync(root, { recursive: true, force: true });
});

describe("public files", () => {
  it("serves a file with its cache lifetime", async () => {
    const answer = await fetch(`${url}/favicon.svg`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe("<svg/>");
    expect(answer.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("hands a page's path on without looking on disk", async () => {
    expect(await (await fetch(`${url}/news`)).text()).toBe("page /news");
    expect(await (await fetch(`${url}/`)).text()).toBe("page /");
  });

  it("hands on a missing file and a data request", async () => {
    expect(await (await fetch(`${url}/missing.png`)).text()).toBe("page /missing.png");
    expect(await (await fetch(`${url}/news.data`)).text()).toBe("page /news.data");
  });

  it("tells a file's path from a page's by a dot in the last segment", () => {
    expect(["/favicon.svg", "/robots.txt", "/news.data", "/avatars/avatar-01.svg"].map(mayNameAFile)).toEqual([true, true, true, true]);
    expect(["/", "/news", "/enplusworld/services/investments", "/v1.2/news"].map(mayNameAFile)).toEqual([false, false, false, false]);
  });
});
