import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES, unregisteredEmailMessage } from "../../../core/messages";
import { openTestApi } from "../../../tests/support/test-api";
import { authSessions, mailOutbox, users, verificationCodes } from "../../db/schema";

let t: Awaited<ReturnType<typeof openTestApi>>;
beforeAll(async () => {
  t = await openTestApi();
});
afterAll(() => t.database.close());

let ipSeq = 0;
/** Each test acts from its own client address, so limits and lockouts do not leak between tests. */
const newClient = () => `203.0.113.${++ipSeq}`;

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return t.api.request(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}
const get = (path: string, token?: string) =>
  t.api.request(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
const login = (username: string, password: string, headers: Record<string, string> = {}) =>
  t.api.request("/api/user/login", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams({ username, password }).toString(),
  });

const PASSWORD = "Correct1horse";
let userSeq = 0;
/** Registers a member through the real endpoints, reading the code from the outbox. */
async function register(overrides: { username?: string; email?: string } = {}) {
  userSeq += 1;
  const username = overrides.username ?? `member${userSeq}`;
  const email = overrides.email ?? `member${userSeq}@example.com`;
  const sent = await post("/api/user/sendRegistrationVerifyCode", { username, email, phone: "+1(555)010-0000" });
  expect(sent.status).toBe(200);
  const verifyCode = await t.lastCode(email);
  expect((await post("/api/user/validateRegistrationCode", { username, code: verifyCode })).status).toBe(200);
  const done = await post("/api/user/registration", { username, email, phone: "", verifyCode, password: PASSWORD, matchingPassword: PASSWORD });
  expect(done.status).toBe(200);
  return { username, email };
}
async function signIn(username: string, password = PASSWORD) {
  const body = await (await login(username, password)).json();
  return body.data as { needMfa: boolean; token: string };
}
const userCount = async () => Number((await t.database.db.select({ n: count() }).from(users))[0]!.n);

describe("availability checks", () => {
  it("answers available, taken (any case) and invalid usernames with the spec messages", async () => {
    await register({ username: "TakenName", email: "taken@example.com" });
    expect((await post("/api/user/validateUsername", { username: "freshname" })).status).toBe(200);
    const taken = await post("/api/user/validateUsername", { username: "takenname" });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ errorCode: "UsernameTaken", message: MESSAGES.usernameTaken });
    const cases: Array<[unknown, string]> = [
      ["", MESSAGES.usernameRequired],
      ["   ", MESSAGES.usernameRequired],
      ["a".repeat(21), MESSAGES.usernameTooLong],
      ["bad name", MESSAGES.invalidUsername],
      ["<script>", MESSAGES.invalidUsername],
      ["x';drop table--", MESSAGES.invalidUsername],
    ];
    for (const [username, message] of cases) {
      const response = await post("/api/user/validateUsername", { username });
      expect(response.status).toBe(400);
      expect((await response.json()).message).toBe(`username: ${message}`);
    }
    expect((await post("/api/user/validateUsername", { username: "张伟2026" })).status).toBe(200);
  });

  it("answers emails the same way", async () => {
    expect((await post("/api/user/validateEmail", { email: "nobody@example.com" })).status).toBe(200);
    const taken = await post("/api/user/validateEmail", { email: "TAKEN@example.com" });
    expect(await taken.json()).toMatchObject({ errorCode: "EmailTaken", message: MESSAGES.emailTaken });
    const invalid = await post("/api/user/validateEmail", { email: "not-an-address" });
    expect((await invalid.json()).message).toBe(`email: ${MESSAGES.invalidEmail}`);
  });
});

