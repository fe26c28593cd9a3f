// Dates and numbers as members read them; money is core/money.
export { calendarDateIn, daysFromToday, daysFromTodayTitle, formatCalendarDate, formatDateTime } from "./dates";
export { formatBasisPoints, formatCount, formatPercent, tenths } from "./numbers";
