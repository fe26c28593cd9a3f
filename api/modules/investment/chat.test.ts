import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deskConversationsContract, orderChatContract } from "../../../core/contracts/investment";
import { INVESTMENT_MESSAGES, ORDER_CHAT_MESSAGES, ORDER_CHAT_NOTIFICATIONS } from "../../../core/messages/investment";
import { body, data, fundedInvestor, type Investor, type TestApi } from "../../../tests/support/investment";
import { openTestApi, registerAndSignIn } from "../../../tests/support/test-api";
import { investmentOrderMessages, notifications, users } from "../../db/schema";

// Order chat (issue "Trading" §2) through the real app: the member writes about their own order,
// an advisor answers from the desk, the member reads the answer and is notified. Nobody else
// reaches either side.

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi({ fundsSettlementSeconds: 0, orderReviewSeconds: 300 });
});
afterAll(() => t.database.close());

const placeOrder = async (m: Investor): Promise<number> => {
  const placed = await m.call("/api/investment/orders", { body: { productId: "mm-treasury", side: "buy", amount: "100.00", acknowledgeRisk: true } });
  expect(placed.status).toBe(201);
  return (await data(placed)).id;
};

async function advisor() {
  const a = await registerAndSignIn(t, "advisor");
  await t.database.db.update(users).set({ role: "advisor" }).where(sql`lower(${users.username}) = ${a.username.toLowerCase()}`);
  return a;
}

const messageCount = async () => Number((await t.database.db.select({ n: sql<number>`count(*)` }).from(investmentOrderMessages))[0]!.n);

describe("order chat, the member's side", () => {
  it("lists nothing at first, then the member's messages oldest first, trimmed", async () => {
    const m = await fundedInvestor(t, "1000.00");
    const id = await placeOrder(m);
    expect(await data(await m.call(`/api/investment/orders/${id}/chat`))).toEqual([]);

    const first = await m.call(`/api/investment/orders/${id}/chat`, { body: { message: "  When will this fill?  " } });
    expect(first.status).toBe(201);
    const sent = await body(first);
    expect(sent.message).toBe(ORDER_CHAT_MESSAGES.sent);
    expect(sent.data).toMatchObject({ author: "member", message: "When will this fill?" });
    await m.call(`/api/investment/orders/${id}/chat`, { body: { message: "And at which price?" } });

    const thread = orderChatContract.response.parse(await data(await m.call(`/api/investment/orders/${id}/chat`)));
    expect(thread.map((x) => [x.author, x.message])).toEqual([
      ["member", "When will this fill?"],
      ["member", "And at which price?"],
    ]);
    expect(thread[0]!.id).toBeLessThan(thread[1]!.id);
  });

  it("answers 404 for another member's order and for no order, and changes nothing", async () => {
    const owner = await fundedInvestor(t, "1000.00");
    const other = await fundedInvestor(t, "1000.00");
    const id = await placeOrder(owner);
    await owner.call(`/api/investment/orders/${id}/chat`, { body: { message: "Mine" } });
    const before = await messageCount();

    const read = await other.call(`/api/investment/orders/${id}/chat`);
    expect(read.status).toBe(404);
    expect((await body(read)).message).toBe(INVESTMENT_MESSAGES.orderNotFound);
    expect((await other.call(`/api/investment/orders/${id}/chat`, { body: { message: "Not mine" } })).status).toBe(404);
    expect((await owner.call(`/api/investment/orders/2147483647/chat`)).status).toBe(404);
    expect((await owner.call(`/api/investment/orders/abc/chat`, { body: { message: "x" } })).status).toBe(404);
    expect(await messageCount()).toBe(before);
    expect((await t.api.request(`/api/investment/orders/${id}/chat`)).status).toBe(401);
  });

  it("refuses an empty, blank, too long or malformed message with 422 (or 400 for a body that is not JSON)", async () => {
    const m = await fundedInvestor(t, "1000.00");
    const id = await placeOrder(m);
    const before = await messageCount();
    const cases: Array<[unknown, string]> = [
      [{ message: "" }, ORDER_CHAT_MESSAGES.messageRequired],
      [{ message: "   \n\t " }, ORDER_CHAT_MESSAGES.messageRequired],
      [{ message: "x".repeat(2001) }, ORDER_CHAT_MESSAGES.messageTooLong(2000)],
      [{}, ORDER_CHAT_MESSAGES.messageRequired],
      [{ message: 42 }, ORDER_CHAT_MESSAGES.messageRequired],
      [{ message: "bell\u0007" }, ORDER_CHAT_MESSAGES.messageInvalid],
    ];
    for (const [payload, message] of cases) {
      const answer = await m.call(`/api/investment/orders/${id}/chat`, { body: payload });
      expect(answer.status, JSON.stringify(payload).slice(0, 40)).toBe(422);
      const b = await body(answer);
      expect(b.errorCode).toBe("ValidationFailed");
      expect(b.data.issues).toEqual([{ field: "message", message }]);
    }
    expect((await m.call(`/api/investment/orders/${id}/chat`, { body: { message: "ok", extra: 1 } })).status).toBe(422);
    const notJson = await t.api.request(`/api/investment/orders/${id}/chat`, { method: "POST", headers: { Authorization: `Bearer ${m.token}`, "Content-Type": "application/json" }, body: "message=hi" });
    expect(notJson.status).toBe(400);
    expect(await messageCount()).toBe(before);
    // Exactly 2,000 characters after trimming is accepted.
    expect((await m.call(`/api/investment/orders/${id}/chat`, { body: { message: ` ${"y".repeat(2000)} ` } })).status).toBe(201);
  });
});

