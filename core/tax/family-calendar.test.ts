import { describe, expect, it } from "vitest";
import { deadlinesWithin, familyDeadlines } from "./family-calendar";

// A family of four filers for tax year 2026: a person, a trust, a partnership and a foundation.
const FAMILY = [
  { name: "Alex Rivera", kind: "individual" },
  { name: "Rivera Family Trust", kind: "trust" },
  { name: "Rivera Holdings LP", kind: "partnership" },
  { name: "Rivera Foundation", kind: "foundation" },
] as const;

describe("familyDeadlines", () => {
  it("lists every return, extended return and estimate of the year in date order", () => {
    const rows = familyDeadlines(2026, FAMILY).map((d) => `${d.date} ${d.entity} ${d.form} ${d.kind}${d.quarter ? ` Q${d.quarter}` : ""}`);
    expect(rows).toEqual([
      "2026-04-15 0 Form 1040 estimate Q1",
      "2026-04-15 1 Form 1041 estimate Q1",
      "2026-04-15 3 Form 990-PF estimate Q1",
      "2026-06-15 0 Form 1040 estimate Q2",
      "2026-06-15 1 Form 1041 estimate Q2",
      "2026-06-15 3 Form 990-PF estimate Q2",
      "2026-09-15 0 Form 1040 estimate Q3",
      "2026-09-15 1 Form 1041 estimate Q3",
      "2026-09-15 3 Form 990-PF estimate Q3",
      "2026-12-15 3 Form 990-PF estimate Q4",
      "2027-01-15 0 Form 1040 estimate Q4",
      "2027-01-15 1 Form 1041 estimate Q4",
      "2027-03-15 2 Form 1065 return",
      "2027-04-15 0 Form 1040 return",
      "2027-04-15 1 Form 1041 return",
      // May 15, 2027 is a Saturday.
      "2027-05-17 3 Form 990-PF return",
      "2027-09-15 2 Form 1065 extended",
      "2027-09-30 1 Form 1041 extended",
      "2027-10-15 0 Form 1040 extended",
      "2027-11-15 3 Form 990-PF extended",
    ]);
    expect(familyDeadlines(2026, FAMILY).find((d) => d.form === "Form 990-PF" && d.kind === "return")).toMatchObject({ statutory: "2027-05-15", date: "2027-05-17" });
  });

  it("gives a C corporation its estimates in the 4th, 6th, 9th and 12th months and an S corporation none", () => {
    const rows = familyDeadlines(2027, [
      { name: "Rivera Co.", kind: "c_corporation" },
      { name: "Rivera Design", kind: "s_corporation" },
    ]).map((d) => `${d.date} ${d.entity} ${d.kind}`);
    // 2028: March 15 a Wednesday, April 15 a Saturday (the 16th a Sunday, observed the 17th): the 18th.
    expect(rows).toEqual([
      "2027-04-15 0 estimate",
      "2027-06-15 0 estimate",
      "2027-09-15 0 estimate",
      "2027-12-15 0 estimate",
      "2028-03-15 1 return",
      "2028-04-18 0 return",
      "2028-09-15 1 extended",
      "2028-10-16 0 extended",
    ]);
  });
});

describe("deadlinesWithin", () => {
  it("keeps the deadlines from today to the days ahead", () => {
    const ahead = deadlinesWithin(familyDeadlines(2026, FAMILY), "2026-12-01", 60);
    expect(ahead.map((d) => `${d.date} ${d.entity}`)).toEqual(["2026-12-15 3", "2027-01-15 0", "2027-01-15 1"]);
    expect(deadlinesWithin(familyDeadlines(2026, FAMILY), "2026-12-15", 0)).toHaveLength(1);
  });
});
