import { lazy } from "react";
import type { WithholdingResponse } from "#core/contracts/tax-withholding";
import { WITHHOLDING_ADVICE as A, WITHHOLDING_SCENARIO_SHORT } from "#core/messages/tax-withholding";
import { Assumptions } from "~/components/planning/Assumptions";
import { ChartFigure } from "~/components/planning/ChartFigure";
import { Figures } from "~/components/planning/Figures";
import { ScheduleSection } from "~/components/planning/ScheduleSection";
import { centsOf } from "~/utils/investor";
import { dollarsForChart, usd, fractionAsPercent as rate } from "~/utils/calculators";

const PairedBarChart = lazy(() => import("~/components/charts/PairedBarChart"));


/** A refund or a balance due, in words, from the API's signed amount. */
function refundOrDue(difference: string): { term: string; value: string } {
  const cents = centsOf(difference);
  if (cents > 0) return { term: "Refund", value: usd(difference) };
  if (cents < 0) return { term: "Balance due", value: usd(difference.slice(1)) };
  return { term: "Nothing owed", value: usd("0.00") };
}

/** "2027-01-15" → "January 15, 2027". */
const longDate = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", { timeZone: "UTC", month: "long", day: "numeric", year: "numeric" });

/** What the check suggests, sentence by sentence. */
function advice(result: WithholdingResponse): string[] {
  const owed = Math.max(0, -centsOf(result.estimate.refundOrBalanceDue));
  const left = result.inputs.paychecksLeft;
  const shortfall = centsOf(result.safeHarbour.shortfall);
  const lines: string[] = [];
  if (owed === 0) lines.push(A.onTrack);
  if (result.lessPerPaycheck) lines.push(A.lessPerPaycheck(centsOf(result.lessPerPaycheck), left));
  if (result.addPerPaycheckToOweNothing) lines.push(A.addToOweNothing(centsOf(result.addPerPaycheckToOweNothing), left));
  if (result.addPerPaycheckForSafeHarbour) lines.push(A.addForSafeHarbor(centsOf(result.addPerPaycheckForSafeHarbour), left));
  if (owed > 0) {
    if (result.underPenaltyFloor) lines.push(A.underFloor(owed));
    else if (shortfall === 0) lines.push(A.harborMet(owed));
    else lines.push(A.harborShort(shortfall));
  }
  if (shortfall > 0 && !result.underPenaltyFloor && result.dueDatesPassed > 0 && result.instalments.length > 0 && left > 0) lines.push(A.evenlyThroughYear(result.dueDatesPassed));
  if (owed > 0 && left === 0 && result.instalments.length > 0) lines.push(A.noPaychecks);
  if (owed > 0 && result.instalments.length === 0) lines.push(A.allDatesPassed(result.inputs.year));
  return lines;
}

