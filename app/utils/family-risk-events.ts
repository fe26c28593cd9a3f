import { eventUid, type AllDayEvent } from "#core/calendar/icalendar";
import type { FamilyRiskResponse } from "#core/contracts/family-risk";
import { formatCalendarDate } from "#core/format";
import { RENEWAL_NOTICE_DAYS } from "#core/insurance/family-risk";
import { daysAfter } from "#core/planning/dates";
import { usdWhole } from "./calculators";

/**
 * The family's renewals as all-day events: for each policy still to renew, the day to send the
 * broker the changes (the notice window before it, while that day is ahead) and the renewal itself.
 * A renewal already past is left out: the page asks the member to check it and enter the new date.
 */
export function familyRiskEvents(result: FamilyRiskResponse): AllDayEvent[] {
  return result.policies.flatMap((p): AllDayEvent[] => {
    if (p.daysToRenewal < 0) return [];
    const cover = `${p.kindLabel}: ${usdWhole(p.limit)} of cover for ${usdWhole(p.premium)} a year.`;
    const events: AllDayEvent[] = [];
    if (p.daysToRenewal >= RENEWAL_NOTICE_DAYS) {
      events.push({
        uid: eventUid([p.name, p.renewal, "prepare"]),
        date: daysAfter(p.renewal, -RENEWAL_NOTICE_DAYS),
        summary: `Send the broker the changes: ${p.name}`,
        description: `Renews on ${formatCalendarDate(p.renewal)}, ${RENEWAL_NOTICE_DAYS} days from this day: time to shop it. ${cover}`,
      });
    }
    events.push({ uid: eventUid([p.name, p.renewal, "renewal"]), date: p.renewal, summary: `${p.name} renews`, description: cover });
    return events;
  });
}
