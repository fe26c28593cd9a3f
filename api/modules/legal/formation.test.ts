import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { listChecklistsContract } from "../../../core/contracts/legal";
import { FORMATION_CHECKLISTS } from "../../../core/legal/formation-checklists";
import { LEGAL_CHECKLISTS } from "../../../core/legal/checklists";
import { LEGAL_MESSAGES } from "../../../core/messages/legal";
import { demoMemberSuite, expectTierGate } from "../../../tests/support/member-suite";
import { legalChecklists, users } from "../../db/schema";

// Diamond's trust and business formation checklists: their own list behind "trusts", saved like the
// Bronze checklists, and refused below Diamond on the save as on the list, nothing written.

const suite = demoMemberSuite(["platinum", "diamond"]);
const list = (tier?: string) => suite.testApi().api.request("/api/legal/formation", { headers: suite.headersOf(tier) });
const save = (tier: string, checklist: string, done: string[]) =>
  suite.testApi().api.request(`/api/legal/checklists/${checklist}`, { method: "POST", headers: { ...suite.headersOf(tier), "Content-Type": "application/json" }, body: JSON.stringify({ done }) });

describe("GET /api/legal/formation", () => {
  it("needs a session and Diamond (trusts)", () => expectTierGate((tier) => list(tier), "platinum", { feature: "trusts", requiredTier: "Diamond" }));

  it("lists the four formation checklists, none of the Bronze ones", async () => {
    const response = await list("diamond");
    expect(response.status).toBe(200);
    const { checklists, disclaimer } = listChecklistsContract.response.parse((await response.json()).data);
    expect(checklists.map((c) => c.title)).toEqual(["Setting up a trust", "Serving as a trustee", "Forming an LLC", "Forming a corporation"]);
    expect(checklists.map((c) => c.key)).not.toContain(LEGAL_CHECKLISTS[0].key);
    expect(checklists[1]!.items.map((i) => i.key)).toEqual(FORMATION_CHECKLISTS[1].items.map((i) => i.key));
    expect(disclaimer).toBe(LEGAL_MESSAGES.disclaimer);
  });
});

describe("saving a formation checklist", () => {
  it("keeps a Diamond member's ticks, in the checklist's order, and shows them in the list", async () => {
    const response = await save("diamond", "forming-an-llc", ["agent", "articles"]);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.message).toBe(LEGAL_MESSAGES.saved("Forming an LLC", 2, 11));
    expect(body.data).toMatchObject({ key: "forming-an-llc", done: 2, total: 11, percent: 18 });
    const { checklists } = listChecklistsContract.response.parse((await (await list("diamond")).json()).data);
    const llc = checklists.find((c) => c.key === "forming-an-llc")!;
    expect(llc.items.filter((i) => i.done).map((i) => i.key)).toEqual(["articles", "agent"]);
  });

  it("refuses a Platinum member's save with the tier it needs, and writes nothing", async () => {
    const refused = await save("platinum", "setting-up-a-trust", ["purpose"]);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ errorCode: "TierRequired", data: { feature: "trusts", requiredTier: "Diamond" } });
    // Nothing of the refused save is stored; the Bronze checklists stay open to the same member.
    const rows = () => suite.testApi().database.db.select({ checklist: legalChecklists.checklist }).from(legalChecklists).innerJoin(users, eq(users.id, legalChecklists.userId)).where(eq(users.username, "demoplatinum"));
    expect(await rows()).toEqual([]);
    expect((await save("platinum", "buying-a-home", ["preapproval"])).status).toBe(200);
    expect(await rows()).toEqual([{ checklist: "buying-a-home" }]);
  });

  it("refuses an item of another checklist (422), as for the Bronze ones", async () => {
    const response = await save("diamond", "serving-as-trustee", ["purpose"]);
    expect(response.status).toBe(422);
    expect((await response.json()).message).toContain(LEGAL_MESSAGES.unknownItem(["purpose"]));
  });
});
