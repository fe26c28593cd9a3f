import { lazy } from "react";
import { ChartFigure } from "~/components/planning/ChartFigure";
import { dollarsForChart, usdWithMinus } from "~/utils/calculators";

const PairedAreaChart = lazy(() => import("~/components/charts/PairedAreaChart"));

const SERIES_NAMES = ["first", "second", "third", "fourth"] as const;

type Option<K extends string> = { key: K; label: string };

/**
 * An amount for each compared choice at each year's end, as an area per choice and the same figures
 * as a table: what each mortgage or business loan leaves owed, what each choice for an annuity is
 * worth. Up to four choices, one colour each in the order given.
 */
export function BalancesByYear<K extends string>({
  id,
  title,
  summary,
  caption,
  testId,
  options,
  colors,
  balances,
}: {
  id: string;
  title: string;
  summary: string;
  caption: string;
  testId: string;
  options: ReadonlyArray<Option<K>>;
  colors: readonly string[];
  balances: ReadonlyArray<{ year: number } & Partial<Record<K, string>>>;
}) {
  const owed = (b: Partial<Record<K, string>>, key: K) => b[key] ?? "0.00";
  return (
    <ChartFigure
      id={id}
      title={title}
      summary={summary}
      chart={
        <PairedAreaChart
          points={balances.map((b) => {
            const point: { label: string; first: number; second?: number; third?: number; fourth?: number } = { label: String(b.year), first: 0 };
            options.forEach((o, index) => (point[SERIES_NAMES[index]!] = dollarsForChart(owed(b, o.key))));
            return point;
          })}
          series={options.map((o, index) => ({ name: SERIES_NAMES[index]!, label: o.label, color: colors[index]! }))}
        />
      }
      table={
        <table className="data-table figures-table" data-testid={testId}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Year</th>
              {options.map((o) => (
                <th key={o.key} scope="col">
                  {o.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {balances.map((b) => (
              <tr key={b.year}>
                <th scope="row">{b.year}</th>
                {options.map((o) => (
                  <td key={o.key}>{usdWithMinus(owed(b, o.key))}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}
