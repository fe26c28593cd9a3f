/** The family legal calendar's download: the resource route's path and the file's name. */
export const FAMILY_LEGAL_CALENDAR_FILE = { path: "/myworld/service/legal/family/calendar", fileName: "family-legal-calendar.ics" } as const;
