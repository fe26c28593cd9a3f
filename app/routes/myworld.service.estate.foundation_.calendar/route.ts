import type { LoaderFunctionArgs } from "@remix-run/node";
import { foundationContract } from "#core/contracts/private-foundation";
import { calculate } from "~/upstream/planning.server";
import { calendarFileResponse } from "~/utils/calendar-file.server";
import { FOUNDATION_KEYS } from "~/utils/calculators";
import { FAMILY_CALENDAR_FILES } from "~/utils/family-calendar-files";
import { foundationEvents } from "~/utils/foundation-events";

// The private foundation's deadlines as an iCalendar file, from the same query as the page: the API
// answers it, so the file holds exactly the deadlines the page shows ahead.
export async function loader(args: LoaderFunctionArgs) {
  const { answer } = await calculate(args, { service: "estate", contract: foundationContract, keys: FOUNDATION_KEYS, example: {} });
  return calendarFileResponse(answer, FAMILY_CALENDAR_FILES.foundation, foundationEvents);
}
