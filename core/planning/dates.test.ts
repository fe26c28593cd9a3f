import { describe, expect, it } from "vitest";
import { addMonths, parseIsoDate, todayIn, wholeMonthsBetween } from "./dates";

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
