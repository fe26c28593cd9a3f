import { describe, expect, it } from "vitest";
import { icalendar } from "#core/calendar/icalendar";
import { familyLegalQuerySchema } from "#core/contracts/family-legal";
import { familyLegalAnswer } from "../../api/modules/legal/family-calendar";
import { familyLegalEvents } from "./family-legal-events";

// The calendar file's events from the API's own answer on 2 December 2026.
const answer = familyLegalAnswer(
  familyLegalQuerySchema.parse({
    // Notice day 31 December 2026, date 31 March 2027: two events.
    m1: "Office lease", k1: "lease", d1: "2027-03-31", t1: "90", r1: "auto",
    // No notice: one event, "Due".
    m2: "Holdings LLC annual report", k2: "entity", d2: "2027-05-01",
    // Notice day gone (16 November): only the date.
    m3: "Yacht management", d3: "2027-01-15", t3: "60", r3: "auto",
    // Past: nothing.
    m4: "Liquor license", k4: "license", d4: "2026-11-30",
  }),
  "2026-12-02",
);

describe("familyLegalEvents", () => {
  it("gives each matter ahead its day to act and its date, the missed notice day and the past date left out", () => {
    expect(familyLegalEvents(answer).map((e) => [e.date, e.summary])).toEqual([
      ["2027-01-15", "Yacht management: renews automatically"],
      ["2026-12-31", "Last day to give notice, or it renews: Office lease"],
      ["2027-03-31", "Office lease: renews automatically"],
      ["2027-05-01", "Due: Holdings LLC annual report"],
    ]);
    expect(familyLegalEvents(answer)[1]!.description).toBe("Lease. Renews automatically on March 31, 2027, with 90 days of notice.");
  });

  it("writes a file whose event ids do not change from one download to the next", () => {
    const file = icalendar({ name: "Family legal calendar", events: familyLegalEvents(answer), stamp: new Date("2026-12-02T12:00:00Z") });
    expect(file.match(/BEGIN:VEVENT/g)).toHaveLength(4);
    expect(file).toContain("SUMMARY:Last day to give notice\\, or it renews: Office lease\r\n");
    expect(familyLegalEvents(answer).map((e) => e.uid)).toEqual(familyLegalEvents(answer).map((e) => e.uid));
    expect(new Set(familyLegalEvents(answer).map((e) => e.uid)).size).toBe(4);
  });
});
