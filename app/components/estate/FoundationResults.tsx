import { lazy } from "react";
import type { FoundationResponse } from "#core/contracts/private-foundation";
import { Assumptions } from "~/components/planning/Assumptions";
import { CalendarDownload } from "~/components/planning/CalendarDownload";
import { ChartFigure } from "~/components/planning/ChartFigure";
import { DataTable } from "~/components/planning/DataTable";
import { Figures } from "~/components/planning/Figures";
import { FindingSentences } from "~/components/planning/FindingSentences";
import { PointsSection } from "~/components/planning/PointsSection";
import { ScheduleSection } from "~/components/planning/ScheduleSection";
import { DueDate } from "~/components/tax/DueDate";
import { dollarsForChart, usd, usdWhole } from "~/utils/calculators";
import { FAMILY_CALENDAR_FILES } from "~/utils/family-calendar-files";
import { foundationEvents } from "~/utils/foundation-events";

const PairedBarChart = lazy(() => import("~/components/charts/PairedBarChart"));
const PairedAreaChart = lazy(() => import("~/components/charts/PairedAreaChart"));

/** Each year either vehicle deducts something, with what each deducts (nothing is "0.00"). */
function deductionRows([foundation, daf]: FoundationResponse["deductions"]) {
  const years = [...new Set([...foundation.years, ...daf.years].map((y) => y.year))].sort((a, b) => a - b);
  const of = (s: typeof foundation, year: number) => s.years.find((y) => y.year === year)?.deduction ?? "0.00";
  return years.map((year) => ({ year, foundation: of(foundation, year), daf: of(daf, year) }));
}

/** The deduction, year by year, of the gift in each vehicle, and what neither deducts. */
function DeductionTable({ deductions }: { deductions: FoundationResponse["deductions"] }) {
  const [foundation, daf] = deductions;
  return (
    <table className="data-table figures-table" data-testid="foundation-deductions-table">
      <caption className="visually-hidden">The gift's deduction each year in a private foundation and in a donor-advised fund</caption>
      <thead>
        <tr>
          <th scope="col">Year</th>
          <th scope="col">{foundation.label}</th>
          <th scope="col">{daf.label}</th>
        </tr>
      </thead>
      <tbody>
        {deductionRows(deductions).map((row) => (
          <tr key={row.year}>
            <th scope="row">{row.year}</th>
            <td>{usd(row.foundation)}</td>
            <td>{usd(row.daf)}</td>
          </tr>
        ))}
        <tr>
          <th scope="row">Never deducted</th>
          <td>{usd(foundation.lost)}</td>
          <td>{usd(daf.lost)}</td>
        </tr>
      </tbody>
    </table>
  );
}

