import type { LoaderFunctionArgs } from "@remix-run/node";
import { familyCalendarContract } from "#core/contracts/family-calendar";
import { calculate } from "~/upstream/planning.server";
import { calendarFileResponse } from "~/utils/calendar-file.server";
import { FAMILY_CALENDAR_KEYS } from "~/utils/calculators";
import { FAMILY_CALENDAR_FILES } from "~/utils/family-calendar-files";
import { familyTaxEvents } from "~/utils/family-tax-events";

// The family tax calendar as an iCalendar file, from the same query as the page: the API answers
// it, so the file holds exactly what the page shows.
export async function loader(args: LoaderFunctionArgs) {
  const { answer } = await calculate(args, { service: "tax", contract: familyCalendarContract, keys: FAMILY_CALENDAR_KEYS, example: {} });
  return calendarFileResponse(answer, FAMILY_CALENDAR_FILES.tax, familyTaxEvents);
}
