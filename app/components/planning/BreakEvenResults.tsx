import { lazy } from "react";
import type { BreakEvenResponse } from "#core/contracts/planning";
import { months, pct as percent, SALES_CASE_TITLES } from "#core/messages/planning";
import { ScheduleSection } from "~/components/planning/ScheduleSection";
import { dollarsForChart, usd, usdWithMinus } from "~/utils/calculators";
import { Assumptions } from "./Assumptions";
import { ChartFigure } from "./ChartFigure";
import { Figures } from "./Figures";

const PairedAreaChart = lazy(() => import("~/components/charts/PairedAreaChart"));

const units = (n: number) => `${n.toLocaleString("en-US")} ${n === 1 ? "unit" : "units"}`;

/** A negative margin with a true minus sign: "−50%". */
const signedPercent = (value: number) => (value < 0 ? `−${percent(-value)}` : percent(value));

/** The cash over time in words: when it earns back the startup costs, or how long it lasts. */
function cashNote(result: BreakEvenResponse): { term: string; value: string; note: string } {
  if (result.paybackMonths !== null) return { term: "Startup costs earned back in", value: months(result.paybackMonths), note: `at ${usdWithMinus(result.monthlyProfit)} of profit a month` };
  if (result.runwayMonths !== null) return { term: "Cash lasts", value: months(result.runwayMonths), note: `losing ${usd(result.monthlyProfit.slice(1))} a month` };
  return { term: "Startup costs earned back", value: "Never", note: "at no profit a month" };
}

/** The break-even answer: the margin, the break-even point, the profit, the cash month by month and the price either way. */
export function BreakEvenResults({ result }: { result: BreakEvenResponse }) {
  const { inputs } = result;
  const cash = cashNote(result);
  const [cautious, expected, optimistic] = result.cases;
  const points = expected!.cash.map((_, month) => ({
    label: `Month ${month}`,
    first: dollarsForChart(cautious!.cash[month]!),
    second: dollarsForChart(expected!.cash[month]!),
    third: dollarsForChart(optimistic!.cash[month]!),
  }));
  return (
    <>
      <Figures
        label="Break-even results"
        items={[
          {
            term: "Break-even",
            value: result.breakEvenUnits === null ? "Not reachable" : `${units(result.breakEvenUnits)} a month`,
            testId: "break-even-units",
            note: result.breakEvenRevenue === null ? "each sale costs more than its price" : `${usd(result.breakEvenRevenue)} of sales a month`,
          },
          { term: "Margin", value: signedPercent(result.margin), testId: "break-even-margin", note: `${usdWithMinus(result.contribution)} of each ${usd(inputs.price)} sale` },
          { term: "Profit a month", value: usdWithMinus(result.monthlyProfit), testId: "break-even-profit", note: `selling ${units(inputs.units)}` },
          { term: cash.term, value: cash.value, testId: "break-even-cash", note: cash.note },
        ]}
      />

      <ScheduleSection name="break-even-prices" title="At another price">
        <div className="table-scroll">
          <table className="data-table figures-table" data-testid="break-even-prices">
            <caption>The price a tenth lower and higher, selling {units(inputs.units)} a month</caption>
            <thead>
              <tr>
                <th scope="col">Price</th>
                <th scope="col">Margin</th>
                <th scope="col">Break-even a month</th>
                <th scope="col">Profit a month</th>
              </tr>
            </thead>
            <tbody>
              {result.prices.map((p) => (
                <tr key={p.price}>
                  <th scope="row">{usd(p.price)}</th>
                  <td>{signedPercent(p.margin)}</td>
                  <td>{p.breakEvenUnits === null ? "Not reachable" : units(p.breakEvenUnits)}</td>
                  <td>{usdWithMinus(p.monthlyProfit)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ScheduleSection>

      <ChartFigure
        id="break-even-cash"
        title="Cash month by month"
        summary={`${usd(inputs.cash)} on hand less ${usd(inputs.startup)} of startup costs, then each month's profit or loss: ${result.cases
          .map((k) => `${SALES_CASE_TITLES[k.key]} (${units(k.units)}), ${usdWithMinus(k.cash.at(-1)!)} after ${months(k.cash.length - 1)}`)
          .join("; ")}.`}
        chart={
          <PairedAreaChart
            points={points}
            series={[
              { name: "first", label: "Cautious", color: "red.7" },
              { name: "second", label: "As expected", color: "navy.8" },
              { name: "third", label: "Optimistic", color: "gold.7" },
            ]}
          />
        }
        table={
          <table className="data-table figures-table" data-testid="break-even-months">
            <caption className="visually-hidden">Cash at the end of each month in the three cases</caption>
            <thead>
              <tr>
                <th scope="col">Month</th>
                {result.cases.map((k) => (
                  <th scope="col" key={k.key}>
                    {SALES_CASE_TITLES[k.key]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {expected!.cash.map((_, month) => (
                <tr key={month}>
                  <th scope="row">{month}</th>
                  {result.cases.map((k) => (
                    <td key={k.key}>{usdWithMinus(k.cash[month]!)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        }
      />

      <Assumptions assumptions={result.assumptions} disclaimer={result.disclaimer} />
    </>
  );
}
