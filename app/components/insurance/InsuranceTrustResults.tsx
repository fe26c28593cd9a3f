import { lazy } from "react";
import type { InsuranceTrustResponse } from "#core/contracts/life-insurance-trust";
import { OptionsTable, type OptionsRow } from "~/components/comparison/OptionsTable";
import { Assumptions } from "~/components/planning/Assumptions";
import { ChartFigure } from "~/components/planning/ChartFigure";
import { Figures } from "~/components/planning/Figures";
import { FindingSentences } from "~/components/planning/FindingSentences";
import { centsOf } from "~/utils/investor";
import { dollarsForChart, usd, usdOrDash } from "~/utils/calculators";
import { PointsSection } from "~/components/planning/PointsSection";

const PairedBarChart = lazy(() => import("~/components/charts/PairedBarChart"));

type Choice = InsuranceTrustResponse["options"][number];


const ROWS: Array<OptionsRow<Choice>> = [
  { key: "policy", term: "Death benefit in the estate", value: (c) => usdOrDash(c.policyInEstate) },
  { key: "base", term: "Estate and taxable gifts", value: (c) => usd(c.taxBase) },
  { key: "tax", term: "Federal estate tax", value: (c) => usdOrDash(c.estateTax) },
  { key: "heirs", term: "Your heirs receive", value: (c) => <strong>{usd(c.toHeirs)}</strong> },
];

export function InsuranceTrustResults({ result }: { result: InsuranceTrustResponse }) {
  const best = result.options.reduce((a, b) => (centsOf(b.toHeirs) > centsOf(a.toHeirs) ? b : a)).key;
  return (
    <>
      <Figures
        label="The trust at a glance"
        items={[
          { term: "Estate tax saved", value: usd(result.taxSaved), note: `Against owning the policy, at ${result.inputs.year}'s exclusion of ${usd(result.exclusion)}`, testId: "trust-saved" },
          { term: "Yearly gift exclusions", value: usd(result.annualExclusions), note: `${result.inputs.beneficiaries} × ${result.inputs.donors === 2 ? "2 donors × " : ""}the yearly exclusion`, testId: "trust-exclusions" },
          { term: "Taxable part of the premium", value: usd(result.taxableGift), note: "A year, using your lifetime exclusion", testId: "trust-taxable-gift" },
        ]}
      />
      <OptionsTable caption={`At a death in ${result.inputs.year}`} options={result.options} rows={ROWS} best={best} bestNote="leaves the most" testId="insurance-trust-table" />
      <FindingSentences id="insurance-trust-findings" findings={result.findings} testId="insurance-trust-findings" />
      <ChartFigure
        id="insurance-trust-chart"
        title="What your heirs receive, and the estate tax"
        summary={result.options.map((c) => `${c.label}: your heirs receive ${usd(c.toHeirs)}, the estate tax is ${usd(c.estateTax)}.`).join(" ")}
        chart={
          <PairedBarChart
            points={result.options.map((c) => ({ label: c.label, first: dollarsForChart(c.toHeirs), second: dollarsForChart(c.estateTax) }))}
            series={[
              { name: "first", label: "Your heirs receive", color: "navy.8" },
              { name: "second", label: "Estate tax", color: "gold.7" },
            ]}
          />
        }
        table={
          <table className="data-table figures-table">
            <caption className="visually-hidden">What the heirs receive and the estate tax, by who owns the policy</caption>
            <thead>
              <tr>
                <th scope="col">Who owns the policy</th>
                <th scope="col">Your heirs receive</th>
                <th scope="col">Estate tax</th>
              </tr>
            </thead>
            <tbody>
              {result.options.map((c) => (
                <tr key={c.key}>
                  <th scope="row">{c.label}</th>
                  <td>{usd(c.toHeirs)}</td>
                  <td>{usd(c.estateTax)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        }
      />
      <PointsSection id="insurance-trust-steps" title="Setting up the trust and keeping it" points={result.steps} testId="insurance-trust-steps" ordered />
      <Assumptions assumptions={result.assumptions} disclaimer={result.disclaimer} />
    </>
  );
}
