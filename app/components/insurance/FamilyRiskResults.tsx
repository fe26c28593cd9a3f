import { lazy } from "react";
import type { FamilyRiskResponse } from "#core/contracts/family-risk";
import { daysFromToday, daysFromTodayTitle, formatCalendarDate } from "#core/format";
import { RENEWAL_NOTICE_DAYS } from "#core/insurance/family-risk";
import { Assumptions } from "~/components/planning/Assumptions";
import { CalendarDownload } from "~/components/planning/CalendarDownload";
import { ChartFigure } from "~/components/planning/ChartFigure";
import { DataTable } from "~/components/planning/DataTable";
import { Figures } from "~/components/planning/Figures";
import { FindingSentences } from "~/components/planning/FindingSentences";
import { PointsSection } from "~/components/planning/PointsSection";
import { ScheduleSection } from "~/components/planning/ScheduleSection";
import { dollarsForChart, usdWhole } from "~/utils/calculators";
import { FAMILY_CALENDAR_FILES } from "~/utils/family-calendar-files";
import { familyRiskEvents } from "~/utils/family-risk-events";

const PairedBarChart = lazy(() => import("~/components/charts/PairedBarChart"));

/** When a policy renews, from today: "In 18 days", "Today"; a past day asks the member to check. */
const renewsIn = (days: number) => (days < 0 ? "Past: check it renewed" : daysFromTodayTitle(days));

/** The family's policies in one review: cost, renewals, the liability cover and what is under-insured. */
export function FamilyRiskResults({ result, query }: { result: FamilyRiskResponse; query: Partial<Record<string, string>> }) {
  const valued = result.policies.filter((p) => p.value !== null);
  const gap = Number(result.liabilityGap) > 0;
  // The next renewal may lie beyond the notice window: the note says when, so the count and the name never disagree.
  const next = result.policies.find((p) => p.daysToRenewal >= 0);
  return (
    <>
      <Figures
        label="Family risk review results"
        items={[
          { term: "Premiums a year", value: usdWhole(result.premium), note: `${result.inputs.count} ${result.inputs.count === 1 ? "policy" : "policies"}`, testId: "family-risk-premium" },
          {
            term: `Renewing within ${RENEWAL_NOTICE_DAYS} days`,
            value: String(result.upcoming),
            note: next ? `Next: ${next.name}, ${daysFromToday(next.daysToRenewal)}` : "None ahead",
            testId: "family-risk-upcoming",
          },
          {
            term: "Liability beyond the umbrella",
            value: usdWhole(result.liabilityGap),
            note: gap ? `Umbrella ${usdWhole(result.umbrella)} against ${usdWhole(result.inputs.worth)}` : "Your umbrella covers your net worth",
            testId: "family-risk-gap",
          },
        ]}
      />
      <FindingSentences id="family-risk-findings" findings={result.findings} testId="family-risk-findings" />

      <ScheduleSection name="family-risk-policies" title="The policies, by renewal">
        <DataTable label="The family's policies, by renewal" caption="Each policy's kind, limit, premium, renewal and share insured, next renewal first" testId="family-risk-policies-table">
          <thead>
            <tr>
              <th scope="col">Policy</th>
              <th scope="col">Kind</th>
              <th scope="col">Limit</th>
              <th scope="col">Premium a year</th>
              <th scope="col">Renews</th>
              <th scope="col">Insured</th>
            </tr>
          </thead>
          <tbody>
            {result.policies.map((p) => (
              <tr key={`${p.name}-${p.renewal}`}>
                <th scope="row">{p.name}</th>
                <td>{p.kindLabel}</td>
                <td>{usdWhole(p.limit)}</td>
                <td>{usdWhole(p.premium)}</td>
                <td>
                  {formatCalendarDate(p.renewal)}
                  <div className="figure-note">{renewsIn(p.daysToRenewal)}</div>
                </td>
                <td>
                  {p.insured === null ? "—" : `${p.insured}%`}
                  {Number(p.short) > 0 ? <div className="figure-note">{usdWhole(p.short)} short</div> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
        <CalendarDownload
          file={FAMILY_CALENDAR_FILES.risk}
          query={query}
          note={`Each renewal still ahead, and the day ${RENEWAL_NOTICE_DAYS} days before it to send the broker the changes, as all-day events for Apple Calendar, Google Calendar or Outlook.`}
          events={familyRiskEvents(result)}
          noneAhead="Every renewal here has gone by: enter each policy's new renewal date for a calendar to download."
          testId="family-risk-download"
        />
      </ScheduleSection>

      {valued.length > 0 ? (
        <ChartFigure
          id="family-risk-insured"
          title="Insured against the cost to replace"
          summary={`${valued.length} ${valued.length === 1 ? "policy has" : "policies have"} a cost to replace; ${result.policies.filter((p) => Number(p.short) > 0).length} of them fall short.`}
          chart={
            <PairedBarChart
              points={valued.map((p) => ({ label: p.name, first: dollarsForChart(p.limit), second: dollarsForChart(p.value!) }))}
              series={[
                { name: "first", label: "Limit", color: "navy.8" },
                { name: "second", label: "Cost to replace", color: "gold.7" },
              ]}
            />
          }
          table={
            <table className="data-table figures-table" data-testid="family-risk-insured-table">
              <caption className="visually-hidden">Each valued policy's limit against its cost to replace</caption>
              <thead>
                <tr>
                  <th scope="col">Policy</th>
                  <th scope="col">Limit</th>
                  <th scope="col">Cost to replace</th>
                  <th scope="col">Short</th>
                </tr>
              </thead>
              <tbody>
                {valued.map((p) => (
                  <tr key={`${p.name}-${p.renewal}`}>
                    <th scope="row">{p.name}</th>
                    <td>{usdWhole(p.limit)}</td>
                    <td>{usdWhole(p.value!)}</td>
                    <td>{usdWhole(p.short)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          }
        />
      ) : null}

      <ScheduleSection name="family-risk-kinds" title="Premium and cover by kind">
        <table className="data-table figures-table" data-testid="family-risk-kinds-table">
          <caption className="visually-hidden">Each kind of policy's count, premium and total limit</caption>
          <thead>
            <tr>
              <th scope="col">Kind</th>
              <th scope="col">Policies</th>
              <th scope="col">Premium a year</th>
              <th scope="col">Limits</th>
            </tr>
          </thead>
          <tbody>
            {result.byKind.map((k) => (
              <tr key={k.kind}>
                <th scope="row">{k.label}</th>
                <td>{k.count}</td>
                <td>{usdWhole(k.premium)}</td>
                <td>{usdWhole(k.limit)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScheduleSection>

      <PointsSection id="family-risk-steps" title="Managing the family's cover" points={result.steps} testId="family-risk-steps" ordered />
      <Assumptions assumptions={result.assumptions} disclaimer={result.disclaimer} />
    </>
  );
}
