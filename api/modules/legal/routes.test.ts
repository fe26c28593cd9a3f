import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listChecklistsContract, saveChecklistContract } from "../../../core/contracts/legal";
import { LEGAL_CHECKLISTS } from "../../../core/legal/checklists";
import { LEGAL_MESSAGES } from "../../../core/messages/legal";
import { openTestApi, registerAndSignIn } from "../../../tests/support/test-api";
import { legalChecklists, memberDataVersions, users } from "../../db/schema";

let t: Awaited<ReturnType<typeof openTestApi>>;
let passenger: Awaited<ReturnType<typeof registerAndSignIn>>;
let bronze: Awaited<ReturnType<typeof registerAndSignIn>>;
let other: Awaited<ReturnType<typeof registerAndSignIn>>;

async function userId(username: string) {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row!.id;
}

async function stored(username: string, checklist: string) {
  const [row] = await t.database.db
    .select({ done: legalChecklists.done })
    .from(legalChecklists)
    .where(and(eq(legalChecklists.userId, await userId(username)), eq(legalChecklists.checklist, checklist)));
  return row?.done ?? null;
}

beforeAll(async () => {
  t = await openTestApi();
  passenger = await registerAndSignIn(t, "legalp");
  bronze = await registerAndSignIn(t, "legalb");
  other = await registerAndSignIn(t, "legalo");
  for (const m of [bronze, other]) expect((await m.call("/api/investor/account/open", { method: "POST" })).status).toBe(200);
});
afterAll(() => t.database.close());

const HOME = "/api/legal/checklists/buying-a-home";
const save = (member: typeof bronze, path: string, body: unknown) => member.call(path, { body });

describe("legal checklists: who may use them", () => {
  it("needs a session (401) and Bronze (403 TierRequired)", async () => {
    expect((await t.api.request("/api/legal/checklists")).status).toBe(401);
    expect((await t.api.request(HOME, { method: "POST", body: "{}", headers: { "content-type": "application/json" } })).status).toBe(401);
    for (const response of [await passenger.call("/api/legal/checklists"), await save(passenger, HOME, { done: ["title"] })]) {
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ success: false, errorCode: "TierRequired", data: { requiredTier: "Bronze" } });
    }
    expect(await stored(passenger.username, "buying-a-home")).toBeNull();
  });
});