describe("registration", () => {
  it("registers with the emailed code, and the member can sign in by username or email", async () => {
    const { username, email } = await register();
    const mail = (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)))[0]!;
    expect(mail.textBody).toContain("valid for 10 minutes");
    expect(mail.htmlBody).toMatch(/<p[^>]*>\d{6}<\/p>/);
    expect((await signIn(username)).needMfa).toBe(false);
    expect((await signIn(email.toUpperCase())).token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  });

  it("stores codes hashed, never in clear", async () => {
    await post("/api/user/sendRegistrationVerifyCode", { username: "hashcheck", email: "hash@example.com", phone: "" });
    const code = await t.lastCode("hash@example.com");
    const rows = await t.database.db.select().from(verificationCodes).where(eq(verificationCodes.subject, "hashcheck"));
    expect(rows[0]!.codeHash).not.toContain(code);
    expect(rows[0]!.codeHash.length).toBeGreaterThan(30);
  });

  it("allows a new code at most every 60 s per username", async () => {
    const details = { username: "resender", email: "resend@example.com", phone: "" };
    expect((await post("/api/user/sendRegistrationVerifyCode", details)).status).toBe(200);
    const again = await post("/api/user/sendRegistrationVerifyCode", details);
    expect(again.status).toBe(429);
    expect(again.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect((await again.json()).message).toBe(MESSAGES.codeTooSoon);
    // Once the minute has passed, a new code replaces the old one.
    await t.database.db.execute(sql`update attempt_counters set window_started_at = now() - interval '61 seconds' where key = 'code:registration:resender'`);
    const first = await t.lastCode("resend@example.com");
    expect((await post("/api/user/sendRegistrationVerifyCode", details)).status).toBe(200);
    const second = await t.lastCode("resend@example.com");
    if (first !== second) {
      expect((await post("/api/user/validateRegistrationCode", { username: "resender", code: first })).status).toBe(400);
    }
    expect((await post("/api/user/validateRegistrationCode", { username: "resender", code: second })).status).toBe(200);
  });

  it("rejects a wrong code, and kills the code after five wrong tries", async () => {
    await post("/api/user/sendRegistrationVerifyCode", { username: "guesser", email: "guess@example.com", phone: "" });
    const code = await t.lastCode("guess@example.com");
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      const response = await post("/api/user/validateRegistrationCode", { username: "guesser", code: wrong });
      expect(await response.json()).toMatchObject({ errorCode: "InvalidCode", message: MESSAGES.codeWrong });
    }
    const dead = await post("/api/user/validateRegistrationCode", { username: "guesser", code });
    expect(await dead.json()).toMatchObject({ errorCode: "CodeExpired" });
  });

  it("refuses a code older than 10 minutes", async () => {
    await post("/api/user/sendRegistrationVerifyCode", { username: "latecomer", email: "late@example.com", phone: "" });
    const code = await t.lastCode("late@example.com");
    await t.database.db.update(verificationCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(verificationCodes.subject, "latecomer"));
    expect((await (await post("/api/user/validateRegistrationCode", { username: "latecomer", code })).json()).errorCode).toBe("CodeExpired");
  });

  it("uses a code once, and only for the email it was sent to", async () => {
    await post("/api/user/sendRegistrationVerifyCode", { username: "swapper", email: "first@example.com", phone: "" });
    const verifyCode = await t.lastCode("first@example.com");
    const body = { username: "swapper", phone: "", verifyCode, password: PASSWORD, matchingPassword: PASSWORD };
    const swapped = await post("/api/user/registration", { ...body, email: "second@example.com" });
    expect((await swapped.json()).errorCode).toBe("InvalidCode");
    expect((await post("/api/user/registration", { ...body, email: "first@example.com" })).status).toBe(200);
    const reuse = await post("/api/user/registration", { ...body, username: "swapper", email: "first@example.com" });
    expect(reuse.status).toBe(409);
  });

  it.each([
    ["password rules", { password: "alllowercase1", matchingPassword: "alllowercase1" }, MESSAGES.passwordNeedsUppercase],
    ["short password", { password: "Ab1", matchingPassword: "Ab1" }, MESSAGES.passwordTooShort],
    ["mismatch", { password: PASSWORD, matchingPassword: `${PASSWORD}x` }, MESSAGES.passwordMismatch],
    ["phone", { phone: "call me" }, MESSAGES.invalidPhone],
    ["empty code", { verifyCode: "" }, MESSAGES.codeEmpty],
  ])("refuses bad %s with its message and writes nothing", async (_label, change, message) => {
    const before = await userCount();
    const response = await post("/api/user/registration", {
      username: "badinput", email: "bad@example.com", phone: "", verifyCode: "123456",
      password: PASSWORD, matchingPassword: PASSWORD, ...change,
    });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toContain(message);
    expect(await userCount()).toBe(before);
  });
});

