import type { SavingsResponse } from "#core/contracts/planning";
import { monthsInWords, monthYear, usd } from "~/utils/calculators";
import { Assumptions } from "./Assumptions";
import { Figures } from "./Figures";

/** The savings goal's answer: what to put aside each month, and where the target's money comes from. */
export function SavingsResults({ result }: { result: SavingsResponse }) {
  const { inputs } = result;
  return (
    <>
      <Figures
        label="Savings goal results"
        items={[
          {
            term: "Put aside each month",
            value: usd(result.monthly),
            testId: "savings-monthly",
            note: result.reachedWithoutSaving
              ? `Your savings reach ${usd(inputs.target)} by ${monthYear(inputs.date)} on their own.`
              : `for ${monthsInWords(result.months)}, to reach ${usd(inputs.target)} by ${monthYear(inputs.date)}`,
          },
          { term: "Today's savings grow to", value: usd(result.currentGrowsTo), testId: "savings-grow", note: `from ${usd(inputs.savings)}` },
          { term: "Paid in", value: usd(result.contributions), testId: "savings-paid", note: `${result.months} monthly payments` },
          { term: "Growth", value: usd(result.growth), testId: "savings-growth", note: `${usd(result.projected)} in all on ${monthYear(inputs.date)}` },
        ]}
      />
      <Assumptions assumptions={result.assumptions} disclaimer={result.disclaimer} />
    </>
  );
}
