import { lazy } from "react";
import type { BusinessFinancingResponse } from "#core/contracts/business-financing";
import { coverageTimes } from "#core/messages/business-financing";
import { BalancesByYear } from "~/components/comparison/BalancesByYear";
import { OptionsTable, type OptionsRow } from "~/components/comparison/OptionsTable";
import { Assumptions } from "~/components/planning/Assumptions";
import { ChartFigure } from "~/components/planning/ChartFigure";
import { FindingSentences } from "~/components/planning/FindingSentences";
import { centsOf } from "~/utils/investor";
import { dollarsForChart, usd } from "~/utils/calculators";
import { PointsSection } from "~/components/planning/PointsSection";

const PairedBarChart = lazy(() => import("~/components/charts/PairedBarChart"));

type Option = BusinessFinancingResponse["options"][number];

const SERIES_COLORS = ["navy.8", "gold.7", "teal.7"] as const;

const years = (months: number) => (months % 12 === 0 ? `${months / 12} ${months === 12 ? "year" : "years"}` : `${months} months`);

/** The rows of the side-by-side table: a term and each option's value. */
function rows(result: BusinessFinancingResponse): Array<OptionsRow<Option>> {
  const withCashFlow = result.inputs.cashFlow !== null;
  return [
    { key: "rate", term: "Rate", value: (o) => `${o.rate}%` },
    { key: "term", term: "Term", value: (o) => (o.key === "line" ? `${years(o.months)} kept` : years(o.months)) },
    { key: "financed", term: "Borrowed", value: (o) => (o.key === "line" ? `${usd(o.financed)} drawn of ${usd(result.inputs.amount)}` : usd(o.financed)) },
    { key: "down", term: "Down payment", value: (o) => (centsOf(o.downPayment) > 0 ? usd(o.downPayment) : "—") },
    { key: "payment", term: "Monthly payment", value: (o) => (o.key === "line" ? `${usd(o.payment)}, interest only` : usd(o.payment)) },
    { key: "fees", term: "Fees", value: (o) => usd(o.fees) },
    { key: "first-year", term: "Payments and fees in the first year", value: (o) => usd(o.firstYearDebtService) },
    ...(withCashFlow ? [{ key: "coverage", term: "Cash flow covers the debt payments", value: (o: Option) => (o.coverage === null ? "—" : coverageTimes(o.coverage)) }] : []),
    { key: "apr", term: "APR", value: (o) => `${o.apr}%` },
    { key: "interest", term: "Interest", value: (o) => usd(o.totalInterest) },
    { key: "total-cost", term: "Total cost of borrowing", value: (o) => usd(o.totalCost) },
  ];
}

export function BusinessFinancingResults({ result }: { result: BusinessFinancingResponse }) {
  return (
    <>
      <OptionsTable caption="The kinds of financing side by side" options={result.options} rows={rows(result)} best={result.lowestApr} bestNote="lowest APR" testId="business-table" />
      <FindingSentences id="business-findings" findings={result.findings} testId="business-findings" />
      <ChartFigure
        id="business-costs"
        title="The cost of borrowing"
        summary={result.options.map((o) => `${o.label}: ${usd(o.totalInterest)} of interest and ${usd(o.fees)} of fees, ${usd(o.totalCost)} in all.`).join(" ")}
        chart={
          <PairedBarChart
            points={result.options.map((o) => ({ label: o.label, first: dollarsForChart(o.totalInterest), second: dollarsForChart(o.fees) }))}
            series={[
              { name: "first", label: "Interest", color: "navy.8" },
              { name: "second", label: "Fees", color: "gold.7" },
            ]}
          />
        }
        table={
          <table className="data-table figures-table">
            <caption className="visually-hidden">Each kind's interest and fees over its term</caption>
            <thead>
              <tr>
                <th scope="col">Financing</th>
                <th scope="col">Interest</th>
                <th scope="col">Fees</th>
                <th scope="col">Cost</th>
              </tr>
            </thead>
            <tbody>
              {result.options.map((o) => (
                <tr key={o.key}>
                  <th scope="row">{o.label}</th>
                  <td>{usd(o.totalInterest)}</td>
                  <td>{usd(o.fees)}</td>
                  <td>{usd(o.totalCost)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        }
      />
      <BalancesByYear
        id="business-balances"
        title="What the business would still owe"
        summary={result.options.map((o) => `${o.label}: ${usd(o.financed)} at the start, repaid over ${years(o.months)}.`).join(" ")}
        caption="What each kind of financing leaves owed at each year’s end"
        testId="business-balances"
        options={result.options}
        colors={SERIES_COLORS}
        balances={result.balances}
      />
      <PointsSection id="lender-review" title="What lenders review" points={result.lenderReview} testId="lender-review" />
      <Assumptions assumptions={result.assumptions} disclaimer={result.disclaimer} />
    </>
  );
}
