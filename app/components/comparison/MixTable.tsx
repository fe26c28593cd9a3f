import type { ReactNode } from "react";

type Mix = { stocks: number; bonds: number; cash: number };
type Target = { stocks: number; low: number; high: number };

const POSITION_WORDS = { within: "within the usual range", above: "above the usual range", below: "below the usual range" } as const;

/**
 * An account's mix beside the path it is measured against, for the Gold reviews of accounts held
 * elsewhere (retirement, education savings): stocks against the path's share and range, bonds and
 * cash, the assumed return, and any rows the review adds (employer stock).
 */
export function MixTable({
  caption,
  pathLabel,
  mix,
  target,
  position,
  expectedReturn,
  extraRows,
  testId,
}: {
  caption: string;
  pathLabel: string;
  mix: Mix;
  target: Target;
  position: keyof typeof POSITION_WORDS;
  expectedReturn: number;
  extraRows?: ReactNode;
  /** The table's test id; each row's is `${testId}-row-…` without the "-table". */
  testId: string;
}) {
  const rowId = testId.replace(/-table$/, "-row");
  return (
    <div className="table-scroll options-table-wrap">
      <table className="data-table figures-table" data-testid={testId}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <td />
            <th scope="col">Yours</th>
            <th scope="col">{pathLabel}</th>
          </tr>
        </thead>
        <tbody>
          <tr data-testid={`${rowId}-stocks`}>
            <th scope="row">Stocks</th>
            <td>
              {mix.stocks}% <span className="figure-note">({POSITION_WORDS[position]})</span>
            </td>
            <td>
              {target.stocks}% <span className="figure-note">({target.low}% to {target.high}%)</span>
            </td>
          </tr>
          <tr data-testid={`${rowId}-bonds-cash`}>
            <th scope="row">Bonds and cash</th>
            <td>
              {mix.bonds}% and {mix.cash}%
            </td>
            <td>{Math.round((100 - target.stocks) * 100) / 100}% together</td>
          </tr>
          {extraRows}
          <tr data-testid={`${rowId}-return`}>
            <th scope="row">Assumed return a year</th>
            <td>{expectedReturn}%</td>
            <td>—</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
