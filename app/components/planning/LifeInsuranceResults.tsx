import { lazy } from "react";
import type { LifeInsuranceResponse } from "#core/contracts/planning";
import { LIFE_COMPARISON_SHORT, LIFE_COMPARISON_TITLES, pct as percent, years as yearsInWords } from "#core/messages/planning";
import { ScheduleSection } from "~/components/planning/ScheduleSection";
import { centsOf } from "~/utils/investor";
import { dollarsForChart, usd } from "~/utils/calculators";
import { Assumptions } from "./Assumptions";
import { ChartFigure } from "./ChartFigure";
import { Figures } from "./Figures";

const PairedBarChart = lazy(() => import("~/components/charts/PairedBarChart"));

/** The life insurance answer: the cover to consider, what makes it up, and how it moves with the return and the years. */
export function LifeInsuranceResults({ result }: { result: LifeInsuranceResponse }) {
  const { inputs } = result;
  const covered = centsOf(result.coverage) === 0;
  const rows: Array<[string, string]> = [
    [`Income: ${usd(inputs.income)} a year for ${yearsInWords(inputs.years)}`, result.incomeNeed],
    ["Mortgage and other debts", result.debtsNeed],
    ["Final expenses", inputs.final],
    ["Goals", inputs.goals],
  ];
  return (
    <>
      <Figures
        label="Life insurance needs results"
        items={[
          {
            term: "Cover to consider",
            value: usd(result.coverage),
            testId: "life-coverage",
            note: covered ? `What is there meets the needs, with ${usd(result.surplus)} to spare.` : "more life insurance, on top of what you hold",
          },
          { term: "The family would need", value: usd(result.needs), testId: "life-needs", note: `${usd(result.incomeNeed)} of it to replace the income` },
          { term: "Already there", value: usd(result.resources), testId: "life-resources", note: `${usd(inputs.savings)} saved, ${usd(inputs.insured)} of cover held` },
        ]}
      />

      <ScheduleSection name="life-breakdown" title="How it adds up">
        <div className="table-scroll">
          <table className="data-table figures-table" data-testid="life-breakdown">
            <caption>The needs, less what is already there</caption>
            <tbody>
              {rows.map(([label, amount]) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  <td>{usd(amount)}</td>
                </tr>
              ))}
              <tr>
                <th scope="row">Less savings and investments</th>
                <td>−{usd(inputs.savings)}</td>
              </tr>
              <tr>
                <th scope="row">Less life insurance held</th>
                <td>−{usd(inputs.insured)}</td>
              </tr>
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Cover to consider</th>
                <td>{usd(result.coverage)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      </ScheduleSection>

      <ChartFigure
        id="life-compare"
        title="If the figures were different"
        summary={result.compare
          .slice(1)
          .map((row) => `${LIFE_COMPARISON_TITLES[row.key]}: ${usd(row.coverage)}.`)
          .join(" ")}
        chart={<PairedBarChart points={result.compare.map((row) => ({ label: LIFE_COMPARISON_SHORT[row.key], first: dollarsForChart(row.coverage) }))} series={[{ name: "first", label: "Cover to consider", color: "navy.8" }]} />}
        table={
          <table className="data-table figures-table" data-testid="life-compare">
            <caption className="visually-hidden">The cover to consider at another return or for longer</caption>
            <thead>
              <tr>
                <th scope="col">Case</th>
                <th scope="col">Return above inflation</th>
                <th scope="col">Years</th>
                <th scope="col">Cover to consider</th>
              </tr>
            </thead>
            <tbody>
              {result.compare.map((row) => (
                <tr key={row.key}>
                  <th scope="row">{LIFE_COMPARISON_TITLES[row.key]}</th>
                  <td>{percent(row.return)}</td>
                  <td>{row.years}</td>
                  <td>{usd(row.coverage)}</td>
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
