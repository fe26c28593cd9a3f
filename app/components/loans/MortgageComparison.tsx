import { lazy } from "react";
import type { MortgageResponse } from "#core/contracts/mortgages";
import { Assumptions } from "~/components/planning/Assumptions";
import { FindingSentences } from "~/components/planning/FindingSentences";
import { ChartFigure } from "~/components/planning/ChartFigure";
import { BalancesByYear } from "~/components/comparison/BalancesByYear";
import { OptionsTable, type OptionsRow } from "~/components/comparison/OptionsTable";
import { dollarsForChart, usd } from "~/utils/calculators";

const PairedBarChart = lazy(() => import("~/components/charts/PairedBarChart"));

type Option = MortgageResponse["options"][number];

const SERIES_COLORS = ["gray.6", "navy.8", "gold.7", "teal.7"] as const;

const years = (n: number) => `${n} ${n === 1 ? "year" : "years"}`;
const percent = (n: number) => `${n}%`;

/** The rows of the side-by-side table: a term and each option's value. */
function rows(result: MortgageResponse): Array<OptionsRow<Option>> {
  const keep = years(result.inputs.keep);
  const refinancing = result.inputs.current !== null;
  return [
    { key: "rate", term: "Rate", value: (o) => (o.adjustable ? `${percent(o.rate)} for ${years(o.adjustable.fixedYears)}, then ${percent(o.adjustable.rateAfter)} assumed` : `${percent(o.rate)} fixed`) },
    { key: "term", term: "Term", value: (o) => (o.key === "current" ? `${years(o.years)} left` : years(o.years)) },
    { key: "payment", term: "Monthly payment", value: (o) => (o.paymentAfter ? `${usd(o.payment)}, then ${usd(o.paymentAfter)}` : usd(o.payment)) },
    ...(refinancing ? [{ key: "saving", term: "Against your payment", value: (o: Option) => (o.monthlySaving === null ? "—" : o.monthlySaving.startsWith("-") ? `${usd(o.monthlySaving.slice(1))} more` : `${usd(o.monthlySaving)} less`) }] : []),
    { key: "upfront", term: "Paid up front", value: (o) => (o.key === "current" ? "—" : `${usd(o.upfront)}${o.points > 0 ? ` (${o.points} ${o.points === 1 ? "point" : "points"}: ${usd(o.pointsCost)})` : ""}`) },
    ...(refinancing ? [{ key: "break-even", term: "Costs earned back in", value: (o: Option) => (o.breakEvenMonths === null ? "—" : `${o.breakEvenMonths} months`) }] : []),
    { key: "apr", term: "APR", value: (o) => percent(o.apr) },
    { key: "keep-cost", term: `Cost over ${keep}`, value: (o) => usd(o.keepCost) },
    { key: "balance", term: `Still owed after ${keep}`, value: (o) => usd(o.balanceAtKeep) },
    { key: "interest", term: "Interest over the term", value: (o) => usd(o.totalInterest) },
    { key: "total-cost", term: "Total cost of borrowing", value: (o) => usd(o.totalCost) },
  ];
}

export function MortgageComparison({ result }: { result: MortgageResponse }) {
  const keep = years(result.inputs.keep);
  return (
    <>
      <OptionsTable caption="The options side by side" options={result.options} rows={rows(result)} best={result.cheapest} bestNote="costs least" testId="mortgage-table" />
      {result.findings.length > 0 ? <FindingSentences id="mortgage-findings" findings={result.findings} testId="mortgage-findings" /> : null}
      <ChartFigure
        id="mortgage-keep-cost"
        title={`Cost over ${keep}`}
        summary={result.options.map((o) => `${o.label}: ${usd(o.keepCost)}.`).join(" ")}
        chart={<PairedBarChart points={result.options.map((o) => ({ label: o.label, first: dollarsForChart(o.keepCost) }))} series={[{ name: "first", label: `Interest and upfront costs over ${keep}`, color: "navy.8" }]} />}
        table={
          <table className="data-table figures-table">
            <caption className="visually-hidden">Each option's interest and upfront costs over {keep}</caption>
            <thead>
              <tr>
                <th scope="col">Option</th>
                <th scope="col">Interest</th>
                <th scope="col">Up front</th>
                <th scope="col">Cost</th>
              </tr>
            </thead>
            <tbody>
              {result.options.map((o) => (
                <tr key={o.key}>
                  <th scope="row">{o.label}</th>
                  <td>{usd(o.keepInterest)}</td>
                  <td>{usd(o.upfront)}</td>
                  <td>{usd(o.keepCost)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        }
      />
      <BalancesByYear
        id="mortgage-balances"
        title="What you would still owe"
        summary={result.options.map((o) => `${o.label}: ${usd(o.balanceAtKeep)} after ${keep}.`).join(" ")}
        caption="The balance of each option at each year’s end"
        testId="mortgage-balances"
        options={result.options}
        colors={SERIES_COLORS}
        balances={result.balances}
      />
      <Assumptions assumptions={result.assumptions} disclaimer={result.disclaimer} />
    </>
  );
}
