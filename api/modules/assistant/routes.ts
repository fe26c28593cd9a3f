import { Hono, type Context, type MiddlewareHandler } from "hono";
import { streamSSE } from "hono/streaming";
import { answerText, streamPieces } from "../../../core/assistant/compose";
import {
  aiQueryContract,
  conversationContract,
  deleteConversationContract,
  feedbackContract,
  historyListContract,
  renameConversationContract,
} from "../../../core/contracts/assistant";
import { routePath } from "../../../core/contracts/endpoint";
import { ASSISTANT_MESSAGES } from "../../../core/messages/assistant";
import { modelMessages } from "../../../core/assistant/prompt";
import { countAttempt } from "../../platform/attempts";
import type { ApiEnv } from "../../platform/context";
import { reject, respondWith, validateJsonBody } from "../../platform/http";
import { requireSession } from "../accounts/require-session";
import { requireFeature } from "../investor/require-feature";
import { levelOf } from "../investor/service";
import { streamCompletion } from "./model";
import {
  composeAnswer,
  conversationWithMessages,
  deleteConversation,
  hasChatbot,
  listConversations,
  ownConversation,
  rateAnswer,
  recordExchange,
  renameConversation,
  replaceAnswerText,
  type Asker,
} from "./service";

/** A session when the caller sends one (then it must be valid); a visitor otherwise. */
const optionalSession: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (c.req.header("Authorization") === undefined) return next();
  return requireSession("full")(c, next);
};

const idParam = (c: Context) => conversationContract.params.safeParse({ id: c.req.param("id") });

/**
 * Enne (issue "Enne, the assistant" §2): the streamed answer for visitors and members, and the
 * Bronze+ chatbot history and feedback. Every query reads and writes only the session's own member.
 */
export function assistantRoutes() {
  const routes = new Hono<ApiEnv>();
  const chatbot = [requireSession("full"), requireFeature("chatbot")] as const;

  routes.post(routePath(aiQueryContract), optionalSession, async (c) => {
    const body = await validateJsonBody(c, aiQueryContract.body);
    if (!body.ok) return body.response;
    const { question, conversationId } = body.value;
    const user = c.get("user") as ApiEnv["Variables"]["user"] | undefined;
    const asker: Asker = user ? { kind: "member", userId: user.id, memberLevel: await levelOf(c.var.db, user.id) } : { kind: "visitor" };
    if (conversationId !== undefined) {
      if (asker.kind === "visitor") return reject(c, 401, "NotLogin", ASSISTANT_MESSAGES.signInForHistory);
      if (!hasChatbot(asker) || !(await ownConversation(c.var.db, asker.userId, conversationId))) {
        return reject(c, 404, "NotFound", ASSISTANT_MESSAGES.conversationNotFound);
      }
    }
    const key = asker.kind === "member" ? `assistant:member:${asker.userId}` : `assistant:ip:${c.var.clientIp}`;
    const { count, windowEndsAt } = await countAttempt(c.var.db, key, 60);
    if (count > c.var.settings.assistantRateLimitPerMinute) {
      c.header("Retry-After", String(Math.max(1, Math.ceil((windowEndsAt.getTime() - Date.now()) / 1000))));
      return reject(c, 429, "RateLimited", ASSISTANT_MESSAGES.rateLimited);
    }
    const answer = await composeAnswer(c.var.db, asker, question, { timeZone: c.var.timeZone, investorDataKey: c.var.settings.investorDataKey });
    const ids = hasChatbot(asker) ? await recordExchange(c.var.db, asker.userId, conversationId, question, answer) : { conversationId: null, messageId: null };
    c.header("Cache-Control", "no-store");
    c.header("X-Accel-Buffering", "no");
    const model = c.var.settings.assistantModel;
    const logger = c.var.logger;
    const signal = c.req.raw.signal;
    return streamSSE(c, async (stream) => {
      await stream.writeSSE({ event: "meta", data: JSON.stringify({ ...ids, kind: answer.kind }) });
      const send = (text: string) => stream.writeSSE({ event: "delta", data: JSON.stringify({ text }) });
      let notice: string | null = null;
      // With a model, answers from content and from the member's own figures are written from their
      // sources (passages, tool results); refusals, advice and locked notices stay as composed.
      if (model && (answer.kind === "content" || answer.kind === "figures") && answer.sources) {
        let written = "";
        try {
          for await (const piece of streamCompletion(model, modelMessages(question, answer.sources), signal)) {
            written += piece;
            await send(piece);
          }
          if (written.trim() === "") throw new Error("the model wrote nothing");
        } catch (error) {
          logger.warn({ err: error }, "assistant model failed; falling back to the composed answer");
          notice = ASSISTANT_MESSAGES.modelFallback;
          const fallback = `${written ? "\n\n" : ""}${answerText(answer)}`;
          for (const piece of streamPieces(fallback)) await send(piece);
          written += fallback;
        }
        if (ids.messageId !== null) await replaceAnswerText(c.var.db, ids.messageId, written);
      } else {
        for (const piece of streamPieces(answerText(answer))) {
          if (stream.aborted) return;
          await send(piece);
        }
      }
      await stream.writeSSE({ event: "done", data: JSON.stringify({ citations: answer.citations, notice }) });
    });
  });

  routes.get(routePath(historyListContract), ...chatbot, async (c) => respondWith(c, historyListContract, await listConversations(c.var.db, c.var.user.id)));

  routes.get(routePath(conversationContract), ...chatbot, async (c) => {
    const id = idParam(c);
    const conversation = id.success ? await conversationWithMessages(c.var.db, c.var.user.id, id.data.id) : null;
    if (!conversation) return reject(c, 404, "NotFound", ASSISTANT_MESSAGES.conversationNotFound);
    return respondWith(c, conversationContract, conversation);
  });

  routes.post(routePath(renameConversationContract), ...chatbot, async (c) => {
    const id = idParam(c);
    if (!id.success) return reject(c, 404, "NotFound", ASSISTANT_MESSAGES.conversationNotFound);
    const body = await validateJsonBody(c, renameConversationContract.body);
    if (!body.ok) return body.response;
    const renamed = await renameConversation(c.var.db, c.var.user.id, id.data.id, body.value.title);
    if (!renamed) return reject(c, 404, "NotFound", ASSISTANT_MESSAGES.conversationNotFound);
    return respondWith(c, renameConversationContract, renamed, ASSISTANT_MESSAGES.renamed);
  });

  routes.post(routePath(deleteConversationContract), ...chatbot, async (c) => {
    const id = idParam(c);
    if (!id.success) return reject(c, 404, "NotFound", ASSISTANT_MESSAGES.conversationNotFound);
    const empty = await validateJsonBody(c, deleteConversationContract.body, { optional: true });
    if (!empty.ok) return empty.response;
    if (!(await deleteConversation(c.var.db, c.var.user.id, id.data.id))) return reject(c, 404, "NotFound", ASSISTANT_MESSAGES.conversationNotFound);
    return respondWith(c, deleteConversationContract, { deleted: true }, ASSISTANT_MESSAGES.deleted);
  });

  routes.post(routePath(feedbackContract), ...chatbot, async (c) => {
    const body = await validateJsonBody(c, feedbackContract.body);
    if (!body.ok) return body.response;
    const saved = await rateAnswer(c.var.db, c.var.user.id, body.value);
    if (!saved) return reject(c, 404, "NotFound", ASSISTANT_MESSAGES.messageNotFound);
    return respondWith(c, feedbackContract, saved, ASSISTANT_MESSAGES.feedbackSaved);
  });

  return routes;
}