/** The private foundation: the gift's deduction against a donor-advised fund's, the foundation's years, its calendar and rules. */
export function FoundationResults({ result, query }: { result: FoundationResponse; query: Partial<Record<string, string>> }) {
  const { deductions, projection, inputs } = result;
  const [foundation, daf] = deductions;
  const first = projection.years[0]!;
  let cumulative = 0;
  const points = projection.years.map((y) => {
    cumulative += dollarsForChart(y.grants);
    return { label: String(y.year), first: dollarsForChart(y.end), second: cumulative };
  });
  return (
    <>
      <Figures
        label="Private foundation results"
        items={[
          { term: "Deducted in a foundation", value: usdWhole(foundation.deducted), note: `Up to ${usdWhole(foundation.cap)} a year; ${usdWhole(daf.deducted)} in a donor-advised fund`, testId: "foundation-deducted" },
          { term: "First year's minimum payout", value: usdWhole(first.minimum), note: `By December 31, ${inputs.year + 1}; ${usdWhole(first.grants)} of grants planned`, testId: "foundation-minimum" },
          { term: `Grants over ${inputs.years} ${inputs.years === 1 ? "year" : "years"}`, value: usdWhole(projection.grants), note: `${usdWhole(projection.end)} left at the end`, testId: "foundation-grants" },
        ]}
      />
      <FindingSentences id="foundation-findings" findings={result.findings} testId="foundation-findings" />

      <ChartFigure
        id="foundation-deductions"
        title="Your deduction each year: foundation or donor-advised fund"
        summary={`Of ${usdWhole(inputs.gift)} given, a foundation deducts ${usdWhole(foundation.deducted)} (${foundation.limit}% of income a year) and a donor-advised fund ${usdWhole(daf.deducted)} (${daf.limit}%).`}
        chart={
          <PairedBarChart
            points={deductionRows(deductions).map((row) => ({ label: String(row.year), first: dollarsForChart(row.foundation), second: dollarsForChart(row.daf) }))}
            series={[
              { name: "first", label: foundation.label, color: "navy.8" },
              { name: "second", label: daf.label, color: "gold.7" },
            ]}
          />
        }
        table={<DeductionTable deductions={deductions} />}
      />

      <ChartFigure
        id="foundation-years"
        title="The foundation's assets and its grants, year by year"
        summary={`Paying out ${inputs.payout}% a year at a ${inputs.growth}% return, it grants ${usdWhole(projection.grants)} over ${inputs.years} ${inputs.years === 1 ? "year" : "years"} and ends with ${usdWhole(projection.end)}.`}
        chart={
          <PairedAreaChart
            points={[{ label: "Start", first: dollarsForChart(inputs.gift), second: 0 }, ...points]}
            series={[
              { name: "first", label: "Assets at the year's end", color: "navy.8" },
              { name: "second", label: "Grants so far", color: "gold.7" },
            ]}
          />
        }
        table={
          <DataTable label="The foundation year by year" caption="Each year's return, excise tax, minimum payout, payout, running costs, grants and assets at the end" figures testId="foundation-years-table">
            <thead>
              <tr>
                <th scope="col">Year</th>
                <th scope="col">Return</th>
                <th scope="col">Excise tax</th>
                <th scope="col">Minimum payout</th>
                <th scope="col">Paid out</th>
                <th scope="col">Running costs</th>
                <th scope="col">Grants</th>
                <th scope="col">Assets at the end</th>
              </tr>
            </thead>
            <tbody>
              {projection.years.map((y) => (
                <tr key={y.year}>
                  <th scope="row">{y.year}</th>
                  <td>{usd(y.return)}</td>
                  <td>{usd(y.excise)}</td>
                  <td>{usd(y.minimum)}</td>
                  <td>{usd(y.paid)}</td>
                  <td>{usd(y.costs)}</td>
                  <td>{usd(y.grants)}</td>
                  <td>{usd(y.end)}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        }
      />

      <ScheduleSection name="foundation-compare" title="A foundation or a donor-advised fund">
        <DataTable label="A foundation or a donor-advised fund, compared" caption="What a private foundation and a donor-advised fund each give and ask" testId="foundation-compare-table">
          <thead>
            <tr>
              <th scope="col">What to weigh</th>
              <th scope="col">Private foundation</th>
              <th scope="col">Donor-advised fund</th>
            </tr>
          </thead>
          <tbody>
            {result.comparison.map((row) => (
              <tr key={row.topic}>
                <th scope="row">{row.topic}</th>
                <td>{row.foundation}</td>
                <td>{row.daf}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      </ScheduleSection>

      <ScheduleSection name="foundation-calendar" title={`The foundation’s ${inputs.year} deadlines`} anchor="compliance">
        <DataTable label={`The foundation's ${inputs.year} deadlines`} caption={`Each deadline of the foundation's ${inputs.year} tax year, and the payout of its distributable amount`} testId="foundation-calendar-table">
          <thead>
            <tr>
              <th scope="col">Due</th>
              <th scope="col">What</th>
              <th scope="col">Form or rule</th>
              <th scope="col">When</th>
            </tr>
          </thead>
          <tbody>
            {result.calendar.map((c) => (
              <tr key={`${c.date}-${c.what}`}>
                <th scope="row">
                  <DueDate date={c.date} statutory={c.statutory} />
                </th>
                <td>{c.what}</td>
                <td className="keep-together">{c.form}</td>
                <td>{c.past ? "Past" : "Ahead"}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
        <CalendarDownload
          file={FAMILY_CALENDAR_FILES.foundation}
          query={query}
          note="Each deadline still ahead, as all-day events for Apple Calendar, Google Calendar or Outlook."
          events={foundationEvents(result)}
          noneAhead={`Every deadline of ${inputs.year} has gone by: choose a later year of the gift for a calendar to download.`}
          testId="foundation-download"
        />
      </ScheduleSection>
      <PointsSection id="foundation-rules" title="The rules a foundation lives by" points={result.rules} testId="foundation-rules" />

      <div id="scholarships">
        <PointsSection id="foundation-scholarships" title="A scholarship program" points={result.scholarships} testId="foundation-scholarships" ordered />
      </div>
      <PointsSection id="foundation-steps" title="Setting up and running the foundation" points={result.steps} testId="foundation-steps" ordered />
      <Assumptions assumptions={result.assumptions} disclaimer={result.disclaimer} />
    </>
  );
}
