import { formatCalendarDate } from "#core/format";

/** A deadline's date as the IRS keeps it, with the rule's own date when a weekend or holiday moved it. */
export function DueDate({ date, statutory }: { date: string; statutory: string }) {
  return (
    <>
      {formatCalendarDate(date)}
      {date !== statutory ? <span className="figure-note"> (moved from {formatCalendarDate(statutory)})</span> : null}
    </>
  );
}
