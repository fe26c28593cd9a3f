import { describe, expect, it } from "vitest";
import { icalendar } from "#core/calendar/icalendar";
import { familyLiabilitiesQuerySchema } from "#core/contracts/family-liabilities";
import { familyLiabilitiesAnswer } from "../../api/modules/loans/family-liabilities";
import { FAMILY_LIABILITIES_QUERY } from "../../tests/support/family-liabilities-query";
import { familyLoanEvents } from "./family-loan-events";

const answerOn = (today: string) => familyLiabilitiesAnswer(familyLiabilitiesQuerySchema.parse(FAMILY_LIABILITIES_QUERY), today);

describe("familyLoanEvents", () => {
  it("gives each loan's refinancing window, 24 months before, and its maturity, in maturity order", () => {
    expect(familyLoanEvents(answerOn("2026-12-02")).map((e) => [e.date, e.summary])).toEqual([
      ["2029-09-01", "Start refinancing: Beach house mortgage"],
      ["2031-09-01", "Beach house mortgage matures"],
      ["2031-03-01", "Start refinancing: Securities line"],
      ["2033-03-01", "Securities line matures"],
      ["2032-06-30", "Start refinancing: Holdings LLC note"],
      ["2034-06-30", "Holdings LLC note matures"],
      ["2050-01-01", "Start refinancing: Main home mortgage"],
      ["2052-01-01", "Main home mortgage matures"],
    ]);
    const [opens, matures] = familyLoanEvents(answerOn("2026-12-02"));
    expect(opens!.description).toBe("Matures on September 1, 2031, 24 months from this day: time for lenders to re-underwrite it. $1,500,000 at 7.1%, variable. Collateral: other property.");
    expect(matures!.description).toBe("$1,500,000 at 7.1%, variable. Collateral: other property.");
  });

  it("keeps only the maturity once its window has opened, and leaves out a loan past maturity", () => {
    // On 2031-09-02 the beach house mortgage is past and the securities line's window open; the note's opens in 2032.
    expect(familyLoanEvents(answerOn("2031-09-02")).map((e) => e.summary)).toEqual([
      "Securities line matures",
      "Start refinancing: Holdings LLC note",
      "Holdings LLC note matures",
      "Start refinancing: Main home mortgage",
      "Main home mortgage matures",
    ]);
    // Due today is still ahead.
    expect(familyLoanEvents(answerOn("2052-01-01")).map((e) => e.summary)).toEqual(["Main home mortgage matures"]);
  });

  it("gives every event its own id, the same on each download, in a file calendars read", () => {
    const events = familyLoanEvents(answerOn("2026-12-02"));
    expect(new Set(events.map((e) => e.uid)).size).toBe(8);
    expect(familyLoanEvents(answerOn("2028-01-01")).map((e) => e.uid)).toEqual(events.map((e) => e.uid));
    const file = icalendar({ name: "Family loan maturities", events, stamp: new Date("2026-12-02T12:00:00Z") });
    expect(file.match(/BEGIN:VEVENT/g)).toHaveLength(8);
    expect(file).toContain("DTSTART;VALUE=DATE:20340630\r\nDTEND;VALUE=DATE:20340701\r\nSUMMARY:Holdings LLC note matures\r\n");
  });
});
