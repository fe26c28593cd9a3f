import { lazy } from "react";
import type { GrowthResponse } from "#core/contracts/planning";
import { pct as percent, years as yearsInWords } from "#core/messages/planning";
import { centsOf } from "~/utils/investor";
import { dollarsForChart, usd } from "~/utils/calculators";
import { asCents, formatUsd } from "#core/money";
import { Assumptions } from "./Assumptions";
import { ChartFigure } from "./ChartFigure";
import { Figures } from "./Figures";

const PairedAreaChart = lazy(() => import("~/components/charts/PairedAreaChart"));

/** The compared plan beside yours, in words: "$61,234.56 more" or "$1,000.00 less". */
function besideYours(result: GrowthResponse): string {
  const difference = centsOf(result.compareBalance) - centsOf(result.balance);
  if (difference === 0) return "the same as yours";
  const amount = formatUsd(asCents(Math.abs(difference)), { cents: true });
  return difference > 0 ? `${amount} more than yours` : `${amount} less than yours`;
}

/** The growth calculator's answer: the balance, the fees and their cost, the path year by year beside another fee. */
export function GrowthResults({ result }: { result: GrowthResponse }) {
  const { inputs } = result;
  const years = yearsInWords(inputs.years);
  const points = result.years.map((y) => ({ label: `Year ${y.year}`, first: dollarsForChart(y.balance), second: dollarsForChart(y.compareBalance) }));
  return (
    <>
      <Figures
        label="Investment growth results"
        items={[
          { term: `After ${years}`, value: usd(result.balance), testId: "growth-balance", note: `${usd(result.paidIn)} paid in, ${usd(result.growth)} earned after fees` },
          { term: "Fees taken", value: usd(result.fees), testId: "growth-fees", note: `${percent(inputs.fee)} of the assets a year` },
          { term: "What the fee costs", value: usd(result.costOfFees), testId: "growth-cost", note: "the fees and the growth they would have earned" },
          { term: `At a fee of ${percent(inputs.compareFee)}`, value: usd(result.compareBalance), testId: "growth-compare", note: besideYours(result) },
        ]}
      />

      <ChartFigure
        id="growth-path"
        title="Year by year, at both fees"
        summary={`From ${usd(inputs.start)} today with ${usd(inputs.monthly)} a month: ${usd(result.balance)} after ${years} at ${percent(inputs.fee)} a year in fees, ${usd(result.compareBalance)} at ${percent(inputs.compareFee)}.`}
        chart={
          <PairedAreaChart
            points={points}
            series={[
              { name: "first", label: `Your fee, ${percent(inputs.fee)}`, color: "navy.8" },
              { name: "second", label: `A fee of ${percent(inputs.compareFee)}`, color: "gold.7" },
            ]}
          />
        }
        table={
          <table className="data-table figures-table" data-testid="growth-years">
            <caption className="visually-hidden">The balance at the end of each year at both fees</caption>
            <thead>
              <tr>
                <th scope="col">Year</th>
                <th scope="col">Paid in</th>
                <th scope="col">At {percent(inputs.fee)}</th>
                <th scope="col">At {percent(inputs.compareFee)}</th>
                <th scope="col">Fees so far</th>
              </tr>
            </thead>
            <tbody>
              {result.years.map((y) => (
                <tr key={y.year}>
                  <th scope="row">{y.year}</th>
                  <td>{usd(y.paidIn)}</td>
                  <td>{usd(y.balance)}</td>
                  <td>{usd(y.compareBalance)}</td>
                  <td>{usd(y.fees)}</td>
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