describe("sign in and sessions", () => {
  it("fails with the spec message for a wrong password or an unknown account", async () => {
    const { username } = await register();
    for (const [name, password] of [[username, "Wrong1password"], ["nobody-here", PASSWORD]] as const) {
      const response = await login(name, password);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ errorCode: "InvalidCredentials", message: MESSAGES.loginFailed });
    }
    // Found by the fuzzer (scripts/fuzz.ts): a NUL reached the database, which refused it with a 500.
    const nul = await login("ada\u0000", PASSWORD);
    expect(nul.status).toBe(400);
    expect((await nul.json()).message).toBe(`username: ${MESSAGES.loginFailed}`);
    const missing = await login("", "");
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toBe(`username: ${MESSAGES.usernameOrEmailRequired}`);
  });

  it("serves user info to a signed-in member and ends the session on logout", async () => {
    const { username, email } = await register();
    const { token } = await signIn(username);
    const info = await (await get("/api/user/info", token)).json();
    expect(info.data).toMatchObject({ username, email, memberLevel: 1, membership: "Passengers", mfaEnabled: false });
    expect(info.data.passwordHash).toBeUndefined();
    expect((await get("/api/user/logout", token)).status).toBe(200);
    const after = await get("/api/user/info", token);
    expect(after.status).toBe(401);
    expect((await after.json()).errorCode).toBe("NotLogin");
    expect((await (await get("/api/user/info")).json()).errorCode).toBe("NotLogin");
  });

  it("stores session tokens hashed", async () => {
    const { username } = await register();
    const { token } = await signIn(username);
    const rows = await t.database.db.select().from(authSessions);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
  });

  it("ends a session idle past the timeout with Unauthorized", async () => {
    const { username } = await register();
    const { token } = await signIn(username);
    await t.database.db.update(authSessions).set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) });
    const idle = await get("/api/user/info", token);
    expect(idle.status).toBe(401);
    expect((await idle.json()).errorCode).toBe("Unauthorized");
    expect((await (await get("/api/user/info", token)).json()).errorCode).toBe("NotLogin"); // ended for good
  });
});

describe("two-step verification", () => {
  it("is turned on with the password, then asks for an emailed code at sign-in", async () => {
    const { username, email } = await register();
    const { token } = await signIn(username);
    const wrong = await post("/api/mfa/settings", { enabled: true, password: "Nope1nope" }, { Authorization: `Bearer ${token}` });
    expect((await wrong.json()).message).toBe(MESSAGES.currentPasswordWrong);
    const on = await post("/api/mfa/settings", { enabled: true, password: PASSWORD }, { Authorization: `Bearer ${token}` });
    expect((await on.json()).message).toBe(MESSAGES.twoStepOn);

    const pending = await signIn(username);
    expect(pending.needMfa).toBe(true);
    const blocked = await get("/api/user/info", pending.token);
    expect(blocked.status).toBe(401);
    expect((await blocked.json()).errorCode).toBe("NeedMfaVerify");

    const code = await t.lastCode(email);
    const auth = { Authorization: `Bearer ${pending.token}` };
    expect((await (await post("/api/mfa/verify", { code: code === "000000" ? "111111" : "000000" }, auth)).json()).errorCode).toBe("InvalidCode");
    const verified = await (await post("/api/mfa/verify", { code }, auth)).json();
    expect(verified.data.token).not.toBe(pending.token);
    expect((await get("/api/user/info", verified.data.token)).status).toBe(200);
    expect((await get("/api/user/info", pending.token)).status).toBe(401); // the half-way token is gone
    expect((await post("/api/mfa/verify", { code }, auth)).status).toBe(401);
  });
});

