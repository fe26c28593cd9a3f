import { ScheduleSection } from "./ScheduleSection";

/** A result's findings in the API's own sentences, under "What this means" (the calculator pages that answer in words). */
export function FindingSentences({ id, findings, testId }: { id: string; findings: readonly string[]; testId: string }) {
  return (
    <ScheduleSection name={id} title="What this means">
      <ul className="finding-list" data-testid={testId}>
        {findings.map((text) => (
          <li key={text}>
            <p className="plain-text">{text}</p>
          </li>
        ))}
      </ul>
    </ScheduleSection>
  );
}
