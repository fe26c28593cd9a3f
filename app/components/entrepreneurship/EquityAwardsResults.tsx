import { lazy } from "react";
import type { EquityAwardsResponse } from "#core/contracts/equity-awards";
import { formatCalendarDate, formatCount } from "#core/format";
import { Assumptions } from "~/components/planning/Assumptions";
import { ChartFigure } from "~/components/planning/ChartFigure";
import { Figures } from "~/components/planning/Figures";
import { FindingSentences } from "~/components/planning/FindingSentences";
import { PointsSection } from "~/components/planning/PointsSection";
import { ScheduleSection } from "~/components/planning/ScheduleSection";
import { dollarsForChart, usd, usdWhole } from "~/utils/calculators";

const PairedAreaChart = lazy(() => import("~/components/charts/PairedAreaChart"));

/** "Jan 2026": a vesting date on the chart's axis (the table has the full date). */
const monthOf = (iso: string) => `${formatCalendarDate(iso).slice(0, 3)} ${iso.slice(0, 4)}`;

/** The equity award answer: what has vested and what is to come, the tax year, the one company's weight. */
export function EquityAwardsResults({ result }: { result: EquityAwardsResponse }) {
  const { inputs, vesting, tax, concentration } = result;
  const options = inputs.kind !== "rsu";
  const worthWord = options ? "spread" : "value";
  const points = [{ label: monthOf(inputs.start), first: 0 }, ...vesting.events.map((e) => ({ label: monthOf(e.date), first: dollarsForChart(e.value) }))];
  const owed = tax.shortfall.startsWith("-") ? "Withheld beyond the tax" : "Left to pay at filing";
  const gap = tax.shortfall.replace(/^-/, "");
  return (
    <>
      <Figures
        label="Equity award results"
        items={[
          {
            term: "Vested today",
            value: usdWhole(vesting.vestedValue),
            note: `${formatCount(vesting.vestedToday)} of ${formatCount(inputs.shares)} shares, the ${worthWord} at ${usd(inputs.price)}`,
            testId: "equity-vested",
          },
          {
            term: "Still to vest",
            value: usdWhole(vesting.unvestedValue),
            note: vesting.next ? `Next: ${formatCount(vesting.next.shares)} shares on ${formatCalendarDate(vesting.next.date)}` : "Nothing left to vest",
            testId: "equity-unvested",
          },
          inputs.kind === "iso"
            ? { term: `Spread for the minimum tax, ${tax.year}`, value: usdWhole(tax.amtSpread ?? "0.00"), note: "No regular income tax if you keep the shares", testId: "equity-tax" }
            : { term: `${owed}, ${tax.year}`, value: usd(gap), note: `${usd(tax.extraTax)} of tax, ${usd(tax.withheld)} withheld`, testId: "equity-tax" },
          { term: "In this one company", value: `${concentration.share}%`, note: `${usdWhole(concentration.company)} of your investments`, testId: "equity-concentration" },
        ]}
      />
      <FindingSentences id="equity-findings" findings={result.findings} testId="equity-findings" />

      <ScheduleSection name="equity-tax" title={`The ${tax.year} tax year`}>
        <table className="data-table" data-testid="equity-tax-table">
          <caption className="visually-hidden">The award's income in {tax.year} and the federal income tax it adds</caption>
          <tbody>
            <tr>
              <th scope="row">{options ? `Options vested by the end of ${tax.year}` : `Units vesting in ${tax.year}`}</th>
              <td>{formatCount(tax.shares)}</td>
            </tr>
            <tr>
              <th scope="row">Income taxed as wages</th>
              <td>{usd(tax.income)}</td>
            </tr>
            {inputs.kind === "iso" ? (
              <>
                <tr>
                  <th scope="row">Spread the alternative minimum tax counts</th>
                  <td>{usd(tax.amtSpread ?? "0.00")}</td>
                </tr>
                <tr>
                  <th scope="row">Tax if the shares are sold the same year</th>
                  <td>{usd(tax.sameYearSaleTax ?? "0.00")}</td>
                </tr>
              </>
            ) : (
              <>
                <tr>
                  <th scope="row">Federal income tax it adds</th>
                  <td>{usd(tax.extraTax)}</td>
                </tr>
                <tr>
                  <th scope="row">Withheld at the supplemental rate</th>
                  <td>{usd(tax.withheld)}</td>
                </tr>
                <tr>
                  <th scope="row">{owed}</th>
                  <td>{usd(gap)}</td>
                </tr>
              </>
            )}
            <tr>
              <th scope="row">Top bracket, without and with the award</th>
              <td>
                {tax.bracketWithout}% → {tax.bracketWith}%
              </td>
            </tr>
          </tbody>
        </table>
      </ScheduleSection>

      <ChartFigure
        id="equity-vesting"
        title={options ? "The vested options' spread, date by date" : "What has vested, date by date"}
        summary={`${formatCount(inputs.shares)} shares from ${formatCalendarDate(inputs.start)}: ${vesting.events.length} vesting dates to ${formatCalendarDate(vesting.events.at(-1)!.date)}, worth ${usdWhole(vesting.events.at(-1)!.value)} in all at today's price.`}
        chart={<PairedAreaChart points={points} series={[{ name: "first", label: options ? "Vested spread" : "Vested value", color: "navy.8" }]} />}
        table={
          <table className="data-table figures-table" data-testid="equity-vesting-table">
            <caption className="visually-hidden">Each vesting date, the shares it releases and what has vested by then</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Shares vesting</th>
                <th scope="col">Vested by then</th>
                <th scope="col">Worth at today&rsquo;s price</th>
              </tr>
            </thead>
            <tbody>
              {vesting.events.map((e) => (
                <tr key={e.date}>
                  <th scope="row">
                    {formatCalendarDate(e.date)}
                    {e.vested ? <span className="visually-hidden"> (vested)</span> : null}
                  </th>
                  <td>{formatCount(e.shares)}</td>
                  <td>{formatCount(e.vestedAfter)}</td>
                  <td>{usd(e.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        }
      />

      <PointsSection id="equity-steps" title="Before each vesting date and sale" points={result.steps} testId="equity-steps" ordered />
      <Assumptions assumptions={result.assumptions} disclaimer={result.disclaimer} />
    </>
  );
}
