import { z } from "zod";
import { hasControlCharacters } from "../control-characters";
import { ASSISTANT_LIMITS, ASSISTANT_MESSAGES } from "../messages/assistant";
import { emptyBodySchema, endpoint } from "./endpoint";

// The assistant's contract (issue "Enne, the assistant" §2, docs/api.md): the streamed query, the
// member's conversations and the feedback on answers.

const idSchema = z.coerce.number({ invalid_type_error: "must be a whole number" }).int("must be a whole number").positive("must be positive").max(2_147_483_647, "is too large");

export const citationSchema = z.object({ n: z.number().int(), title: z.string(), href: z.string() });
export type CitationView = z.infer<typeof citationSchema>;

const questionSchema = z
  .string({ required_error: ASSISTANT_MESSAGES.questionRequired, invalid_type_error: ASSISTANT_MESSAGES.questionRequired })
  .max(ASSISTANT_LIMITS.questionMax, ASSISTANT_MESSAGES.questionTooLong)
  .transform((v) => v.trim())
  .refine((v) => v.length > 0, ASSISTANT_MESSAGES.questionRequired)
  // Line breaks and tabs are text; other control characters (NUL above all, which the database
  // refuses) are not.
  .refine((v) => !hasControlCharacters(v), ASSISTANT_MESSAGES.questionInvalid);

/** POST /api/ai/query: one question, in a new conversation or continuing one of the member's. */
export const aiQueryRequestSchema = z.object({ question: questionSchema, conversationId: z.number().int().positive().max(2_147_483_647).optional() }).strict();

/** The events of the answer's stream, in order: meta once, delta any number of times, done once. */
export const aiMetaEventSchema = z.object({ conversationId: z.number().int().nullable(), messageId: z.number().int().nullable(), kind: z.string() });
export const aiDeltaEventSchema = z.object({ text: z.string() });
export const aiDoneEventSchema = z.object({ citations: z.array(citationSchema), notice: z.string().nullable() });

/** The stream as the web reads it whole (no JavaScript): meta, the text joined, done. */
export const aiAnswerSchema = aiMetaEventSchema.merge(aiDoneEventSchema).extend({ text: z.string() });
export type AiAnswer = z.infer<typeof aiAnswerSchema>;

/** The answer is a text/event-stream, not the envelope: its `response` is the done event's data. */
export const aiQueryContract = endpoint({ method: "POST", path: "/api/ai/query", body: aiQueryRequestSchema, response: aiDoneEventSchema });

export const conversationSummarySchema = z.object({ id: z.number().int(), title: z.string(), createdAt: z.string(), updatedAt: z.string(), messageCount: z.number().int() });
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const chatMessageSchema = z.object({
  id: z.number().int(),
  role: z.enum(["question", "answer"]),
  text: z.string(),
  kind: z.string().nullable(),
  citations: z.array(citationSchema),
  createdAt: z.string(),
  /** The member's rating of an answer, if given. */
  feedback: z.object({ rating: z.enum(["up", "down"]), comment: z.string().nullable() }).nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const historyListContract = endpoint({ method: "GET", path: "/api/chatbot/history", response: z.array(conversationSummarySchema) });

const conversationParams = z.object({ id: idSchema });

export const conversationContract = endpoint({
  method: "GET",
  path: "/api/chatbot/history/:id",
  params: conversationParams,
  response: conversationSummarySchema.extend({ messages: z.array(chatMessageSchema) }),
});

export const renameRequestSchema = z
  .object({
    title: z
      .string({ required_error: ASSISTANT_MESSAGES.titleRequired, invalid_type_error: ASSISTANT_MESSAGES.titleRequired })
      .transform((v) => v.replace(/\s+/g, " ").trim())
      .refine((v) => v.length > 0, ASSISTANT_MESSAGES.titleRequired)
      .refine((v) => v.length <= ASSISTANT_LIMITS.titleMax, ASSISTANT_MESSAGES.titleTooLong)
      .refine((v) => !hasControlCharacters(v), ASSISTANT_MESSAGES.titleInvalid),
  })
  .strict();

export const renameConversationContract = endpoint({
  method: "POST",
  path: "/api/chatbot/history/:id/rename",
  params: conversationParams,
  body: renameRequestSchema,
  response: conversationSummarySchema,
});

export const deleteConversationContract = endpoint({
  method: "POST",
  path: "/api/chatbot/history/:id/delete",
  params: conversationParams,
  body: emptyBodySchema,
  response: z.object({ deleted: z.literal(true) }),
});

export const feedbackRequestSchema = z
  .object({
    messageId: z.number({ required_error: "is required", invalid_type_error: "must be a whole number" }).int("must be a whole number").positive("must be positive").max(2_147_483_647),
    rating: z.enum(["up", "down"], { errorMap: () => ({ message: ASSISTANT_MESSAGES.rating }) }),
    comment: z
      .string()
      .max(ASSISTANT_LIMITS.commentMax, ASSISTANT_MESSAGES.commentTooLong)
      .refine((v) => !hasControlCharacters(v), ASSISTANT_MESSAGES.commentInvalid)
      .transform((v) => v.trim() || null)
      .nullable()
      .optional(),
  })
  .strict();

export const feedbackContract = endpoint({
  method: "POST",
  path: "/api/chatbot/feedback",
  body: feedbackRequestSchema,
  response: z.object({ messageId: z.number().int(), rating: z.enum(["up", "down"]), comment: z.string().nullable() }),
});
