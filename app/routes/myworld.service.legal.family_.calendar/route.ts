import type { LoaderFunctionArgs } from "@remix-run/node";
import { icalendar } from "#core/calendar/icalendar";
import { familyLegalContract } from "#core/contracts/family-legal";
import { calculate } from "~/upstream/planning.server";
import { FAMILY_LEGAL_KEYS } from "~/utils/calculators";
import { FAMILY_LEGAL_CALENDAR_FILE } from "~/utils/family-calendar-files";
import { familyLegalEvents } from "~/utils/family-legal-events";

// The family legal calendar as an iCalendar file, from the same query as the page: the API answers
// it, so the file holds exactly what the page shows. Below Taaffeite, or for a query the API refuses,
// the answer is a short text with the status, never a file.
export async function loader(args: LoaderFunctionArgs) {
  const { answer } = await calculate(args, { service: "legal", contract: familyLegalContract, keys: FAMILY_LEGAL_KEYS, example: {} });
  const text = (status: number, body: string) => new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" } });
  switch (answer.kind) {
    case "locked":
      return text(403, answer.message);
    case "refused":
      return text(400, [answer.formError, ...Object.entries(answer.fieldErrors).map(([key, problem]) => `${key}: ${problem}`)].filter(Boolean).join("\n"));
    case "result":
      return new Response(icalendar({ name: "Family legal calendar", events: familyLegalEvents(answer.result), stamp: new Date() }), {
        headers: {
          "Content-Type": "text/calendar; charset=utf-8",
          "Content-Disposition": `attachment; filename="${FAMILY_LEGAL_CALENDAR_FILE.fileName}"`,
          "Cache-Control": "private, no-store",
        },
      });
  }
}
