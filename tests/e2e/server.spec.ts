import { readFileSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { MESSAGES } from "../../core/messages";
import { expect, test } from "../support/fixtures";
import { freePort, runToExit, startServer, type RunningServer } from "../support/server";

// Several tests here start servers of their own (a few seconds each on a busy machine).
test.describe.configure({ timeout: 60_000 });

test("health and readiness answer", async ({ request }) => {
  expect(await (await request.get("/healthz")).json()).toEqual({ status: "ok" });
  expect(await (await request.get("/readyz")).json()).toEqual({ status: "ready" });
});

test("pages carry an enforced CSP whose nonce is on every script, and no x-powered-by", async ({ request }) => {
  // A request with a session is rendered for itself (anonymous pages come from the page cache,
  // with hashes instead of a nonce: caching.spec.ts).
  const withSession = { headers: { Cookie: "__session=none" } };
  const response = await request.get("/", withSession);
  const headers = response.headers();
  expect(headers["x-powered-by"]).toBeUndefined();
  const csp = headers["content-security-policy"];
  expect(csp).toBeDefined();
  expect(headers["content-security-policy-report-only"]).toBeUndefined();
  const nonce = /'nonce-([^']+)'/.exec(csp ?? "")?.[1];
  expect(nonce).toBeTruthy();
  expect(csp).not.toContain("'unsafe-inline' 'nonce"); // scripts: no unsafe-inline
  expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'/);
  const html = await response.text();
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(1);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  // A fresh nonce per response.
  const again = (await request.get("/", withSession)).headers()["content-security-policy"];
  expect(again).not.toBe(csp);
});

test("the home page runs without CSP violations or console errors", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(m.text());
  });
  page.on("pageerror", (e) => problems.push(e.message));
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  // Hydrated: client navigation works.
  await page.getByRole("link", { name: "Pricing", exact: true }).click();
  await expect(page.locator("h1")).toHaveText("Pricing");
  expect(problems).toEqual([]);
});

