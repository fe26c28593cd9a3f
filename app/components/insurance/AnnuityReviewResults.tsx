import type { AnnuityReviewResponse } from "#core/contracts/annuity-review";
import { centsToDecimalString } from "#core/money";
import { BalancesByYear } from "~/components/comparison/BalancesByYear";
import { OptionsBars } from "~/components/comparison/OptionsBars";
import { OptionsTable, type OptionsRow } from "~/components/comparison/OptionsTable";
import { Assumptions } from "~/components/planning/Assumptions";
import { FindingSentences } from "~/components/planning/FindingSentences";
import { centsOf } from "~/utils/investor";
import { usd, usdOrDash } from "~/utils/calculators";
import { PointsSection } from "~/components/planning/PointsSection";
import { ScheduleSection } from "~/components/planning/ScheduleSection";

type Choice = AnnuityReviewResponse["options"][number];

const SERIES_COLORS = ["gray.6", "navy.8", "teal.7"] as const;

const years = (n: number) => `${n} ${n === 1 ? "year" : "years"}`;
/** What a choice pays in surrender charges and tax, today and at the end. */
const chargesAndTax = (c: Choice) => centsToDecimalString(centsOf(c.chargeNow) + centsOf(c.taxNow) + centsOf(c.chargeAtEnd) + centsOf(c.taxAtEnd));

/** The rows of the side-by-side table: a term and each choice's value. */
function rows(result: AnnuityReviewResponse): Array<OptionsRow<Choice>> {
  const then = `in ${years(result.inputs.years)}`;
  return [
    { key: "fee", term: "Yearly costs", value: (c) => `${c.fee}%` },
    { key: "charge-now", term: "Surrender charge today", value: (c) => usdOrDash(c.chargeNow) },
    { key: "tax-now", term: "Tax today", value: (c) => usdOrDash(c.taxNow) },
    { key: "invested", term: "Invested today", value: (c) => usd(c.invested) },
    { key: "fees", term: "Costs over the years", value: (c) => usd(c.fees) },
    { key: "value", term: `Worth ${then}`, value: (c) => usd(c.value) },
    { key: "charge-end", term: `Surrender charge ${then}`, value: (c) => usdOrDash(c.chargeAtEnd) },
    { key: "tax-end", term: `Tax ${then}`, value: (c) => usdOrDash(c.taxAtEnd) },
    { key: "after-tax", term: "Left after every charge and tax", value: (c) => <strong>{usd(c.afterTax)}</strong> },
  ];
}

export function AnnuityReviewResults({ result }: { result: AnnuityReviewResponse }) {
  const then = years(result.inputs.years);
  return (
    <>
      <OptionsTable caption="The three choices side by side" options={result.options} rows={rows(result)} best={result.best} bestNote="leaves the most" testId="annuity-table" />
      <FindingSentences id="annuity-findings" findings={result.findings} testId="annuity-findings" />
      <OptionsBars
        id="annuity-outcomes"
        title={`What each choice leaves in ${then}`}
        summary={result.options.map((c) => `${c.label}: ${usd(c.afterTax)} left, ${usd(chargesAndTax(c))} of surrender charges and tax.`).join(" ")}
        caption="What each choice leaves, and pays in surrender charges and tax"
        choiceHeader="Choice"
        options={result.options}
        bars={[
          { label: "Left after charges and tax", amount: (c) => c.afterTax },
          { label: "Surrender charges and tax", amount: chargesAndTax },
        ]}
        more={[{ label: "Costs", amount: (c) => c.fees }]}
      />
      <BalancesByYear
        id="annuity-values"
        title="What each choice would be worth"
        summary={result.options.map((c) => `${c.label}: ${usd(c.invested)} today, ${usd(c.value)} in ${then} at ${c.fee}% a year of costs.`).join(" ")}
        caption="Each choice's value at each year's end, before the tax and charges of taking it out"
        testId="annuity-values"
        options={result.options}
        colors={SERIES_COLORS}
        balances={result.balances}
      />
      {result.schedule.length > 0 ? (
        <ScheduleSection name="surrender-schedule" title="Surrender charges from today">
          <div className="table-scroll">
            <table className="data-table figures-table" data-testid="surrender-schedule">
              <caption className="visually-hidden">The surrender charge for leaving the annuity at the start of each year from today, on its value then</caption>
              <thead>
                <tr>
                  <th scope="col">Leaving</th>
                  <th scope="col">Charge</th>
                  <th scope="col">On the value then</th>
                </tr>
              </thead>
              <tbody>
                {result.schedule.map((s) => (
                  <tr key={s.year}>
                    <th scope="row">{s.year === 0 ? "Today" : `In ${years(s.year)}`}</th>
                    <td>{s.percent}%</td>
                    <td>{usd(s.charge)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </ScheduleSection>
      ) : null}
      <PointsSection id="annuity-checklist" title="Before you buy, keep or replace an annuity" points={result.checklist} testId="annuity-checklist" />
      <Assumptions assumptions={result.assumptions} disclaimer={result.disclaimer} />
    </>
  );
}
