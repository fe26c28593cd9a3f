import { describe, expect, it } from "vitest";
import { createSseParser, parseSseText, sentenceBoundary } from "./sse";

describe("the event-stream reader", () => {
  it("reads events split anywhere across chunks", () => {
    const text = 'event: meta\ndata: {"a":1}\n\nevent: delta\ndata: {"text":"Hi "}\n\nevent: done\ndata: {"citations":[]}\n\n';
    for (const size of [1, 3, 7, text.length]) {
      const events: Array<{ event: string; data: string }> = [];
      const parser = createSseParser((e) => events.push(e));
      for (let i = 0; i < text.length; i += size) parser.feed(text.slice(i, i + size));
      parser.end();
      expect(events).toEqual([
        { event: "meta", data: '{"a":1}' },
        { event: "delta", data: '{"text":"Hi "}' },
        { event: "done", data: '{"citations":[]}' },
      ]);
    }
  });

  it("reads CRLF framing, data without an event name, and a last event without its blank line", () => {
    expect(parseSseText('data: {"x":1}\r\n\r\nevent: done\ndata: 2')).toEqual([
      { event: "message", data: '{"x":1}' },
      { event: "done", data: "2" },
    ]);
  });
});

describe("announcing once per sentence", () => {
  it("finds where the last finished sentence ends, after what was announced", () => {
    expect(sentenceBoundary("Here is what we say", 0)).toBeNull();
    expect(sentenceBoundary("Here is what we say. More", 0)).toBe(20);
    // A quoted sentence with its citation ends after the citation.
    const text = "Lead sentence. “A quote.” [1] Next";
    expect(sentenceBoundary(text, 0)).toBe(text.indexOf(" Next"));
    expect(sentenceBoundary(text, text.indexOf(" Next"))).toBeNull();
    // Figures such as $1,200.50 do not end a sentence.
    expect(sentenceBoundary("You can withdraw $1,200.50 now", 0)).toBeNull();
  });
});
