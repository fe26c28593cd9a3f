import { createServer, type Server } from "node:http";
import type { Page } from "@playwright/test";
import { BOT_CHECK_FAILED } from "../../app/session/bot-check.server";
import { BOT_CHECK_UNAVAILABLE } from "../../app/hooks/use-bot-check";
import { registerMember } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { freePort, startServer, type RunningServer } from "../support/server";

// The real bot-check service is never contacted: the browser's requests to it are intercepted,
// and the server verifies against a local stand-in that accepts one token.
test.describe.configure({ mode: "serial", timeout: 60_000 });

let verifier: Server;
let web: RunningServer;
const GOOD_TOKEN = "accepted-token";

test.beforeAll(async () => {
  // A server of its own: its start (migrations, prices) can outlast the default 30 s on a busy machine.
  test.setTimeout(120_000);
  verifier = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const params = new URLSearchParams(body);
      const success = params.get("secret") === "test-secret" && params.get("response") === GOOD_TOKEN;
      res.setHeader("Content-Type", "application/json");
      res.end(JSON.stringify({ success }));
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => verifier.listen(port, "127.0.0.1", resolve));
  web = await startServer({
    TURNSTILE_SITE_KEY: "test-site-key",
    TURNSTILE_SECRET: "test-secret",
    TURNSTILE_VERIFY_URL: `http://127.0.0.1:${port}/siteverify`,
    SMTP_URL: process.env.E2E_SMTP_URL ?? "",
    AUTH_RATE_LIMIT_PER_MINUTE: "10000",
  });
});
test.afterAll(async () => {
  await web?.stop();
  await new Promise((resolve) => verifier.close(resolve));
});

/** A stand-in for the bot-check script: its widget adds the token field, as the real one does. */
const FAKE_SCRIPT = `window.turnstile = {
  render(el, options) { const i = document.createElement("input"); i.type = "hidden";
    i.name = "cf-turnstile-response"; i.value = ${JSON.stringify(GOOD_TOKEN)}; el.appendChild(i); return "w1"; },
  remove() {} };`;

async function signIn(page: Page, member: { username: string; password: string }) {
  const dialog = page.getByRole("dialog", { name: "Welcome back" });
  await dialog.getByLabel("Username / Email").fill(member.username);
  await dialog.getByLabel("Password", { exact: true }).fill(member.password);
  await dialog.getByRole("button", { name: "Sign In" }).click();
}

test("an unreachable bot-check service is skipped with a console warning; the server still asks for a token", async ({ page }) => {
  const warnings: string[] = [];
  page.on("console", (m) => m.type() === "warning" && warnings.push(m.text()));
  await page.route("https://challenges.cloudflare.com/**", (route) => route.abort("internetdisconnected"));
  const member = await registerMember(page.request, undefined, web.baseUrl);
  await page.goto(`${web.baseUrl}/news?auth=sign-in`);
  await expect.poll(() => warnings.some((w) => w.startsWith(BOT_CHECK_UNAVAILABLE))).toBe(true);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible(); // the page works
  await signIn(page, member);
  await expect(page.getByText(BOT_CHECK_FAILED)).toBeVisible();
});

test("with the script loaded, the checked form signs in", async ({ page }) => {
  const heads: string[] = [];
  await page.route("https://challenges.cloudflare.com/**", (route) => {
    heads.push(route.request().method());
    return route.fulfill({ status: 200, contentType: "text/javascript", body: route.request().method() === "HEAD" ? "" : FAKE_SCRIPT });
  });
  const member = await registerMember(page.request, undefined, web.baseUrl);
  await page.goto(`${web.baseUrl}/news?auth=sign-in`);
  await expect(page.getByTestId("bot-check").locator('input[name="cf-turnstile-response"]')).toHaveCount(1);
  expect(heads[0]).toBe("HEAD"); // reachability first (requirements §7)
  await signIn(page, member);
  await expect(page.getByRole("link", { name: /My World/ })).toBeVisible();
});
