import { eventUid, type AllDayEvent } from "#core/calendar/icalendar";
import type { FamilyLiabilitiesResponse } from "#core/contracts/family-liabilities";
import { formatCalendarDate } from "#core/format";
import { REFINANCE_WINDOW_MONTHS } from "#core/loans/family-liabilities";
import { addMonths } from "#core/planning/dates";
import { usdWhole } from "./calculators";

/**
 * The family's maturities as all-day events: for each loan not yet due, the day its refinancing
 * window opens (while that day is ahead) and its maturity. A loan past maturity is left out: the
 * page asks the member to settle or extend it.
 */
export function familyLoanEvents(result: FamilyLiabilitiesResponse): AllDayEvent[] {
  return result.loans.flatMap((l): AllDayEvent[] => {
    if (l.maturity < result.today) return [];
    const terms = `${usdWhole(l.balance)} at ${l.rate}%, ${l.rateKindLabel.toLowerCase()}. ${l.collateral === "none" ? "Unsecured" : `Collateral: ${l.collateralLabel.toLowerCase()}`}.`;
    const events: AllDayEvent[] = [];
    const opens = addMonths(l.maturity, -REFINANCE_WINDOW_MONTHS);
    if (opens >= result.today) {
      events.push({
        uid: eventUid([l.name, l.maturity, "refinance"]),
        date: opens,
        summary: `Start refinancing: ${l.name}`,
        description: `Matures on ${formatCalendarDate(l.maturity)}, ${REFINANCE_WINDOW_MONTHS} months from this day: time for lenders to re-underwrite it. ${terms}`,
      });
    }
    events.push({ uid: eventUid([l.name, l.maturity, "maturity"]), date: l.maturity, summary: `${l.name} matures`, description: terms });
    return events;
  });
}
