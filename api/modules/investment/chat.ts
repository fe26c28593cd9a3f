import { and, asc, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import type { ChatAuthor, ChatMessage, DeskChatStatus, DeskConversation } from "../../../core/contracts/investment";
import { ORDER_CHAT_NOTIFICATIONS } from "../../../core/messages/investment";
import type { Page } from "../../../core/page";
import { findProduct, type OrderSide, type OrderStatus } from "../../../core/trading";
import type { Database } from "../../db/connection";
import { pageTotal } from "../../platform/page-total";
import { investmentOrderChats, investmentOrderMessages, investmentOrders, notifications, users } from "../../db/schema";

// Order chat (issue "Trading" §2): the member writes about one of their orders, an advisor answers
// from the desk. One conversation row per order (who wrote last, closed or not) keeps the desk's
// list a single indexed query; the messages themselves are in investment_order_messages.

type MessageRow = typeof investmentOrderMessages.$inferSelect;

const messageView = (row: MessageRow): ChatMessage => ({ id: row.id, author: row.author as ChatAuthor, message: row.message, createdAt: row.createdAt.toISOString() });

async function threadOf(db: Database, orderId: number): Promise<ChatMessage[]> {
  const rows = await db.select().from(investmentOrderMessages).where(eq(investmentOrderMessages.orderId, orderId)).orderBy(asc(investmentOrderMessages.id));
  return rows.map(messageView);
}

/** The member's own order's messages, oldest first; null when the order is not theirs (or not there). */
export async function memberThread(db: Database, userId: number, orderId: number): Promise<ChatMessage[] | null> {
  const [order] = await db.select({ id: investmentOrders.id }).from(investmentOrders).where(and(eq(investmentOrders.id, orderId), eq(investmentOrders.userId, userId)));
  if (!order) return null;
  return threadOf(db, orderId);
}

/** The member writes about their order: the conversation opens (or opens again) and waits for an advisor. */
export async function postMemberMessage(db: Database, userId: number, orderId: number, message: string): Promise<ChatMessage | null> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select({ id: investmentOrders.id }).from(investmentOrders).where(and(eq(investmentOrders.id, orderId), eq(investmentOrders.userId, userId)));
    if (!order) return null;
    const now = new Date();
    await tx
      .insert(investmentOrderChats)
      .values({ orderId, userId, lastAuthor: "member", lastMessageAt: now })
      .onConflictDoUpdate({ target: investmentOrderChats.orderId, set: { lastAuthor: "member", lastMessageAt: now, closedAt: null, closedBy: null } });
    const [row] = await tx.insert(investmentOrderMessages).values({ orderId, author: "member", message, createdAt: now }).returning();
    return messageView(row!);
  });
}

const conversationColumns = {
  orderId: investmentOrderChats.orderId,
  lastAuthor: investmentOrderChats.lastAuthor,
  closedAt: investmentOrderChats.closedAt,
  productId: investmentOrders.productId,
  side: investmentOrders.side,
  orderStatus: investmentOrders.status,
  userId: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
};

type ConversationRow = Awaited<ReturnType<ReturnType<typeof conversationQuery>["execute"]>>[number];

function conversationView(row: ConversationRow, messages: ChatMessage[]): DeskConversation {
  const product = findProduct(row.productId);
  const name = `${row.firstName} ${row.lastName}`.trim();
  return {
    order: { id: row.orderId, productId: row.productId, symbol: product?.symbol ?? row.productId, name: product?.name ?? row.productId, side: row.side as OrderSide, status: row.orderStatus as OrderStatus },
    member: { id: row.userId, username: row.username, name: name || row.username },
    status: row.closedAt === null ? "open" : "closed",
    unanswered: row.lastAuthor === "member",
    lastMessage: messages[messages.length - 1]!,
    messages,
  };
}

const conversationQuery = (db: Database) =>
  db
    .select(conversationColumns)
    .from(investmentOrderChats)
    .innerJoin(investmentOrders, eq(investmentOrders.id, investmentOrderChats.orderId))
    .innerJoin(users, eq(users.id, investmentOrderChats.userId));

