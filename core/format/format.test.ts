import { describe, expect, it } from "vitest";
import { calendarDateIn, daysFromToday, daysFromTodayTitle, formatCalendarDate, formatCount, formatBasisPoints, formatDateTime, formatPercent, tenths } from ".";

// 3 a.m. on New Year's Day in London is still New Year's Eve in New York.
const NEW_YEAR = new Date("2026-01-01T03:00:00Z");

describe("dates in the member's time zone", () => {
  it("puts an instant on the member's own calendar day", () => {
    expect(calendarDateIn("UTC", NEW_YEAR)).toBe("2026-01-01");
    expect(calendarDateIn("America/New_York", NEW_YEAR)).toBe("2025-12-31");
    expect(calendarDateIn("Pacific/Kiritimati", new Date("2026-01-01T11:00:00Z"))).toBe("2026-01-02");
  });

  it("writes a date and time in the member's zone, naming it", () => {
    expect(formatDateTime(NEW_YEAR, "UTC")).toBe("Jan 1, 2026, 3:00 AM UTC");
    expect(formatDateTime(NEW_YEAR, "America/New_York")).toBe("Dec 31, 2025, 10:00 PM EST");
    expect(formatDateTime("2026-07-04T16:30:00.000Z", "America/Los_Angeles")).toBe("Jul 4, 2026, 9:30 AM PDT");
  });

  it("writes the same as the UTC notices did before the member's zone was used", () => {
    const before = NEW_YEAR.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }) + " UTC";
    expect(formatDateTime(NEW_YEAR, "UTC")).toBe(before);
  });

  it("falls back to UTC for a zone it does not know", () => {
    expect(formatDateTime(NEW_YEAR, "Mars/Olympus")).toBe("Jan 1, 2026, 3:00 AM UTC");
    expect(calendarDateIn("", NEW_YEAR)).toBe("2026-01-01");
  });

  it("finds the date in a zone to the second, asked again within the same second or not", () => {
    const at = (iso: string) => new Date(iso);
    // New York's midnight is 05:00 UTC in winter.
    expect(calendarDateIn("America/New_York", at("2026-01-02T04:59:59.999Z"))).toBe("2026-01-01");
    expect(calendarDateIn("America/New_York", at("2026-01-02T04:59:59.000Z"))).toBe("2026-01-01");
    expect(calendarDateIn("America/New_York", at("2026-01-02T05:00:00.000Z"))).toBe("2026-01-02");
    expect(calendarDateIn("UTC", at("2026-01-02T05:00:00.000Z"))).toBe("2026-01-02");
    // Monrovia kept -0:44:30 until 1972: its midnight fell on a half minute.
    expect(calendarDateIn("Africa/Monrovia", at("1960-06-01T00:44:29.900Z"))).toBe("1960-05-31");
    expect(calendarDateIn("Africa/Monrovia", at("1960-06-01T00:44:30.000Z"))).toBe("1960-06-01");
    expect(calendarDateIn("Africa/Monrovia", at("1960-06-01T00:44:29.100Z"))).toBe("1960-05-31");
  });

  it("writes a calendar date as the same day in every zone", () => {
    expect(formatCalendarDate("2026-03-01")).toBe("March 1, 2026");
    expect(formatCalendarDate("2025-12-31")).toBe("December 31, 2025");
    // Written again from the dates already written, and right past the number it keeps.
    for (let day = 0; day < 20_100; day++) {
      const iso = new Date(Date.UTC(1990, 0, 1 + day)).toISOString().slice(0, 10);
      if (day % 5000 === 0) expect(formatCalendarDate(iso)).toBe(new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`)));
      else formatCalendarDate(iso);
    }
    expect(formatCalendarDate("2026-03-01")).toBe("March 1, 2026");
    expect(formatCalendarDate("2026-03-01")).toBe("March 1, 2026");
  });

  it("counts days from today in words, within a sentence and opening a line", () => {
    expect([0, 1, 2, 18, -1, -3].map(daysFromToday)).toEqual(["today", "tomorrow", "in 2 days", "in 18 days", "yesterday", "3 days ago"]);
    expect([0, 1, 18, -1, -3].map(daysFromTodayTitle)).toEqual(["Today", "Tomorrow", "In 18 days", "Yesterday", "3 days ago"]);
  });
});

describe("numbers", () => {
  it("groups thousands in counts", () => {
    expect(formatCount(0)).toBe("0");
    expect(formatCount(1234)).toBe("1,234");
    expect(formatCount(1_000_000)).toBe("1,000,000");
  });

  it("writes fractions as percentages", () => {
    expect(formatPercent(0.5)).toBe("50%");
    expect(formatPercent(1)).toBe("100%");
    expect(formatPercent(0.12345, 1)).toBe("12.3%");
    expect(formatPercent(0.12345)).toBe("12%");
    // Basis points are written exactly, without trailing zeros, with a sign and thousands.
    expect([2199, 700, 450, 5, 0, 10_000, -125, -5, 1_234_500].map(formatBasisPoints)).toEqual(["21.99%", "7%", "4.5%", "0.05%", "0%", "100%", "-1.25%", "-0.05%", "12,345%"]);
  });

  it("rounds to one decimal, half up, dropping a whole figure's decimal unless asked to keep it", () => {
    expect(tenths(42.46)).toBe("42.5");
    expect(tenths(62.2641)).toBe("62.3");
    expect(tenths(40)).toBe("40");
    expect(tenths(39.96)).toBe("40");
    expect(tenths(40, true)).toBe("40.0");
    expect(tenths(3.25, true)).toBe("3.3");
    expect(tenths(1.9)).toBe("1.9");
  });
});
