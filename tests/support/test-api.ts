import { desc, eq } from "drizzle-orm";
import { createApi } from "../../api/app";
import { mailOutbox, users } from "../../api/db/schema";
import { outboxMailer } from "../../api/platform/mail/mailer";
import { DEFAULT_API_SETTINGS, type ApiSettings } from "../../api/platform/context";
import { openTestDatabase, silentLogger } from "./test-database";

/** The real API on a fresh test database; mail goes to the outbox table, where tests read codes. */
export async function openTestApi(settings: Partial<ApiSettings> = {}) {
  const database = await openTestDatabase();
  const api = createApi({
    database,
    logger: silentLogger,
    mailer: outboxMailer(database.db, silentLogger),
    settings: { ...DEFAULT_API_SETTINGS, authRateLimitPerMinute: 1000, ...settings },
  });
  /** The code in the newest mail to `to`. */
  const lastCode = async (to: string): Promise<string> => {
    const mails = await database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id));
    const mail = mails.find((m) => m.toAddress.toLowerCase() === to.toLowerCase());
    const code = /Your EnPlus World code: (\d{6})/.exec(mail?.textBody ?? "")?.[1];
    if (!code) throw new Error(`no code mailed to ${to}`);
    return code;
  };
  return { api, database, lastCode };
}

/** The database id of the member registered as `username`. */
export async function userIdOf(t: Awaited<ReturnType<typeof openTestApi>>, username: string): Promise<number> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no member ${username}`);
  return row.id;
}

export const TEST_PASSWORD = "Correct1horse";
let memberSeq = 0;

/** Registers a member through the real endpoints (code read from the outbox) and signs in. */
export async function registerAndSignIn(t: Awaited<ReturnType<typeof openTestApi>>, prefix = "member") {
  memberSeq += 1;
  const username = `${prefix}${memberSeq}${Date.now().toString(36).slice(-4)}`;
  const email = `${username}@example.com`;
  const post = (path: string, body: unknown) =>
    t.api.request(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  await post("/api/user/sendRegistrationVerifyCode", { username, email, phone: "" });
  const verifyCode = await t.lastCode(email);
  const done = await post("/api/user/registration", { username, email, phone: "", verifyCode, password: TEST_PASSWORD, matchingPassword: TEST_PASSWORD });
  if (done.status !== 200) throw new Error(`registration failed: ${await done.text()}`);
  const login = await t.api.request("/api/user/login", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ username, password: TEST_PASSWORD }).toString(),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const call = (path: string, init: { method?: string; body?: unknown } = {}) =>
    t.api.request(path, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  return { username, email, token, call };
}

/** Seeds the demo members (one per tier) and signs in those of `tiers` (all by default): tier → token. */
export async function signInDemoMembers(t: Awaited<ReturnType<typeof openTestApi>>, tiers?: readonly string[]): Promise<Map<string, string>> {
  const { DEMO_MEMBERS, DEMO_PASSWORD, seedDemoMembers } = await import("../../api/seed/demo-members");
  await seedDemoMembers(t.database.db);
  const tokens = new Map<string, string>();
  for (const demo of DEMO_MEMBERS.filter((d) => !tiers || tiers.includes(d.tier))) {
    const response = await t.api.request("/api/user/login", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ username: demo.username, password: DEMO_PASSWORD }).toString(),
    });
    tokens.set(demo.tier, ((await response.json()) as { data: { token: string } }).data.token);
  }
  return tokens;
}
