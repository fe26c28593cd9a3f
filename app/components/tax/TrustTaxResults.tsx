import type { TrustTaxResponse } from "#core/contracts/trust-tax";
import { OptionsBars } from "~/components/comparison/OptionsBars";
import { OptionsTable, type OptionsRow } from "~/components/comparison/OptionsTable";
import { Assumptions } from "~/components/planning/Assumptions";
import { FindingSentences } from "~/components/planning/FindingSentences";
import { usd, usdOrDash } from "~/utils/calculators";
import { PointsSection } from "~/components/planning/PointsSection";
import { ScheduleSection } from "~/components/planning/ScheduleSection";

type Choice = TrustTaxResponse["options"][number];


const ROWS: Array<OptionsRow<Choice>> = [
  { key: "distribution", term: "Paid out", value: (c) => usdOrDash(c.distribution) },
  { key: "carried-ordinary", term: "Beneficiaries' interest and other income", value: (c) => usdOrDash(c.carriedOrdinary) },
  { key: "carried-dividends", term: "Beneficiaries' qualified dividends", value: (c) => usdOrDash(c.carriedDividends) },
  { key: "taxable", term: "Trust's taxable income", value: (c) => usd(c.taxableIncome) },
  { key: "ordinary-tax", term: "Trust's tax at ordinary rates", value: (c) => usdOrDash(c.ordinaryTax) },
  { key: "gains-tax", term: "Trust's tax on dividends and gains", value: (c) => usdOrDash(c.gainsTax) },
  { key: "niit", term: "Net investment income tax", value: (c) => usdOrDash(c.niit) },
  { key: "trust-tax", term: "Trust's tax", value: (c) => usd(c.trustTax) },
  { key: "beneficiary-tax", term: "Beneficiaries' tax", value: (c) => usdOrDash(c.beneficiaryTax) },
  { key: "family-tax", term: "Tax for the trust and beneficiaries", value: (c) => <strong>{usd(c.familyTax)}</strong> },
];

export function TrustTaxResults({ result }: { result: TrustTaxResponse }) {
  const year = result.inputs.year;
  return (
    <>
      <OptionsTable caption={`Keeping or paying out the trust's ${year} income`} options={result.options} rows={ROWS} best={result.best} bestNote="least tax" testId="trust-table" />
      <FindingSentences id="trust-findings" findings={result.findings} testId="trust-findings" />
      <OptionsBars
        id="trust-tax-chart"
        title="Who pays the tax"
        summary={result.options.map((c) => `${c.label}: the trust pays ${usd(c.trustTax)}, the beneficiaries ${usd(c.beneficiaryTax)}.`).join(" ")}
        caption="The trust's and the beneficiaries' federal income tax for each choice"
        choiceHeader="Choice"
        options={result.options}
        bars={[
          { label: "The trust", amount: (c) => c.trustTax },
          { label: "The beneficiaries", amount: (c) => c.beneficiaryTax },
        ]}
        more={[{ label: "Together", amount: (c) => c.familyTax }]}
      />
      <ScheduleSection name="trust-brackets" title={`Where each rate begins in ${year}`}>
        <div className="table-scroll">
          <table className="data-table figures-table" data-testid="trust-brackets">
            <caption className="visually-hidden">The taxable income at which each of a trust's rates begins, beside a single person's</caption>
            <thead>
              <tr>
                <th scope="col">Rate</th>
                <th scope="col">A trust, over</th>
                <th scope="col">A single person, over</th>
              </tr>
            </thead>
            <tbody>
              {result.brackets.map((b) => (
                <tr key={b.rate}>
                  <th scope="row">{b.rate}%</th>
                  <td>{usd(b.trustFrom)}</td>
                  <td>{usd(b.singleFrom)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ScheduleSection>
      <PointsSection id="trust-notes" title="Beside the tax" points={result.notes} testId="trust-notes" />
      <Assumptions assumptions={result.assumptions} disclaimer={result.disclaimer} />
    </>
  );
}
