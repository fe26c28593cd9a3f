// requirements §7: every request carries the browser's IANA time zone; anything unrecognised falls back to UTC.
export const DEFAULT_TIME_ZONE = "UTC";

/** The cookie the page sets to the browser's time zone, read by the server on each request. */
export const TIME_ZONE_COOKIE = "tz";

// Checking a zone builds an Intl formatter, a measurable cost when every upstream call does it:
// valid zones are remembered. There are a few hundred of them; past this many, stop remembering.
const MAX_REMEMBERED = 1000;
const checked = new Map<string, string>();

export function normaliseTimeZone(value: string | null | undefined): string {
  if (!value || value.length > 64) return DEFAULT_TIME_ZONE;
  const known = checked.get(value);
  if (known) return known;
  try {
    const zone = new Intl.DateTimeFormat("en-US", { timeZone: value }).resolvedOptions().timeZone;
    if (checked.size < MAX_REMEMBERED) checked.set(value, zone);
    return zone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}