/** The withholding check's answer: where the year ends, what to change, the due dates ahead and the what-ifs. */
export function WithholdingResults({ result }: { result: WithholdingResponse }) {
  const { inputs, estimate } = result;
  const outcome = refundOrDue(estimate.refundOrBalanceDue);
  const owed = centsOf(estimate.refundOrBalanceDue) < 0;
  const paidBy = `${usd(inputs.withheld)} so far${inputs.paychecksLeft > 0 ? ` and ${inputs.paychecksLeft} × ${usd(inputs.perPaycheck)}` : ""}`;
  const shortfall = centsOf(result.safeHarbour.shortfall);
  const showInstalments = result.instalments.length > 0 && (owed || shortfall > 0);
  const whatIfs = result.scenarios.length > 1;
  return (
    <>
      <Figures
        label="Withholding check results"
        items={[
          {
            term: `${outcome.term} at filing`,
            value: outcome.value,
            testId: "withholding-outcome",
            note: `${usd(estimate.totalTax)} of tax against ${usd(estimate.totalPayments)} paid`,
          },
          { term: `Federal tax for ${inputs.year}`, value: usd(estimate.totalTax), testId: "withholding-tax", note: `${rate(estimate.marginalRate)} on your next dollar, ${rate(estimate.effectiveRate)} of your income in all` },
          { term: "Withheld by the year's end", value: usd(result.projectedWithholding), testId: "withholding-withheld", note: paidBy },
          {
            term: "Safe harbor",
            value: usd(result.safeHarbour.required),
            testId: "withholding-harbor",
            note: shortfall > 0 ? `${result.safeHarbour.text}: ${usd(result.safeHarbour.shortfall)} short` : `${result.safeHarbour.text}: reached`,
          },
        ]}
      />

      <ScheduleSection name="withholding-advice" title="What to do">
        <ul className="withholding-advice" data-testid="withholding-advice">
          {advice(result).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </ScheduleSection>

      {showInstalments ? (
        <ScheduleSection name="withholding-dates" title="Estimated payments still due">
          <div className="table-scroll">
            <table className="data-table figures-table" data-testid="withholding-instalments">
              <caption>Instead of more withholding: the amounts spread over the due dates still ahead</caption>
              <thead>
                <tr>
                  <th scope="col">Due date</th>
                  <th scope="col">To reach the safe harbor</th>
                  <th scope="col">To owe nothing</th>
                </tr>
              </thead>
              <tbody>
                {result.instalments.map((i) => (
                  <tr key={i.quarter}>
                    <th scope="row">
                      {longDate(i.dueDate)} <span className="figure-note">(payment {i.quarter} of 4)</span>
                    </th>
                    <td>{usd(i.forSafeHarbour)}</td>
                    <td>{usd(i.toOweNothing)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </ScheduleSection>
      ) : null}

      {whatIfs ? (
        <ChartFigure
          id="withholding-what-if"
          title="What a bonus or a side business changes"
          summary={result.scenarios
            .slice(1)
            .map((s) => `${s.title}: ${usd(s.taxChange)} more tax, ${refundOrDue(s.difference).term.toLowerCase()} ${refundOrDue(s.difference).value}.`)
            .join(" ")}
          chart={
            <PairedBarChart
              points={result.scenarios.map((s) => ({ label: WITHHOLDING_SCENARIO_SHORT[s.key], first: dollarsForChart(s.totalTax), second: dollarsForChart(s.payments) }))}
              series={[
                { name: "first", label: "Tax for the year", color: "navy.8" },
                { name: "second", label: "Paid by filing", color: "gold.7" },
              ]}
            />
          }
          table={
            <table className="data-table figures-table" data-testid="withholding-scenarios">
              <caption className="visually-hidden">Tax and payments with and without the bonus and the side business</caption>
              <thead>
                <tr>
                  <th scope="col">Case</th>
                  <th scope="col">Tax</th>
                  <th scope="col">More tax</th>
                  <th scope="col">Paid</th>
                  <th scope="col">At filing</th>
                </tr>
              </thead>
              <tbody>
                {result.scenarios.map((s) => {
                  const at = refundOrDue(s.difference);
                  return (
                    <tr key={s.key}>
                      <th scope="row">{s.title}</th>
                      <td>{usd(s.totalTax)}</td>
                      <td>{s.key === "as-entered" ? "—" : usd(s.taxChange)}</td>
                      <td>{usd(s.payments)}</td>
                      <td>
                        {at.term} {at.value}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          }
        />
      ) : (
        <p className="calculator-empty">Enter a bonus or a side business&rsquo;s profit under &ldquo;What if&rdquo; to see what either would change.</p>
      )}

      <details className="chart-table tax-figured">
        <summary>How the tax is figured</summary>
        <ol className="estimate-lines">
          {estimate.lines.map((line) => (
            <li key={line.key}>{line.text}</li>
          ))}
        </ol>
      </details>

      <Assumptions assumptions={result.assumptions} disclaimer={result.disclaimer} />
    </>
  );
}
