import { eventUid, type AllDayEvent } from "#core/calendar/icalendar";
import type { FamilyLegalResponse } from "#core/contracts/family-legal";
import { formatCalendarDate } from "#core/format";

/**
 * The family legal calendar's days as all-day events: for each matter still ahead, its day to act
 * (when it needs notice and that day has not gone by) and its date. A date already past is left out:
 * a calendar is for what is to come.
 */
export function familyLegalEvents(result: FamilyLegalResponse): AllDayEvent[] {
  return result.matters.flatMap((m): AllDayEvent[] => {
    if (m.status === "past") return [];
    const events: AllDayEvent[] = [];
    if (m.noticeDays > 0 && m.status !== "missed") {
      events.push({
        uid: eventUid([m.name, m.actBy, "act"]),
        date: m.actBy,
        summary: `${m.action}: ${m.name}`,
        description: `${m.kindLabel}. ${m.renewalLabel} on ${formatCalendarDate(m.date)}, with ${m.noticeDays} days of notice.`,
      });
    }
    events.push({
      uid: eventUid([m.name, m.date, "date"]),
      date: m.date,
      summary: m.noticeDays > 0 ? `${m.name}: ${m.renewalLabel.toLowerCase()}` : `Due: ${m.name}`,
      description: m.kindLabel,
    });
    return events;
  });
}
