import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import { NOTIFICATION_MESSAGES, NOTIFICATION_TASKS } from "../../../core/messages";
import type { Notification, NotificationCounts, NotificationFilter } from "../../../core/notifications";
import type { Page } from "../../../core/page";
import type { PageQuery } from "../../../core/pagination";
import type { Database } from "../../db/connection";
import { builtOnce } from "../../db/prepared";
import { pageTotal } from "../../platform/page-total";
import { notifications } from "../../db/schema";

type Topic =
  | "welcome"
  | "password-changed"
  | "new-sign-in"
  | "two-step-on"
  | "two-step-off"
  | "complete-profile"
  | "open-investor-account";

const MESSAGES: Record<Exclude<Topic, "complete-profile" | "open-investor-account">, (detail: string) => { title: string; body: string }> = NOTIFICATION_MESSAGES;

const TASKS: Record<"complete-profile" | "open-investor-account", { title: string; body: string }> = NOTIFICATION_TASKS;

export async function notify(db: Database, userId: number, topic: keyof typeof MESSAGES, detail = "") {
  await db.insert(notifications).values({ userId, kind: "message", topic, ...MESSAGES[topic](detail) });
}

export async function assignTask(db: Database, userId: number, topic: keyof typeof TASKS) {
  await db.insert(notifications).values({ userId, kind: "task", topic, ...TASKS[topic] });
}

/** A task completes itself once the member has done what it asks. */
export async function completeTask(db: Database, userId: number, topic: keyof typeof TASKS) {
  await db
    .update(notifications)
    .set({ completedAt: new Date(), readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.userId, userId), eq(notifications.topic, topic), isNull(notifications.completedAt)));
}

const OPEN_TASK = and(eq(notifications.kind, "task"), isNull(notifications.completedAt));
const UNREAD = isNull(notifications.readAt);

const filterOf = (userId: number, filter: NotificationFilter) =>
  and(eq(notifications.userId, userId), filter === "tasks" ? OPEN_TASK : filter === "unread" ? UNREAD : undefined);

const countsOfMember = builtOnce((db) =>
  db
    .select({
      all: count(),
      tasks: sql<number>`count(*) filter (where ${OPEN_TASK})`.mapWith(Number),
      unread: sql<number>`count(*) filter (where ${UNREAD})`.mapWith(Number),
    })
    .from(notifications)
    .where(eq(notifications.userId, sql.placeholder("userId")))
    .prepare("notification_counts_of_member"),
);

/** The three counts in one query: the header's bell asks for them on every page. */
export async function countNotifications(db: Database, userId: number): Promise<NotificationCounts> {
  const [row] = await countsOfMember(db).execute({ userId });
  return { allCount: Number(row?.all ?? 0), taskCount: row?.tasks ?? 0, unReadCount: row?.unread ?? 0 };
}

export async function listNotifications(db: Database, userId: number, filter: NotificationFilter, query: PageQuery): Promise<Page<Notification>> {
  const where = filterOf(userId, filter);
  const rows = await db.select().from(notifications).where(where).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(query.size).offset((query.page - 1) * query.size);
  const total = await pageTotal(db, notifications, where, query, rows.length);
  return {
    items: rows.map((r) => ({
      id: r.id,
      kind: r.kind as Notification["kind"],
      topic: r.topic,
      title: r.title,
      body: r.body,
      read: r.readAt !== null,
      completed: r.completedAt !== null,
      createdAt: r.createdAt.toISOString(),
    })),
    page: query.page,
    size: query.size,
    total,
  };
}

/** Only the member's own notification is touched; false when it is not theirs (or not there). */
export async function markNotification(db: Database, userId: number, id: number, read: boolean): Promise<boolean> {
  const updated = await db
    .update(notifications)
    .set({ readAt: read ? new Date() : null })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return updated.length > 0;
}

export async function deleteNotification(db: Database, userId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return deleted.length > 0;
}
