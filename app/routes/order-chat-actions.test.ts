import { createCookieSessionStorage } from "@remix-run/node";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORDER_CHAT_MESSAGES } from "#core/messages/investment";
import { users } from "../../api/db/schema";
import { data as dataOf, fundedInvestor, type TestApi } from "../../tests/support/investment";
import { signedInCookie, testLoadContext } from "../../tests/support/load-context";
import { openTestApi, registerAndSignIn } from "../../tests/support/test-api";
import { action as deskAction, loader as deskLoader } from "./desk/route";
import { action as orderAction, loader as orderLoader } from "./myworld.service.investments.orders_.$id/route";

// Order chat's web actions against the real API: the order page's chat form posted without
// JavaScript (post/redirect/get with a notice, or the refusal under the field) and through the
// fetcher (data, no redirect), and the desk's answer posted by an advisor.

const SECRET = "order-chat-actions-secret-0123456789";
const storage = createCookieSessionStorage({ cookie: { name: "__session", secrets: [SECRET] } });

let t: TestApi;
let memberToken: string;
let advisorToken: string;
let orderId: number;
beforeAll(async () => {
  t = await openTestApi({ fundsSettlementSeconds: 0, orderReviewSeconds: 300 });
  const m = await fundedInvestor(t, "1000");
  memberToken = m.token;
  orderId = (await dataOf(await m.call("/api/investment/orders", { body: { productId: "mm-treasury", side: "buy", amount: "100.00", acknowledgeRisk: true } }))).id;
  const a = await registerAndSignIn(t, "advisor");
  await t.database.db.update(users).set({ role: "advisor" }).where(sql`lower(${users.username}) = ${a.username.toLowerCase()}`);
  advisorToken = a.token;
});
afterAll(() => t.database.close());

type Handler = (args: { request: Request; context: ReturnType<typeof testLoadContext>; params: Record<string, string> }) => Promise<unknown>;

const cookie = (token: string) => signedInCookie(storage, token);

async function post(action: Handler, token: string, path: string, form: Record<string, string>, params: Record<string, string> = {}) {
  const context = testLoadContext((request) => t.api.request(request), SECRET);
  const request = new Request(`http://web${path}`, { method: "POST", headers: { Cookie: await cookie(token), "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(form) });
  return action({ request, context, params });
}

async function redirected(result: unknown) {
  const response = result as Response;
  const flashed = await storage.getSession(response.headers.get("Set-Cookie"));
  return {
    status: response.status,
    location: response.headers.get("Location"),
    notices: ((flashed.get("notices") ?? []) as Array<{ type: string; message: string }>).map((n) => `${n.type}: ${n.message}`),
    feedback: flashed.get("formFeedback") as { form: string; fieldErrors: Record<string, string>; values: Record<string, string> } | undefined,
  };
}

async function load<T>(loader: (args: any) => Promise<T>, token: string, path: string, params: Record<string, string> = {}): Promise<T> {
  const context = testLoadContext((request) => t.api.request(request), SECRET);
  return loader({ request: new Request(`http://web${path}`, { headers: { Cookie: await cookie(token) } }), context, params });
}

const orderPath = () => `/myworld/service/investments/orders/${orderId}`;

describe("the order page's chat", () => {
  it("without JavaScript: refuses an empty message under its field, then sends one and redirects back with a notice", async () => {
    const empty = await redirected(await post(orderAction, memberToken, orderPath(), { intent: "chat", message: "   " }, { id: String(orderId) }));
    expect(empty.location).toBe(`${orderPath()}#chat`);
    expect(empty.feedback).toMatchObject({ form: "chat", fieldErrors: { message: ORDER_CHAT_MESSAGES.messageRequired } });
    expect((await load(orderLoader, memberToken, orderPath(), { id: String(orderId) })).chat).toEqual([]);

    const sent = await redirected(await post(orderAction, memberToken, orderPath(), { intent: "chat", message: " Is the fee included? " }, { id: String(orderId) }));
    expect(sent.location).toBe(`${orderPath()}#chat`);
    expect(sent.notices).toEqual([`success: ${ORDER_CHAT_MESSAGES.sent}`]);
    const page = await load(orderLoader, memberToken, orderPath(), { id: String(orderId) });
    expect(page.chat.map((m) => [m.author, m.message])).toEqual([["member", "Is the fee included?"]]);
  });

  it("through the fetcher: answers data, 422 for a refusal, and no redirect", async () => {
    const refused = (await post(orderAction, memberToken, orderPath(), { intent: "chat", via: "fetcher", message: "x".repeat(2001) }, { id: String(orderId) })) as { data: unknown; init: { status: number } };
    expect(refused.init.status).toBe(422);
    expect(refused.data).toEqual({ ok: false, message: ORDER_CHAT_MESSAGES.messageTooLong(2000) });
    const sent = (await post(orderAction, memberToken, orderPath(), { intent: "chat", via: "fetcher", message: "And the price?" }, { id: String(orderId) })) as { data: unknown };
    expect(sent.data).toEqual({ ok: true, notice: ORDER_CHAT_MESSAGES.sent });
    const page = await load(orderLoader, memberToken, orderPath(), { id: String(orderId) });
    expect(page.chat.map((m) => m.message)).toEqual(["Is the fee included?", "And the price?"]);
  });
});

describe("the desk's order conversations", () => {
  it("an advisor sees the conversation, answers it (the member reads the answer) and closes it; a member finds no desk", async () => {
    const desk = await load(deskLoader, advisorToken, "/desk?chat=open");
    const conversation = desk.conversations.items.find((c) => c.order.id === orderId);
    expect(conversation).toMatchObject({ unanswered: true, status: "open" });

    const empty = await redirected(await post(deskAction, advisorToken, "/desk", { intent: "chat-reply", orderId: String(orderId), message: "", redirectTo: "/desk?chat=all" }));
    expect(empty.feedback).toMatchObject({ form: `chat-reply-${orderId}`, fieldErrors: { message: ORDER_CHAT_MESSAGES.messageRequired } });
    const replied = await redirected(await post(deskAction, advisorToken, "/desk", { intent: "chat-reply", orderId: String(orderId), message: "Yes, the fee is included.", redirectTo: "/desk?chat=all" }));
    expect(replied.location).toBe(`/desk?chat=all#conversation-${orderId}`);
    expect(replied.notices).toEqual([`success: ${ORDER_CHAT_MESSAGES.replied}`]);
    const page = await load(orderLoader, memberToken, orderPath(), { id: String(orderId) });
    expect(page.chat.at(-1)).toMatchObject({ author: "advisor", message: "Yes, the fee is included." });

    const closed = await redirected(await post(deskAction, advisorToken, "/desk", { intent: "chat-status", orderId: String(orderId), status: "closed", redirectTo: "/desk" }));
    expect(closed.notices).toEqual([`success: ${ORDER_CHAT_MESSAGES.closed}`]);
    expect((await load(deskLoader, advisorToken, "/desk")).conversations.items.map((c) => c.order.id)).not.toContain(orderId);

    await expect(post(deskAction, memberToken, "/desk", { intent: "chat-reply", orderId: String(orderId), message: "Me too" })).rejects.toMatchObject({ status: 404 });
    await expect(load(deskLoader, memberToken, "/desk")).rejects.toMatchObject({ status: 404 });
    await expect(post(deskAction, advisorToken, "/desk", { intent: "chat-status", orderId: "x", status: "closed" })).rejects.toMatchObject({ init: { status: 400 } });
  });
});
