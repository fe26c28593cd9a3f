// Date and label formatting shared by pages; one formatter, because making an Intl formatter
// per call is a measurable part of rendering a list on the server.
const LONG_DATE = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

/** "2026-03-01" → "March 1, 2026". */
export function formatDate(iso: string): string {
  return LONG_DATE.format(new Date(`${iso}T00:00:00Z`));
}

/** "retirement-planning" → "Retirement planning". */
export const humanise = (category: string) => category.replace(/-/g, " ").replace(/^./, (c) => c.toUpperCase());
