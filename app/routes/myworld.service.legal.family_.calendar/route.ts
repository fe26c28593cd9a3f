import type { LoaderFunctionArgs } from "@remix-run/node";
import { familyLegalContract } from "#core/contracts/family-legal";
import { calculate } from "~/upstream/planning.server";
import { calendarFileResponse } from "~/utils/calendar-file.server";
import { FAMILY_LEGAL_KEYS } from "~/utils/calculators";
import { FAMILY_CALENDAR_FILES } from "~/utils/family-calendar-files";
import { familyLegalEvents } from "~/utils/family-legal-events";

// The family legal calendar as an iCalendar file, from the same query as the page: the API answers
// it, so the file holds exactly what the page shows.
export async function loader(args: LoaderFunctionArgs) {
  const { answer } = await calculate(args, { service: "legal", contract: familyLegalContract, keys: FAMILY_LEGAL_KEYS, example: {} });
  return calendarFileResponse(answer, FAMILY_CALENDAR_FILES.legal, familyLegalEvents);
}
