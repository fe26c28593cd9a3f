import { lazy } from "react";
import { Link } from "@remix-run/react";
import type { PrivateFundResponse } from "#core/contracts/private-fund";
import { Assumptions } from "~/components/planning/Assumptions";
import { ChartFigure } from "~/components/planning/ChartFigure";
import { Figures } from "~/components/planning/Figures";
import { FindingSentences } from "~/components/planning/FindingSentences";
import { PointsSection } from "~/components/planning/PointsSection";
import { dollarsForChart, usd, usdWhole, usdWithMinus } from "~/utils/calculators";

const PairedAreaChart = lazy(() => import("~/components/charts/PairedAreaChart"));

/** The private fund commitment answer: who may invest, the cash the calls take and when it comes back, year by year. */
export function CommitmentPlanResults({ result }: { result: PrivateFundResponse }) {
  const { eligibility, pacing, liquidity } = result;
  const accreditedBy = eligibility.byNetWorth ? "By net worth" : eligibility.byIncome ? "By income" : "Neither test is met";
  return (
    <>
      <Figures
        label="Private fund commitment results"
        items={[
          {
            term: "Accredited investor",
            value: eligibility.accredited ? "Yes" : "No",
            note: `${accreditedBy}; ${eligibility.qualifiedPurchaser ? "a qualified purchaser too" : "not a qualified purchaser"}`,
            testId: "private-accredited",
          },
          { term: "Most cash out at once", value: usdWhole(pacing.peakOutlay), note: `In year ${pacing.peakYear}; ${liquidity.covered ? "your liquid assets cover it" : `${usdWhole(liquidity.shortfall)} beyond your liquid assets`}`, testId: "private-peak" },
          {
            term: "Your money back",
            value: pacing.breakEvenYear === null ? "Never" : `Year ${pacing.breakEvenYear}`,
            note: `${usdWhole(pacing.distributed)} returned, ${pacing.multiple}× what was called`,
            testId: "private-back",
          },
        ]}
      />
      <FindingSentences id="private-findings" findings={result.findings} testId="private-findings" />

      <ChartFigure
        id="private-pacing"
        title="Your cash and the fund's value, year by year"
        summary={`Called ${usdWhole(pacing.called)}; the running total of your cash is lowest in year ${pacing.peakYear} at −${usdWhole(pacing.peakOutlay)} and ends at ${usdWithMinus(pacing.years.at(-1)!.cumulativeNet)}.`}
        chart={
          <PairedAreaChart
            points={[{ label: "Start", first: 0, second: 0 }, ...pacing.years.map((y) => ({ label: `Year ${y.year}`, first: dollarsForChart(y.cumulativeNet), second: dollarsForChart(y.value) }))]}
            series={[
              { name: "first", label: "Your cash, running total", color: "navy.8" },
              { name: "second", label: "The fund's value", color: "gold.7" },
            ]}
          />
        }
        table={
          <table className="data-table figures-table" data-testid="private-years-table">
            <caption className="visually-hidden">Each year's call, distribution, your running cash, the fund's value and what is still uncalled</caption>
            <thead>
              <tr>
                <th scope="col">Year</th>
                <th scope="col">Called</th>
                <th scope="col">Distributed</th>
                <th scope="col">Your cash, running total</th>
                <th scope="col">Fund value</th>
                <th scope="col">Still uncalled</th>
              </tr>
            </thead>
            <tbody>
              {pacing.years.map((y) => (
                <tr key={y.year}>
                  <th scope="row">{y.year}</th>
                  <td>{usd(y.call)}</td>
                  <td>{usd(y.distribution)}</td>
                  <td>{usdWithMinus(y.cumulativeNet)}</td>
                  <td>{usd(y.value)}</td>
                  <td>{usd(y.uncalled)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        }
      />

      <PointsSection id="private-steps" title="Before and after you commit" points={result.steps} testId="private-steps" ordered />
      <p>
        The funds open to you, with their terms: <Link to="/myworld/service/investments/product?assetClass=private_investment">private investments in the catalogue</Link>.
      </p>
      <Assumptions assumptions={result.assumptions} disclaimer={result.disclaimer} />
    </>
  );
}
