import { lazy } from "react";
import type { DisabilityResponse } from "#core/contracts/planning";
import { months, pct as percent } from "#core/messages/planning";
import { dollarsForChart, usd, usdWithMinus } from "~/utils/calculators";
import { Assumptions } from "./Assumptions";
import { ChartFigure } from "./ChartFigure";
import { Figures } from "./Figures";

const PairedAreaChart = lazy(() => import("~/components/charts/PairedAreaChart"));

/** The disability answer: the gap a month, the share covered, the wait, and the savings month by month. */
export function DisabilityResults({ result }: { result: DisabilityResponse }) {
  const { inputs } = result;
  const noGap = result.gap === "0.00";
  const points = result.savingsPath.map((balance, month) => ({ label: `Month ${month}`, first: dollarsForChart(balance), second: dollarsForChart(result.savingsPathCovered[month]!) }));
  return (
    <>
      <Figures
        label="Disability cover results"
        items={[
          {
            term: "More cover to consider",
            value: `${usd(result.gap)} a month`,
            testId: "disability-gap",
            note: noGap ? "What continues meets your essential spending." : "a monthly benefit after tax, on top of what you hold",
          },
          { term: "Spending still met", value: percent(result.covered), testId: "disability-covered", note: `${usd(inputs.otherIncome)} that continues and ${usd(result.benefitAfterTax)} of benefit after tax` },
          {
            term: "The wait costs",
            value: usd(result.waitingCost),
            testId: "disability-wait",
            note: `${months(inputs.waiting)} of ${usd(result.shortfall)} before any benefit`,
          },
          {
            term: "Savings last",
            value: result.savingsMonths === null ? "Not needed" : months(result.savingsMonths),
            testId: "disability-savings",
            note: result.savingsMonths === null ? "nothing is drawn from them" : `at ${usd(result.shortfall)} a month with no benefit`,
          },
        ]}
      />

      <ChartFigure
        id="disability-savings-path"
        title="Your savings through a year off work"
        summary={`From ${usd(inputs.savings)}: ${usdWithMinus(result.savingsPath.at(-1)!)} after ${months(result.savingsPath.length - 1)} with the cover you hold, ${usdWithMinus(result.savingsPathCovered.at(-1)!)} with ${usd(result.gap)} a month more.`}
        chart={
          <PairedAreaChart
            points={points}
            series={[
              { name: "first", label: "With the cover you hold", color: "red.7" },
              { name: "second", label: "With the gap covered", color: "navy.8" },
            ]}
          />
        }
        table={
          <table className="data-table figures-table" data-testid="disability-months">
            <caption className="visually-hidden">Savings at the end of each month off work</caption>
            <thead>
              <tr>
                <th scope="col">Month</th>
                <th scope="col">With the cover you hold</th>
                <th scope="col">With the gap covered</th>
              </tr>
            </thead>
            <tbody>
              {result.savingsPath.map((balance, month) => (
                <tr key={month}>
                  <th scope="row">{month}</th>
                  <td>{usdWithMinus(balance)}</td>
                  <td>{usdWithMinus(result.savingsPathCovered[month]!)}</td>
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
