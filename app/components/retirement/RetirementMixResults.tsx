import { lazy } from "react";
import type { RetirementMixResponse } from "#core/contracts/retirement-investments";
import { horizonPhrase } from "#core/messages/retirement-investments";
import { BalancesByYear } from "~/components/comparison/BalancesByYear";
import { Assumptions } from "~/components/planning/Assumptions";
import { ChartFigure } from "~/components/planning/ChartFigure";
import { FindingSentences } from "~/components/planning/FindingSentences";
import { dollarsForChart, usd } from "~/utils/calculators";

const PairedBarChart = lazy(() => import("~/components/charts/PairedBarChart"));

const SEQUENCE_SERIES = [
  { key: "lossesFirst", label: "Losses first" },
  { key: "lossesLast", label: "Losses last" },
] as const;

const years = (n: number) => `${n} ${n === 1 ? "year" : "years"}`;
const POSITION_WORDS = { within: "within the usual range", above: "above the usual range", below: "below the usual range" } as const;

export function RetirementMixResults({ result }: { result: RetirementMixResponse }) {
  const { inputs, target, fees, sequence } = result;
  const lowCostLabel = `Index funds at ${fees.lowCostFee}%`;
  return (
    <>
      <div className="table-scroll options-table-wrap">
        <table className="data-table figures-table" data-testid="mix-table">
          <caption>Your mix for {horizonPhrase(result.yearsToRetirement)}</caption>
          <thead>
            <tr>
              <td />
              <th scope="col">Yours</th>
              <th scope="col">The glide path</th>
            </tr>
          </thead>
          <tbody>
            <tr data-testid="mix-row-stocks">
              <th scope="row">Stocks</th>
              <td>
                {inputs.stocks}% <span className="figure-note">({POSITION_WORDS[result.position]})</span>
              </td>
              <td>
                {target.stocks}% <span className="figure-note">({target.low}% to {target.high}%)</span>
              </td>
            </tr>
            <tr data-testid="mix-row-bonds-cash">
              <th scope="row">Bonds and cash</th>
              <td>
                {inputs.bonds}% and {inputs.cash}%
              </td>
              <td>{Math.round((100 - target.stocks) * 100) / 100}% together</td>
            </tr>
            <tr data-testid="mix-row-employer">
              <th scope="row">Your employer&rsquo;s stock</th>
              <td>
                {inputs.employerStock}% <span className="figure-note">({usd(result.employer.amount)})</span>
              </td>
              <td>At most {result.employer.limit}%</td>
            </tr>
            <tr data-testid="mix-row-return">
              <th scope="row">Assumed return a year</th>
              <td>{result.expectedReturn}%</td>
              <td>—</td>
            </tr>
          </tbody>
        </table>
      </div>
      <FindingSentences id="mix-findings" findings={result.findings} testId="mix-findings" />
      <ChartFigure
        id="mix-fees"
        title={`What the account would be worth in ${years(fees.years)}`}
        summary={`At ${inputs.fee}% a year of costs: ${usd(fees.balance)}. ${lowCostLabel}: ${usd(fees.lowCostBalance)}, ${usd(fees.cost)} more. Nothing added or taken out, at ${result.expectedReturn}% a year before costs.`}
        chart={
          <PairedBarChart
            points={[
              { label: `Your funds at ${inputs.fee}%`, first: dollarsForChart(fees.balance) },
              { label: lowCostLabel, first: dollarsForChart(fees.lowCostBalance) },
            ]}
            series={[{ name: "first", label: `Worth in ${years(fees.years)}`, color: "navy.8" }]}
          />
        }
        table={
          <table className="data-table figures-table" data-testid="mix-fees">
            <caption className="visually-hidden">The account in {years(fees.years)} at its funds&rsquo; costs and at index funds&rsquo;</caption>
            <thead>
              <tr>
                <th scope="col">Costs</th>
                <th scope="col">This year</th>
                <th scope="col">Worth in {years(fees.years)}</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">Your funds at {inputs.fee}%</th>
                <td>{usd(fees.yearly)}</td>
                <td>{usd(fees.balance)}</td>
              </tr>
              <tr>
                <th scope="row">{lowCostLabel}</th>
                <td>—</td>
                <td>{usd(fees.lowCostBalance)}</td>
              </tr>
            </tbody>
          </table>
        }
      />
      <BalancesByYear
        id="mix-sequence"
        title={`Taking ${usd(sequence.withdrawal)} a year: the order of returns`}
        summary={`Stock returns, losses first: ${sequence.stockReturns.map((r) => `${r}%`).join(", ")}; losses last, the same reversed. After ten years: ${usd(sequence.years.at(-1)!.lossesFirst)} losses first, ${usd(sequence.years.at(-1)!.lossesLast)} losses last.`}
        caption="The account at each year's end with the withdrawal taken, losses first and losses last"
        testId="mix-sequence"
        options={SEQUENCE_SERIES}
        colors={["red.7", "teal.7"]}
        balances={sequence.years}
      />
      <section aria-labelledby="withdrawal-options-title" className="calculator-schedule">
        <h3 id="withdrawal-options-title">Ways to structure withdrawals</h3>
        <ul className="withdrawal-order" data-testid="withdrawal-options">
          {result.withdrawalOptions.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <Assumptions assumptions={result.assumptions} disclaimer={result.disclaimer} />
    </>
  );
}
