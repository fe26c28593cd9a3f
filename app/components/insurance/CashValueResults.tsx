import { lazy } from "react";
import type { CashValueResponse } from "#core/contracts/cash-value-life";
import { BalancesByYear } from "~/components/comparison/BalancesByYear";
import { OptionsTable, type OptionsRow } from "~/components/comparison/OptionsTable";
import { Assumptions } from "~/components/planning/Assumptions";
import { ChartFigure } from "~/components/planning/ChartFigure";
import { FindingSentences } from "~/components/planning/FindingSentences";
import { centsOf } from "~/utils/investor";
import { dollarsForChart, usd } from "~/utils/calculators";
import { PointsSection } from "~/components/planning/PointsSection";

const PairedBarChart = lazy(() => import("~/components/charts/PairedBarChart"));

type Plan = { key: "policy" | "term"; label: string };
const PLANS: readonly Plan[] = [
  { key: "policy", label: "Cash value policy" },
  { key: "term", label: "Term and invest the difference" },
];
const DEATH_BENEFIT_SERIES = [
  { key: "policy", label: "Cash value policy" },
  { key: "termAndFund", label: "Term cover and the fund" },
] as const;

const years = (n: number) => `${n} ${n === 1 ? "year" : "years"}`;
const dash = "—";

/** The rows of the side-by-side table: a term and each plan's figure. */
function rows(r: CashValueResponse): Array<OptionsRow<Plan>> {
  const span = years(r.inputs.years);
  const pick = (plan: Plan, policy: string, term: string) => (plan.key === "policy" ? policy : term);
  return [
    { key: "premium", term: "Yearly premium", value: (p) => usd(pick(p, r.inputs.premium, r.inputs.termPremium)) },
    { key: "invested", term: "Invested a year", value: (p) => pick(p, dash, usd(r.difference)) },
    { key: "premiums", term: `Premiums over ${span}`, value: (p) => usd(pick(p, r.policy.premiums, r.termPremiums)) },
    { key: "fund", term: `The fund in ${span}`, value: (p) => pick(p, dash, `${usd(r.fund.value)}, after ${usd(r.fund.fees)} of costs`) },
    { key: "fund-tax", term: "Tax on the fund's gain", value: (p) => pick(p, dash, usd(r.fund.tax)) },
    { key: "worth", term: `Worth in ${span}`, value: (p) => <strong>{usd(pick(p, r.policy.cashValue, r.fund.afterTax))}</strong> },
    { key: "return", term: "A return a year of", value: (p) => pick(p, `${r.policy.returnRate}% on the premiums`, `${r.inputs.growth}% before ${r.inputs.fundFee}% of costs`) },
    { key: "surrender-tax", term: "Tax if the policy is surrendered", value: (p) => pick(p, centsOf(r.policy.surrenderTax) > 0 ? usd(r.policy.surrenderTax) : "None: no gain over the premiums", dash) },
    { key: "cover", term: `Cover after ${span}`, value: (p) => pick(p, `${usd(r.inputs.benefit)}, while premiums are paid`, "None: the term has ended") },
  ];
}

export function CashValueResults({ result }: { result: CashValueResponse }) {
  const span = years(result.inputs.years);
  return (
    <>
      <OptionsTable caption="The policy and term side by side" options={PLANS} rows={rows(result)} best={result.ahead === "fund" ? "term" : "policy"} bestNote="worth more" testId="cash-value-table" />
      <FindingSentences id="cash-value-findings" findings={result.findings} testId="cash-value-findings" />
      <ChartFigure
        id="cash-value-worth"
        title={`What each is worth in ${span}`}
        summary={`The policy's cash value: ${usd(result.policy.cashValue)}. The fund after the tax on its gain: ${usd(result.fund.afterTax)}.`}
        chart={
          <PairedBarChart
            points={[
              { label: PLANS[0]!.label, first: dollarsForChart(result.policy.cashValue) },
              { label: PLANS[1]!.label, first: dollarsForChart(result.fund.afterTax) },
            ]}
            series={[{ name: "first", label: `Worth in ${span}`, color: "navy.8" }]}
          />
        }
        table={
          <table className="data-table figures-table">
            <caption className="visually-hidden">What each plan is worth at the end of the years compared</caption>
            <thead>
              <tr>
                <th scope="col">Plan</th>
                <th scope="col">Worth</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">{PLANS[0]!.label}</th>
                <td>{usd(result.policy.cashValue)}</td>
              </tr>
              <tr>
                <th scope="row">{PLANS[1]!.label}</th>
                <td>{usd(result.fund.afterTax)}</td>
              </tr>
            </tbody>
          </table>
        }
      />
      <BalancesByYear
        id="cash-value-death-benefit"
        title="What the family would receive at a death"
        summary={`The cash value policy pays ${usd(result.inputs.benefit)}. With term, the family receives the same cover and the fund, ${usd(result.fund.value)} by the last year; the cover ends with the term.`}
        caption="What each plan would pay the family at a death at each year's end"
        testId="cash-value-death-benefit"
        options={DEATH_BENEFIT_SERIES}
        colors={["navy.8", "teal.7"]}
        balances={result.years}
      />
      <PointsSection id="cash-value-checklist" title="Before you buy or replace a cash value policy" points={result.checklist} testId="cash-value-checklist" />
      <Assumptions assumptions={result.assumptions} disclaimer={result.disclaimer} />
    </>
  );
}
