import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactListContract, contactStatusContract } from "../../../core/contracts/contact";
import { CONTACT_LIMIT_PER_ADDRESS, CONTACT_LIMIT_PER_EMAIL } from "../../../core/contact";
import { CONTACT_MESSAGES } from "../../../core/messages/contact";
import { openTestApi, registerAndSignIn } from "../../../tests/support/test-api";
import { contactMessages, mailOutbox, users } from "../../db/schema";

let t: Awaited<ReturnType<typeof openTestApi>>;
beforeAll(async () => {
  // The client address comes from X-Client-Ip here, so each test writes from an address of its own.
  t = await openTestApi({ trustClientIpHeader: true });
});
afterAll(() => t.database.close());

let addressSeq = 0;
const send = (body: unknown, address = `2001:db8::c:${(addressSeq += 1).toString(16)}`) =>
  t.api.request("/api/contact", { method: "POST", headers: { "Content-Type": "application/json", "X-Client-Ip": address }, body: JSON.stringify(body) });
const valid = (email = `writer${Date.now().toString(36)}${(addressSeq += 1)}@example.com`) => ({
  name: "Grace Hopper",
  email,
  topic: "tax",
  message: "How do I download last year's tax summary?",
});
const rows = () => t.database.db.select().from(contactMessages).orderBy(desc(contactMessages.id));

describe("POST /api/contact", () => {
  it("stores the message, answers its reference and acknowledges it by mail", async () => {
    const body = valid();
    const answer = await send({ ...body, message: "  How do I download\r\nlast year's tax summary?  " });
    expect(answer.status).toBe(201);
    const json = (await answer.json()) as { message: string; data: { reference: string } };
    expect(json.message).toBe(CONTACT_MESSAGES.sent);
    const [row] = await rows();
    expect(row).toMatchObject({ name: "Grace Hopper", email: body.email, topic: "tax", message: "How do I download\nlast year's tax summary?", status: "open" });
    expect(json.data.reference).toBe(`EW-${row!.createdAt.getUTCFullYear()}-${String(row!.id).padStart(6, "0")}`);
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, body.email));
    expect(mail?.subject).toBe(`We have your message (${json.data.reference})`);
    expect(mail?.textBody).toContain('about "Tax"');
  });

  it("refuses bad fields with 422 naming each, and unknown fields, writing nothing", async () => {
    const before = (await rows()).length;
    const bad = await send({ name: "", email: "not-an-email", topic: "gossip", message: "short" });
    expect(bad.status).toBe(422);
    const { message } = (await bad.json()) as { message: string };
    for (const part of [`name: ${CONTACT_MESSAGES.nameRequired}`, "email: ", `topic: ${CONTACT_MESSAGES.topicRequired}`, `message: ${CONTACT_MESSAGES.messageTooShort}`]) {
      expect(message).toContain(part);
    }
    expect((await send({ ...valid(), name: "Ada\nLovelace" })).status).toBe(422);
    expect((await send({ ...valid(), message: "x".repeat(5001) })).status).toBe(422);
    expect((await send({ ...valid(), priority: "high" })).status).toBe(422);
    expect((await rows()).length).toBe(before);
  });

  it("answers a filled hidden field as sent, and stores and mails nothing", async () => {
    const before = (await rows()).length;
    const body = { ...valid(), website: "http://spam.example" };
    expect((await send(body)).status).toBe(201);
    expect((await rows()).length).toBe(before);
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, body.email))).toEqual([]);
  });

  it(`limits an address to ${CONTACT_LIMIT_PER_ADDRESS} and an email to ${CONTACT_LIMIT_PER_EMAIL} messages an hour (429, Retry-After), storing nothing past it`, async () => {
    const address = "2001:db8::c0:1";
    for (let i = 0; i < CONTACT_LIMIT_PER_ADDRESS; i += 1) expect((await send(valid(), address)).status).toBe(201);
    const before = (await rows()).length;
    const over = await send(valid(), address);
    expect(over.status).toBe(429);
    expect(over.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(((await over.json()) as { message: string }).message).toBe(CONTACT_MESSAGES.tooMany);

    const email = "repeat@example.com";
    for (let i = 0; i < CONTACT_LIMIT_PER_EMAIL; i += 1) expect((await send(valid(email))).status).toBe(201);
    expect((await send(valid(email))).status).toBe(429);
    expect((await rows()).length).toBe(before + CONTACT_LIMIT_PER_EMAIL);
  });
});

describe("the advisor's desk", () => {
  it("lists messages by status and marks them answered and open again, for advisors only", async () => {
    await send(valid());
    const member = await registerAndSignIn(t, "plain");
    const advisor = await registerAndSignIn(t, "advisor");
    await t.database.db.update(users).set({ role: "advisor" }).where(sql`lower(${users.username}) = ${advisor.username.toLowerCase()}`);

    // Anyone else: nothing here.
    expect((await member.call("/api/contact/messages")).status).toBe(404);
    expect((await t.api.request("/api/contact/messages")).status).toBe(401);

    const list = contactListContract.response.parse(((await (await advisor.call("/api/contact/messages?status=open&size=50")).json()) as { data: unknown }).data);
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items.every((m) => m.status === "open")).toBe(true);
    const first = list.items[0]!;

    const answered = await advisor.call(`/api/contact/messages/${first.id}/status`, { body: { status: "answered" } });
    expect(answered.status).toBe(200);
    expect(contactStatusContract.response.parse(((await answered.json()) as { data: unknown }).data)).toMatchObject({ id: first.id, status: "answered" });
    const answeredList = (await (await advisor.call("/api/contact/messages?status=answered")).json()) as { data: { items: Array<{ id: number }> } };
    expect(answeredList.data.items.map((m) => m.id)).toContain(first.id);
    const reopened = await advisor.call(`/api/contact/messages/${first.id}/status`, { body: { status: "open" } });
    expect(((await reopened.json()) as { data: { status: string; answeredAt: null } }).data).toMatchObject({ status: "open", answeredAt: null });

    expect((await member.call(`/api/contact/messages/${first.id}/status`, { body: { status: "answered" } })).status).toBe(404);
    expect((await advisor.call(`/api/contact/messages/999999/status`, { body: { status: "answered" } })).status).toBe(404);
    expect((await advisor.call(`/api/contact/messages/${first.id}/status`, { body: { status: "closed" } })).status).toBe(422);
    expect((await advisor.call("/api/contact/messages?status=closed")).status).toBe(400);
  });
});
