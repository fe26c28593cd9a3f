// Dates for people: calendar dates as written, instants in the member's own time zone (requirements §7:
// every request carries the browser's IANA zone; core/time-zone reads it).
import { normaliseTimeZone } from "../time-zone";

/** One formatter per zone and kind: making an Intl formatter is a measurable part of rendering a list. */
function perZone(options: Intl.DateTimeFormatOptions, locale = "en-US"): (timeZone: string) => Intl.DateTimeFormat {
  // Zones are normalised first, so the keys are real IANA zones: a few hundred at most.
  const formats = new Map<string, Intl.DateTimeFormat>();
  return (timeZone) => {
    const zone = normaliseTimeZone(timeZone);
    let format = formats.get(zone);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone });
      formats.set(zone, format);
    }
    return format;
  };
}

// en-CA writes dates as YYYY-MM-DD.
const isoDay = perZone({ year: "numeric", month: "2-digit", day: "2-digit" }, "en-CA");
const dateTime = perZone({ year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit", timeZoneName: "short" });
// A calendar date names the same day everywhere: formatted as the UTC midnight it is stored as.
const LONG_DATE = perZone({ year: "numeric", month: "long", day: "numeric" })("UTC");

/**
 * The last date found per zone, with the second it was found for: the home page asks for today's
 * date in the visitor's zone on every render. A zone's offset is a whole number of seconds, so its
 * date cannot change within one second.
 */
const datesThisSecond = new Map<string, { second: number; date: string }>();
/** Far more zones than there are: anything past it starts over. */
const ZONES_KEPT = 1000;

/** The calendar date an instant falls on in a time zone, as YYYY-MM-DD. */
export function calendarDateIn(timeZone: string, instant: Date = new Date()): string {
  const second = Math.floor(instant.getTime() / 1000);
  const kept = datesThisSecond.get(timeZone);
  if (kept?.second === second) return kept.date;
  const date = isoDay(timeZone).format(instant);
  if (datesThisSecond.size >= ZONES_KEPT) datesThisSecond.clear();
  datesThisSecond.set(timeZone, { second, date });
  return date;
}

/** Calendar dates already written: a list page writes each of its items' dates on every render. */
const writtenDates = new Map<string, string>();
/** Enough for every day of a few decades; past it the kept dates start over. */
const WRITTEN_DATES_KEPT = 20_000;

/** A calendar date, "2026-03-01" → "March 1, 2026": the same day wherever it is read. */
export function formatCalendarDate(isoDate: string): string {
  let written = writtenDates.get(isoDate);
  if (written === undefined) {
    written = LONG_DATE.format(new Date(`${isoDate}T00:00:00Z`));
    if (writtenDates.size >= WRITTEN_DATES_KEPT) writtenDates.clear();
    writtenDates.set(isoDate, written);
  }
  return written;
}

/**
 * An instant in the member's time zone, with the zone named so it is never mistaken:
 * "2026-01-01T03:00:00Z" → "Dec 31, 2025, 10:00 PM EST" in New York, "Jan 1, 2026, 3:00 AM UTC" in UTC.
 */
export function formatDateTime(instant: Date | string, timeZone: string): string {
  return dateTime(timeZone).format(typeof instant === "string" ? new Date(instant) : instant);
}

/**
 * A day counted from today, as a sentence continues: "today", "tomorrow", "in 18 days"; days
 * already past as "yesterday", "3 days ago" (pages that say something else of a past day test
 * for it before calling this).
 */
export function daysFromToday(days: number): string {
  if (days === 0) return "today";
  if (days === 1) return "tomorrow";
  if (days > 1) return `in ${days} days`;
  return days === -1 ? "yesterday" : `${-days} days ago`;
}

/** The same, opening a line: "Today", "In 18 days", "3 days ago". */
export function daysFromTodayTitle(days: number): string {
  const words = daysFromToday(days);
  return words.charAt(0).toUpperCase() + words.slice(1);
}
