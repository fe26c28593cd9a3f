import { lazy } from "react";
import type { RetirementResponse } from "#core/contracts/planning";
import { ScheduleSection } from "~/components/planning/ScheduleSection";
import { dollarsForChart, percentChance, usd, usdWhole } from "~/utils/calculators";
import { Assumptions } from "./Assumptions";
import { ChartFigure } from "./ChartFigure";
import { Figures } from "./Figures";

const RetirementBandChart = lazy(() => import("./charts/RetirementBandChart"));

/** The retirement plan's answer: the chance of not running out, the percentile bands, the year-by-year projection. */
export function RetirementResults({ result }: { result: RetirementResponse }) {
  const { inputs, projection, simulation } = result;
  const points = simulation.bands.map((b) => ({
    age: b.age,
    p10: dollarsForChart(b.p10),
    p25: dollarsForChart(b.p25),
    p50: dollarsForChart(b.p50),
    p75: dollarsForChart(b.p75),
    p90: dollarsForChart(b.p90),
  }));
  const atRetirement = simulation.bands.find((b) => b.age === inputs.retirementAge);
  return (
    <>
      <Figures
        label="Retirement results"
        items={[
          {
            term: "Chance of not running out",
            value: percentChance(simulation.successProbability),
            testId: "retirement-success",
            note: `of ${simulation.paths.toLocaleString("en-US")} simulated markets, savings last to age ${inputs.lifeExpectancy}`,
          },
          {
            term: "Savings at retirement",
            value: usdWhole(projection.balanceAtRetirement),
            testId: "retirement-balance",
            note: `at age ${inputs.retirementAge}, if every year earns the expected return`,
          },
          {
            term: "Income in the first year",
            value: usdWhole(projection.firstYearIncome),
            testId: "retirement-income",
            note: `${usdWhole(projection.firstYearWithdrawal)} from savings${inputs.socialSecurity !== "0.00" ? ` and ${usdWhole(inputs.socialSecurity)} Social Security` : ""}`,
          },
          {
            term: "In the projection",
            value: projection.runsOutAtAge === null ? "Savings last" : `Runs out at ${projection.runsOutAtAge}`,
            testId: "retirement-lasts",
            note: projection.runsOutAtAge === null ? `${usdWhole(projection.endBalance)} left at ${inputs.lifeExpectancy}` : "before the planning age",
          },
        ]}
      />

      <ChartFigure
        id="retirement-bands"
        title="Savings by age across the simulated markets"
        summary={
          atRetirement
            ? `At ${inputs.retirementAge}, half of the simulated markets leave more than ${usdWhole(atRetirement.p50)}; one in ten leaves less than ${usdWhole(atRetirement.p10)} and one in ten more than ${usdWhole(atRetirement.p90)}. In today's dollars.`
            : "In today's dollars."
        }
        chart={<RetirementBandChart points={points} retirementAge={inputs.retirementAge} />}
        table={
          <table className="data-table figures-table">
            <caption className="visually-hidden">Savings by age: the 10th, 25th, 50th, 75th and 90th percentile of the simulated paths</caption>
            <thead>
              <tr>
                <th scope="col">Age</th>
                <th scope="col">10th percentile</th>
                <th scope="col">25th</th>
                <th scope="col">Median</th>
                <th scope="col">75th</th>
                <th scope="col">90th</th>
              </tr>
            </thead>
            <tbody>
              {simulation.bands.map((b) => (
                <tr key={b.age}>
                  <th scope="row">{b.age}</th>
                  <td>{usdWhole(b.p10)}</td>
                  <td>{usdWhole(b.p25)}</td>
                  <td>{usdWhole(b.p50)}</td>
                  <td>{usdWhole(b.p75)}</td>
                  <td>{usdWhole(b.p90)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        }
      />

      <ScheduleSection name="projection" title="Year by year, at the expected return">
        <p className="chart-summary">
          Every month earns {projection.realReturnPercent.toFixed(2)}% a year after inflation; no ups and downs.
        </p>
        <details className="chart-table">
          <summary>The projection as a table</summary>
          <div className="table-scroll">
            <table className="data-table figures-table">
              <caption className="visually-hidden">The projection, one row per year of age</caption>
              <thead>
                <tr>
                  <th scope="col">Age</th>
                  <th scope="col">Start</th>
                  <th scope="col">Paid in</th>
                  <th scope="col">Taken out</th>
                  <th scope="col">Growth</th>
                  <th scope="col">End</th>
                </tr>
              </thead>
              <tbody>
                {projection.years.map((y) => (
                  <tr key={y.age}>
                    <th scope="row">{y.age}</th>
                    <td>{usd(y.startBalance)}</td>
                    <td>{usd(y.contributions)}</td>
                    <td>{usd(y.withdrawals)}</td>
                    <td>{usd(y.growth)}</td>
                    <td>{usd(y.endBalance)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </ScheduleSection>

      <Assumptions assumptions={result.assumptions} disclaimer={result.disclaimer} />
    </>
  );
}
