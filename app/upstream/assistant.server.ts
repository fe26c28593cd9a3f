import type { AppLoadContext } from "@remix-run/node";
import { parseSseText } from "#core/assistant/sse";
import {
  aiQueryContract,
  aiAnswerSchema,
  conversationContract,
  deleteConversationContract,
  feedbackContract,
  historyListContract,
  renameConversationContract,
  type AiAnswer,
} from "#core/contracts/assistant";
import { readEnvelope } from "#core/envelope";
import { MESSAGES } from "#core/messages";
import type { Upstream } from "./client.server";
import { timeZoneOf } from "./scope.server";

// The assistant's calls (issue "Enne, the assistant"): the streamed query as a raw response (the
// resource route passes it through), the same query read whole (no JavaScript), and the history.

export type AskInput = { question: string; conversationId?: number };

/** POST /api/ai/query with the caller's headers: the answer is the event stream itself. */
export function sendQuery(request: Request, context: AppLoadContext, token: string | undefined, input: AskInput): Promise<Response> {
  const headers = new Headers({ Accept: "text/event-stream", "Content-Type": "application/json", "Time-Zone": timeZoneOf(request) });
  if (context.requestId) headers.set("X-Request-Id", context.requestId);
  if (context.clientIp) headers.set("X-Client-Ip", context.clientIp);
  if (token) headers.set("Authorization", `Bearer ${token}`);
  const upstream = context.upstream;
  return upstream.send(new Request(`${upstream.baseUrl}${aiQueryContract.path}`, { method: "POST", headers, body: JSON.stringify(input), signal: request.signal }));
}

export type WholeAnswer = { ok: true; answer: AiAnswer } | { ok: false; status: number; errorCode?: string; message: string };

/** The query's answer read to its end: meta, the text joined, and done's citations. */
export async function askWhole(request: Request, context: AppLoadContext, token: string | undefined, input: AskInput): Promise<WholeAnswer> {
  let response: Response;
  try {
    response = await sendQuery(request, context, token, input);
  } catch {
    return { ok: false, status: 503, message: MESSAGES.somethingWentWrong };
  }
  const text = await response.text();
  if (!response.ok) {
    let envelope: ReturnType<typeof readEnvelope> = null;
    try {
      envelope = readEnvelope(JSON.parse(text));
    } catch {
      envelope = null;
    }
    const message = response.status < 500 && envelope?.message ? envelope.message : MESSAGES.somethingWentWrong;
    return { ok: false, status: response.status, errorCode: envelope?.errorCode ?? undefined, message };
  }
  const events = parseSseText(text);
  const read = (name: string) => events.filter((e) => e.event === name).map((e) => JSON.parse(e.data) as Record<string, unknown>);
  const answer = aiAnswerSchema.safeParse({
    ...read("meta")[0],
    text: read("delta").map((d) => String(d.text ?? "")).join(""),
    ...read("done")[0],
  });
  return answer.success ? { ok: true, answer: answer.data } : { ok: false, status: 502, message: MESSAGES.somethingWentWrong };
}

export const listConversations = async (upstream: Upstream) => (await upstream.callContract(historyListContract)).data;
export const getConversation = async (upstream: Upstream, id: number) => (await upstream.callContract(conversationContract, { params: { id } })).data;
export const renameConversation = async (upstream: Upstream, id: number, title: string) =>
  (await upstream.callContract(renameConversationContract, { params: { id }, body: { title } })).data;
export const deleteConversation = async (upstream: Upstream, id: number) => (await upstream.callContract(deleteConversationContract, { params: { id }, body: {} })).data;
export const rateAnswer = async (upstream: Upstream, body: { messageId: number; rating: "up" | "down"; comment?: string | null }) =>
  (await upstream.callContract(feedbackContract, { body })).data;
