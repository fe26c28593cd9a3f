/** The calendars' downloads (the family's tax and legal calendars, its loan maturities and insurance renewals, the foundation's deadlines): each resource route's path and its file's name. */
export const FAMILY_CALENDAR_FILES = {
  legal: { path: "/myworld/service/legal/family/calendar", fileName: "family-legal-calendar.ics", name: "Family legal calendar" },
  tax: { path: "/myworld/service/tax/family/calendar", fileName: "family-tax-calendar.ics", name: "Family tax calendar" },
  loans: { path: "/myworld/service/loans/family/calendar", fileName: "family-loan-maturities.ics", name: "Family loan maturities" },
  risk: { path: "/myworld/service/insurance/family/calendar", fileName: "family-insurance-renewals.ics", name: "Family insurance renewals" },
  foundation: { path: "/myworld/service/estate/foundation/calendar", fileName: "foundation-calendar.ics", name: "Private foundation calendar" },
} as const;

export type CalendarFile = (typeof FAMILY_CALENDAR_FILES)[keyof typeof FAMILY_CALENDAR_FILES];

/** A calendar file's address with the page's own query, so the download holds what the page shows. */
export function calendarFileHref(file: CalendarFile, query: Partial<Record<string, string>>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== "") params.set(key, value);
  return `${file.path}?${params.toString()}`;
}
