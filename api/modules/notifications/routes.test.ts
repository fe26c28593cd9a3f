import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApi, registerAndSignIn, TEST_PASSWORD } from "../../../tests/support/test-api";

let t: Awaited<ReturnType<typeof openTestApi>>;
beforeAll(async () => {
  t = await openTestApi();
});
afterAll(() => t.database.close());

const json = async (response: Response) => ((await response.json()) as { data: any }).data;

describe("notifications from real events (requirements §3, §7)", () => {
  it("welcomes a new member, assigns two tasks and reports a sign-in", async () => {
    const member = await registerAndSignIn(t);
    expect(await json(await member.call("/api/notification/count"))).toEqual({ allCount: 4, taskCount: 2, unReadCount: 4 });
    const list = await json(await member.call("/api/notification/page-list?filter=all&size=10"));
    expect(list.items.map((n: { topic: string }) => n.topic).sort()).toEqual(["complete-profile", "new-sign-in", "open-investor-account", "welcome"]);
    const signIn = list.items.find((n: { topic: string }) => n.topic === "new-sign-in");
    expect(signIn.kind).toBe("message");
  });

  it("completes tasks when the member does what they ask", async () => {
    const member = await registerAndSignIn(t);
    await member.call("/api/user/update", { body: { phone: "+1-555-0100", address: "1 Main St", countryCode: "US" } });
    expect((await json(await member.call("/api/notification/count"))).taskCount).toBe(1);
    await member.call("/api/investor/account/open", { body: {} });
    expect((await json(await member.call("/api/notification/count"))).taskCount).toBe(0);
    const tasks = await json(await member.call("/api/notification/page-list?filter=tasks"));
    expect(tasks.total).toBe(0);
  });

  it("notes security changes: two-step on and off, password changed", async () => {
    const member = await registerAndSignIn(t);
    await member.call("/api/mfa/settings", { body: { enabled: true, password: TEST_PASSWORD } });
    await member.call("/api/mfa/settings", { body: { enabled: false, password: TEST_PASSWORD } });
    await member.call("/api/user/change-pwd", { body: { oldPassword: TEST_PASSWORD, password: "Another2horse", matchingPassword: "Another2horse" } });
    const topics = (await json(await member.call("/api/notification/page-list?size=20"))).items.map((n: { topic: string }) => n.topic);
    expect(topics.slice(0, 3)).toEqual(["password-changed", "two-step-off", "two-step-on"]);
  });

  it("counts change as notifications are read, unread and deleted; filters and pages match the counts", async () => {
    const member = await registerAndSignIn(t);
    const [first, second] = (await json(await member.call("/api/notification/page-list?size=2"))).items;
    expect(await json(await member.call(`/api/notification/read/${first.id}/1`))).toMatchObject({ unReadCount: 3 });
    expect(await json(await member.call(`/api/notification/read/${first.id}/0`))).toMatchObject({ unReadCount: 4 });
    await member.call(`/api/notification/read/${second.id}/1`);
    const unread = await json(await member.call("/api/notification/page-list?filter=unread&size=2&page=2"));
    expect(unread.total).toBe(3);
    expect(unread.items).toHaveLength(1);
    expect(await json(await member.call(`/api/notification/delete/${first.id}`))).toEqual({ allCount: 3, taskCount: expect.any(Number), unReadCount: 2 });
  });

  it("reports the same total on every page of every size, full, last, empty or past the end", async () => {
    const member = await registerAndSignIn(t);
    const { allCount } = await json(await member.call("/api/notification/count"));
    expect(allCount).toBe(4);
    for (const size of [1, 2, 3, 4, 5]) {
      for (const page of [1, 2, 3, 4, 5, 6]) {
        const list = await json(await member.call(`/api/notification/page-list?filter=all&size=${size}&page=${page}`));
        expect({ size, page, total: list.total, items: list.items.length }).toEqual({ size, page, total: 4, items: Math.max(0, Math.min(size, 4 - (page - 1) * size)) });
      }
    }
    const none = await json(await member.call("/api/notification/page-list?filter=tasks&size=3&page=1"));
    expect(none.total).toBe(2);
  });

  it("never lets a member read or delete another member's notification", async () => {
    const owner = await registerAndSignIn(t, "owner");
    const intruder = await registerAndSignIn(t, "intruder");
    const [mine] = (await json(await owner.call("/api/notification/page-list?size=1"))).items;
    expect((await intruder.call(`/api/notification/read/${mine.id}/1`)).status).toBe(404);
    expect((await intruder.call(`/api/notification/delete/${mine.id}`)).status).toBe(404);
    expect((await json(await owner.call("/api/notification/count"))).allCount).toBe(4);
  });

  it.each(["/api/notification/read/abc/1", "/api/notification/read/1/2", "/api/notification/read/-5/1", "/api/notification/delete/1.5", "/api/notification/page-list?filter=archived", "/api/notification/page-list?size=100"])(
    "refuses %s with 400",
    async (path) => {
      const member = await registerAndSignIn(t);
      const response = await member.call(path);
      expect(response.status).toBe(400);
    },
  );

  it("needs a session", async () => {
    expect((await t.api.request("/api/notification/count")).status).toBe(401);
  });
});

