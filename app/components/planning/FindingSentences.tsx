/** A result's findings in the API's own sentences, under "What this means" (the calculator pages that answer in words). */
export function FindingSentences({ id, findings, testId }: { id: string; findings: readonly string[]; testId: string }) {
  return (
    <section aria-labelledby={`${id}-title`} className="calculator-schedule">
      <h3 id={`${id}-title`}>What this means</h3>
      <ul className="finding-list" data-testid={testId}>
        {findings.map((text) => (
          <li key={text}>
            <p className="plain-text">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
