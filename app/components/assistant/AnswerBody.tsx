import { Link } from "@remix-run/react";
import type { CitationView } from "#core/contracts/assistant";

/** An answer: its paragraphs, then its sources as links, numbered as the text cites them. */
export function AnswerBody({ text, citations, id }: { text: string; citations: readonly CitationView[]; id: string }) {
  return (
    <div className="assistant-answer">
      {text.split(/\n\n+/).map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
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
