import { Button } from "#mantine/components/Button/Button.mjs";
import { calendarFileHref, type CalendarFile } from "~/utils/family-calendar-files";

/**
 * A calendar's download under its table: the page's own query as an iCalendar file. When nothing
 * is left ahead, the file would be empty: the page says so instead of offering it.
 */
export function CalendarDownload({ file, query, note, testId, noneAhead }: { file: CalendarFile; query: Partial<Record<string, string>>; note: string; testId: string; noneAhead: string | null }) {
  if (noneAhead !== null) {
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
