import { describe, expect, it } from "vitest";
import { familyCalendarQuerySchema } from "#core/contracts/family-calendar";
import { familyCalendarAnswer } from "../../api/modules/tax/family-calendar";
import { familyTaxEvents } from "./family-tax-events";

const answerOn = (today: string, year: string) =>
  familyCalendarAnswer(familyCalendarQuerySchema.parse({ year, n1: "Alex Rivera", k1: "individual", n2: "Rivera Family Trust", k2: "trust" }), today);

describe("familyTaxEvents", () => {
  it("gives each deadline still ahead on 2 December 2026, the 2026 tax year's first three quarters left out", () => {
    expect(familyTaxEvents(answerOn("2026-12-02", "2026")).map((e) => [e.date, e.summary, e.description])).toEqual([
      ["2027-01-15", "Form 1040: Alex Rivera", "Estimated payment, 4th quarter"],
      ["2027-01-15", "Form 1041: Rivera Family Trust", "Estimated payment, 4th quarter"],
      ["2027-04-15", "Form 1040: Alex Rivera", "Return due (and any tax)"],
      ["2027-04-15", "Form 1041: Rivera Family Trust", "Return due (and any tax)"],
      ["2027-09-30", "Form 1041: Rivera Family Trust", "Extended return due"],
      ["2027-10-15", "Form 1040: Alex Rivera", "Extended return due"],
    ]);
  });

  it("keeps the IRS's date when a weekend and a holiday move one, and names the rule's own", () => {
    // 15 January 2028 is a Saturday and Monday the 17th Martin Luther King Jr. Day: the 4th quarter's payment is due Tuesday the 18th.
    const q4 = familyTaxEvents(answerOn("2026-12-02", "2027")).find((e) => e.summary === "Form 1040: Alex Rivera" && e.description!.startsWith("Estimated payment, 4th"));
    expect(q4).toMatchObject({ date: "2028-01-18", description: "Estimated payment, 4th quarter. Moved from January 15, 2028 by a weekend or holiday." });
  });

  it("gives every event its own id, the same on each download", () => {
    const ids = familyTaxEvents(answerOn("2026-12-02", "2027")).map((e) => e.uid);
    expect(new Set(ids).size).toBe(ids.length);
    expect(familyTaxEvents(answerOn("2027-03-01", "2027")).map((e) => e.uid)).toEqual(ids);
  });
});
