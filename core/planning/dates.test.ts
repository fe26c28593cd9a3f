import { describe, expect, it } from "vitest";
import { addMonths, daysAfter, daysBetween, parseIsoDate, todayIn, wholeMonthsBetween } from "./dates";

describe("calendar months", () => {
  it("adds months, clamping to the month's last day", () => {
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonths("2026-11-15", 3)).toBe("2027-02-15");
    expect(addMonths("2026-03-31", -1)).toBe("2026-02-28");
  });

  it("counts whole months between dates", () => {
    expect(wholeMonthsBetween("2026-01-15", "2026-02-14")).toBe(0);
    expect(wholeMonthsBetween("2026-01-15", "2026-02-15")).toBe(1);
    expect(wholeMonthsBetween("2026-01-31", "2026-02-28")).toBe(1);
    expect(wholeMonthsBetween("2026-01-15", "2031-01-15")).toBe(60);
    expect(wholeMonthsBetween("2026-03-15", "2026-01-20")).toBe(-1);
  });

  it("refuses impossible dates and reads today in a zone", () => {
    expect(parseIsoDate("2026-02-29")).toBeNull();
    expect(parseIsoDate("2026-13-01")).toBeNull();
    expect(parseIsoDate("2024-02-29")).toEqual({ year: 2024, month: 2, day: 29 });
    const instant = new Date("2026-06-30T23:30:00Z");
    expect(todayIn("UTC", instant)).toBe("2026-06-30");
    expect(todayIn("Asia/Shanghai", instant)).toBe("2026-07-01");
  });
});

describe("calendar days", () => {
  it("counts across month ends, a leap day and a year end", () => {
    expect(daysAfter("2026-01-31", 1)).toBe("2026-02-01");
    expect(daysAfter("2028-02-28", 1)).toBe("2028-02-29");
    expect(daysAfter("2026-12-31", 1)).toBe("2027-01-01");
    expect(daysAfter("2026-03-01", -1)).toBe("2026-02-28");
    // 2026-11-23 to 2027-02-21: 7 + 31 + 31 + 21 = 90 days.
    expect(daysBetween("2026-11-23", "2027-02-21")).toBe(90);
    expect(daysBetween("2027-02-21", "2026-11-23")).toBe(-90);
    // A daylight-saving change in no time zone shifts a calendar day: 2026-03-08 is one day after 2026-03-07.
    expect(daysBetween("2026-03-07", "2026-03-08")).toBe(1);
    expect(daysBetween("2028-01-01", "2029-01-01")).toBe(366);
  });
});
