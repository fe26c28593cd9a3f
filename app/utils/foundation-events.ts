import type { AllDayEvent } from "#core/calendar/icalendar";
import type { FoundationResponse } from "#core/contracts/private-foundation";
import { deadlineEvents } from "./deadline-events";

/** The private foundation's deadlines still ahead as all-day events: its estimates, its return and the year's payout. */
export function foundationEvents(result: FoundationResponse): AllDayEvent[] {
  return deadlineEvents(result.calendar, (c) => ({ id: ["foundation", c.form, c.what], summary: `Foundation: ${c.what}`, about: c.form }));
}
