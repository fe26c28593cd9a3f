import { Link } from "@remix-run/react";
import { lazy } from "react";
import type { SecuritiesCreditResponse } from "#core/contracts/securities-credit";
import { Assumptions } from "~/components/planning/Assumptions";
import { FindingSentences } from "~/components/planning/FindingSentences";
import { ChartFigure } from "~/components/planning/ChartFigure";
import { Figures } from "~/components/planning/Figures";
import { ScheduleSection } from "~/components/planning/ScheduleSection";
import { centsOf } from "~/utils/investor";
import { dollarsForChart, usd } from "~/utils/calculators";

const PairedBarChart = lazy(() => import("~/components/charts/PairedBarChart"));

const FUNDING_PAGE = "/myworld/service/investments/funding";
const percent = (n: number) => `${n}%`;

export function CreditLineResults({ result }: { result: SecuritiesCreditResponse }) {
  const { collateral, inputs } = result;
  const findings = <FindingSentences id="credit-line-findings" findings={result.findings} testId="credit-line-findings" />;
  if (centsOf(collateral.lendingValue) === 0) {
    return (
      <>
        {findings}
        <p className="plain-text">
          <Link to={FUNDING_PAGE}>Fund your investor account</Link> and invest to build a line.
        </p>
      </>
    );
  }
  return (
    <>
      <Figures
        label="Your line"
        items={[
          { term: "Your line", value: usd(collateral.lendingValue), note: `Secured by ${usd(collateral.value)} you hold`, testId: "credit-line" },
          { term: "Drawn", value: usd(inputs.draw), note: `${percent(result.drawnShare ?? 0)} of the line${inputs.drawSource === "quarter-of-line" ? ", a quarter as an example" : ""}`, testId: "credit-drawn" },
          {
            term: "Room before a call",
            value: result.fallBeforeCall === null ? "No fall calls it" : `A ${percent(result.fallBeforeCall)} fall`,
            note: "In the holdings that move with the markets",
            testId: "credit-room",
          },
          { term: "Interest a month", value: usd(result.interest.monthly), note: `${usd(result.interest.total)} over ${inputs.months} ${inputs.months === 1 ? "month" : "months"} at ${percent(inputs.rate)}`, testId: "credit-interest" },
        ]}
      />
      {findings}
      <ScheduleSection name="credit-collateral" title="What secures the line">
        <div className="table-scroll">
          <table className="data-table figures-table" data-testid="credit-collateral">
            <caption className="visually-hidden">Each kind of holding, its value, the share lent against it and what it secures</caption>
            <thead>
              <tr>
                <th scope="col">Holding</th>
                <th scope="col">Value</th>
                <th scope="col">Lent against</th>
                <th scope="col">Secures</th>
              </tr>
            </thead>
            <tbody>
              {collateral.lines.map((l) => (
                <tr key={l.assetClass}>
                  <th scope="row">
                    {l.label}
                    {l.stable ? <span className="figure-note"> (keeps its value)</span> : null}
                  </th>
                  <td>{usd(l.value)}</td>
                  <td>{percent(l.advanceRate)}</td>
                  <td>{usd(l.lendingValue)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">In all</th>
                <td>{usd(collateral.value)}</td>
                <td />
                <td>{usd(collateral.lendingValue)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      </ScheduleSection>
      <ChartFigure
        id="credit-falls"
        title="If the markets fell"
        summary={result.falls.map((f) => `${percent(f.fall)} fall: a line of ${usd(f.lendingValue)}${centsOf(f.call) > 0 ? `, a call for ${usd(f.call)}` : ", no call"}.`).join(" ")}
        chart={
          <PairedBarChart
            points={result.falls.map((f) => ({ label: `−${percent(f.fall)}`, first: dollarsForChart(f.lendingValue), second: dollarsForChart(inputs.draw) }))}
            series={[
              { name: "first", label: "Line after the fall", color: "navy.8" },
              { name: "second", label: "Drawn", color: "gold.7" },
            ]}
          />
        }
        table={
          <table className="data-table figures-table" data-testid="credit-falls">
            <caption className="visually-hidden">The line and the call after each fall</caption>
            <thead>
              <tr>
                <th scope="col">Fall</th>
                <th scope="col">Line left</th>
                <th scope="col">Call</th>
              </tr>
            </thead>
            <tbody>
              {result.falls.map((f) => (
                <tr key={f.fall}>
                  <th scope="row">{percent(f.fall)}</th>
                  <td>{usd(f.lendingValue)}</td>
                  <td>{centsOf(f.call) > 0 ? usd(f.call) : "None"}</td>
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
