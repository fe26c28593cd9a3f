import { desc, eq, type SQL } from "drizzle-orm";
import { CONTACT_LIMIT_PER_ADDRESS, CONTACT_LIMIT_PER_EMAIL, CONTACT_LIMIT_WINDOW_SECONDS, CONTACT_TOPIC_LABELS, contactReference, type ContactRequest, type ContactTopic } from "../../../core/contact";
import type { ContactMessageView, ContactStatus } from "../../../core/contracts/contact";
import { contactAcknowledgement } from "../../../core/messages/contact";
import type { Page } from "../../../core/page";
import type { PageQuery } from "../../../core/pagination";
import type { Database } from "../../db/connection";
import { pageTotal } from "../../platform/page-total";
import { contactMessages } from "../../db/schema";
import { countAttempt } from "../../platform/attempts";
import { escapeHtml } from "../../platform/mail/escape-html";
import type { Mailer } from "../../platform/mail/mailer";
import type { Logger } from "pino";

// Contact us (issue "Enne, the assistant" §3): a message is stored first, then acknowledged by
// mail; a mail that fails is logged and the message is kept, since the team still answers it.

type Row = typeof contactMessages.$inferSelect;

const view = (row: Row): ContactMessageView => ({
  id: row.id,
  reference: contactReference(row.id, row.createdAt),
  name: row.name,
  email: row.email,
  topic: row.topic as ContactTopic,
  message: row.message,
  status: row.status as ContactStatus,
  createdAt: row.createdAt.toISOString(),
  answeredAt: row.answeredAt?.toISOString() ?? null,
});

/**
 * Counts the message against its client address and its email address, in the shared counters
 * so every instance sees them. Answers the seconds to wait when either limit is passed.
 */
export async function contactLimit(db: Database, clientIp: string, email: string): Promise<{ ok: true } | { ok: false; retryAfterSeconds: number }> {
  const byAddress = await countAttempt(db, `contact:ip:${clientIp}`, CONTACT_LIMIT_WINDOW_SECONDS);
  const byEmail = await countAttempt(db, `contact:email:${email.toLowerCase()}`, CONTACT_LIMIT_WINDOW_SECONDS);
  const over = [byAddress.count > CONTACT_LIMIT_PER_ADDRESS ? byAddress : null, byEmail.count > CONTACT_LIMIT_PER_EMAIL ? byEmail : null].filter((x) => x !== null);
  if (over.length === 0) return { ok: true };
  const until = Math.max(...over.map((x) => x.windowEndsAt.getTime()));
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((until - Date.now()) / 1000)) };
}

export async function receiveContactMessage(db: Database, mailer: Mailer, logger: Logger, request: ContactRequest): Promise<{ reference: string }> {
  const [row] = await db
    .insert(contactMessages)
    .values({ name: request.name, email: request.email, topic: request.topic, message: request.message })
    .returning();
  const reference = contactReference(row!.id, row!.createdAt);
  try {
    const mail = contactAcknowledgement(request.name, reference, CONTACT_TOPIC_LABELS[request.topic]);
    const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1a2433">${mail.text
      .split("\n\n")
      .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
      .join("")}</body></html>`;
    await mailer.send({ to: request.email, subject: mail.subject, text: mail.text, html });
  } catch (error) {
    // Never the message or the address in the log: the reference finds them.
    logger.warn({ err: error instanceof Error ? error.message : String(error), reference }, "contact acknowledgement not sent");
  }
  return { reference };
}

export async function listContactMessages(db: Database, query: PageQuery & { status: ContactStatus | "all" }): Promise<Page<ContactMessageView>> {
  const where: SQL | undefined = query.status === "all" ? undefined : eq(contactMessages.status, query.status);
  const rows = await db
    .select()
    .from(contactMessages)
    .where(where)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const total = await pageTotal(db, contactMessages, where, query, rows.length);
  return { items: rows.map(view), page: query.page, size: query.size, total };
}

export async function setContactStatus(db: Database, advisorId: number, id: number, status: ContactStatus): Promise<ContactMessageView | null> {
  const answered = status === "answered";
  const [row] = await db
    .update(contactMessages)
    .set({ status, answeredBy: answered ? advisorId : null, answeredAt: answered ? new Date() : null })
    .where(eq(contactMessages.id, id))
    .returning();
  return row ? view(row) : null;
}