test("hashed build assets are cached for a year as immutable", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const asset = /(\/build\/[^"]+\.js)/.exec(html)?.[1];
  expect(asset).toBeTruthy();
  const response = await request.get(asset!);
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});

test("the build's scripts are sent as compressed at build time, brotli or gzip as the browser takes them", async ({ request }) => {
  const html = await (await request.get("/")).text();
  // The page's largest script: every build compresses it.
  const assets = [...new Set(html.match(/\/build\/[^"]+\.js/g) ?? [])];
  const asset = assets.sort((a, b) => statSync(`public${b}`).size - statSync(`public${a}`).size)[0]!;
  for (const [accepted, encoding, suffix] of [["gzip, deflate, br, zstd", "br", ".br"], ["gzip, deflate", "gzip", ".gz"]] as const) {
    const response = await request.get(asset, { headers: { "Accept-Encoding": accepted } });
    expect(response.headers()["content-encoding"]).toBe(encoding);
    // The copy's own length: a body compressed as it is sent has none (it goes in chunks).
    expect(Number(response.headers()["content-length"])).toBe(statSync(`public${asset}${suffix}`).size);
    expect((await response.body()).equals(readFileSync(`public${asset}`))).toBe(true);
  }
});

test("the API is mounted at /api with its envelope", async ({ request }) => {
  const response = await request.get("/api/news/list?size=2");
  const body = await response.json();
  expect(body.success).toBe(true);
  expect(body.data.items).toHaveLength(2);
  const bad = await request.get("/api/news/list?size=abc");
  expect(bad.status()).toBe(400);
});

test("a bad configuration value stops the process with one line naming it", async () => {
  const { code, output } = await runToExit({ PORT: "abc" });
  expect(code).toBe(1);
  expect(output.trim()).toBe('Invalid configuration: PORT must be a whole number from 1 to 65535 (got "abc")');
  const production = await runToExit({ NODE_ENV: "production", SESSION_SECRET: "" });
  expect(production.code).toBe(1);
  expect(production.output.trim()).toBe("Invalid configuration: SESSION_SECRET is required in production");
});

test.describe("with a remote upstream", () => {
  // These start servers of their own; run them one after another.
  test.describe.configure({ mode: "serial" });

  let hanging: Server;
  let hangingUrl: string;
  test.beforeAll(async () => {
    hanging = createServer(() => {}); // accepts and never answers
    const port = await freePort();
    await new Promise<void>((resolve) => hanging.listen(port, "127.0.0.1", resolve));
    hangingUrl = `http://127.0.0.1:${port}`;
  });
  test.afterAll(async () => {
    hanging.closeAllConnections();
    await new Promise((resolve) => hanging.close(resolve));
  });

  test("an upstream that never answers shows the timeout message in about UPSTREAM_TIMEOUT_MS, and the server stays healthy", async ({ page }) => {
    const web = await startServer({ UPSTREAM_API_URL: hangingUrl, UPSTREAM_TIMEOUT_MS: "2000" });
    try {
      const started = Date.now();
      const response = await page.goto(`${web.baseUrl}/news`);
      const elapsed = Date.now() - started;
      expect(response?.status()).toBe(504);
      await expect(page.getByRole("alert")).toHaveText(MESSAGES.timeout);
      expect(elapsed).toBeGreaterThanOrEqual(1900);
      expect(elapsed).toBeLessThan(5000); // the timeout plus rendering, with room for a loaded machine
      expect(await page.content()).not.toMatch(/at \w+ \(|node_modules|UpstreamError/); // no stack trace
      expect((await page.request.get(`${web.baseUrl}/healthz`)).status()).toBe(200);
      // Pages that need no upstream data keep working.
      expect((await page.request.get(`${web.baseUrl}/enplusworld/pricing`)).status()).toBe(200);
    } finally {
      await web.stop();
    }
  });

  test("SIGTERM lets an in-flight request finish, then exits 0", async () => {
    const web = await startServer({ UPSTREAM_API_URL: hangingUrl, UPSTREAM_TIMEOUT_MS: "1500" });
    const inFlight = fetch(`${web.baseUrl}/news`).then((r) => r.status);
    await new Promise((r) => setTimeout(r, 300));
    const exited = web.stop();
    expect(await inFlight).toBe(504); // answered, not cut off
    expect(await exited).toBe(0);
    await expect(fetch(`${web.baseUrl}/healthz`)).rejects.toThrow(); // no longer accepting
  });

  test("a sign-in whose upstream call fails says 'Login failed' (requirements §8)", async ({ page }) => {
    const web = await startServer({ UPSTREAM_API_URL: hangingUrl, UPSTREAM_TIMEOUT_MS: "1000" });
    try {
      await page.goto(`${web.baseUrl}/enplusworld/pricing?auth=sign-in`);
      const dialog = page.getByRole("dialog", { name: "Welcome back" });
      await dialog.getByLabel("Username / Email").fill("someone");
      await dialog.getByLabel("Password", { exact: true }).fill("Whatever1pass");
      await dialog.getByRole("button", { name: "Sign In" }).click();
      await expect(dialog.getByText(MESSAGES.loginThrew, { exact: true })).toBeVisible();
    } finally {
      await web.stop();
    }
  });

  test("the web app over a separately running API (npm run start:api) serves the same content", async ({ page }) => {
    let api: RunningServer | undefined;
    let web: RunningServer | undefined;
    try {
      api = await startServer({}, { entry: "build/api-standalone.js", portVariable: "API_PORT", healthPath: "/api/ready" });
      web = await startServer({ UPSTREAM_API_URL: api.baseUrl });
      const response = await page.goto(`${web.baseUrl}/news`);
      expect(response?.status()).toBe(200);
      await expect(page.locator(".card-link").first()).toBeVisible();
      expect(await (await page.request.get(`${web.baseUrl}/readyz`)).json()).toEqual({ status: "ready" });
      expect((await page.request.get(`${web.baseUrl}/news/no-such-story`)).status()).toBe(404);
    } finally {
      await web?.stop();
      await api?.stop();
    }
  });
});

test("authentication posts past the per-minute limit get 429, Retry-After and a clear message", async ({ page }) => {
  const web = await startServer({ AUTH_RATE_LIMIT_PER_MINUTE: "2" });
  try {
    for (let i = 0; i < 2; i++) {
      const ok = await page.request.post(`${web.baseUrl}/api/user/login`, { form: { username: "nobody", password: "Nothing1here" } });
      expect(ok.status()).toBe(401);
    }
    const limited = await page.request.post(`${web.baseUrl}/api/user/login`, { form: { username: "nobody", password: "Nothing1here" } });
    expect(limited.status()).toBe(429);
    expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0);
    expect((await limited.json()).message).toBe(MESSAGES.authRateLimited);

    // The sign-in dialog says the same.
    await page.goto(`${web.baseUrl}/news?auth=sign-in`);
    const dialog = page.getByRole("dialog", { name: "Welcome back" });
    await dialog.getByLabel("Username / Email").fill("nobody");
    await dialog.getByLabel("Password", { exact: true }).fill("Nothing1here");
    await dialog.getByRole("button", { name: "Sign In" }).click();
    await expect(dialog.getByText(MESSAGES.authRateLimited)).toBeVisible();
  } finally {
    await web.stop();
  }
});

test("a code that cannot be mailed shows the requirements §8 message and leaves the member on the details step", async ({ page }) => {
  const closed = await freePort(); // nothing listens there
  const web = await startServer({ SMTP_URL: `smtp://127.0.0.1:${closed}` });
  try {
    await page.goto(`${web.baseUrl}/?auth=sign-up`);
    const dialog = page.getByRole("dialog", { name: "Create your membership" });
    await dialog.getByLabel("Username").fill("mailless");
    await dialog.getByLabel("Email").fill("mailless@example.com");
    await dialog.getByRole("button", { name: "Send Code" }).click();
    await expect(dialog.getByText(MESSAGES.codeSendFailed)).toBeVisible();
    await expect(dialog).toContainText("Step 1 of 3");
    await expect(dialog.getByLabel("Email")).toHaveValue("mailless@example.com");
  } finally {
    await web.stop();
  }
});

test("writes from another site are refused with 403, and bodies over 100 KB with 413; the server carries on", async ({ request }) => {
  const form = { username: "someone", password: "Whatever1pass", redirectTo: "/" };
  for (const origin of ["https://evil.example", "null"]) {
    const refused = await request.post("/auth/sign-in", { form, headers: { Origin: origin }, maxRedirects: 0 });
    expect(refused.status()).toBe(403);
    expect(await refused.text()).toBe("Cross-site request refused.");
  }
  const sameSite = await request.post("/auth/sign-in", { form, headers: { Origin: new URL(process.env.E2E_BASE_URL!).origin }, maxRedirects: 0 });
  expect(sameSite.status()).toBe(302);
  const huge = await request.post("/auth/sign-in", { form: { ...form, username: "a".repeat(150_000) }, maxRedirects: 0 });
  expect(huge.status()).toBe(413);
  expect((await request.get("/healthz")).status()).toBe(200);
});

test("HSTS only for requests that came over https through the trusted proxy; the session and visitor cookies are Secure in production", async ({ request }) => {
  const overHttps = await request.get("/", { headers: { "X-Forwarded-Proto": "https" } });
  expect(overHttps.headers()["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  const plain = await request.get("/");
  expect(plain.headers()["strict-transport-security"]).toBeUndefined();
  const visit = await request.post("/resources/visit", { data: { pageUrl: "/" } });
  expect(visit.headers()["set-cookie"]).toMatch(/__visitor=[^;]+;.*HttpOnly/i);
  expect(visit.headers()["set-cookie"]).toMatch(/; Secure/i);
  expect(visit.headers()["set-cookie"]).toMatch(/SameSite=Lax/i);
  // Signed out, the member area stores its target in a new session before sending to sign in.
  const guarded = await request.get("/myworld/profile", { maxRedirects: 0 });
  expect(guarded.status()).toBe(302);
  expect(guarded.headers()["set-cookie"]).toMatch(/__session=[^;]+;.*HttpOnly/i);
  expect(guarded.headers()["set-cookie"]).toMatch(/; Secure/i);
});

test("a body of undeclared length is refused on the web app (411) and counted by the API (413 past 100 KB)", async ({ baseURL }) => {
  const origin = new URL(baseURL!).origin;
  // A streamed body has no Content-Length: it goes out chunked.
  const chunked = (size: number) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        const piece = new TextEncoder().encode("username=" + "a".repeat(size));
        controller.enqueue(piece);
        controller.close();
      },
    });
  const post = (path: string, size: number, type: string) =>
    fetch(`${origin}${path}`, { method: "POST", headers: { "Content-Type": type, Origin: origin }, body: chunked(size), duplex: "half" } as RequestInit);
  const web = await post("/auth/sign-in", 10, "application/x-www-form-urlencoded");
  expect(web.status).toBe(411);
  const apiSmall = await post("/api/user/validateUsername", 10, "application/json");
  expect(apiSmall.status).toBe(400); // read, and refused as malformed JSON
  const apiHuge = await post("/api/user/validateUsername", 150_000, "application/json");
  expect(apiHuge.status).toBe(413);
  expect((await fetch(`${origin}/healthz`)).status).toBe(200);
});
