import { lazy } from "react";
import type { RetirementTaxResponse } from "#core/contracts/retirement-tax";
import { Assumptions } from "~/components/planning/Assumptions";
import { FindingSentences } from "~/components/planning/FindingSentences";
import { ChartFigure } from "~/components/planning/ChartFigure";
import { Figures } from "~/components/planning/Figures";
import { centsOf } from "~/utils/investor";
import { dollarsForChart, usd, fractionAsPercent as rate } from "~/utils/calculators";

const PairedBarChart = lazy(() => import("~/components/charts/PairedBarChart"));

function ConversionFigures({ result }: { result: RetirementTaxResponse }) {
  const { before, after, extraTax, averageRate, nextRate } = result.conversion;
  const converting = centsOf(result.inputs.conversion) > 0;
  const benefits = centsOf(result.inputs.socialSecurity) > 0;
  return (
    <Figures
      label="The conversion's cost"
      items={[
        { term: "Federal tax without a conversion", value: usd(before.totalTax), note: `Taxable income ${usd(before.taxableIncome)}, in the ${rate(before.bracketRate)} bracket`, testId: "tax-before" },
        ...(converting
          ? [
              { term: `Federal tax converting ${usd(result.inputs.conversion)}`, value: usd(after.totalTax), note: `Taxable income ${usd(after.taxableIncome)}, in the ${rate(after.bracketRate)} bracket`, testId: "tax-after" },
              { term: "Added by the conversion", value: usd(extraTax), note: `${rate(averageRate)} of the amount; the next $1,000 would cost ${rate(nextRate)}`, testId: "conversion-cost" },
            ]
          : [{ term: "The next $1,000 converted", value: rate(nextRate), note: "Of tax on it, with everything that moves with income", testId: "next-rate" }]),
        ...(benefits
          ? [{ term: "Social Security taxed", value: usd(after.taxableSocialSecurity), note: converting ? `${usd(before.taxableSocialSecurity)} without the conversion` : `Of ${usd(result.inputs.socialSecurity)} received`, testId: "benefits-taxed" }]
          : []),
      ]}
    />
  );
}

function BracketFills({ fills }: { fills: RetirementTaxResponse["fills"] }) {
  if (fills.length === 0) return <p className="calculator-empty">Your income is already in the top bracket: every dollar converted is taxed at 37%.</p>;
  return (
    <ChartFigure
      id="bracket-fills"
      title="How much each bracket holds"
      summary={fills.map((f) => `To the top of the ${rate(f.rate)} bracket: convert ${usd(f.conversion)}, ${usd(f.extraTax)} of tax (${rate(f.averageRate)}).`).join(" ")}
      chart={
        <PairedBarChart
          points={fills.map((f) => ({ label: `Top of ${rate(f.rate)}`, first: dollarsForChart(f.conversion), second: dollarsForChart(f.extraTax) }))}
          series={[
            { name: "first", label: "Converted", color: "navy.8" },
            { name: "second", label: "Tax on it", color: "gold.7" },
          ]}
        />
      }
      table={
        <table className="data-table figures-table" data-testid="bracket-fills">
          <caption className="visually-hidden">The conversion that fills each bracket and its tax</caption>
          <thead>
            <tr>
              <th scope="col">Convert up to</th>
              <th scope="col">Taxable income there</th>
              <th scope="col">Convert</th>
              <th scope="col">Tax on it</th>
              <th scope="col">Average rate</th>
            </tr>
          </thead>
          <tbody>
            {fills.map((f) => (
              <tr key={f.rate}>
                <th scope="row">The top of the {rate(f.rate)} bracket</th>
                <td>{usd(f.top)}</td>
                <td>{usd(f.conversion)}</td>
                <td>{usd(f.extraTax)}</td>
                <td>{rate(f.averageRate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}

function Distributions({ rmd, converting }: { rmd: NonNullable<RetirementTaxResponse["rmd"]>; converting: boolean }) {
  const due = rmd.years.filter((y) => y.year >= rmd.firstYear);
  const first = due[0]!;
  return (
    <ChartFigure
      id="rmd-schedule"
      title="Required minimum distributions"
      summary={`From ${rmd.firstYear}, the year you turn ${rmd.startAge}. The first: ${usd(first.rmdWithout)}${converting ? ` without the conversion, ${usd(first.rmd)} with it` : ""}; the last shown, in ${due[due.length - 1]!.year}: ${usd(due[due.length - 1]![converting ? "rmd" : "rmdWithout"])}.`}
      chart={
        <PairedBarChart
          points={due.map((y) => ({ label: String(y.year), first: dollarsForChart(y.rmdWithout), ...(converting ? { second: dollarsForChart(y.rmd) } : {}) }))}
          series={
            converting
              ? [
                  { name: "first", label: "Without the conversion", color: "navy.8" },
                  { name: "second", label: "With it", color: "gold.7" },
                ]
              : [{ name: "first", label: "Required distribution", color: "navy.8" }]
          }
        />
      }
      table={
        <table className="data-table figures-table" data-testid="rmd-table">
          <caption className="visually-hidden">Each year's balance on January 1 and required distribution</caption>
          <thead>
            <tr>
              <th scope="col">Year</th>
              <th scope="col">Age</th>
              <th scope="col">Balance{converting ? " without" : ""}</th>
              <th scope="col">Distribution{converting ? " without" : ""}</th>
              {converting ? (
                <>
                  <th scope="col">Balance with</th>
                  <th scope="col">Distribution with</th>
                </>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {rmd.years.map((y) => (
              <tr key={y.year}>
                <th scope="row">{y.year}</th>
                <td>{y.age}</td>
                <td>{usd(y.balanceWithout)}</td>
                <td>{y.year >= rmd.firstYear ? usd(y.rmdWithout) : "Not yet"}</td>
                {converting ? (
                  <>
                    <td>{usd(y.balance)}</td>
                    <td>{y.year >= rmd.firstYear ? usd(y.rmd) : "Not yet"}</td>
                  </>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}

export function RetirementTaxResults({ result }: { result: RetirementTaxResponse }) {
  const converting = centsOf(result.inputs.conversion) > 0;
  return (
    <>
      <ConversionFigures result={result} />
      <FindingSentences id="retirement-tax-findings" findings={result.findings} testId="retirement-tax-findings" />
      <BracketFills fills={result.fills} />
      {result.rmd ? <Distributions rmd={result.rmd} converting={converting} /> : <p className="field-note">Enter your tax-deferred balance to see your required minimum distributions.</p>}
      {result.medicare ? (
        <Figures
          label="Medicare premiums"
          items={[
            {
              term: `Part B premium in ${result.medicare.premiumYear}`,
              value: `${usd(converting ? result.medicare.after.monthly : result.medicare.before.monthly)} a month`,
              note: converting && result.medicare.after.monthly !== result.medicare.before.monthly ? `${usd(result.medicare.before.monthly)} without the conversion (${result.medicare.tableYear} table)` : `Each person on Medicare (${result.medicare.tableYear} table)`,
              testId: "medicare-premium",
            },
          ]}
        />
      ) : null}
      <section aria-labelledby="withdrawal-order-title" className="calculator-schedule withdrawal-order">
        <h3 id="withdrawal-order-title">Which accounts to draw on first</h3>
        <ol>
          {result.withdrawalOrder.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <Assumptions assumptions={result.assumptions} disclaimer={result.disclaimer} />
      <details className="calculator-sources" data-testid="retirement-tax-sources">
        <summary>Sources</summary>
        <ul>
          {result.sources.map((source) => (
            <li key={source}>{source}</li>
          ))}
        </ul>
      </details>
    </>
  );
}
