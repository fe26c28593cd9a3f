import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApi, registerAndSignIn, TEST_PASSWORD } from "../../../tests/support/test-api";
import { authSessions, notifications, users, verificationCodes } from "../../db/schema";

// The accounts service writes several rows per step in one transaction: when a later write fails,
// nothing of the step is left behind. A trigger makes the chosen write fail, on PGlite and PostgreSQL.

let t: Awaited<ReturnType<typeof openTestApi>>;
beforeAll(async () => {
  t = await openTestApi();
});
afterAll(() => t.database.close());

async function failingInsertsInto(table: "users" | "notifications") {
  await t.database.db.execute(sql.raw(`create or replace function refuse_write() returns trigger language plpgsql as $$
    begin raise exception 'refused by the test'; end $$`));
  await t.database.db.execute(sql.raw(`create trigger refuse_write before insert on ${table} for each row execute function refuse_write()`));
  return async () => {
    await t.database.db.execute(sql.raw(`drop trigger refuse_write on ${table}`));
  };
}

const post = (path: string, body: unknown, token?: string) =>
  t.api.request(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

describe("registration is all or nothing", () => {
  it.each([
    ["creating the member (the write after using up the code)", "users"],
    ["welcoming the member and assigning the first tasks", "notifications"],
  ] as const)("when %s fails, no member exists and the code is still usable", async (_label, table) => {
    const username = `tx${table}${Date.now().toString(36).slice(-5)}`;
    const email = `${username}@example.com`;
    expect((await post("/api/user/sendRegistrationVerifyCode", { username, email, phone: "" })).status).toBe(200);
    const verifyCode = await t.lastCode(email);
    const account = { username, email, phone: "", verifyCode, password: TEST_PASSWORD, matchingPassword: TEST_PASSWORD };

    const restore = await failingInsertsInto(table);
    const failed = await post("/api/user/registration", account);
    await restore();

    expect(failed.status).toBe(500);
    expect(await t.database.db.select().from(users).where(eq(users.username, username))).toEqual([]);
    const codes = await t.database.db.select().from(verificationCodes).where(eq(verificationCodes.subject, username));
    expect(codes.map((code) => code.consumedAt)).toEqual([null]);

    // Nothing was half-done, so the same code registers the member once the fault is gone.
    const again = await post("/api/user/registration", account);
    expect(again.status).toBe(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.username, username));
    const given = await t.database.db.select().from(notifications).where(eq(notifications.userId, user!.id));
    expect(given.map((n) => n.topic).sort()).toEqual(["complete-profile", "open-investor-account", "welcome"]);
  });
});

describe("a password change is all or nothing", () => {
  it("keeps the old password and the other sessions when telling the member fails", async () => {
    const member = await registerAndSignIn(t, "txpassword");
    const other = await registerAndSignIn(t, "txother");
    const [user] = await t.database.db.select().from(users).where(eq(users.username, member.username));
    // A second session of the member, which a completed change would end.
    const login = await t.api.request("/api/user/login", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ username: member.username, password: TEST_PASSWORD }).toString(),
    });
    expect(login.status).toBe(200);

    const restore = await failingInsertsInto("notifications");
    const failed = await member.call("/api/user/change-pwd", { body: { oldPassword: TEST_PASSWORD, password: "Another2horse", matchingPassword: "Another2horse" } });
    await restore();

    expect(failed.status).toBe(500);
    const [after] = await t.database.db.select().from(users).where(eq(users.id, user!.id));
    expect(after!.passwordHash).toBe(user!.passwordHash);
    const sessions = await t.database.db.select().from(authSessions).where(eq(authSessions.userId, user!.id));
    expect(sessions.filter((s) => s.revokedAt === null)).toHaveLength(sessions.length);
    expect((await other.call("/api/user/info")).status).toBe(200);
  });
});
