import { eventUid, type AllDayEvent } from "#core/calendar/icalendar";
import type { FamilyCalendarResponse } from "#core/contracts/family-calendar";
import { formatCalendarDate } from "#core/format";

/**
 * The family tax calendar's deadlines still ahead as all-day events, on the date the IRS keeps (the
 * rule's own date named when a weekend or holiday moved it). A calendar is for what is to come, so
 * the deadlines past are left out.
 */
export function familyTaxEvents(result: FamilyCalendarResponse): AllDayEvent[] {
  return result.deadlines
    .filter((d) => !d.past)
    .map((d) => ({
      uid: eventUid([String(d.filer), d.form, d.kind, String(d.quarter ?? 0), d.date]),
      date: d.date,
      summary: `${d.form}: ${d.name}`,
      description: d.date === d.statutory ? d.what : `${d.what}. Moved from ${formatCalendarDate(d.statutory)} by a weekend or holiday.`,
    }));
}