describe("legal checklists: reading and saving", () => {
  it("lists the four checklists, nothing ticked before the first save", async () => {
    const response = await bronze.call("/api/legal/checklists");
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(listChecklistsContract.response.parse(data)).toBeTruthy();
    expect(data.checklists.map((c: { key: string }) => c.key)).toEqual(["buying-a-home", "signing-a-lease", "forming-a-business", "estate-attorney-meeting"]);
    expect(data.checklists[0]).toMatchObject({ title: "Buying a home", done: 0, total: 10, percent: 0, updatedAt: null });
    expect(data.checklists[0].items.every((i: { done: boolean }) => !i.done)).toBe(true);
    expect(data.disclaimer).toBe(LEGAL_MESSAGES.disclaimer);
  });

  it("saves the ticks whole, in the checklist's order, and says how far along it is", async () => {
    const response = await save(bronze, HOME, { done: ["title", "preapproval", "inspection"] });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.message).toBe("Buying a home: 3 of 10 done. Your progress is saved.");
    const view = saveChecklistContract.response.parse(body.data);
    // 3 of 10 is 30 %; the items come back in the checklist's order.
    expect(view).toMatchObject({ key: "buying-a-home", done: 3, total: 10, percent: 30 });
    expect(view.items.filter((i) => i.done).map((i) => i.key)).toEqual(["preapproval", "inspection", "title"]);
    expect(view.updatedAt).not.toBeNull();
    expect(await stored(bronze.username, "buying-a-home")).toEqual(["preapproval", "inspection", "title"]);

    // A second save replaces the set: unticking is saving without the item.
    const again = await save(bronze, HOME, { done: ["title"] });
    expect((await again.json()).data).toMatchObject({ done: 1, percent: 10 });
    expect(await stored(bronze.username, "buying-a-home")).toEqual(["title"]);

    const list = (await (await bronze.call("/api/legal/checklists")).json()).data.checklists;
    expect(list[0]).toMatchObject({ done: 1, total: 10 });
    expect(list[1]).toMatchObject({ key: "signing-a-lease", done: 0, updatedAt: null });
  });

  it("rounds the percentage down: 100 only when every item is ticked", async () => {
    const lease = LEGAL_CHECKLISTS[1];
    const allButOne = lease.items.slice(1).map((i) => i.key);
    const almost = await save(bronze, "/api/legal/checklists/signing-a-lease", { done: allButOne });
    // 8 of 9 is 88.9 %: shown as 88.
    expect((await almost.json()).data).toMatchObject({ done: 8, total: 9, percent: 88 });
    const all = await save(bronze, "/api/legal/checklists/signing-a-lease", { done: lease.items.map((i) => i.key) });
    expect((await all.json()).data).toMatchObject({ done: 9, total: 9, percent: 100 });
  });

  it("clears a checklist with an empty set", async () => {
    const response = await save(bronze, "/api/legal/checklists/signing-a-lease", { done: [] });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.message).toBe("Signing a lease: every tick was cleared.");
    expect(body.data).toMatchObject({ done: 0, percent: 0 });
    expect(await stored(bronze.username, "signing-a-lease")).toEqual([]);
  });

  it("keeps each member's ticks their own", async () => {
    await save(other, HOME, { done: ["wire-fraud"] });
    expect(await stored(bronze.username, "buying-a-home")).toEqual(["title"]);
    const list = (await (await other.call("/api/legal/checklists")).json()).data.checklists;
    expect(list[0].items.filter((i: { done: boolean }) => i.done).map((i: { key: string }) => i.key)).toEqual(["wire-fraud"]);
  });

  it("moves the member's data version, so a kept page is not shown stale", async () => {
    const id = await userId(bronze.username);
    const version = async () => (await t.database.db.select({ v: memberDataVersions.version }).from(memberDataVersions).where(eq(memberDataVersions.userId, id)))[0]?.v;
    const before = await version();
    await save(bronze, HOME, { done: ["title", "titling"] });
    expect(await version()).not.toBe(before);
  });
});

describe("legal checklists: refusals change nothing", () => {
  it.each([
    ["an item of another checklist", HOME, { done: ["title", "deposit"] }, 422, "done: not an item of this checklist: deposit"],
    ["an item named twice", HOME, { done: ["title", "title"] }, 422, "done: must name each item once"],
    ["a key that is no item key", HOME, { done: ["Title!"] }, 422, "done.0: must be an item key such as earnest-money"],
    ["no done list", HOME, {}, 422, "done: Required"],
    ["an unknown field", HOME, { done: [], note: "x" }, 422, null],
    ["a list that is not one", HOME, { done: "title" }, 422, null],
    ["a checklist that does not exist", "/api/legal/checklists/buying-a-boat", { done: [] }, 404, LEGAL_MESSAGES.checklistNotFound],
  ])("%s", async (_, path, body, status, message) => {
    const before = await stored(bronze.username, "buying-a-home");
    const response = await save(bronze, path, body);
    expect(response.status).toBe(status);
    const answer = await response.json();
    expect(answer.success).toBe(false);
    if (message) expect(answer.message).toBe(message);
    expect(await stored(bronze.username, "buying-a-home")).toEqual(before);
    expect(await stored(bronze.username, "buying-a-boat")).toBeNull();
  });

  it("refuses a body that is not JSON (400)", async () => {
    const before = await stored(bronze.username, "buying-a-home");
    const response = await t.api.request(HOME, { method: "POST", headers: { Authorization: `Bearer ${bronze.token}`, "Content-Type": "application/json" }, body: "done=title" });
    expect(response.status).toBe(400);
    expect(await stored(bronze.username, "buying-a-home")).toEqual(before);
  });
});
