import { lazy } from "react";
import { Link } from "@remix-run/react";
import type { DeferredCompensationResponse } from "#core/contracts/deferred-compensation";
import { Assumptions } from "~/components/planning/Assumptions";
import { ChartFigure } from "~/components/planning/ChartFigure";
import { DataTable } from "~/components/planning/DataTable";
import { Figures } from "~/components/planning/Figures";
import { FindingSentences } from "~/components/planning/FindingSentences";
import { PointsSection } from "~/components/planning/PointsSection";
import { ScheduleSection } from "~/components/planning/ScheduleSection";
import { dollarsForChart, usd, usdWhole } from "~/utils/calculators";

const PairedBarChart = lazy(() => import("~/components/charts/PairedBarChart"));

/** The deferred compensation answer: each election's tax, the chosen plan year by year, the steps. */
export function DeferredCompensationResults({ result }: { result: DeferredCompensationResponse }) {
  const { inputs, elections, years } = result;
  const lump = elections[0]!;
  const chosen = elections.find((e) => e.installments === inputs.plan)!;
  return (
    <>
      <Figures
        label="Deferred pay results"
        items={[
          { term: "Tax on a lump sum", value: usdWhole(lump.tax), note: `${lump.averageRate}% of it, up to the ${lump.topBracket}% bracket`, testId: "deferred-lump-tax" },
          { term: `Tax on ${chosen.label.toLowerCase()}`, value: usdWhole(chosen.tax), note: `${chosen.averageRate}% of ${usdWhole(chosen.paid)} paid, up to ${chosen.topBracket}%`, testId: "deferred-plan-tax" },
          {
            term: `After tax, ${chosen.label.toLowerCase()}`,
            value: usdWhole(chosen.afterTax),
            note: `Against ${usdWhole(lump.afterTax)} after tax on a lump sum; earnings included`,
            testId: "deferred-after-tax",
          },
        ]}
      />
      <FindingSentences id="deferred-findings" findings={result.findings} testId="deferred-findings" />

      <ChartFigure
        id="deferred-elections"
        title="What each election leaves you and what it pays in tax"
        summary={elections.map((e) => `${e.label}: ${usdWhole(e.afterTax)} after ${usdWhole(e.tax)} of tax`).join("; ")}
        chart={
          <PairedBarChart
            points={elections.map((e) => ({ label: e.installments === 1 ? "Lump sum" : `${e.installments} years`, first: dollarsForChart(e.afterTax), second: dollarsForChart(e.tax) }))}
            series={[
              { name: "first", label: "After tax", color: "navy.8" },
              { name: "second", label: "Federal income tax", color: "gold.7" },
            ]}
          />
        }
        table={
          <table className="data-table figures-table" data-testid="deferred-elections-table">
            <caption className="visually-hidden">Each election's payments, tax, what is left and its average rate</caption>
            <thead>
              <tr>
                <th scope="col">Election</th>
                <th scope="col">Paid</th>
                <th scope="col">Federal income tax</th>
                <th scope="col">After tax</th>
                <th scope="col">Of what is paid</th>
                <th scope="col">Top bracket</th>
              </tr>
            </thead>
            <tbody>
              {elections.map((e) => (
                <tr key={e.installments}>
                  <th scope="row">{e.label}</th>
                  <td>{usd(e.paid)}</td>
                  <td>{usd(e.tax)}</td>
                  <td>{usd(e.afterTax)}</td>
                  <td>{e.averageRate}%</td>
                  <td>{e.topBracket}%</td>
                </tr>
              ))}
            </tbody>
          </table>
        }
      />

      <ScheduleSection name="deferred-years" title={`${chosen.label}, year by year`}>
        <DataTable label={`${chosen.label}, year by year`} caption="Each year's payment, the tax it adds and what is left" testId="deferred-years-table">
          <thead>
            <tr>
              <th scope="col">Year</th>
              <th scope="col">Payment</th>
              <th scope="col">Tax it adds</th>
              <th scope="col">After tax</th>
              <th scope="col">Top bracket</th>
            </tr>
          </thead>
          <tbody>
            {years.map((y) => (
              <tr key={y.year}>
                <th scope="row">{y.year}</th>
                <td>{usd(y.payment)}</td>
                <td>{usd(y.tax)}</td>
                <td>{usd(y.afterTax)}</td>
                <td>{y.bracket}%</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      </ScheduleSection>

      <PointsSection id="deferred-steps" title="Your distribution election" points={result.steps} testId="deferred-steps" ordered />
      <p>
        Stock units and options from the same employer: <Link to="/myworld/service/entrepreneurship/equity">plan your equity awards</Link>.
      </p>
      <Assumptions assumptions={result.assumptions} disclaimer={result.disclaimer} />
    </>
  );
}
