import { lazy } from "react";
import type { SuccessionResponse } from "#core/contracts/business-succession";
import { sharePercent } from "#core/messages/business-succession";
import { Assumptions } from "~/components/planning/Assumptions";
import { ChartFigure } from "~/components/planning/ChartFigure";
import { DataTable } from "~/components/planning/DataTable";
import { Figures } from "~/components/planning/Figures";
import { FindingSentences } from "~/components/planning/FindingSentences";
import { PointsSection } from "~/components/planning/PointsSection";
import { ScheduleSection } from "~/components/planning/ScheduleSection";
import { dollarsForChart, usd, usdWhole } from "~/utils/calculators";

const PairedBarChart = lazy(() => import("~/components/charts/PairedBarChart"));

/** The three ways of passing the business on, side by side, then the yearly gifts year by year. */
export function SuccessionResults({ result }: { result: SuccessionResponse }) {
  const { ways, inputs } = result;
  const way = (key: SuccessionResponse["best"]) => ways.find((w) => w.key === key)!;
  const horizon = inputs.year + inputs.years - 1;
  return (
    <>
      <Figures
        label="Business succession results"
        items={ways.map((w) => ({
          term: w.label,
          value: usdWhole(w.tax),
          note: w.key === result.best ? "Least transfer tax" : `${usdWhole(w.toHeirs)} reaches the heirs`,
          testId: `succession-${w.key}`,
        }))}
      />
      <FindingSentences id="succession-findings" findings={result.findings} testId="succession-findings" />

      <ChartFigure
        id="succession-chart"
        title={`What reaches the heirs at the end of ${horizon}`}
        summary={`Your share of the business, worth ${usdWhole(way("keep").estate)} then, less the transfer tax each way costs: "${way(result.best).label}" costs least, ${usdWhole(way(result.best).tax)} against ${usdWhole(way("keep").tax)} if kept.`}
        chart={
          <PairedBarChart
            points={ways.map((w) => ({ label: w.label, first: dollarsForChart(w.toHeirs), second: dollarsForChart(w.tax) }))}
            series={[
              { name: "first", label: "Reaches the heirs", color: "navy.8" },
              { name: "second", label: "Transfer tax", color: "gold.7" },
            ]}
          />
        }
        table={
          <table className="data-table" data-testid="succession-ways-table">
            <caption className="visually-hidden">Each way's share left in the estate, gift tax, estate tax and what reaches the heirs</caption>
            <thead>
              <tr>
                <th scope="col">Way</th>
                <th scope="col">In the estate</th>
                <th scope="col">Gift tax now</th>
                <th scope="col">Estate tax</th>
                <th scope="col">Reaches the heirs</th>
              </tr>
            </thead>
            <tbody>
              {ways.map((w) => (
                <tr key={w.key}>
                  <th scope="row">{w.label}</th>
                  <td>
                    {usdWhole(w.estate)}
                    <div className="figure-note">{sharePercent(w.estateShare)} of the business</div>
                  </td>
                  <td>{usdWhole(w.giftTax)}</td>
                  <td>{usdWhole(w.estateTax)}</td>
                  <td>{usdWhole(w.toHeirs)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        }
      />

      <ScheduleSection name="succession-gifts" title="The yearly gifts">
        <p>
          {usdWhole(result.yearlyBudget)} a year: {inputs.heirs} {inputs.heirs === 1 ? "heir" : "heirs"} × {inputs.donors === 2 ? "2 donors" : "1 donor"} × {usdWhole(result.annualExclusion)}.
        </p>
        <DataTable label="The yearly gifts, year by year" caption="Each year's value of the business, the share given and its value, and your share left" figures testId="succession-gifts-table">
          <thead>
            <tr>
              <th scope="col">Year</th>
              <th scope="col">Business value</th>
              <th scope="col">Share given</th>
              <th scope="col">Gift value</th>
              <th scope="col">Your share left</th>
            </tr>
          </thead>
          <tbody>
            {result.gifts.map((g) => (
              <tr key={g.year}>
                <th scope="row">{g.year}</th>
                <td>{usdWhole(g.value)}</td>
                <td>{sharePercent(g.gifted)}</td>
                <td>{usd(g.gift)}</td>
                <td>{sharePercent(g.left)}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      </ScheduleSection>

      <PointsSection id="succession-steps" title="Preparing the succession" points={result.steps} testId="succession-steps" ordered />
      <Assumptions assumptions={result.assumptions} disclaimer={result.disclaimer} />
    </>
  );
}
