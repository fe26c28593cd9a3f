// Calendar months for the planning calculators, on plain ISO dates ("2026-03-31"), free of time zones.

export const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export type CalendarDate = { year: number; month: number; day: number };

export function parseIsoDate(value: string): CalendarDate | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function formatIsoDate({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The same day `months` later, clamped to the month's last day: 2026-01-31 + 1 month = 2026-02-28. */
export function addMonths(date: string, months: number): string {
  const parsed = parseIsoDate(date);
  if (!parsed) throw new RangeError(`not an ISO date: ${date}`);
  const index = parsed.year * 12 + (parsed.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return formatIsoDate({ year, month, day: Math.min(parsed.day, daysInMonth(year, month)) });
}

/** Whole months from `from` to `to` (a month counts once its day is reached; clamped like addMonths). */
export function wholeMonthsBetween(from: string, to: string): number {
  const a = parseIsoDate(from);
  const b = parseIsoDate(to);
  if (!a || !b) throw new RangeError(`not ISO dates: ${from}, ${to}`);
  let months = (b.year - a.year) * 12 + (b.month - a.month);
  if (months > 0 && addMonths(from, months) > to) months -= 1;
  if (months < 0 && addMonths(from, months) < to) months += 1;
  return months;
}

/** Today's calendar date in an IANA time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "01";
  return `${get("year")}-${get("month")}-${get("day")}`;
}

const DAY_MS = 86_400_000;
const dayIndex = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;

/** The calendar day `days` after an ISO day (before it when negative). */
export const daysAfter = (iso: string, days: number): string => new Date((dayIndex(iso) + days) * DAY_MS).toISOString().slice(0, 10);

/** Calendar days from `from` to `to`: negative when `to` comes first. */
export const daysBetween = (from: string, to: string): number => Math.round(dayIndex(to) - dayIndex(from));