describe("passwords", () => {
  it("validates the current password and changes it, ending the member's other sessions", async () => {
    const { username } = await register();
    const here = await signIn(username);
    const elsewhere = await signIn(username);
    const auth = { Authorization: `Bearer ${here.token}` };
    expect((await post("/api/user/validatePassword", { username, password: PASSWORD }, auth)).status).toBe(200);
    expect((await post("/api/user/validatePassword", { username, password: "Wrong1pass" }, auth)).status).toBe(400);
    expect((await post("/api/user/validatePassword", { username: "someoneelse", password: PASSWORD }, auth)).status).toBe(400);
    const next = "Another2horse";
    const wrongOld = await post("/api/user/change-pwd", { oldPassword: "Wrong1pass", password: next, matchingPassword: next }, auth);
    expect(wrongOld.status).toBe(400);
    const changed = await post("/api/user/change-pwd", { oldPassword: PASSWORD, password: next, matchingPassword: next }, auth);
    expect((await changed.json()).message).toBe(MESSAGES.passwordChanged);
    expect((await get("/api/user/info", here.token)).status).toBe(200);
    expect((await get("/api/user/info", elsewhere.token)).status).toBe(401);
    expect((await login(username, PASSWORD)).status).toBe(401);
    expect((await login(username, next)).status).toBe(200);
  });
});

describe("forgot password", () => {
  it("counts unregistered emails per client: 5 attempts, then a 30-minute lockout", async () => {
    const client = { "X-Client-Ip": newClient() };
    const remaining: number[] = [];
    for (let i = 0; i < 5; i++) {
      const body = await (await post("/api/email/validate", { email: `ghost${i}@example.com` }, client)).json();
      expect(body.data.registered).toBe(false);
      remaining.push(body.data.attempts);
    }
    expect(remaining).toEqual([4, 3, 2, 1, 0]);
    expect(unregisteredEmailMessage(remaining[0]!)).toBe("This email is not registered. Please try again. Remaining attempts: 4.");
    const locked = await post("/api/email/validate", { email: "ghost@example.com" }, client);
    expect(locked.status).toBe(429);
    expect(await locked.json()).toMatchObject({ errorCode: "LockedOut", message: MESSAGES.lockedOut });
    expect((await post("/api/common/send-verify-code", { email: "x@example.com", tokenType: 1 }, client)).status).toBe(429);
    // Another client is not affected.
    expect((await post("/api/email/validate", { email: "ghost@example.com" }, { "X-Client-Ip": newClient() })).status).toBe(200);
    // After 30 minutes the client may try again.
    await t.database.db.execute(
      sql`update attempt_counters set locked_until = now() - interval '1 second', window_started_at = now() - interval '31 minutes' where key = ${`forgot:${client["X-Client-Ip"]}`}`,
    );
    expect((await (await post("/api/email/validate", { email: "ghost@example.com" }, client)).json()).data.attempts).toBe(4);
  });

  it("resets the password with the emailed code and ends every session", async () => {
    const { username, email } = await register();
    const { token } = await signIn(username);
    const client = { "X-Client-Ip": newClient() };
    const check = await (await post("/api/email/validate", { email }, client)).json();
    expect(check.data).toEqual({ attempts: 5, registered: true });
    const next = "Reset3horse";
    const early = await post("/api/user/reset-pwd", { email, password: next, matchingPassword: next }, client);
    expect(early.status).toBe(400); // no confirmed code yet
    expect((await post("/api/common/send-verify-code", { email, tokenType: 1 }, client)).status).toBe(200);
    const code = await t.lastCode(email);
    expect((await post("/api/common/validate-token", { email, code: "12345x", tokenType: 1 }, client)).status).toBe(400);
    expect((await post("/api/common/send-verify-code", { email, tokenType: 2 }, client)).status).toBe(400);
    expect((await post("/api/common/validate-token", { email, code, tokenType: 1 }, client)).status).toBe(200);
    const reset = await post("/api/user/reset-pwd", { email, password: next, matchingPassword: next }, client);
    expect((await reset.json()).message).toBe(MESSAGES.passwordUpdated);
    expect((await get("/api/user/info", token)).status).toBe(401);
    expect((await login(username, next)).status).toBe(200);
    // The confirmed code was used up.
    expect((await post("/api/user/reset-pwd", { email, password: PASSWORD, matchingPassword: PASSWORD }, client)).status).toBe(400);
  });
});

