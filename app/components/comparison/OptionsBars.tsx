import { lazy } from "react";
import { ChartFigure } from "~/components/planning/ChartFigure";
import { dollarsForChart, usd } from "~/utils/calculators";

const PairedBarChart = lazy(() => import("~/components/charts/PairedBarChart"));

/** An amount of each option, as the API writes it ("1250.00"), with its name in the legend and the table. */
export type OptionAmount<O> = { label: string; amount: (option: O) => string };

/**
 * Two amounts of each compared choice as paired bars (what a choice leaves beside what it costs,
 * who pays the tax), with their figures as a table, and any further columns the table shows
 * (`more`). The chart is the page's answer drawn; the table is the same figures for everyone.
 */
export function OptionsBars<O extends { key: string; label: string }>({
  id,
  title,
  summary,
  caption,
  choiceHeader,
  options,
  bars,
  more = [],
}: {
  id: string;
  title: string;
  summary: string;
  caption: string;
  /** The heading of the table's first column, naming the choices. */
  choiceHeader: string;
  options: readonly O[];
  bars: readonly [OptionAmount<O>, OptionAmount<O>];
  more?: ReadonlyArray<OptionAmount<O>>;
}) {
  const [first, second] = bars;
  const columns = [...bars, ...more];
  return (
    <ChartFigure
      id={id}
      title={title}
      summary={summary}
      chart={
        <PairedBarChart
          points={options.map((o) => ({ label: o.label, first: dollarsForChart(first.amount(o)), second: dollarsForChart(second.amount(o)) }))}
          series={[
            { name: "first", label: first.label, color: "navy.8" },
            { name: "second", label: second.label, color: "gold.7" },
          ]}
        />
      }
      table={
        <table className="data-table figures-table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{choiceHeader}</th>
              {columns.map((c) => (
                <th key={c.label} scope="col">
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {options.map((o) => (
              <tr key={o.key}>
                <th scope="row">{o.label}</th>
                {columns.map((c) => (
                  <td key={c.label}>{usd(c.amount(o))}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}
