// Server-sent events as the assistant's stream frames them ("event: …", "data: …", a blank line),
// read incrementally: the browser feeds chunks as they arrive, the server side feeds the whole text.

export type SseEvent = { event: string; data: string };

/** A parser fed chunks of text in any split; each complete event is handed to `onEvent`. */
export function createSseParser(onEvent: (event: SseEvent) => void) {
  let buffer = "";
  const flushBlock = (block: string) => {
    let event = "message";
    const data: string[] = [];
    for (const line of block.split("\n")) {
      if (line.startsWith("event:")) event = line.slice(6).trim();
      else if (line.startsWith("data:")) data.push(line.slice(5).replace(/^ /, ""));
    }
    if (data.length > 0) onEvent({ event, data: data.join("\n") });
  };
  return {
    feed(chunk: string) {
      buffer += chunk.replace(/\r\n?/g, "\n");
      let end = buffer.indexOf("\n\n");
      while (end !== -1) {
        flushBlock(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf("\n\n");
      }
    },
    end() {
      if (buffer.trim()) flushBlock(buffer);
      buffer = "";
    },
  };
}

export function parseSseText(text: string): SseEvent[] {
  const events: SseEvent[] = [];
  const parser = createSseParser((e) => events.push(e));
  parser.feed(text);
  parser.end();
  return events;
}

/**
 * The complete sentences of streamed text after `from`: where the next announcement to screen
 * readers should end (one announcement per sentence, not per piece), or null when no sentence
 * has ended since.
 */
export function sentenceBoundary(text: string, from: number): number | null {
  const pattern = /[.!?…](?:["”’)\]]|\s\[\d+\])*(?=\s)/g;
  pattern.lastIndex = from;
  let last: number | null = null;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) last = match.index + match[0].length;
  return last;
}
