import { describe, expect, it } from "vitest";
import { escapeText, eventUid, foldLine, icalendar } from "./icalendar";

describe("icalendar", () => {
  it("writes all-day events ending on the next day, with CRLF lines and a stamp in UTC", () => {
    const file = icalendar({
      name: "Family legal calendar",
      stamp: new Date("2026-12-02T10:15:30.500Z"),
      events: [{ uid: "a1@enplusworld", date: "2026-12-31", summary: "Give notice: Office lease", description: "Lease, renews automatically" }],
    });
    expect(file).toBe(
      [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "PRODID:-//EnPlus World//Family calendars//EN",
        "CALSCALE:GREGORIAN",
        "METHOD:PUBLISH",
        "X-WR-CALNAME:Family legal calendar",
        "BEGIN:VEVENT",
        "UID:a1@enplusworld",
        "DTSTAMP:20261202T101530Z",
        "DTSTART;VALUE=DATE:20261231",
        // The last day of the year ends on the first of the next.
        "DTEND;VALUE=DATE:20270101",
        "SUMMARY:Give notice: Office lease",
        "DESCRIPTION:Lease\\, renews automatically",
        "TRANSP:TRANSPARENT",
        "END:VEVENT",
        "END:VCALENDAR",
        "",
      ].join("\r\n"),
    );
  });

  it("ends a leap day on the first of March", () => {
    expect(icalendar({ name: "x", stamp: new Date(0), events: [{ uid: "u", date: "2028-02-29", summary: "s" }] })).toContain("DTEND;VALUE=DATE:20280301\r\n");
  });

  it("escapes backslash, semicolon, comma and newlines in text", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
  });

  it("folds a line at 75 octets, continuation lines starting with a space, never inside a character", () => {
    const line = `SUMMARY:${"x".repeat(100)}`;
    // 75 octets, then 74 after the space: 108 = 75 + 33.
    expect(foldLine(line)).toBe(`SUMMARY:${"x".repeat(67)}\r\n ${"x".repeat(33)}`);
    // "é" is 2 octets: 8 + 33 × 2 = 74 octets fit, the 34th "é" would make 76 and moves on.
    const accents = `SUMMARY:${"é".repeat(40)}`;
    const [first, second] = foldLine(accents).split("\r\n");
    expect(new TextEncoder().encode(first!).length).toBe(74);
    expect(second).toBe(` ${"é".repeat(7)}`);
    expect(foldLine("SHORT:line")).toBe("SHORT:line");
  });

  it("gives an event the same id for the same parts, and another for other parts", () => {
    const a = eventUid(["Office lease", "2026-12-31", "notice"]);
    expect(a).toMatch(/^[0-9a-f]{8}-20261231@enplusworld$/);
    expect(eventUid(["Office lease", "2026-12-31", "notice"])).toBe(a);
    expect(eventUid(["Office lease", "2026-12-31", "date"])).not.toBe(a);
  });
});
