import { lazy } from "react";
import type { LiabilityResponse } from "#core/contracts/planning";
import { LIABILITY_CLAIM_TITLES, LIABILITY_NOTES, years } from "#core/messages/planning";
import { dollarsForChart, usd } from "~/utils/calculators";
import { Assumptions } from "./Assumptions";
import { ChartFigure } from "./ChartFigure";
import { Figures } from "./Figures";

const PairedBarChart = lazy(() => import("~/components/charts/PairedBarChart"));

/** The liability answer: what a judgment could reach, the cover held, the umbrella to consider, and each kind of claim beside the exposure. */
export function LiabilityResults({ result }: { result: LiabilityResponse }) {
  const { inputs } = result;
  const covered = result.gap === "0.00";
  const reach = [
    { label: "Home equity above the exemption", value: result.exposedHome },
    { label: "Savings and investments", value: inputs.savings },
    { label: "Other property", value: inputs.other },
    { label: inputs.incomeYears > 0 ? `${years(inputs.incomeYears)} of pay` : "Future pay (not counted)", value: result.incomeAtRisk },
  ];
  return (
    <>
      <Figures
        label="Liability cover results"
        items={[
          { term: "A judgment could reach", value: usd(result.exposure), testId: "liability-exposure", note: "what you own outside retirement accounts, and the pay counted" },
          {
            term: "Cover you hold",
            value: usd(result.held),
            testId: "liability-held",
            note: `the lower of your auto and home limits (${usd(result.underlying)})${inputs.umbrella === "0.00" ? "" : ` and ${usd(inputs.umbrella)} of umbrella`}`,
          },
          { term: "Left uncovered", value: usd(result.gap), testId: "liability-gap", note: covered ? "Your limits cover what a judgment could reach." : "paid from what you own if a judgment were this large" },
          {
            term: "Umbrella to consider",
            value: result.suggestedUmbrella === "0.00" ? "None needed" : usd(result.suggestedUmbrella),
            testId: "liability-umbrella",
            note:
              result.suggestedUmbrella === "0.00"
                ? "your underlying limits cover the exposure"
                : result.moreUmbrella === "0.00"
                  ? "the umbrella you hold is enough"
                  : LIABILITY_NOTES.moreUmbrella(usd(result.moreUmbrella)),
          },
        ]}
      />

      <ChartFigure
        id="liability-claims"
        title="Your cover for each kind of claim, beside what a judgment could reach"
        summary={result.claims.map((c) => `${LIABILITY_CLAIM_TITLES[c.key]}: cover ${usd(c.cover)}, ${c.uncovered === "0.00" ? "nothing left uncovered" : `${usd(c.uncovered)} left uncovered`}.`).join(" ")}
        chart={
          <PairedBarChart
            points={result.claims.map((c) => ({ label: LIABILITY_CLAIM_TITLES[c.key], first: dollarsForChart(c.cover), second: dollarsForChart(result.exposure) }))}
            series={[
              { name: "first", label: "Cover you hold", color: "navy.8" },
              { name: "second", label: "What a judgment could reach", color: "red.7" },
            ]}
          />
        }
        table={
          <table className="data-table figures-table" data-testid="liability-claims">
            <caption className="visually-hidden">Cover for each kind of claim</caption>
            <thead>
              <tr>
                <th scope="col">Claim</th>
                <th scope="col">Cover you hold</th>
                <th scope="col">Left uncovered</th>
              </tr>
            </thead>
            <tbody>
              {result.claims.map((c) => (
                <tr key={c.key}>
                  <th scope="row">{LIABILITY_CLAIM_TITLES[c.key]}</th>
                  <td>{usd(c.cover)}</td>
                  <td>{usd(c.uncovered)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        }
      />

      <section className="liability-reach" aria-labelledby="liability-reach-title">
        <h3 id="liability-reach-title">What a judgment could reach</h3>
        <table className="data-table figures-table" data-testid="liability-reach">
          <tbody>
            {reach.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td>{usd(row.value)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td>{usd(result.exposure)}</td>
            </tr>
          </tfoot>
        </table>
      </section>

      <ul className="liability-notes" data-testid="liability-notes">
        {result.notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>

      <Assumptions assumptions={result.assumptions} disclaimer={result.disclaimer} />
    </>
  );
}
