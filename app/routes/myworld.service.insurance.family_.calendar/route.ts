import type { LoaderFunctionArgs } from "@remix-run/node";
import { familyRiskContract } from "#core/contracts/family-risk";
import { calculate } from "~/upstream/planning.server";
import { calendarFileResponse } from "~/utils/calendar-file.server";
import { FAMILY_RISK_KEYS } from "~/utils/calculators";
import { FAMILY_CALENDAR_FILES } from "~/utils/family-calendar-files";
import { familyRiskEvents } from "~/utils/family-risk-events";

// The family risk review's renewals as an iCalendar file, from the same query as the page: the API
// answers it, so the file holds exactly the renewals the page shows ahead.
export async function loader(args: LoaderFunctionArgs) {
  const { answer } = await calculate(args, { service: "insurance", contract: familyRiskContract, keys: FAMILY_RISK_KEYS, example: {} });
  return calendarFileResponse(answer, FAMILY_CALENDAR_FILES.risk, familyRiskEvents);
}
