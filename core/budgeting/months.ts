// Calendar months as "YYYY-MM".

export const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isMonth(value: string): boolean {
  const m = MONTH.exec(value);
  return m !== null && Number(m[1]) >= 1900 && Number(m[1]) <= 2200;
}

/** The month `n` months after `month` (negative: before). */
export function addMonthsTo(month: string, n: number): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

export const monthOf = (isoDate: string) => isoDate.slice(0, 7);

/** "2026-03" → "March 2026". */
export function monthLabel(month: string): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleDateString("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
}

/** The months from `from` to `to`, both included (none when `from` is later). */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = from; month <= to; month = addMonthsTo(month, 1)) months.push(month);
  return months;
}
