import type { Deadline, EntityKind } from "../tax/family-calendar";
import { formatCalendarDate } from "../format";

// Every member-facing string of the family tax calendar (the tax service's Taaffeite card "Family
// office tax coordination"); the rules are in core/tax/family-calendar.ts.

export const ENTITY_KIND_LABELS: Readonly<Record<EntityKind, string>> = {
  individual: "Person (Form 1040)",
  partnership: "Partnership or LLC (Form 1065)",
  s_corporation: "S corporation (Form 1120-S)",
  c_corporation: "C corporation (Form 1120)",
  trust: "Trust or estate (Form 1041)",
  foundation: "Private foundation (Form 990-PF)",
};

const ORDINALS = ["1st", "2nd", "3rd", "4th"] as const;

/** What a deadline is, in a few words: "Return due", "Estimated payment, 2nd quarter". */
export const deadlineWhat = (d: Pick<Deadline, "kind" | "quarter">) =>
  d.kind === "return" ? "Return due (and any tax)" : d.kind === "extended" ? "Extended return due" : `Estimated payment, ${ORDINALS[(d.quarter ?? 1) - 1]} quarter`;

export const FAMILY_CALENDAR_FIELD = {
  kind: "must be one of the kinds of filer listed",
  noEntity: "Give at least one person or entity of the family.",
  year: (first: number, last: number) => `must be a year from ${first} to ${last}`,
} as const;

export const UPCOMING_DAYS = 90;

export const FAMILY_CALENDAR_FINDINGS = {
  next: (form: string, what: string, name: string, date: string, days: number) =>
    `Next: ${form}, ${what.charAt(0).toLowerCase()}${what.slice(1)}, for ${name}, on ${formatCalendarDate(date)}, ${days === 0 ? "today" : days === 1 ? "tomorrow" : `in ${days} days`}.`,
  noneLeft: (year: number) => `No deadline of the ${year} tax year is left after today.`,
  upcoming: (count: number) => `${count === 1 ? "1 deadline falls" : `${count} deadlines fall`} in the next ${UPCOMING_DAYS} days.`,
  busiest: (month: string, count: number) => `${month} is the busiest month, with ${count} deadlines.`,
  moved: (count: number) => `${count === 1 ? "1 deadline moves" : `${count} deadlines move`} off a weekend or legal holiday; the dates shown are the ones the IRS keeps.`,
  scheduleK1:
    "Partnerships and S corporations send their owners Schedules K-1 by their own due dates, March 15 or September 15 when extended: the owners' returns wait for them, so plan to extend the returns that do.",
  extension: "An extension gives more time to file, not to pay: estimate the tax and pay it by the original due date, or interest and penalties run from then.",
} as const;

/** The family office's steps around the calendar, whatever the filers. */
export const FAMILY_CALENDAR_STEPS = [
  "Name one person responsible for each filer, with its preparer, the engagement letter and the documents the preparer needs by when.",
  "Close each entity's books within a month of the year's end, so its Schedules K-1 can go out on time.",
  "Pay estimated tax for each filer that owes it, and review the amounts after each quarter's results.",
  "Keep the state returns and their deadlines beside the federal ones: most states follow the federal dates, some do not.",
  "Keep every filed return, Schedule K-1 and payment confirmation in the digital vault, where the family's advisers can reach them.",
] as const;

export const FAMILY_CALENDAR_ASSUMPTIONS = [
  "Every filer keeps a calendar tax year. Dates are federal, from IRS Publication 509 and each form's instructions, moved off weekends and the District of Columbia's legal holidays as the law requires.",
  "A gift tax return (Form 709) is due with the person's Form 1040 and extended with it. Disaster postponements, state returns, payroll and information returns are not included.",
  "S corporations and partnerships are shown without estimated payments: their income is taxed to their owners, whose estimates carry it.",
];

export const FAMILY_CALENDAR_DISCLAIMER = "This calendar helps the family and its advisers plan; it is not tax advice. Your preparers confirm each filer's deadlines.";
