import { useCallback, useRef, useState, type FormEvent } from "react";
import { createSseParser, sentenceBoundary } from "#core/assistant/sse";
import type { CitationView } from "#core/contracts/assistant";
import { ASSISTANT_MESSAGES } from "#core/messages/assistant";
import { ERROR_MESSAGES as MESSAGES } from "#core/messages/errors";

/** One question and its answer as it streams in. */
export type LiveExchange = {
  key: string;
  question: string;
  text: string;
  citations: CitationView[];
  messageId: number | null;
  done: boolean;
  error: string | null;
  notice: string | null;
};

export type StreamMeta = { conversationId: number | null; messageId: number | null };

/**
 * Asks Enne through the page's resource route and reads the answer's events as they come: the
 * text grows piece by piece, and each finished sentence is added once to `spoken`, which the
 * caller renders in a polite live region (one announcement per sentence, not per piece).
 */
export function useAssistantStream() {
  const [live, setLive] = useState<LiveExchange[]>([]);
  const [spoken, setSpoken] = useState<string[]>([]);
  const [streaming, setStreaming] = useState(false);

  const ask = useCallback(async (body: FormData, question: string, onAccepted?: () => void): Promise<StreamMeta | null> => {
    const key = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    const update = (change: (e: LiveExchange) => LiveExchange) => setLive((list) => list.map((e) => (e.key === key ? change(e) : e)));
    setLive((list) => [...list, { key, question, text: "", citations: [], messageId: null, done: false, error: null, notice: null }]);
    setStreaming(true);
    let text = "";
    let announced = 0;
    let meta: StreamMeta = { conversationId: null, messageId: null };
    const announce = (upTo: number) => {
      const sentence = text.slice(announced, upTo).trim();
      announced = upTo;
      if (sentence) setSpoken((list) => [...list.slice(-20), sentence]);
    };
    try {
      const response = await fetch("/resources/ai-enne", { method: "POST", body, headers: { Accept: "text/event-stream" } });
      if (!response.ok || !response.body) {
        const refusal = (await response.json().catch(() => null)) as { message?: string } | null;
        throw new Error(refusal?.message ?? MESSAGES.somethingWentWrong);
      }
      onAccepted?.();
      const parser = createSseParser(({ event: name, data }) => {
        const payload = JSON.parse(data) as Record<string, unknown>;
        if (name === "meta") {
          meta = payload as StreamMeta;
          update((e) => ({ ...e, messageId: meta.messageId }));
        } else if (name === "delta") {
          text += String(payload.text ?? "");
          update((e) => ({ ...e, text }));
          const boundary = sentenceBoundary(text, announced);
          if (boundary !== null) announce(boundary);
        } else if (name === "done") {
          announce(text.length);
          const notice = typeof payload.notice === "string" ? payload.notice : null;
          update((e) => ({ ...e, done: true, citations: (payload.citations as CitationView[]) ?? [], notice }));
        }
      });
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        parser.feed(value);
      }
      parser.end();
      return meta;
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : MESSAGES.somethingWentWrong;
      update((e) => ({ ...e, done: true, error: message }));
      setSpoken((list) => [...list, message]);
      return null;
    } finally {
      setStreaming(false);
    }
  }, []);

  // The question box's refusal and the box itself, for its error and its focus.
  const [formError, setFormError] = useState<string | null>(null);
  const questionRef = useRef<HTMLTextAreaElement>(null);

  /**
   * A question form's submit with JavaScript: while an answer streams nothing more is sent; an empty
   * question is refused on its field, the focus back in it; any other is asked, and `onAccepted`
   * runs with the form once the question is taken (to empty the box).
   */
  async function askFrom(event: FormEvent<HTMLFormElement>, onAccepted: (form: HTMLFormElement) => void): Promise<StreamMeta | null> {
    event.preventDefault();
    if (streaming) return null;
    const form = event.currentTarget;
    const body = new FormData(form);
    const question = String(body.get("question") ?? "").trim();
    if (!question) {
      setFormError(ASSISTANT_MESSAGES.questionRequired);
      questionRef.current?.focus();
      return null;
    }
    setFormError(null);
    return ask(body, question, () => onAccepted(form));
  }

  return { live, setLive, spoken, streaming, formError, questionRef, askFrom };
}
