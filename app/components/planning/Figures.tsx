import type { ReactNode } from "react";

/** The headline figures of a result, as a list of terms and values. */
export function Figures({ items, label }: { label: string; items: Array<{ term: string; value: ReactNode; note?: ReactNode; testId?: string }> }) {
  return (
    <dl className="calculator-figures" aria-label={label} aria-live="polite">
      {items.map((item) => (
        <div key={item.term}>
          <dt>{item.term}</dt>
          <dd data-testid={item.testId}>{item.value}</dd>
          {item.note ? <dd className="figure-note">{item.note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
