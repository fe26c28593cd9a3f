import type { AllDayEvent } from "#core/calendar/icalendar";
import type { FamilyCalendarResponse } from "#core/contracts/family-calendar";
import { deadlineEvents } from "./deadline-events";

/** The family tax calendar's deadlines still ahead as all-day events, each titled by its form and its filer. */
export function familyTaxEvents(result: FamilyCalendarResponse): AllDayEvent[] {
  return deadlineEvents(result.deadlines, (d) => ({ id: [String(d.filer), d.form, d.kind, String(d.quarter ?? 0)], summary: `${d.form}: ${d.name}`, about: d.what }));
}
