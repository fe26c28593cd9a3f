import { Link } from "@remix-run/react";
import type { CitationView } from "#core/contracts/assistant";
import { answerBlocks } from "~/utils/assistant";

/** An answer: its paragraphs (numbered ones as a list), then its sources as links, numbered as the text cites them. */
export function AnswerBody({ text, citations, id }: { text: string; citations: readonly CitationView[]; id: string }) {
  return (
    <div className="assistant-answer">
      {answerBlocks(text).map((block, i) =>
        block.kind === "list" ? (
          <ol key={i} start={block.start} className="assistant-answer-list">
            {block.items.map((item, j) => (
              <li key={j}>{item}</li>
            ))}
          </ol>
        ) : (
          <p key={i}>{block.text}</p>
        ),
      )}
      {citations.length > 0 ? (
        <nav aria-labelledby={`${id}-sources`}>
          <p id={`${id}-sources`} className="assistant-sources-title">
            Sources
          </p>
          <ol className="assistant-sources">
            {citations.map((c) => (
              <li key={c.n} value={c.n}>
                <Link to={c.href}>{c.title}</Link>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
    </div>
  );
}
