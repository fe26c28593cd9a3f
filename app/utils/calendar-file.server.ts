import { icalendar, type AllDayEvent } from "#core/calendar/icalendar";
import type { Endpoint, ParsedResponse } from "#core/contracts/endpoint";
import type { CalculatorAnswer } from "~/upstream/planning.server";
import type { CalendarFile } from "./family-calendar-files";

const text = (status: number, body: string) => new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" } });

/**
 * A family calendar's file from the API's answer to the page's own query: the events as an
 * iCalendar download; below the tier, or for a query the API refuses, a short text with the status,
 * never a file.
 */
export function calendarFileResponse<E extends Endpoint, K extends string>(answer: CalculatorAnswer<E, K>, file: CalendarFile, eventsOf: (result: ParsedResponse<E>) => AllDayEvent[]) {
  switch (answer.kind) {
    case "locked":
      return text(403, answer.message);
    case "refused":
      return text(400, [answer.formError, ...Object.entries(answer.fieldErrors).map(([key, problem]) => `${key}: ${problem}`)].filter(Boolean).join("\n"));
    case "result":
      return new Response(icalendar({ name: file.name, events: eventsOf(answer.result), stamp: new Date() }), {
        headers: {
          "Content-Type": "text/calendar; charset=utf-8",
          "Content-Disposition": `attachment; filename="${file.fileName}"`,
          "Cache-Control": "private, no-store",
        },
      });
  }
}
