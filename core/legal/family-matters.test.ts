import { describe, expect, it } from "vitest";
import { legalCalendar, type Matter } from "./family-matters";

const matter = (m: Partial<Matter> & Pick<Matter, "name" | "date">): Matter => ({ kind: "contract", noticeDays: 0, renewal: "ends", ...m });

describe("legalCalendar", () => {
  // Today is 2 December 2026.
  const today = "2026-12-02";
  const review = legalCalendar({
    today,
    matters: [
      // A lease ending 31 March 2027 with 90 days' notice: act by 31 December 2026, 29 days away.
      matter({ name: "Office lease", kind: "lease", date: "2027-03-31", noticeDays: 90, renewal: "auto" }),
      // An entity's annual report due 1 May 2027, no notice: act by the date itself, 150 days away.
      matter({ name: "Holdings LLC annual report", kind: "entity", date: "2027-05-01" }),
      // A management contract renewing 15 January 2027 with 60 days' notice: the notice day, 16 November 2026, has gone by.
      matter({ name: "Yacht management", date: "2027-01-15", noticeDays: 60, renewal: "auto" }),
      // A license that expired on 30 November 2026.
      matter({ name: "Liquor license", kind: "license", date: "2026-11-30" }),
      // A prenuptial agreement to review on its fifth anniversary, 1 February 2027, with 30 days to prepare: act by 2 January 2027.
      matter({ name: "Prenuptial review", kind: "agreement", date: "2027-02-01", noticeDays: 30 }),
    ],
  });

  it("counts the notice back from the date, over a month end and a year end", () => {
    const byName = Object.fromEntries(review.matters.map((m) => [m.name, m]));
    expect(byName["Office lease"]).toMatchObject({ actBy: "2026-12-31", daysToAct: 29, daysToDate: 119, status: "soon" });
    expect(byName["Holdings LLC annual report"]).toMatchObject({ actBy: "2027-05-01", daysToAct: 150, status: "later" });
    expect(byName["Yacht management"]).toMatchObject({ actBy: "2026-11-16", daysToAct: -16, daysToDate: 44, status: "missed" });
    expect(byName["Liquor license"]).toMatchObject({ actBy: "2026-11-30", daysToDate: -2, status: "past" });
    expect(byName["Prenuptial review"]).toMatchObject({ actBy: "2027-01-02", daysToAct: 31, status: "soon" });
  });

  it("orders the matters by the day to act and sorts them by status and kind", () => {
    expect(review.matters.map((m) => m.name)).toEqual(["Yacht management", "Liquor license", "Office lease", "Prenuptial review", "Holdings LLC annual report"]);
    expect(review.soon.map((m) => m.name)).toEqual(["Office lease", "Prenuptial review"]);
    expect(review.missed.map((m) => m.name)).toEqual(["Yacht management"]);
    expect(review.past.map((m) => m.name)).toEqual(["Liquor license"]);
    expect(review.byKind).toEqual([
      { kind: "contract", count: 1 },
      { kind: "lease", count: 1 },
      { kind: "entity", count: 1 },
      { kind: "agreement", count: 1 },
      { kind: "license", count: 1 },
    ]);
  });

  it("keeps a notice day of today as soon, and 60 days out as soon but 61 as later", () => {
    const r = legalCalendar({
      today,
      matters: [matter({ name: "A", date: "2026-12-12", noticeDays: 10 }), matter({ name: "B", date: "2027-01-31" }), matter({ name: "C", date: "2027-02-01" }), matter({ name: "D", date: "2026-12-02" })],
    });
    expect(r.matters.map((m) => [m.name, m.daysToAct, m.status])).toEqual([
      // The same notice day: the earlier date first.
      ["D", 0, "soon"],
      ["A", 0, "soon"],
      ["B", 60, "soon"],
      ["C", 61, "later"],
    ]);
  });
});
