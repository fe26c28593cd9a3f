// When a federal tax deadline really falls. A due date on a Saturday, Sunday or legal holiday moves
// to the next day that is none of them (IRC §7503); legal holidays are those of the District of
// Columbia, which add Emancipation Day (April 16) to the federal ones, observed on the Friday before
// when it falls on a Saturday and the Monday after when on a Sunday (D.C. Code §1-612.02). Only the
// holidays that can reach a deadline matter, but all are listed so the rule reads as the law does.

const iso = (year: number, month: number, day: number) => `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** The nth Monday (or other weekday) of a month; n = -1 for the last. */
function nthWeekday(year: number, month: number, day: number, n: number): string {
  if (n > 0) {
    const first = weekday(iso(year, month, 1));
    return iso(year, month, 1 + ((day - first + 7) % 7) + (n - 1) * 7);
  }
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const last = weekday(iso(year, month, lastDay));
  return iso(year, month, lastDay - ((last - day + 7) % 7));
}

/** A fixed-date holiday as observed: Saturday's on the Friday before, Sunday's on the Monday after. */
function observed(date: string): string {
  const day = weekday(date);
  return day === 6 ? addDays(date, -1) : day === 0 ? addDays(date, 1) : date;
}

const holidayCache = new Map<number, Set<string>>();

/** The District of Columbia's legal holidays of a year, as observed. */
export function legalHolidays(year: number): Set<string> {
  let set = holidayCache.get(year);
  if (!set) {
    set = new Set([
      observed(iso(year, 1, 1)),
      nthWeekday(year, 1, 1, 3), // Martin Luther King Jr. Day
      nthWeekday(year, 2, 1, 3), // Washington's Birthday
      observed(iso(year, 4, 16)), // D.C. Emancipation Day
      nthWeekday(year, 5, 1, -1), // Memorial Day
      observed(iso(year, 6, 19)),
      observed(iso(year, 7, 4)),
      nthWeekday(year, 9, 1, 1), // Labor Day
      nthWeekday(year, 10, 1, 2), // Columbus Day
      observed(iso(year, 11, 11)),
      nthWeekday(year, 11, 4, 4), // Thanksgiving
      observed(iso(year, 12, 25)),
    ]);
    holidayCache.set(year, set);
  }
  return set;
}

/** "YYYY-MM-DD" moved off a weekend or legal holiday to the next day that is neither. */
export function irsDueDate(date: string): string {
  let due = date;
  while (weekday(due) === 0 || weekday(due) === 6 || legalHolidays(Number(due.slice(0, 4))).has(due)) due = addDays(due, 1);
  return due;
}