describe("limits and bad input", () => {
  it("limits authentication posts per client per minute with 429 and Retry-After", async () => {
    const limited = await openTestApi({ authRateLimitPerMinute: 3 });
    try {
      const client = { "Content-Type": "application/json", "X-Client-Ip": "198.51.100.7" };
      const send = () => limited.api.request("/api/user/validateUsername", { method: "POST", headers: client, body: JSON.stringify({ username: "someone" }) });
      // Posts that are not authentication (visitor records) do not spend the budget.
      for (let i = 0; i < 5; i++) {
        const visit = await limited.api.request("/api/pageview/record", {
          method: "POST",
          headers: { ...client, "X-Visitor-Id": "visitor-limits" },
          body: JSON.stringify({ pageUrl: `/page-${i}` }),
        });
        expect(visit.status).toBe(200);
      }
      for (let i = 0; i < 3; i++) expect((await send()).status).toBe(200);
      const refused = await send();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(await refused.json()).toMatchObject({ errorCode: "RateLimited", message: MESSAGES.authRateLimited });
    } finally {
      await limited.database.close();
    }
  });

  const BAD_BODIES: Array<[string, unknown]> = [
    ["malformed JSON", "{username:"],
    ["an array", []],
    ["wrong types", { username: 42, email: true, phone: {} }],
    ["missing fields", {}],
    ["10 KB strings", { username: "a".repeat(10_240), email: `${"b".repeat(10_240)}@x.com`, phone: "1".repeat(10_240) }],
    ["control characters", { username: "abc\u0000def", email: "a\u0007@x.com", phone: "" }],
    ["unicode edge cases", { username: "\u202Eadmin", email: "émile@exämple.com\u200B", phone: "" }],
    ["SQL meta-characters", { username: "a' OR '1'='1", email: "x@x.com' --", phone: "1; drop table users" }],
    ["HTML", { username: "<img src=x onerror=alert(1)>", email: "<b>@x.com", phone: "<script>" }],
  ];
  it.each(BAD_BODIES)("refuses %s with a 4xx and a message, writing nothing", async (_label, body) => {
    const before = await userCount();
    const mails = Number((await t.database.db.select({ n: count() }).from(mailOutbox))[0]!.n);
    for (const path of ["/api/user/sendRegistrationVerifyCode", "/api/user/registration", "/api/email/validate", "/api/common/send-verify-code", "/api/user/reset-pwd"]) {
      const response = await post(path, body, { "X-Client-Ip": newClient() });
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.status, path).toBeLessThan(500);
      const json = await response.json();
      expect(json.success).toBe(false);
      expect(typeof json.message).toBe("string");
    }
    expect(await userCount()).toBe(before);
    expect(Number((await t.database.db.select({ n: count() }).from(mailOutbox))[0]!.n)).toBe(mails);
  });

  it("ignores unknown fields", async () => {
    const response = await post("/api/user/validateUsername", { username: "extrafields", isAdmin: true, memberLevel: 9 });
    expect(response.status).toBe(200);
  });
});

it("counts each authentication post once against the limit", async () => {
  const limited = await openTestApi({ authRateLimitPerMinute: 2 });
  try {
    const client = { "Content-Type": "application/json", "X-Client-Ip": "198.51.100.9" };
    const reset = () =>
      limited.api.request("/api/user/reset-pwd", { method: "POST", headers: client, body: JSON.stringify({ email: "a@b.co", password: "x", matchingPassword: "x" }) });
    expect((await reset()).status).toBe(400);
    expect((await reset()).status).toBe(400); // the second of two allowed, not the fourth of two
    expect((await reset()).status).toBe(429);
  } finally {
    await limited.database.close();
  }
});

describe("profile update", () => {
  it("saves good fields, refuses bad ones with a message and changes nothing", async () => {
    const { username } = await register();
    const { token } = await signIn(username);
    const auth = { Authorization: `Bearer ${token}` };
    expect((await post("/api/user/update", { bio: "Saving for a house.", zipCode: "94105", countryCode: "US" }, auth)).status).toBe(200);
    for (const bad of [{ phone: "call me" }, { bio: "x".repeat(501) }, { countryCode: "USA1" }, { avatarId: "<svg onload=x>" }, { zipCode: 94105 }]) {
      const response = await post("/api/user/update", { bio: "Changed", ...bad }, auth);
      expect(response.status).toBe(400);
      expect(typeof (await response.json()).message).toBe("string");
    }
    const info = await (await get("/api/user/info", token)).json();
    expect(info.data).toMatchObject({ bio: "Saving for a house.", zipCode: "94105", countryCode: "US" });
    expect((await post("/api/user/update", { bio: "x" })).status).toBe(401);
  });
});
