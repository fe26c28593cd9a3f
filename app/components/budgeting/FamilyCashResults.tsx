import { lazy } from "react";
import type { FamilyCashResponse } from "#core/contracts/family-cash-forecast";
import { centsToDecimalString } from "#core/money";
import { Assumptions } from "~/components/planning/Assumptions";
import { ChartFigure } from "~/components/planning/ChartFigure";
import { DataTable } from "~/components/planning/DataTable";
import { Figures } from "~/components/planning/Figures";
import { FindingSentences } from "~/components/planning/FindingSentences";
import { PointsSection } from "~/components/planning/PointsSection";
import { ScheduleSection } from "~/components/planning/ScheduleSection";
import { centsOf } from "~/utils/investor";
import { dollarsForChart, usdWhole } from "~/utils/calculators";

const PairedAreaChart = lazy(() => import("~/components/charts/PairedAreaChart"));

/** "December 2026" → "Dec 2026", for the chart's axis. */
const shortMonth = (label: string) => `${label.slice(0, 3)} ${label.slice(-4)}`;

/** The family's cash for the year in one view: each entity month by month, the family's total against its reserves, and the transfers. */
export function FamilyCashResults({ result }: { result: FamilyCashResponse }) {
  const { months, entities, transfers } = result;
  const labelOf = (month: string) => months.find((m) => m.month === month)?.label ?? month;
  const moved = transfers.reduce((sum, t) => sum + centsOf(t.amount), 0);
  const uncovered = Number(result.uncovered) > 0;
  const last = months.at(-1)!.label;
  return (
    <>
      <Figures
        label="Family cash forecast results"
        items={[
          { term: "Family cash today", value: usdWhole(result.cash), note: entities.length === 1 ? "1 household or entity" : `${entities.length} households and entities`, testId: "family-cash-today" },
          { term: `At the end of ${last}`, value: usdWhole(result.end), note: `Lowest ${usdWhole(result.low)}, in ${labelOf(result.lowMonth)}`, testId: "family-cash-end" },
          {
            term: "To move between entities",
            value: usdWhole(centsToDecimalString(moved)),
            note: uncovered ? `${usdWhole(result.uncovered)} more to find elsewhere` : transfers.length > 0 ? "Every reserve kept" : "No transfer needed",
            testId: "family-cash-moved",
          },
        ]}
      />
      <FindingSentences id="family-cash-findings" findings={result.findings} testId="family-cash-findings" />

      <ScheduleSection name="family-cash-entities" title="Each household and entity">
        <DataTable label="Each household and entity" caption="Each entity's cash today, what comes in and goes out each month, its large payment, its lowest point, and its reserve with what it is short or can spare" testId="family-cash-entities-table">
          <thead>
            <tr>
              <th scope="col">Entity</th>
              <th scope="col">Cash today</th>
              <th scope="col">Each month</th>
              <th scope="col">Large payment</th>
              <th scope="col">Lowest</th>
              <th scope="col">Reserve</th>
            </tr>
          </thead>
          <tbody>
            {entities.map((e) => (
              <tr key={e.name}>
                <th scope="row">{e.name}</th>
                <td>{usdWhole(e.cash)}</td>
                <td>
                  <div>+{usdWhole(e.inflow)}</div>
                  <div>−{usdWhole(e.outflow)}</div>
                </td>
                <td>
                  {e.payment === null ? "—" : usdWhole(e.payment)}
                  {e.paymentMonth !== null ? <div className="figure-note">{e.paymentOutside ? "Beyond the year: not counted" : labelOf(e.paymentMonth)}</div> : null}
                </td>
                <td>
                  {usdWhole(e.low)}
                  <div className="figure-note">{e.negativeMonth !== null ? `Below zero from ${labelOf(e.negativeMonth)}` : labelOf(e.lowMonth)}</div>
                </td>
                <td>
                  {usdWhole(e.reserve)}
                  <div className="figure-note">{Number(e.short) > 0 ? `${usdWhole(e.short)} short` : `${usdWhole(e.spare)} to spare`}</div>
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      </ScheduleSection>

      <ScheduleSection name="family-cash-transfers" title="Transfers to make now">
        {transfers.length === 0 ? (
          <p data-testid="family-cash-no-transfers">{uncovered ? "No entity has cash to spare beyond its own reserve." : "None: every household and entity keeps its reserve all year."}</p>
        ) : (
          <DataTable label="Transfers to make now" caption="Each transfer between the family's entities: from, to and how much" testId="family-cash-transfers-table">
            <thead>
              <tr>
                <th scope="col">From</th>
                <th scope="col">To</th>
                <th scope="col">Amount</th>
              </tr>
            </thead>
            <tbody>
              {transfers.map((t) => (
                <tr key={`${t.from}-${t.to}`}>
                  <td>{t.from}</td>
                  <td>{t.to}</td>
                  <td>{usdWhole(t.amount)}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </ScheduleSection>

      <ChartFigure
        id="family-cash-chart"
        title="The family's cash, month by month"
        summary={`All entities together: ${usdWhole(result.cash)} today, lowest ${usdWhole(result.low)} in ${labelOf(result.lowMonth)}, against ${usdWhole(result.reserve)} of reserves to keep.`}
        chart={
          <PairedAreaChart
            points={months.map((m, i) => ({ label: shortMonth(m.label), first: dollarsForChart(result.totals[i]!), second: dollarsForChart(result.reserve) }))}
            series={[
              { name: "first", label: "Family cash", color: "navy.8" },
              { name: "second", label: "Reserves to keep", color: "gold.7" },
            ]}
          />
        }
        table={
          <table className="data-table figures-table" data-testid="family-cash-months-table">
            <caption className="visually-hidden">Each entity's cash at the end of each month, and the family's</caption>
            <thead>
              <tr>
                <th scope="col">Month</th>
                {entities.map((e) => (
                  <th scope="col" key={e.name}>
                    {e.name}
                  </th>
                ))}
                <th scope="col">Family</th>
              </tr>
            </thead>
            <tbody>
              {months.map((m, i) => (
                <tr key={m.month}>
                  <th scope="row">{m.label}</th>
                  {entities.map((e) => (
                    <td key={e.name}>
                      {usdWhole(e.balances[i]!)}
                    </td>
                  ))}
                  <td>{usdWhole(result.totals[i]!)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        }
      />

      <PointsSection id="family-cash-steps" title="Running the family's cash" points={result.steps} testId="family-cash-steps" ordered />
      <Assumptions assumptions={result.assumptions} disclaimer={result.disclaimer} />
    </>
  );
}
