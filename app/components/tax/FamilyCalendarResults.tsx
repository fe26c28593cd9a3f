import type { FamilyCalendarResponse } from "#core/contracts/family-calendar";
import { formatCalendarDate } from "#core/format";
import { UPCOMING_DAYS } from "#core/messages/family-calendar";
import { Assumptions } from "~/components/planning/Assumptions";
import { CalendarDownload } from "~/components/planning/CalendarDownload";
import { DueDate } from "~/components/tax/DueDate";
import { DataTable } from "~/components/planning/DataTable";
import { Figures } from "~/components/planning/Figures";
import { FindingSentences } from "~/components/planning/FindingSentences";
import { PointsSection } from "~/components/planning/PointsSection";
import { ScheduleSection } from "~/components/planning/ScheduleSection";
import { FAMILY_CALENDAR_FILES } from "~/utils/family-calendar-files";
import { familyTaxEvents } from "~/utils/family-tax-events";

type Deadline = FamilyCalendarResponse["deadlines"][number];

/** One deadline's row: the date the IRS keeps (the rule's own when a weekend or holiday moved it), the filer, the form, what is due. */
function DeadlineRow({ d }: { d: Deadline }) {
  return (
    <tr>
      <th scope="row">
        <DueDate date={d.date} statutory={d.statutory} />
      </th>
      <td>{d.name}</td>
      <td className="keep-together">{d.form}</td>
      <td>{d.what}</td>
      <td>{d.past ? "Past" : d.upcoming ? `Within ${UPCOMING_DAYS} days` : "Ahead"}</td>
    </tr>
  );
}

function DeadlineTable({ rows, caption, testId }: { rows: Deadline[]; caption: string; testId: string }) {
  return (
    <DataTable label={caption} caption={caption} testId={testId}>
      <thead>
        <tr>
          <th scope="col">Due</th>
          <th scope="col">Filer</th>
          <th scope="col">Form</th>
          <th scope="col">What</th>
          <th scope="col">When</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((d) => (
          <DeadlineRow key={`${d.date}-${d.filer}-${d.kind}-${d.quarter ?? 0}`} d={d} />
        ))}
      </tbody>
    </DataTable>
  );
}

/** The family tax calendar: the next deadlines, then the whole year month by month. */
export function FamilyCalendarResults({ result, query }: { result: FamilyCalendarResponse; query: Partial<Record<string, string>> }) {
  const upcoming = result.deadlines.filter((d) => d.upcoming);
  const next = result.deadlines.find((d) => !d.past);
  const byMonth = result.months.map((m) => ({ ...m, rows: result.deadlines.filter((d) => d.date.startsWith(m.month)) }));
  return (
    <>
      <Figures
        label="Family tax calendar results"
        items={[
          { term: `Deadlines of the ${result.inputs.year} tax year`, value: String(result.deadlines.length), note: `For ${result.inputs.filers.length} ${result.inputs.filers.length === 1 ? "filer" : "filers"}`, testId: "calendar-count" },
          { term: `In the next ${UPCOMING_DAYS} days`, value: String(upcoming.length), note: `From ${formatCalendarDate(result.today)}`, testId: "calendar-upcoming" },
          { term: "Next", value: next ? formatCalendarDate(next.date) : "None left", note: next ? `${next.form}, ${next.name}` : undefined, testId: "calendar-next" },
        ]}
      />
      <FindingSentences id="calendar-findings" findings={result.findings} testId="calendar-findings" />

      {upcoming.length > 0 ? (
        <ScheduleSection name="calendar-upcoming" title={`The next ${UPCOMING_DAYS} days`}>
          <DeadlineTable rows={upcoming} caption={`Deadlines in the next ${UPCOMING_DAYS} days`} testId="calendar-upcoming-table" />
        </ScheduleSection>
      ) : null}

      <ScheduleSection name="calendar-year" title={`The ${result.inputs.year} tax year, month by month`}>
        {byMonth.map((m) => (
          <details key={m.month} className="chart-table" open={m.rows.some((d) => !d.past)}>
            <summary>
              {m.label}: {m.count} {m.count === 1 ? "deadline" : "deadlines"}
            </summary>
            <DeadlineTable rows={m.rows} caption={`Deadlines in ${m.label}`} testId={`calendar-month-${m.month}`} />
          </details>
        ))}
        <CalendarDownload
          file={FAMILY_CALENDAR_FILES.tax}
          query={query}
          note="Each deadline still ahead, on the date the IRS keeps, as all-day events for Apple Calendar, Google Calendar or Outlook."
          events={familyTaxEvents(result)}
          noneAhead={`Every deadline of the ${result.inputs.year} tax year has gone by: choose a later year for a calendar to download.`}
          testId="calendar-download"
        />
      </ScheduleSection>

      <PointsSection id="calendar-steps" title="Running the calendar" points={result.steps} testId="calendar-steps" ordered />
      <Assumptions assumptions={result.assumptions} disclaimer={result.disclaimer} />
    </>
  );
}
