import type { AllDayEvent } from "#core/calendar/icalendar";
import { Button } from "#mantine/components/Button/Button.mjs";
import { calendarFileHref, type CalendarFile } from "~/utils/family-calendar-files";

/**
 * A calendar's download under its table: the page's own query as an iCalendar file. The page hands
 * in the events the file would hold (the same function the download's route uses), so the page and
 * the file never disagree on what is ahead: with none, the page says so instead of offering an
 * empty file.
 */
export function CalendarDownload({ file, query, note, testId, events, noneAhead }: { file: CalendarFile; query: Partial<Record<string, string>>; note: string; testId: string; events: readonly AllDayEvent[]; noneAhead: string }) {
  if (events.length === 0) {
    return (
      <p className="figure-note" data-testid={testId}>
        {noneAhead}
      </p>
    );
  }
  return (
    <div className="calendar-download">
      <Button component="a" href={calendarFileHref(file, query)} download={file.fileName} variant="light" data-testid={testId}>
        Download the calendar (.ics)
      </Button>
      <p className="figure-note">{note}</p>
    </div>
  );
}
