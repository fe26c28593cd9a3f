import { lazy } from "react";
import { ChartFigure } from "~/components/planning/ChartFigure";
import { dollarsForChart, usd } from "~/utils/calculators";

const PairedBarChart = lazy(() => import("~/components/charts/PairedBarChart"));

type Fees = { yearly: string; years: number; balance: string; lowCostBalance: string; lowCostFee: number; cost: string };

const years = (n: number) => `${n} ${n === 1 ? "year" : "years"}`;

/**
 * What an account would be worth at its funds' costs and at index funds', as two bars and a table,
 * for the Gold reviews of accounts held elsewhere. `note` says what else the figures assume.
 */
export function FundCosts({ id, fee, fees, expectedReturn, note, testId }: { id: string; fee: number; fees: Fees; expectedReturn: number; note: string; testId: string }) {
  const yours = `Your funds at ${fee}%`;
  const lowCost = `Index funds at ${fees.lowCostFee}%`;
  const span = years(fees.years);
  return (
    <ChartFigure
      id={id}
      title={`What the account would be worth in ${span}`}
      summary={`${yours}: ${usd(fees.balance)}. ${lowCost}: ${usd(fees.lowCostBalance)}, ${usd(fees.cost)} more. At ${expectedReturn}% a year before costs; ${note}`}
      chart={
        <PairedBarChart
          points={[
            { label: yours, first: dollarsForChart(fees.balance) },
            { label: lowCost, first: dollarsForChart(fees.lowCostBalance) },
          ]}
          series={[{ name: "first", label: `Worth in ${span}`, color: "navy.8" }]}
        />
      }
      table={
        <table className="data-table figures-table" data-testid={testId}>
          <caption className="visually-hidden">The account in {span} at its funds&rsquo; costs and at index funds&rsquo;</caption>
          <thead>
            <tr>
              <th scope="col">Costs</th>
              <th scope="col">This year</th>
              <th scope="col">Worth in {span}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{yours}</th>
              <td>{usd(fees.yearly)}</td>
              <td>{usd(fees.balance)}</td>
            </tr>
            <tr>
              <th scope="row">{lowCost}</th>
              <td>—</td>
              <td>{usd(fees.lowCostBalance)}</td>
            </tr>
          </tbody>
        </table>
      }
    />
  );
}
