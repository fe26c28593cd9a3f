import { integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

// What every module shares: the mail outbox and the fixed-window counters.

/** Mail kept when no SMTP server is configured (SMTP_URL unset): a person can read codes here. */
export const mailOutbox = pgTable("mail_outbox", {
  id: serial("id").primaryKey(),
  toAddress: text("to_address").notNull(),
  subject: text("subject").notNull(),
  textBody: text("text_body").notNull(),
  htmlBody: text("html_body").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Fixed-window counters shared by every instance: auth rate limits and the forgot-password lockout. */
export const attemptCounters = pgTable("attempt_counters", {
  key: text("key").primaryKey(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
  count: integer("count").notNull(),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
});
