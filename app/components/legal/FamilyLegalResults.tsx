import type { FamilyLegalResponse } from "#core/contracts/family-legal";
import { daysFromToday, daysFromTodayTitle, formatCalendarDate } from "#core/format";
import { ACT_SOON_DAYS } from "#core/legal/family-matters";
import { Assumptions } from "~/components/planning/Assumptions";
import { CalendarDownload } from "~/components/planning/CalendarDownload";
import { DataTable } from "~/components/planning/DataTable";
import { Figures } from "~/components/planning/Figures";
import { FindingSentences } from "~/components/planning/FindingSentences";
import { PointsSection } from "~/components/planning/PointsSection";
import { ScheduleSection } from "~/components/planning/ScheduleSection";
import { FAMILY_CALENDAR_FILES } from "~/utils/family-calendar-files";
import { familyLegalEvents } from "~/utils/family-legal-events";

type Status = FamilyLegalResponse["matters"][number]["status"];

const STATUS_LABELS: Readonly<Record<Status, string>> = { past: "Date passed", missed: "Notice day missed", soon: "Act soon", later: "Ahead" };

/** The family's legal matters in the order to act, with a download of their days for the family's calendars. */
export function FamilyLegalResults({ result, query }: { result: FamilyLegalResponse; query: Partial<Record<string, string>> }) {
  const next = result.matters.find((m) => m.status === "soon" || m.status === "later");
  return (
    <>
      <Figures
        label="Family legal calendar results"
        items={[
          { term: "Matters", value: String(result.inputs.count), note: result.byKind.map((k) => `${k.count} ${k.label.toLowerCase()}`).join(", "), testId: "family-legal-count" },
          { term: `To act within ${ACT_SOON_DAYS} days`, value: String(result.soon), note: next ? `Next: ${next.name}, ${daysFromToday(next.daysToAct)}` : "Nothing ahead", testId: "family-legal-soon" },
          { term: "Notice days missed", value: String(result.missed), note: result.past === 1 ? "1 date passed" : `${result.past} dates passed`, testId: "family-legal-missed" },
        ]}
      />
      <FindingSentences id="family-legal-findings" findings={result.findings} testId="family-legal-findings" />

      <ScheduleSection name="family-legal-matters" title="In the order to act">
        <DataTable label="The family's matters, in the order to act" caption="Each matter's day to act, what to do then, its date and what happens on it" testId="family-legal-table">
          <thead>
            <tr>
              <th scope="col">Day to act</th>
              <th scope="col">Matter</th>
              <th scope="col">What to do</th>
              <th scope="col">Date</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {result.matters.map((m) => (
              <tr key={`${m.name}-${m.date}`}>
                <td>
                  {formatCalendarDate(m.actBy)}
                  <div className="figure-note">{daysFromTodayTitle(m.daysToAct)}</div>
                </td>
                <th scope="row">
                  {m.name}
                  <div className="figure-note">{m.kindLabel}</div>
                </th>
                <td>{m.noticeDays > 0 ? `${m.action} (${m.noticeDays} days)` : m.action}</td>
                <td>
                  {formatCalendarDate(m.date)}
                  <div className="figure-note">{m.renewalLabel}</div>
                </td>
                <td>{STATUS_LABELS[m.status]}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
        <CalendarDownload
          file={FAMILY_CALENDAR_FILES.legal}
          query={query}
          note="Each day to act and each date still ahead, as all-day events for Apple Calendar, Google Calendar or Outlook."
          events={familyLegalEvents(result)}
          noneAhead="Every date here has gone by: enter each matter's next date for a calendar to download."
          testId="family-legal-download"
        />
      </ScheduleSection>

      <PointsSection id="family-legal-steps" title="Keeping the family's legal dates" points={result.steps} testId="family-legal-steps" ordered />
      <Assumptions assumptions={result.assumptions} disclaimer={result.disclaimer} />
    </>
  );
}
