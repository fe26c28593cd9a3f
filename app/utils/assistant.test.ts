import { describe, expect, it } from "vitest";
import { ASSISTANT_LIMITS } from "#core/messages/assistant";
import { answerBlocks, askInputOf, draftQuestionOf, idOf } from "./assistant";

describe("Enne's page: what it reads from the address and the form", () => {
  it("starts the box with a question handed in by ?ask=, trimmed, when Enne would take it", () => {
    expect(draftQuestionOf("  When buying a home, why should I do a final walk-through before signing?\n")).toBe("When buying a home, why should I do a final walk-through before signing?");
    expect(draftQuestionOf("x".repeat(ASSISTANT_LIMITS.questionMax))).toHaveLength(ASSISTANT_LIMITS.questionMax);
  });

  it("starts it empty for no question, a blank one, one too long or one with control characters", () => {
    expect(draftQuestionOf(null)).toBeNull();
    expect(draftQuestionOf("   ")).toBeNull();
    expect(draftQuestionOf("x".repeat(ASSISTANT_LIMITS.questionMax + 1))).toBeNull();
    expect(draftQuestionOf("why\u0000")).toBeNull();
  });

  it("reads a conversation id only when it is a positive whole number that fits the database", () => {
    expect(idOf("42")).toBe(42);
    expect(idOf("2147483647")).toBe(2_147_483_647);
    for (const bad of [null, "", "0", "-1", "1.5", "2147483648", "07", "abc"]) expect(idOf(bad)).toBeNull();
    expect(askInputOf({ question: "Why?" })).toEqual({ question: "Why?" });
    expect(askInputOf({ question: "Why?", conversationId: " 12 " })).toEqual({ question: "Why?", conversationId: 12 });
  });
});

describe("an answer's blocks", () => {
  it("keeps paragraphs, and runs of numbered paragraphs become one list", () => {
    expect(answerBlocks("Lead.\n\n1. First?\n\n2. Second?\n\nBring papers. [1]")).toEqual([
      { kind: "paragraph", text: "Lead." },
      { kind: "list", start: 1, items: ["First?", "Second?"] },
      { kind: "paragraph", text: "Bring papers. [1]" },
    ]);
  });

  it("starts a new list when the numbers do not follow on, and leaves a year or an amount at the start alone", () => {
    expect(answerBlocks("1. A\n\n3. C")).toEqual([
      { kind: "list", start: 1, items: ["A"] },
      { kind: "list", start: 3, items: ["C"] },
    ]);
    expect(answerBlocks("2026 was a good year.\n\n1.5% is the fee.")).toEqual([
      { kind: "paragraph", text: "2026 was a good year." },
      { kind: "paragraph", text: "1.5% is the fee." },
    ]);
  });

  it("shows a list item while it streams in, before its paragraph ends", () => {
    expect(answerBlocks("Lead.\n\n1. Will you rev")).toEqual([
      { kind: "paragraph", text: "Lead." },
      { kind: "list", start: 1, items: ["Will you rev"] },
    ]);
  });
});
