import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts";

/** A member's conversation with Enne (issue "Enne, the assistant" §2), newest activity first in the history. */
export const assistantConversations = pgTable(
  "assistant_conversations",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("assistant_conversations_user_idx").on(t.userId, t.updatedAt)],
);

/** One question or answer; an answer keeps the citations it was given with. */
export const assistantMessages = pgTable(
  "assistant_messages",
  {
    id: serial("id").primaryKey(),
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => assistantConversations.id, { onDelete: "cascade" }),
    role: text("role").notNull(), // "question" | "answer"
    text: text("text").notNull(),
    kind: text("kind"), // the answer's kind (core/assistant/compose.ts AnswerKind)
    citations: jsonb("citations").$type<Array<{ n: number; title: string; href: string }>>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("assistant_messages_conversation_idx").on(t.conversationId, t.id)],
);

/** One rating per answer, changeable. */
export const assistantFeedback = pgTable(
  "assistant_feedback",
  {
    id: serial("id").primaryKey(),
    messageId: integer("message_id")
      .notNull()
      .references(() => assistantMessages.id, { onDelete: "cascade" }),
    rating: text("rating").notNull(), // "up" | "down"
    comment: text("comment"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("assistant_feedback_message_idx").on(t.messageId)],
);
