import type { LoaderFunctionArgs } from "@remix-run/node";
import { familyLiabilitiesContract } from "#core/contracts/family-liabilities";
import { calculate } from "~/upstream/planning.server";
import { calendarFileResponse } from "~/utils/calendar-file.server";
import { FAMILY_LIABILITIES_KEYS } from "~/utils/calculators";
import { FAMILY_CALENDAR_FILES } from "~/utils/family-calendar-files";
import { familyLoanEvents } from "~/utils/family-loan-events";

// The family balance sheet's maturities as an iCalendar file, from the same query as the page: the
// API answers it, so the file holds exactly the loans the page shows still to come due.
export async function loader(args: LoaderFunctionArgs) {
  const { answer } = await calculate(args, { service: "loans", contract: familyLiabilitiesContract, keys: FAMILY_LIABILITIES_KEYS, example: {} });
  return calendarFileResponse(answer, FAMILY_CALENDAR_FILES.loans, familyLoanEvents);
}
