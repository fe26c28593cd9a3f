import type { EducationTrustResponse } from "#core/contracts/education-trust";
import { DIRECT_LABEL } from "#core/messages/education-trust";
import { BalancesByYear } from "~/components/comparison/BalancesByYear";
import { OptionsTable, type OptionsRow } from "~/components/comparison/OptionsTable";
import { Assumptions } from "~/components/planning/Assumptions";
import { Figures } from "~/components/planning/Figures";
import { FindingSentences } from "~/components/planning/FindingSentences";
import { PointsSection } from "~/components/planning/PointsSection";
import { usd, usdOrDash } from "~/utils/calculators";

type Choice = EducationTrustResponse["options"][number];
type Way = { key: "plan529" | "trust" | "direct"; label: string };

const SERIES_COLORS = ["navy.8", "gold.7"] as const;

const ROWS: Array<OptionsRow<Choice>> = [
  { key: "given", term: "Given in all", value: (c) => usd(c.given) },
  { key: "tax", term: "Income tax on the way", value: (c) => usdOrDash(c.incomeTax) },
  { key: "value", term: "Worth when school starts", value: (c) => <strong>{usd(c.value)}</strong> },
  { key: "gain", term: "Growth not yet taxed", value: (c) => usdOrDash(c.untaxedGain) },
  { key: "gifts", term: "Taxable gifts", value: (c) => usdOrDash(c.taxableGifts) },
  { key: "aid", term: "Counted against aid, first year", value: (c) => usdOrDash(c.aidCounted) },
];

export function EducationTrustResults({ result }: { result: EducationTrustResponse }) {
  const [plan529, trust] = result.options as [Choice, Choice];
  const start = result.inputs.year + result.inputs.years;
  const ways: Way[] = [...result.options.map((o) => ({ key: o.key, label: o.label })), { key: "direct", label: DIRECT_LABEL }];
  const traitRows: Array<OptionsRow<Way>> = result.traits.map((t) => ({ key: t.key, term: t.term, value: (w) => t[w.key] }));
  return (
    <>
      <Figures
        label="The two accounts at a glance"
        items={[
          { term: `${plan529.label} in ${start}`, value: usd(plan529.value), note: "Free of tax for qualified costs", testId: "plan529-value" },
          { term: `${trust.label} in ${start}`, value: usd(trust.value), note: `After ${usd(trust.incomeTax)} of income tax`, testId: "trust-value" },
          { term: "Yearly gift exclusion", value: usd(result.annualExclusion), note: result.inputs.donors === 2 ? "For this student, two donors" : "For this student", testId: "education-exclusion" },
        ]}
      />
      <OptionsTable caption={`When school starts, in ${start}`} options={result.options} rows={ROWS} best={result.best ?? ""} bestNote="worth more" testId="education-trust-table" />
      <FindingSentences id="education-trust-findings" findings={result.findings} testId="education-trust-findings" />
      <BalancesByYear
        id="education-trust-values"
        title="What each account is worth, year by year"
        summary={`${plan529.label}: ${usd(plan529.value)} when school starts. ${trust.label}: ${usd(trust.value)}, after ${usd(trust.incomeTax)} of income tax.`}
        caption="Each account's value at each year's end, before school starts"
        testId="education-trust-values"
        options={result.options}
        colors={SERIES_COLORS}
        balances={result.values}
      />
      <OptionsTable caption="What each way of paying allows" options={ways} rows={traitRows} best="" bestNote="" testId="education-ways-table" />
      <PointsSection id="education-trust-steps" title="Setting up an education trust" points={result.steps} testId="education-trust-steps" ordered />
      <Assumptions assumptions={result.assumptions} disclaimer={result.disclaimer} />
    </>
  );
}
