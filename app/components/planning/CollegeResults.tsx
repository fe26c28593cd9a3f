import { lazy } from "react";
import type { CollegeResponse } from "#core/contracts/planning";
import { COLLEGE_COMPARISON_TITLES, pct as percent, years as yearsInWords } from "#core/messages/planning";
import { ScheduleSection } from "~/components/planning/ScheduleSection";
import { dollarsForChart, monthsInWords, usd } from "~/utils/calculators";
import { Assumptions } from "./Assumptions";
import { ChartFigure } from "./ChartFigure";
import { Figures } from "./Figures";

const PairedBarChart = lazy(() => import("~/components/charts/PairedBarChart"));

/** Why the sum needed at the start differs from the cost: the savings keep earning (or losing) the return during college. */
function neededNote(annualReturnPercent: number): string {
  if (annualReturnPercent > 0) return "Less than the cost: the later years are paid from savings that keep growing.";
  if (annualReturnPercent < 0) return "More than the cost: the savings lose value while the later years wait.";
  return "The whole cost: at no return the savings do not grow meanwhile.";
}

/** The college savings answer: the monthly saving, what college costs year by year, the savings' path and other outcomes. */
export function CollegeResults({ result }: { result: CollegeResponse }) {
  const { inputs } = result;
  const first = result.years[0]!;
  const last = result.years.at(-1)!;
  const span = first === last ? first.academicYear : `${first.academicYear} to ${last.academicYear}`;
  const chartPoints = result.balances.map((p) => ({ label: String(p.year), first: dollarsForChart(p.balance), second: dollarsForChart(p.paid) }));
  return (
    <>
      <Figures
        label="College savings results"
        items={[
          {
            term: "Put aside each month",
            value: usd(result.monthly),
            testId: "college-monthly",
            note: result.reachedWithoutSaving ? "Your savings pay for it on their own." : `for ${monthsInWords(result.months)}, until college starts in ${result.startYear}`,
          },
          { term: "College will cost", value: usd(result.totalCost), testId: "college-cost", note: `${yearsInWords(inputs.study)}, ${span}` },
          {
            term: "Needed when college starts",
            value: usd(result.neededAtStart),
            testId: "college-needed",
            note: neededNote(inputs.return),
          },
          ...(inputs.savings === "0.00"
            ? []
            : [{ term: "Today's savings grow to", value: usd(result.currentGrowsTo), testId: "college-grow", note: `from ${usd(inputs.savings)}, by ${result.startYear}` }]),
        ]}
      />

      <ScheduleSection name="college-years" title="The cost of each year">
        <div className="table-scroll">
          <table className="data-table figures-table">
            <caption>
              {usd(inputs.cost)} a year today, rising {percent(inputs.growth)} a year
            </caption>
            <thead>
              <tr>
                <th scope="col">Year</th>
                <th scope="col">Academic year</th>
                <th scope="col">Cost</th>
              </tr>
            </thead>
            <tbody>
              {result.years.map((y) => (
                <tr key={y.year}>
                  <th scope="row">{y.year}</th>
                  <td>{y.academicYear}</td>
                  <td>{usd(y.cost)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2}>
                  In all
                </th>
                <td>{usd(result.totalCost)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      </ScheduleSection>

      <ChartFigure
        id="college-balance"
        title="Savings year by year"
        summary={`From ${usd(inputs.savings)} today to ${usd(result.neededAtStart)} when college starts in ${result.startYear}, then paying each year's bill until ${last.academicYear}.`}
        chart={
          <PairedBarChart
            points={chartPoints}
            series={[
              { name: "first", label: "Savings", color: "navy.8" },
              { name: "second", label: "Paid for college", color: "gold.7" },
            ]}
          />
        }
        table={
          <table className="data-table figures-table">
            <caption className="visually-hidden">Savings and college bills by year</caption>
            <thead>
              <tr>
                <th scope="col">Year</th>
                <th scope="col">Paid for college</th>
                <th scope="col">Savings after</th>
              </tr>
            </thead>
            <tbody>
              {result.balances.map((p) => (
                <tr key={p.yearsFromNow}>
                  <th scope="row">{p.year}</th>
                  <td>{p.paid === "0.00" ? "—" : usd(p.paid)}</td>
                  <td>{usd(p.balance)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        }
      />

      <ScheduleSection name="college-compare" title="Other outcomes">
        <div className="table-scroll">
          <table className="data-table figures-table" data-testid="college-compare">
            <caption>The monthly saving if the return or the start were different</caption>
            <thead>
              <tr>
                <th scope="col">Plan</th>
                <th scope="col">Return a year</th>
                <th scope="col">Saving for</th>
                <th scope="col">Each month</th>
              </tr>
            </thead>
            <tbody>
              {result.compare.map((row) => (
                <tr key={row.key}>
                  <th scope="row">{COLLEGE_COMPARISON_TITLES[row.key]}</th>
                  <td>{percent(row.return)}</td>
                  <td>{yearsInWords(row.savingYears)}</td>
                  <td>{usd(row.monthly)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ScheduleSection>

      <Assumptions assumptions={result.assumptions} disclaimer={result.disclaimer} />
    </>
  );
}
