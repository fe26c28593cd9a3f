import { describe, expect, it } from "vitest";
import { saveChecklistBodySchema } from "../contracts/legal";
import { LEGAL_MESSAGES } from "../messages/legal";
import { checklistOf, checklistProgress, LEGAL_CHECKLISTS, percentDone, tickedItems, unknownItems } from "./checklists";

const home = checklistOf("buying-a-home")!;

describe("the legal checklists", () => {
  it("have unique keys, and every item key is one the save accepts", () => {
    expect(new Set(LEGAL_CHECKLISTS.map((c) => c.key)).size).toBe(LEGAL_CHECKLISTS.length);
    for (const checklist of LEGAL_CHECKLISTS) {
      const keys = checklist.items.map((i) => i.key);
      expect(new Set(keys).size, checklist.key).toBe(keys.length);
      expect(saveChecklistBodySchema.safeParse({ done: keys }).success, checklist.key).toBe(true);
      for (const item of checklist.items) expect(item.text.length > 0 && item.detail.length > 0, item.key).toBe(true);
    }
  });

  it("finds a checklist by key and nothing else", () => {
    expect(home.title).toBe("Buying a home");
    expect(checklistOf("buying-a-boat")).toBeUndefined();
    expect(checklistOf("")).toBeUndefined();
  });

  it("names the keys that are no item of the checklist", () => {
    expect(unknownItems(home, ["title", "deposit", "inspection", "ein"])).toEqual(["deposit", "ein"]);
    expect(unknownItems(home, [])).toEqual([]);
  });

  it("keeps the ticks in the checklist's order, each once, and drops keys it no longer has", () => {
    expect(tickedItems(home, ["wire-fraud", "preapproval", "gone", "preapproval"])).toEqual(["preapproval", "wire-fraud"]);
  });

  it("counts progress by hand: 3 of 10 is 30 %, 2 of 9 is 22 % (22.2 rounded down), all is 100", () => {
    expect(checklistProgress(home, ["title", "preapproval", "inspection"])).toEqual({ done: 3, total: 10, percent: 30 });
    const lease = checklistOf("signing-a-lease")!;
    expect(lease.items.length).toBe(9);
    expect(checklistProgress(lease, ["deposit", "repairs"])).toEqual({ done: 2, total: 9, percent: 22 });
    expect(checklistProgress(lease, lease.items.slice(1).map((i) => i.key))).toEqual({ done: 8, total: 9, percent: 88 });
    expect(checklistProgress(lease, lease.items.map((i) => i.key))).toEqual({ done: 9, total: 9, percent: 100 });
    // A removed item's key does not count.
    expect(checklistProgress(home, ["title", "gone"])).toEqual({ done: 1, total: 10, percent: 10 });
  });

  it("rounds the percentage down, so only every item done is 100: 199 of 200 is 99 %, 2 of 3 is 66 %, none of none is 0", () => {
    expect(percentDone(199, 200)).toBe(99);
    expect(percentDone(2, 3)).toBe(66);
    expect(percentDone(1, 3)).toBe(33);
    expect(percentDone(200, 200)).toBe(100);
    expect(percentDone(0, 0)).toBe(0);
  });

  it("asks Enne about a step in the member's own words", () => {
    expect(LEGAL_MESSAGES.askEnne("Buying a home", "Do a final walk-through before signing")).toBe("When buying a home, why should I do a final walk-through before signing?");
    expect(LEGAL_MESSAGES.askEnne("Buying a home", "Confirm wiring instructions by phone, at a number you already know")).toBe(
      "When buying a home, why should I confirm wiring instructions by phone, at a number I already know?",
    );
    expect(LEGAL_MESSAGES.askEnne("Meeting an estate planning attorney", "Write your questions and ask how the attorney charges")).toBe(
      "When meeting an estate planning attorney, why should I write my questions and ask how the attorney charges?",
    );
    // "young" is not "you".
    expect(LEGAL_MESSAGES.askEnne("Forming a business", "Protect young founders")).toBe("When forming a business, why should I protect young founders?");
  });
});
