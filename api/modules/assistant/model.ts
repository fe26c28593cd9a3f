import { createSseParser } from "../../../core/assistant/sse";
import type { ChatMessage } from "../../../core/assistant/prompt";
import type { ApiSettings } from "../../platform/context";

export type ModelSettings = NonNullable<ApiSettings["assistantModel"]>;

/**
 * Streams an OpenAI-compatible chat completion (POST {baseUrl}/chat/completions, stream: true)
 * with plain fetch: yields each piece of text as it arrives. Throws on a refused request, a broken
 * stream, or silence longer than `timeoutMs` (before the first piece or between two).
 */
export async function* streamCompletion(settings: ModelSettings, messages: ChatMessage[], signal?: AbortSignal): AsyncGenerator<string> {
  const controller = new AbortController();
  const abort = () => controller.abort(new Error("the browser went away"));
  signal?.addEventListener("abort", abort, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(new Error(`no answer within ${settings.timeoutMs} ms`)), settings.timeoutMs);
  };
  arm();
  try {
    const response = await fetch(`${settings.baseUrl.replace(/\/+$/, "")}/chat/completions`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "text/event-stream", Authorization: `Bearer ${settings.apiKey}` },
      body: JSON.stringify({ model: settings.model, messages, stream: true, temperature: 0.2 }),
      signal: controller.signal,
    });
    if (!response.ok || !response.body) throw new Error(`the model answered ${response.status}`);
    const pieces: string[] = [];
    let finished = false;
    const parser = createSseParser(({ data }) => {
      if (data.trim() === "[DONE]") {
        finished = true;
        return;
      }
      const chunk = JSON.parse(data) as { choices?: Array<{ delta?: { content?: string | null } }> };
      const text = chunk.choices?.[0]?.delta?.content;
      if (typeof text === "string" && text !== "") pieces.push(text);
    });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      arm();
      parser.feed(value);
      while (pieces.length > 0) yield pieces.shift()!;
      if (finished) break;
    }
    parser.end();
    while (pieces.length > 0) yield pieces.shift()!;
    reader.cancel().catch(() => undefined);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", abort);
  }
}
