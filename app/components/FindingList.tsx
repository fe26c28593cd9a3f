/** Findings as a page lists them: each a titled paragraph, found by its key (`finding-<key>`). */
export function FindingList({ findings }: { findings: ReadonlyArray<{ key: string; title: string; text: string }> }) {
  return (
    <ul className="finding-list">
      {findings.map((f) => (
        <li key={f.key} data-testid={`finding-${f.key}`}>
          <h4 className="plain-title h4">{f.title}</h4>
          <p className="plain-text">{f.text}</p>
        </li>
      ))}
    </ul>
  );
}
