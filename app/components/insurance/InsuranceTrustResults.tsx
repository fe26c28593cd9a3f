import type { InsuranceTrustResponse } from "#core/contracts/life-insurance-trust";
import { OptionsBars } from "~/components/comparison/OptionsBars";
import { OptionsTable, type OptionsRow } from "~/components/comparison/OptionsTable";
import { Assumptions } from "~/components/planning/Assumptions";
import { Figures } from "~/components/planning/Figures";
import { FindingSentences } from "~/components/planning/FindingSentences";
import { usd, usdOrDash } from "~/utils/calculators";
import { PointsSection } from "~/components/planning/PointsSection";

type Choice = InsuranceTrustResponse["options"][number];


const ROWS: Array<OptionsRow<Choice>> = [
  { key: "policy", term: "Death benefit in the estate", value: (c) => usdOrDash(c.policyInEstate) },
  { key: "base", term: "Estate and taxable gifts", value: (c) => usd(c.taxBase) },
  { key: "tax", term: "Federal estate tax", value: (c) => usdOrDash(c.estateTax) },
  { key: "heirs", term: "Your heirs receive", value: (c) => <strong>{usd(c.toHeirs)}</strong> },
];

export function InsuranceTrustResults({ result }: { result: InsuranceTrustResponse }) {
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
      <OptionsTable caption={`At a death in ${result.inputs.year}`} options={result.options} rows={ROWS} best={result.best} bestNote="leaves the most" testId="insurance-trust-table" />
      <FindingSentences id="insurance-trust-findings" findings={result.findings} testId="insurance-trust-findings" />
      <OptionsBars
        id="insurance-trust-chart"
        title="What your heirs receive, and the estate tax"
        summary={result.options.map((c) => `${c.label}: your heirs receive ${usd(c.toHeirs)}, the estate tax is ${usd(c.estateTax)}.`).join(" ")}
        caption="What the heirs receive and the estate tax, by who owns the policy"
        choiceHeader="Who owns the policy"
        options={result.options}
        bars={[
          { label: "Your heirs receive", amount: (c) => c.toHeirs },
          { label: "Estate tax", amount: (c) => c.estateTax },
        ]}
      />
      <PointsSection id="insurance-trust-steps" title="Setting up the trust and keeping it" points={result.steps} testId="insurance-trust-steps" ordered />
      <Assumptions assumptions={result.assumptions} disclaimer={result.disclaimer} />
    </>
  );
}
