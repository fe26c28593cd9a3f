import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApi, registerAndSignIn } from "../../tests/support/test-api";
import { webClientOn } from "../../tests/support/contract-client";
import { deleteNotification, getNotificationCounts, listNotifications, markNotification } from "./notifications.server";

// The web client's notification calls against the real API: each answer parses with its contract
// (core/contracts/notifications.ts), so a drifting shape fails here.

let t: Awaited<ReturnType<typeof openTestApi>>;
beforeAll(async () => {
  t = await openTestApi();
});
afterAll(() => t.database.close());

describe("the notification contracts on the real API", () => {
  it("counts, lists, marks and deletes a new member's notifications", async () => {
    const member = webClientOn(t, { token: (await registerAndSignIn(t)).token });
    expect(await getNotificationCounts(member)).toEqual({ allCount: 4, taskCount: 2, unReadCount: 4 });
    const page = await listNotifications(member, "all", 1, 10);
    expect(page.total).toBe(4);
    const first = page.items[0]!;
    expect((await markNotification(member, first.id, true)).data.unReadCount).toBe(3);
    expect((await markNotification(member, first.id, false)).data.unReadCount).toBe(4);
    expect((await deleteNotification(member, first.id)).data.allCount).toBe(3);
    expect((await listNotifications(member, "tasks", 1, 5)).items.every((n) => n.kind === "task")).toBe(true);
  });
});
