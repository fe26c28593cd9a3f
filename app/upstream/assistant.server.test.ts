import type { AppLoadContext } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedContent, seedLists } from "../../api/seed/content";
import { webClientOn } from "../../tests/support/contract-client";
import { openTestApi, signInDemoMembers } from "../../tests/support/test-api";
import { inProcessTransport } from "./transport.server";
import { askWhole, deleteConversation, getConversation, listConversations, rateAnswer, renameConversation } from "./assistant.server";

// The web side of the assistant against the real API: the whole answer read from the stream (the
// page without JavaScript) and the history calls, each answer parsed with its contract.

let t: Awaited<ReturnType<typeof openTestApi>>;
let bronze: string;
beforeAll(async () => {
  t = await openTestApi();
  await seedContent(t.database.db);
  await seedLists(t.database.db);
  bronze = (await signInDemoMembers(t, ["bronze"])).get("bronze")!;
});
afterAll(() => t.database.close());

const context = () => ({ upstream: inProcessTransport((request) => t.api.request(request), 5000), requestId: "req-1", clientIp: "198.51.100.20" }) as unknown as AppLoadContext;
const page = () => new Request("http://localhost/enplusworld/ai-enne", { method: "POST" });

describe("the assistant's calls", () => {
  it("reads a visitor's answer whole, with its citations", async () => {
    const whole = await askWhole(page(), context(), undefined, { question: "How does a 529 plan work?" });
    expect(whole.ok).toBe(true);
    if (!whole.ok) return;
    expect(whole.answer).toMatchObject({ conversationId: null, messageId: null, kind: "content", notice: null });
    expect(whole.answer.text).toMatch(/^Here is what our published guidance says/);
    expect(whole.answer.citations[0]?.href).toBe("/enplusworld/learning-center/how-a-529-plan-works");
  });

  it("gives the API's words for a refused question", async () => {
    const whole = await askWhole(page(), context(), undefined, { question: "x".repeat(2001) });
    expect(whole).toEqual({ ok: false, status: 422, errorCode: "ValidationFailed", message: "question: Please keep your question to 2,000 characters or fewer." });
  });

  it("stores a member's exchange and lists, reads, rates, renames and deletes it", async () => {
    const whole = await askWhole(page(), context(), bronze, { question: "What is a bond ladder?" });
    if (!whole.ok) throw new Error(whole.message);
    const id = whole.answer.conversationId!;
    const member = webClientOn(t, { token: bronze });
    expect((await listConversations(member))[0]).toMatchObject({ id, title: "What is a bond ladder?", messageCount: 2 });
    expect(await rateAnswer(member, { messageId: whole.answer.messageId!, rating: "down" })).toEqual({ messageId: whole.answer.messageId, rating: "down", comment: null });
    const conversation = await getConversation(member, id);
    expect(conversation.messages[1]).toMatchObject({ role: "answer", text: whole.answer.text, feedback: { rating: "down", comment: null } });
    expect((await renameConversation(member, id, "Bonds")).title).toBe("Bonds");
    expect(await deleteConversation(member, id)).toEqual({ deleted: true });
  });
});