async function withThreads(db: Database, rows: ConversationRow[]): Promise<DeskConversation[]> {
  if (rows.length === 0) return [];
  const messages = await db
    .select()
    .from(investmentOrderMessages)
    .where(inArray(investmentOrderMessages.orderId, rows.map((r) => r.orderId)))
    .orderBy(asc(investmentOrderMessages.id));
  const byOrder = new Map<number, ChatMessage[]>();
  for (const m of messages) byOrder.set(m.orderId, [...(byOrder.get(m.orderId) ?? []), messageView(m)]);
  return rows.filter((r) => byOrder.has(r.orderId)).map((r) => conversationView(r, byOrder.get(r.orderId)!));
}

/** The desk's list: the member's turn first (longest waiting first), then answered ones (latest first). */
export async function listConversations(db: Database, query: { status: DeskChatStatus | "all"; page: number; size: number }): Promise<Page<DeskConversation>> {
  const where: SQL | undefined = query.status === "all" ? undefined : query.status === "open" ? isNull(investmentOrderChats.closedAt) : isNotNull(investmentOrderChats.closedAt);
  const waiting = sql`(${investmentOrderChats.lastAuthor} = 'member' and ${investmentOrderChats.closedAt} is null)`;
  const rows = await conversationQuery(db)
    .where(where)
    .orderBy(
      desc(waiting),
      sql`case when ${waiting} then ${investmentOrderChats.lastMessageAt} end asc`,
      desc(investmentOrderChats.lastMessageAt),
      desc(investmentOrderChats.orderId),
    )
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const total = await pageTotal(db, investmentOrderChats, where, query, rows.length);
  return { items: await withThreads(db, rows), page: query.page, size: query.size, total };
}

async function conversation(db: Database, orderId: number): Promise<DeskConversation | null> {
  const rows = await conversationQuery(db).where(eq(investmentOrderChats.orderId, orderId));
  const [view] = await withThreads(db, rows);
  return view ?? null;
}

/**
 * An advisor answers: the message, the conversation answered, and the member's notification, in
 * one transaction. Null when the order has no conversation (an advisor answers questions, not orders).
 */
export async function replyAsAdvisor(db: Database, advisorId: number, orderId: number, message: string): Promise<DeskConversation | null> {
  const done = await db.transaction(async (tx) => {
    const [chat] = await tx.select().from(investmentOrderChats).where(eq(investmentOrderChats.orderId, orderId)).for("update");
    if (!chat) return false;
    const [order] = await tx.select({ productId: investmentOrders.productId }).from(investmentOrders).where(eq(investmentOrders.id, orderId));
    const now = new Date();
    await tx.insert(investmentOrderMessages).values({ orderId, author: "advisor", advisorId, message, createdAt: now });
    await tx.update(investmentOrderChats).set({ lastAuthor: "advisor", lastMessageAt: now }).where(eq(investmentOrderChats.orderId, orderId));
    const symbol = findProduct(order?.productId ?? "")?.symbol ?? order?.productId ?? "";
    await tx.insert(notifications).values({ userId: chat.userId, kind: "message", topic: "order-chat-reply", ...ORDER_CHAT_NOTIFICATIONS.replied(orderId, symbol) });
    return true;
  });
  return done ? conversation(db, orderId) : null;
}

/** Closes a conversation (off the open list) or opens it again. */
export async function setConversationStatus(db: Database, advisorId: number, orderId: number, status: DeskChatStatus): Promise<DeskConversation | null> {
  const closed = status === "closed";
  const updated = await db
    .update(investmentOrderChats)
    .set({ closedAt: closed ? new Date() : null, closedBy: closed ? advisorId : null })
    .where(eq(investmentOrderChats.orderId, orderId))
    .returning({ orderId: investmentOrderChats.orderId });
  return updated.length > 0 ? conversation(db, orderId) : null;
}