describe("active sessions (Security tab)", () => {
  it("lists where the member is signed in and signs out everywhere else", async () => {
    const member = await registerAndSignIn(t, "sessions");
    const login = () =>
      t.api.request("/api/user/login", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "User-Agent": "Mozilla/5.0 (Windows NT 10.0) Chrome/126.0" },
        body: new URLSearchParams({ username: member.username, password: TEST_PASSWORD }).toString(),
      });
    const other = (await json(await login())).token as string;
    const sessions = await json(await member.call("/api/user/sessions"));
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(sessions.map((s: { device: string }) => s.device)).toContain("Chrome on Windows");
    expect(JSON.stringify(sessions)).not.toMatch(/Mozilla|tokenHash|203\\./);

    expect((await member.call("/api/user/sessions/revoke-others", { body: {} })).status).toBe(200);
    expect((await t.api.request("/api/user/info", { headers: { Authorization: `Bearer ${other}` } })).status).toBe(401);
    expect(await json(await member.call("/api/user/sessions"))).toHaveLength(1);
  });

  it("signs one device out, and refuses this browser's session, one already ended and another member's, changing nothing", async () => {
    const member = await registerAndSignIn(t, "device");
    const stranger = await registerAndSignIn(t, "stranger");
    const login = async () =>
      (await json(
        await t.api.request("/api/user/login", {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", "User-Agent": "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Safari/605.1.15" },
          body: new URLSearchParams({ username: member.username, password: TEST_PASSWORD }).toString(),
        }),
      )).token as string;
    const listed = async (): Promise<Array<{ id: number; current: boolean }>> => json(await member.call("/api/user/sessions"));
    // The phone signs in first, so its session is the one other than this browser's; then the laptop.
    const phone = await login();
    const phoneSession = (await listed()).find((s) => !s.current)!;
    const laptop = await login();
    const alive = async (token: string) => (await t.api.request("/api/user/info", { headers: { Authorization: `Bearer ${token}` } })).status;
    const sessions = await listed();
    expect(sessions).toHaveLength(3);
    const current = sessions.find((s) => s.current)!;
    const theirs: Array<{ id: number }> = await json(await stranger.call("/api/user/sessions"));

    const revoke = (id: unknown) => member.call("/api/user/sessions/revoke", { body: { id } });
    const answer = async (response: Response) => ({ status: response.status, body: (await response.json()) as { errorCode?: string; message: string } });
    // Refused: this browser (sign out instead), another member's session (answered as ended), malformed ids.
    expect(await answer(await revoke(current.id))).toMatchObject({ status: 409, body: { errorCode: "Conflict", message: "This is the browser you are using: to end its session, sign out." } });
    expect(await answer(await revoke(theirs[0]!.id))).toMatchObject({ status: 404, body: { errorCode: "NotFound", message: "That session has already ended." } });
    for (const id of [0, -1, 1.5, "7", null, 3_000_000_000, 2 ** 60]) expect((await revoke(id)).status).toBe(400);
    expect(await alive(phone)).toBe(200);
    expect(await alive(laptop)).toBe(200);
    expect(await json(await stranger.call("/api/user/sessions"))).toHaveLength(1);

    // The phone's session ends; the laptop and this browser stay signed in.
    expect(await answer(await revoke(phoneSession.id))).toMatchObject({ status: 200, body: { message: "That device is signed out." } });
    expect(await alive(phone)).toBe(401);
    expect(await alive(laptop)).toBe(200);
    expect((await listed()).map((s) => s.id)).not.toContain(phoneSession.id);
    expect(await listed()).toHaveLength(2);
    // Once ended, it stays ended: a second try changes nothing.
    expect(await answer(await revoke(phoneSession.id))).toMatchObject({ status: 404, body: { errorCode: "NotFound" } });
  });
});
