import type { RetirementMixResponse } from "#core/contracts/retirement-investments";
import { horizonPhrase } from "#core/messages/retirement-investments";
import { BalancesByYear } from "~/components/comparison/BalancesByYear";
import { FundCosts } from "~/components/comparison/FundCosts";
import { MixTable } from "~/components/comparison/MixTable";
import { Assumptions } from "~/components/planning/Assumptions";
import { FindingSentences } from "~/components/planning/FindingSentences";
import { usd } from "~/utils/calculators";
import { PointsSection } from "~/components/planning/PointsSection";

const SEQUENCE_SERIES = [
  { key: "lossesFirst", label: "Losses first" },
  { key: "lossesLast", label: "Losses last" },
] as const;

export function RetirementMixResults({ result }: { result: RetirementMixResponse }) {
  const { inputs, sequence } = result;
  return (
    <>
      <MixTable
        caption={`Your mix for ${horizonPhrase(result.yearsToRetirement)}`}
        pathLabel="The glide path"
        mix={inputs}
        target={result.target}
        position={result.position}
        expectedReturn={result.expectedReturn}
        testId="mix-table"
        extraRows={
          <tr data-testid="mix-row-employer">
            <th scope="row">Your employer&rsquo;s stock</th>
            <td>
              {inputs.employerStock}% <span className="figure-note">({usd(result.employer.amount)})</span>
            </td>
            <td>At most {result.employer.limit}%</td>
          </tr>
        }
      />
      <FindingSentences id="mix-findings" findings={result.findings} testId="mix-findings" />
      <FundCosts id="mix-fees" fee={inputs.fee} fees={result.fees} expectedReturn={result.expectedReturn} note="nothing added or taken out." testId="mix-fees" />
      <BalancesByYear
        id="mix-sequence"
        title={`Taking ${usd(sequence.withdrawal)} a year: the order of returns`}
        summary={`Stock returns, losses first: ${sequence.stockReturns.map((r) => `${r}%`).join(", ")}; losses last, the same reversed. After ten years: ${usd(sequence.years.at(-1)!.lossesFirst)} losses first, ${usd(sequence.years.at(-1)!.lossesLast)} losses last.`}
        caption="The account at each year's end with the withdrawal taken, losses first and losses last"
        testId="mix-sequence"
        options={SEQUENCE_SERIES}
        colors={["red.7", "teal.7"]}
        balances={sequence.years}
      />
      <PointsSection id="withdrawal-options" title="Ways to structure withdrawals" points={result.withdrawalOptions} testId="withdrawal-options" />
      <Assumptions assumptions={result.assumptions} disclaimer={result.disclaimer} />
    </>
  );
}
