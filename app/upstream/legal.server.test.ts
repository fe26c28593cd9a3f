import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEGAL_MESSAGES } from "#core/messages/legal";
import { webClientOn } from "../../tests/support/contract-client";
import { openTestApi, registerAndSignIn } from "../../tests/support/test-api";
import { loadChecklists, saveChecklist } from "./legal.server";

// The web client's legal checklist calls against the real API: each answer parses with its
// contract (core/contracts/legal.ts), and the Bronze gate is the page's locked view.

let t: Awaited<ReturnType<typeof openTestApi>>;
beforeAll(async () => {
  t = await openTestApi();
});
afterAll(() => t.database.close());

describe("the legal checklist contracts on the real API", () => {
  it("reads the checklists, saves ticks and gives a Passenger the locked view's words", async () => {
    const bronze = await registerAndSignIn(t, "legalweb");
    expect((await bronze.call("/api/investor/account/open", { method: "POST" })).status).toBe(200);
    const member = webClientOn(t, { token: bronze.token });
    const page = await loadChecklists(member, "general");
    expect(page.locked).toBeNull();
    expect(page.disclaimer).toBe(LEGAL_MESSAGES.disclaimer);
    expect(page.checklists.map((c) => [c.key, c.done, c.total])).toEqual([
      ["buying-a-home", 0, 10],
      ["signing-a-lease", 0, 9],
      ["forming-a-business", 0, 10],
      ["estate-attorney-meeting", 0, 9],
    ]);
    const saved = await saveChecklist(member, "forming-a-business", ["ein", "entity"]);
    expect(saved.message).toBe("Forming a business: 2 of 10 done. Your progress is saved.");
    expect(saved.data).toMatchObject({ done: 2, percent: 20 });
    expect((await loadChecklists(member, "general")).checklists[2]!.items.filter((i) => i.done).map((i) => i.key)).toEqual(["entity", "ein"]);

    const passenger = webClientOn(t, { token: (await registerAndSignIn(t, "legalwebp")).token });
    const locked = await loadChecklists(passenger, "general");
    expect(locked).toEqual({ locked: "Calculators unlocks at Bronze: open an investor account to get there.", checklists: [], disclaimer: null });
  });
});
