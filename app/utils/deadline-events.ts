import { eventUid, type AllDayEvent } from "#core/calendar/icalendar";
import { formatCalendarDate } from "#core/format";

/** A tax deadline as the answers give it: the date kept, the rule's own date, and whether it has gone by. */
type Deadline = { date: string; statutory: string; past: boolean };

/**
 * Deadlines still ahead as all-day events, on the date the IRS keeps, the rule's own date named when
 * a weekend or holiday moved it. A calendar is for what is to come, so the deadlines past are left
 * out. `describe` names each: the parts of its id (the date is added, so the id stays the same from
 * one download to the next), its title and what it is.
 */
export function deadlineEvents<D extends Deadline>(deadlines: readonly D[], describe: (deadline: D) => { id: string[]; summary: string; about: string }): AllDayEvent[] {
  return deadlines
    .filter((d) => !d.past)
    .map((d) => {
      const { id, summary, about } = describe(d);
      return {
        uid: eventUid([...id, d.date]),
        date: d.date,
        summary,
        description: d.date === d.statutory ? about : `${about}. Moved from ${formatCalendarDate(d.statutory)} by a weekend or holiday.`,
      };
    });
}
