import { lazy } from "react";
import type { EstateResponse } from "#core/contracts/estate";
import { ESTATE_ASSET_LABELS, ESTATE_ROUTE_TITLES } from "#core/messages/estate";
import { pct as percent } from "#core/messages/planning";
import { Assumptions } from "~/components/planning/Assumptions";
import { ChartFigure } from "~/components/planning/ChartFigure";
import { Figures } from "~/components/planning/Figures";
import { dollarsForChart, usd, usdWithMinus } from "~/utils/calculators";

const PairedBarChart = lazy(() => import("~/components/charts/PairedBarChart"));

/** The estate answer: its size, how it would pass, the tax, and the checklist for these figures. */
export function EstateResults({ result }: { result: EstateResponse }) {
  const { inputs } = result;
  const owing = result.net.startsWith("-");
  const taxed = result.estateTax !== "0.00";
  const probateShare = result.routes.find((r) => r.route === "will")!.share;
  const held = (route: string) =>
    inputs.assets
      .filter((a) => a.route === route && a.value !== "0.00")
      .map((a) => ESTATE_ASSET_LABELS[a.asset])
      .join(", ");
  return (
    <>
      <Figures
        label="Estate size results"
        items={[
          { term: "What you own", value: usd(result.gross), testId: "estate-gross", note: `${usdWithMinus(result.net)} after ${usd(inputs.debts)} owed` },
          { term: "Passes through probate", value: usd(result.probate), testId: "estate-probate", note: `${percent(probateShare)} of what you own, by your will` },
          {
            term: `Federal estate tax (${inputs.year})`,
            value: usd(result.estateTax),
            testId: "estate-tax",
            note: owing ? "the debts are more than the estate" : taxed ? `on ${usd(result.taxBase)} against an exclusion of ${usd(result.exclusion)}` : `${usd(result.room)} under the exclusion of ${usd(result.exclusion)}`,
          },
        ]}
      />

      <ChartFigure
        id="estate-routes"
        title="How your estate would pass"
        summary={result.routes
          .filter((r) => r.amount !== "0.00")
          .map((r) => `${ESTATE_ROUTE_TITLES[r.route]} ${usd(r.amount)} (${percent(r.share)})`)
          .join(", ")}
        chart={<PairedBarChart points={result.routes.map((r) => ({ label: ESTATE_ROUTE_TITLES[r.route], first: dollarsForChart(r.amount) }))} series={[{ name: "first", label: "Passes this way", color: "navy.8" }]} />}
        table={
          <table className="data-table figures-table" data-testid="estate-routes-table">
            <caption className="visually-hidden">How each part of the estate would pass</caption>
            <thead>
              <tr>
                <th scope="col">Passes</th>
                <th scope="col">Amount</th>
                <th scope="col">Share</th>
                <th scope="col">What</th>
              </tr>
            </thead>
            <tbody>
              {result.routes.map((r) => (
                <tr key={r.route}>
                  <th scope="row">{ESTATE_ROUTE_TITLES[r.route]}</th>
                  <td>{usd(r.amount)}</td>
                  <td>{percent(r.share)}</td>
                  <td>{held(r.route) || "Nothing"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        }
      />

      <section className="estate-checklist" aria-labelledby="estate-steps-title">
        <h3 id="estate-steps-title">Your checklist</h3>
        <ol data-testid="estate-steps">
          {result.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <h3 id="estate-documents-title">Documents to gather</h3>
        <ul aria-labelledby="estate-documents-title">
          {result.documents.map((document) => (
            <li key={document}>{document}</li>
          ))}
        </ul>
      </section>

      <Assumptions assumptions={result.assumptions} disclaimer={result.disclaimer} />
    </>
  );
}
