import { lazy } from "react";
import { Link } from "@remix-run/react";
import type { FamilyLiabilitiesResponse } from "#core/contracts/family-liabilities";
import { formatCalendarDate } from "#core/format";
import { REFINANCE_WINDOW_MONTHS } from "#core/loans/family-liabilities";
import { Assumptions } from "~/components/planning/Assumptions";
import { CalendarDownload } from "~/components/planning/CalendarDownload";
import { ChartFigure } from "~/components/planning/ChartFigure";
import { DataTable } from "~/components/planning/DataTable";
import { Figures } from "~/components/planning/Figures";
import { FindingSentences } from "~/components/planning/FindingSentences";
import { PointsSection } from "~/components/planning/PointsSection";
import { ScheduleSection } from "~/components/planning/ScheduleSection";
import { dollarsForChart, usd, usdWhole } from "~/utils/calculators";
import { FAMILY_CALENDAR_FILES } from "~/utils/family-calendar-files";
import { familyLoanEvents } from "~/utils/family-loan-events";

const PairedBarChart = lazy(() => import("~/components/charts/PairedBarChart"));

/** When a loan comes due, from this month: "in 9 months", "this month", "past". */
const dueIn = (months: number) => (months < 0 ? "Past maturity" : months === 0 ? "This month" : months === 1 ? "In 1 month" : `In ${months} months`);

/** The family's loans in one view: what they cost, when they come due, the rate risk and the collateral. */
export function FamilyLiabilitiesResults({ result, query }: { result: FamilyLiabilitiesResponse; query: Partial<Record<string, string>> }) {
  const due = result.ladder.filter((y) => y.count > 0);
  const securities = result.collateral.some((c) => c.kind === "securities");
  return (
    <>
      <Figures
        label="Family balance sheet results"
        items={[
          { term: "Total debt", value: usdWhole(result.total), note: `${result.inputs.count} ${result.inputs.count === 1 ? "loan" : "loans"} at ${result.weightedRate}% on average`, testId: "family-debt-total" },
          { term: "Interest a year", value: usdWhole(result.interest), note: `${usdWhole(result.variable)} at variable rates`, testId: "family-debt-interest" },
          {
            term: "Due within 12 months",
            value: usdWhole(result.dueWithinYear),
            note: result.liquidity.covered ? "Your liquid assets cover it" : `${usdWhole(result.liquidity.shortfall)} beyond your liquid assets`,
            testId: "family-debt-due",
          },
        ]}
      />
      <FindingSentences id="family-debt-findings" findings={result.findings} testId="family-debt-findings" />

      <ScheduleSection name="family-debt-loans" title="The loans, by maturity">
        <DataTable label="The family's loans, by maturity" caption="Each loan's balance, rate, maturity, a year's interest and collateral, first due first" testId="family-debt-loans-table">
          <thead>
            <tr>
              <th scope="col">Loan</th>
              <th scope="col">Balance</th>
              <th scope="col">Rate</th>
              <th scope="col">Matures</th>
              <th scope="col">Interest a year</th>
              <th scope="col">Collateral</th>
            </tr>
          </thead>
          <tbody>
            {result.loans.map((l) => (
              <tr key={`${l.name}-${l.maturity}`}>
                <th scope="row">{l.name}</th>
                <td>{usdWhole(l.balance)}</td>
                <td>
                  {l.rate}%<div className="figure-note">{l.rateKindLabel}</div>
                </td>
                <td>
                  {formatCalendarDate(l.maturity)}
                  <div className="figure-note">
                    {dueIn(l.monthsLeft)}
                    {l.refinance ? "; refinance now" : ""}
                  </div>
                </td>
                <td>{usdWhole(l.interest)}</td>
                <td>{l.collateralLabel}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
        <CalendarDownload
          file={FAMILY_CALENDAR_FILES.loans}
          query={query}
          note={`Each maturity still ahead, and the day ${REFINANCE_WINDOW_MONTHS} months before it when refinancing should start, as all-day events for Apple Calendar, Google Calendar or Outlook.`}
          events={familyLoanEvents(result)}
          noneAhead="Every loan here is past maturity: enter each loan's new maturity for a calendar to download."
          testId="family-debt-download"
        />
      </ScheduleSection>

      <ChartFigure
        id="family-debt-ladder"
        title="What comes due each year"
        summary={`${usdWhole(result.total)} comes due from ${result.ladder[0]!.year} to ${result.ladder.at(-1)!.year}; the largest year is ${due.reduce((top, y) => (Number(y.amount) > Number(top.amount) ? y : top), due[0]!).year}.`}
        chart={<PairedBarChart points={result.ladder.map((y) => ({ label: String(y.year), first: dollarsForChart(y.amount) }))} series={[{ name: "first", label: "Coming due", color: "navy.8" }]} />}
        table={
          <table className="data-table figures-table" data-testid="family-debt-ladder-table">
            <caption className="visually-hidden">The balance coming due in each year that has a maturity</caption>
            <thead>
              <tr>
                <th scope="col">Year</th>
                <th scope="col">Loans</th>
                <th scope="col">Coming due</th>
              </tr>
            </thead>
            <tbody>
              {due.map((y) => (
                <tr key={y.year}>
                  <th scope="row">{y.year}</th>
                  <td>{y.count}</td>
                  <td>{usd(y.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        }
      />

      <ScheduleSection name="family-debt-collateral" title="What secures the debt">
        <table className="data-table figures-table" data-testid="family-debt-collateral-table">
          <caption className="visually-hidden">The debt by kind of collateral, with its share</caption>
          <thead>
            <tr>
              <th scope="col">Collateral</th>
              <th scope="col">Debt</th>
              <th scope="col">Share</th>
            </tr>
          </thead>
          <tbody>
            {result.collateral.map((c) => (
              <tr key={c.kind}>
                <th scope="row">{c.label}</th>
                <td>{usd(c.amount)}</td>
                <td>{c.share}%</td>
              </tr>
            ))}
          </tbody>
        </table>
        {securities ? (
          <p>
            How far a line against your holdings here could go, and what a fall in the market does to it: <Link to="/myworld/service/loans/credit-line">the credit line</Link>.
          </p>
        ) : null}
      </ScheduleSection>

      <PointsSection id="family-debt-steps" title="Managing the family's debt" points={result.steps} testId="family-debt-steps" ordered />
      <Assumptions assumptions={result.assumptions} disclaimer={result.disclaimer} />
    </>
  );
}
