/** Questions and answers as disclosures: readable without JavaScript, one open at a time by choice. */
export function FaqList({ entries }: { entries: Array<{ question: string; answer: string }> }) {
  return (
    <div className="faq">
      {entries.map((entry) => (
        <details key={entry.question}>
          <summary>{entry.question}</summary>
          <p>{entry.answer}</p>
        </details>
      ))}
    </div>
  );
}
