import { readFileSync } from "node:fs";
import { createRequestHandler, type AppLoadContext } from "@remix-run/node";
import pino from "pino";
import { describe, expect, it } from "vitest";
import handleRequest from "../app/entry.server";
import { testBuild } from "../tests/support/remix-test-app";
import { componentsFiles, MODULEPRELOAD_PRIORITY_MARKER, patchComponentsSource } from "./patch-modulepreload-priority.mjs";

// Decision 048: Remix's <Scripts> preloads a page's modules at low priority, in the server's build
// of @remix-run/react (which renders the page) and in the browser's (which hydrates it).

const loadContext = { cspNonce: "test-nonce", logger: pino({ level: "silent" }) } as unknown as AppLoadContext;
const handle = createRequestHandler(testBuild(handleRequest), "production");

describe("the modules a page preloads", () => {
  it("are all preloaded at low priority in the page the server renders", async () => {
    const html = await (await handle(new Request("http://app.test/accounts/21"), loadContext)).text();
    const links = html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    // The manifest, the entry module and the routes' modules.
    expect(links.length).toBeGreaterThanOrEqual(3);
    for (const link of links) expect(link).toContain('fetchpriority="low"');
  });

  it("carry the edit in both installed builds, the server's and the browser bundle's", () => {
    for (const file of componentsFiles()) expect(readFileSync(file, "utf8").split(MODULEPRELOAD_PRIORITY_MARKER)).toHaveLength(4);
  });

  it("are edited once: the edit applied again changes nothing", () => {
    for (const file of componentsFiles()) {
      const installed = readFileSync(file, "utf8");
      expect(patchComponentsSource(installed)).toBe(installed);
    }
  });

  it("are left alone, with null, in a library whose text is not the one the edit was written for", () => {
    const unrelated = 'React.createElement("link", { rel: "modulepreload", href: path })';
    expect(patchComponentsSource(unrelated)).toBeNull();
  });
});
