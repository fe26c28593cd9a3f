import { newMember, registerMember, signInThroughDialog } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { waitForCode } from "../support/mail-capture";
import { startServer } from "../support/server";

// Issue: observability. JSON lines with a request id; passwords, codes, tokens and cookies never
// reach the log, even at the most talkative level.

test("the log at debug level carries request ids and none of the secrets a member sent or received", async ({ page, request }) => {
  test.setTimeout(60_000);
  const server = await startServer({ LOG_LEVEL: "debug", SMTP_URL: process.env.E2E_SMTP_URL!, AUTH_RATE_LIMIT_PER_MINUTE: "1000" });
  try {
    const base = server.baseUrl;
    const since = Date.now();
    const member = await registerMember(request, newMember(), base);
    const registrationCode = await waitForCode(member.email, since);

    await signInThroughDialog(page, member, `${base}/news`);
    const cookies = await page.context().cookies(base);
    const session = cookies.find((c) => c.name.includes("session"));
    expect(session).toBeDefined();

    const login = await request.post(`${base}/api/user/login`, { form: { username: member.username, password: member.password } });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    await request.get(`${base}/api/user/info`, { headers: { Authorization: `Bearer ${token}` } });

    const resetSince = Date.now();
    await request.post(`${base}/api/common/send-verify-code`, { data: { email: member.email, tokenType: 1 } });
    const resetCode = await waitForCode(member.email, resetSince);
    await request.post(`${base}/api/common/validate-token`, { data: { email: member.email, code: resetCode, tokenType: 1 } });
    const newPassword = "Another2password";
    const reset = await request.post(`${base}/api/user/reset-pwd`, { data: { email: member.email, password: newPassword, matchingPassword: newPassword } });
    expect(reset.status()).toBe(200);

    // Input, not faults: an unknown address and a method a page does not take.
    expect((await request.get(`${base}/no/such/page`)).status()).toBe(404);
    expect((await request.fetch(`${base}/news`, { method: "PUT", headers: { Origin: base } })).status()).toBe(405);

    const output = server.output();
    const lines = output.split("\n").filter((line) => line.trim() !== "");
    // Every line is JSON; request lines carry the id that was also sent back as X-Request-Id.
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    const entries = lines.map((line) => JSON.parse(line) as { level: number; req?: { id?: string } });
    expect(entries.filter((entry) => entry.level >= 50), "nothing in this session was a server error").toEqual([]);
    const requestLines = entries.filter((entry) => entry.req);
    expect(requestLines.length).toBeGreaterThan(5);
    for (const entry of requestLines) expect(entry.req?.id).toBeTruthy();

    for (const secret of [member.password, newPassword, registrationCode, resetCode, token, session!.value]) {
      expect(output, "a secret reached the log").not.toContain(secret);
    }
  } finally {
    await server.stop();
  }
});