describe("order chat, the advisor's desk", () => {
  it("lists open conversations unanswered first, answers as advisor, notifies the member, and closes", async () => {
    const a = await advisor();
    const m = await fundedInvestor(t, "2000.00");
    const answeredFirst = await placeOrder(m);
    const waiting = await placeOrder(m);
    await m.call(`/api/investment/orders/${answeredFirst}/chat`, { body: { message: "First question" } });
    await m.call(`/api/investment/orders/${waiting}/chat`, { body: { message: "Second question" } });
    const notificationsBefore = await t.database.db.select().from(notifications).where(eq(notifications.userId, m.id));

    const reply = await a.call(`/api/investment/desk/conversations/${answeredFirst}/reply`, { body: { message: " It fills at the end of the countdown. " } });
    expect(reply.status).toBe(201);
    const replied = await body(reply);
    expect(replied.message).toBe(ORDER_CHAT_MESSAGES.replied);
    expect(replied.data).toMatchObject({ order: { id: answeredFirst, productId: "mm-treasury" }, status: "open", unanswered: false, lastMessage: { author: "advisor", message: "It fills at the end of the countdown." } });

    // The member sees the answer, written by "advisor".
    const thread = await data(await m.call(`/api/investment/orders/${answeredFirst}/chat`));
    expect(thread.map((x: { author: string; message: string }) => [x.author, x.message])).toEqual([
      ["member", "First question"],
      ["advisor", "It fills at the end of the countdown."],
    ]);
    // … and one notification about it.
    const after = await t.database.db.select().from(notifications).where(and(eq(notifications.userId, m.id), eq(notifications.topic, "order-chat-reply")));
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ kind: "message", ...ORDER_CHAT_NOTIFICATIONS.replied(answeredFirst, replied.data.order.symbol) });
    expect((await t.database.db.select().from(notifications).where(eq(notifications.userId, m.id))).length).toBe(notificationsBefore.length + 1);

    // The desk: the member's turn first, then the answered one.
    const list = deskConversationsContract.response.parse(await data(await a.call("/api/investment/desk/conversations?status=open&size=50")));
    const mine = list.items.filter((c) => c.member.id === m.id);
    expect(mine.map((c) => [c.order.id, c.unanswered])).toEqual([
      [waiting, true],
      [answeredFirst, false],
    ]);
    const firstAnswered = list.items.findIndex((c) => !c.unanswered);
    expect(list.items.slice(firstAnswered).every((c) => !c.unanswered)).toBe(true);
    expect(mine[1]!.messages).toHaveLength(2);
    expect(mine[0]!.lastMessage.message).toBe("Second question");
    expect(mine[0]!.member.username).toBe(m.username);

    // Closed: off the open list, on the closed one; the member's next message opens it again.
    const closed = await a.call(`/api/investment/desk/conversations/${answeredFirst}/status`, { body: { status: "closed" } });
    expect(closed.status).toBe(200);
    expect((await body(closed)).data.status).toBe("closed");
    const open = await data(await a.call("/api/investment/desk/conversations?size=50"));
    expect(open.items.map((c: { order: { id: number } }) => c.order.id)).not.toContain(answeredFirst);
    const closedList = await data(await a.call("/api/investment/desk/conversations?status=closed&size=50"));
    expect(closedList.items.map((c: { order: { id: number } }) => c.order.id)).toContain(answeredFirst);
    await m.call(`/api/investment/orders/${answeredFirst}/chat`, { body: { message: "One more thing" } });
    const reopened = await data(await a.call("/api/investment/desk/conversations?size=50"));
    expect(reopened.items.find((c: { order: { id: number } }) => c.order.id === answeredFirst)).toMatchObject({ status: "open", unanswered: true });
  });

  it("refuses a bad reply or status with 422, an order without a conversation with 404, and changes nothing", async () => {
    const a = await advisor();
    const m = await fundedInvestor(t, "1000.00");
    const silent = await placeOrder(m);
    const talked = await placeOrder(m);
    await m.call(`/api/investment/orders/${talked}/chat`, { body: { message: "Hello" } });
    const before = await messageCount();
    expect((await a.call(`/api/investment/desk/conversations/${silent}/reply`, { body: { message: "Hi" } })).status).toBe(404);
    expect((await a.call(`/api/investment/desk/conversations/2147483647/status`, { body: { status: "closed" } })).status).toBe(404);
    expect((await a.call(`/api/investment/desk/conversations/${talked}/reply`, { body: { message: "" } })).status).toBe(422);
    expect((await a.call(`/api/investment/desk/conversations/${talked}/reply`, { body: { message: "z".repeat(2001) } })).status).toBe(422);
    expect((await a.call(`/api/investment/desk/conversations/${talked}/status`, { body: { status: "answered" } })).status).toBe(422);
    expect((await a.call("/api/investment/desk/conversations?status=waiting")).status).toBe(400);
    expect(await messageCount()).toBe(before);
    expect((await t.database.db.select().from(notifications).where(and(eq(notifications.userId, m.id), eq(notifications.topic, "order-chat-reply")))).length).toBe(0);
  });

  it("answers 404 to a member who is not an advisor (even about their own order), and 401 without a session", async () => {
    const m = await fundedInvestor(t, "1000.00");
    const id = await placeOrder(m);
    await m.call(`/api/investment/orders/${id}/chat`, { body: { message: "Can I answer myself?" } });
    const before = await messageCount();
    expect((await m.call("/api/investment/desk/conversations")).status).toBe(404);
    expect((await m.call(`/api/investment/desk/conversations/${id}/reply`, { body: { message: "Yes" } })).status).toBe(404);
    expect((await m.call(`/api/investment/desk/conversations/${id}/status`, { body: { status: "closed" } })).status).toBe(404);
    expect((await t.api.request("/api/investment/desk/conversations")).status).toBe(401);
    expect(await messageCount()).toBe(before);
    expect((await data(await m.call(`/api/investment/orders/${id}/chat`))).map((x: { author: string }) => x.author)).toEqual(["member"]);
  });
});
