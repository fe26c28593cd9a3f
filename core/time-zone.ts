// spec §7: every request carries the browser's IANA time zone; anything unrecognised falls back to UTC.
export const DEFAULT_TIME_ZONE = "UTC";

export function normaliseTimeZone(value: string | null | undefined): string {
  if (!value || value.length > 64) return DEFAULT_TIME_ZONE;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}
