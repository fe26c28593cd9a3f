import { Button } from "#mantine/components/Button/Button.mjs";
import { calendarFileHref, type CalendarFile } from "~/utils/family-calendar-files";

/** A family calendar's download under its table: the page's own query as an iCalendar file. */
export function CalendarDownload({ file, query, note, testId }: { file: CalendarFile; query: Partial<Record<string, string>>; note: string; testId: string }) {
  return (
    <div className="calendar-download">
      <Button component="a" href={calendarFileHref(file, query)} download={file.fileName} variant="light" data-testid={testId}>
        Download the calendar (.ics)
      </Button>
      <p className="figure-note">{note}</p>
    </div>
  );
}
