import type { APIRequestContext, Page } from "@playwright/test";
import { MESSAGES } from "../../core/messages";
import { clientAddress, newMember, signInThroughDialog, type TestMember } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { waitForCode } from "../support/mail-capture";
import { startServer, type RunningServer } from "../support/server";

// docs/architecture.md §9: everything that must hold across instances lives in the database. Two more
// instances share the PostgreSQL of the `npm run test:e2e:pg` pass (PGlite allows one process).
test.describe("two instances on one PostgreSQL", () => {
  test.skip(!process.env.TEST_DATABASE_URL, "runs in the PostgreSQL pass (npm run test:e2e:pg)");
  test.describe.configure({ mode: "serial", timeout: 60_000 });

  let a: RunningServer;
  let b: RunningServer;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const env = {
      DATABASE_URL: process.env.TEST_DATABASE_URL!,
      SMTP_URL: process.env.E2E_SMTP_URL!,
      TRUST_PROXY: "loopback",
      AUTH_RATE_LIMIT_PER_MINUTE: "6",
    };
    [a, b] = await Promise.all([startServer(env), startServer(env)]);
  });
  test.afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
  });

  const client = () => ({ "X-Client-Ip": `2001:db8::${Math.floor(Math.random() * 0xffff).toString(16)}` });
  const post = (request: APIRequestContext, server: RunningServer, path: string, data: unknown, headers: Record<string, string>) =>
    request.post(`${server.baseUrl}${path}`, { data, headers });
  /** Sends a registration code through `server`; answers the code, read from the mail. */
  const codeSentBy = async (request: APIRequestContext, server: RunningServer, member: TestMember, headers: Record<string, string>) => {
    const since = Date.now();
    expect((await post(request, server, "/api/user/sendRegistrationVerifyCode", { username: member.username, email: member.email, phone: "" }, headers)).status()).toBe(200);
    return waitForCode(member.email, since);
  };
  /** Signs in through the dialog from an address of its own (TRUST_PROXY): the other specs' sign-ins from this browser count in the same database. */
  const signInFromOwnAddress = async (page: Page, member: TestMember, url: string) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": clientAddress() });
    await signInThroughDialog(page, member, url);
  };

  test("a code sent by A verifies on B, and a session made on A works on B", async ({ page, request }) => {
    const member = newMember();
    const headers = client();
    const verifyCode = await codeSentBy(request, a, member, headers);
    expect((await post(request, b, "/api/user/validateRegistrationCode", { username: member.username, code: verifyCode }, headers)).status()).toBe(200);
    expect((await post(request, b, "/api/user/registration", { ...member, phone: "", verifyCode, matchingPassword: member.password }, headers)).status()).toBe(200);

    await signInFromOwnAddress(page, member, `${a.baseUrl}/news`);
    // Cookies belong to the host, not the port: the same browser session now asks B.
    const response = await page.goto(`${b.baseUrl}/myworld/profile`);
    expect(response?.status()).toBe(200);
    await expect(page.locator(".tier-card")).toBeVisible();
  });

  test("a page B keeps is rendered again once A writes what it shows (decision 038)", async ({ page, request }) => {
    const member = newMember();
    const headers = client();
    const verifyCode = await codeSentBy(request, a, member, headers);
    expect((await post(request, a, "/api/user/registration", { ...member, phone: "", verifyCode, matchingPassword: member.password }, headers)).status()).toBe(200);
    await signInFromOwnAddress(page, member, `${b.baseUrl}/news`);

    const personal = `${b.baseUrl}/myworld/profile/personal`;
    expect((await page.goto(personal))?.headers()["x-page-cache"]).toBe("miss");
    expect((await page.goto(personal))?.headers()["x-page-cache"]).toBe("hit");
    await expect(page.getByLabel("About you")).toHaveValue("");

    // Another session of the member writes through A: B's kept page must not be sent again.
    const login = await request.post(`${a.baseUrl}/api/user/login`, { form: { username: member.username, password: member.password }, headers: client() });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    expect((await request.post(`${a.baseUrl}/api/user/update`, { data: { bio: "Written on A." }, headers: { Authorization: `Bearer ${token}`, ...client() } })).status()).toBe(200);
    expect((await page.goto(personal))?.headers()["x-page-cache"]).toBe("miss");
    await expect(page.getByLabel("About you")).toHaveValue("Written on A.");
  });

  test("the per-client authentication limit holds across both instances", async ({ request }) => {
    const headers = client();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const server = i % 2 === 0 ? a : b;
      statuses.push((await post(request, server, "/api/user/validateUsername", { username: `probe${i}` }, headers)).status());
    }
    expect(statuses.slice(0, 6).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(6)).toEqual([429, 429]);
  });

  test("the forgot-password lockout holds across both instances", async ({ request }) => {
    const headers = client();
    const attempts: number[] = [];
    for (let i = 0; i < 5; i++) {
      const server = i % 2 === 0 ? a : b;
      attempts.push((await (await post(request, server, "/api/email/validate", { email: `ghost${i}@example.com` }, headers)).json()).data.attempts);
    }
    expect(attempts).toEqual([4, 3, 2, 1, 0]);
    const locked = await post(request, b, "/api/email/validate", { email: "ghost@example.com" }, headers);
    expect(locked.status()).toBe(429);
    expect((await locked.json()).message).toBe(MESSAGES.lockedOut);
  });

  test("a visit recorded on either instance is counted once", async ({ request }) => {
    const headers = { "X-Visitor-Id": `visitor-${Date.now()}` };
    const first = await (await post(request, a, "/api/pageview/record", { pageUrl: "/enplusworld/pricing" }, headers)).json();
    const second = await (await post(request, b, "/api/pageview/record", { pageUrl: "/enplusworld/pricing" }, headers)).json();
    expect([first.data.recorded, second.data.recorded]).toEqual([true, false]);
  });
});
