import type { ReactNode } from "react";

export type OptionsRow<O> = { key: string; term: string; value: (option: O) => ReactNode };

/**
 * Choices side by side, one column each, one row per figure (the mortgage and business financing
 * comparisons, the annuity review). The best option's heading says why, in `bestNote`, when there is a choice.
 */
export function OptionsTable<O extends { key: string; label: string }>({
  caption,
  options,
  rows,
  best,
  bestNote,
  testId,
}: {
  caption: string;
  options: readonly O[];
  rows: ReadonlyArray<OptionsRow<O>>;
  best: string;
  bestNote: string;
  /** The table's test id; each row's is `${testId}-row-${row.key}` without the "-table". */
  testId: string;
}) {
  const rowId = testId.replace(/-table$/, "-row");
  return (
    <div className="table-scroll options-table-wrap">
      <table className="data-table figures-table options-table" data-testid={testId}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <td />
            {options.map((o) => (
              <th key={o.key} scope="col">
                {o.label}
                {o.key === best && options.length > 1 ? <span className="options-best"> · {bestNote}</span> : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-testid={`${rowId}-${row.key}`}>
              <th scope="row">{row.term}</th>
              {options.map((o) => (
                <td key={o.key}>{row.value(o)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
