import { daysAfter } from "../planning/dates";

// An iCalendar file (RFC 5545) of all-day events, for the family calendars' downloads: the dates a
// member can add to the calendar on their phone or their office's. Pure: the caller gives the stamp.

export type AllDayEvent = {
  /** Stable across downloads, so a calendar that imports the file again updates the event rather than adding it twice. */
  uid: string;
  /** "YYYY-MM-DD". */
  date: string;
  summary: string;
  description?: string;
};

const CRLF = "\r\n";
/** RFC 5545 §3.1: a content line is at most 75 octets; longer ones continue on lines starting with a space. */
const MAX_OCTETS = 75;

/** Text values escape backslash, semicolon, comma and newline (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** One content line folded at 75 octets of UTF-8, never inside a character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // A continuation line's leading space counts toward its 75 octets.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const basicDate = (iso: string) => iso.replaceAll("-", "");

/** The calendar `name` with its events, each an all-day event on its date; `stamp` is when the file is made, in UTC. */
export function icalendar({ name, events, stamp }: { name: string; events: readonly AllDayEvent[]; stamp: Date }): string {
  const dtstamp = `${stamp.toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//EnPlus World//Family calendars//EN", "CALSCALE:GREGORIAN", "METHOD:PUBLISH", `X-WR-CALNAME:${escapeText(name)}`];
  for (const event of events) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${event.uid}`,
      `DTSTAMP:${dtstamp}`,
      `DTSTART;VALUE=DATE:${basicDate(event.date)}`,
      // An all-day event ends, exclusively, on the next day (RFC 5545 §3.6.1).
      `DTEND;VALUE=DATE:${basicDate(daysAfter(event.date, 1))}`,
      `SUMMARY:${escapeText(event.summary)}`,
      ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
      "TRANSP:TRANSPARENT",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** A stable event id from what identifies it (FNV-1a, 32 bits, hex): the same matter and date give the same id. */
export function eventUid(parts: readonly string[], domain = "enplusworld"): string {
  let hash = 0x811c9dc5;
  for (const char of parts.join("\u0000")) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${hash.toString(16).padStart(8, "0")}-${basicDate(parts.find((p) => /^\d{4}-\d{2}-\d{2}$/.test(p)) ?? "")}@${domain}`;
}
