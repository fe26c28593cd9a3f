import { FILER_NUMBERS, type FamilyCalendarQuery, type FamilyCalendarResponse } from "../../../core/contracts/family-calendar";
import {
  deadlineWhat,
  ENTITY_KIND_LABELS,
  FAMILY_CALENDAR_ASSUMPTIONS,
  FAMILY_CALENDAR_DISCLAIMER,
  FAMILY_CALENDAR_FINDINGS as F,
  FAMILY_CALENDAR_STEPS,
  UPCOMING_DAYS,
} from "../../../core/messages/family-calendar";
import { daysBetween } from "../../../core/planning/dates";
import { deadlinesWithin, familyDeadlines, type FamilyEntity } from "../../../core/tax/family-calendar";

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;
const monthLabel = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/** The filers a validated query names, in order (a filer counts when it has a name). */
function filersOf(q: FamilyCalendarQuery): FamilyEntity[] {
  return FILER_NUMBERS.flatMap((n) => {
    const name = q[`n${n}`];
    return name === undefined ? [] : [{ name, kind: q[`k${n}`] }];
  });
}

/** The family tax calendar answer to a validated query on `today` ("YYYY-MM-DD"). */
export function familyCalendarAnswer(q: FamilyCalendarQuery, today: string): FamilyCalendarResponse {
  const year = q.year ?? Number(today.slice(0, 4));
  const filers = filersOf(q);
  const deadlines = familyDeadlines(year, filers);
  const upcoming = new Set(deadlinesWithin(deadlines, today, UPCOMING_DAYS));

  const counts = new Map<string, number>();
  for (const d of deadlines) counts.set(d.date.slice(0, 7), (counts.get(d.date.slice(0, 7)) ?? 0) + 1);
  const months = [...counts].map(([month, count]) => ({ month, label: monthLabel(month), count }));
  const busiest = months.reduce((top, m) => (m.count > top.count ? m : top), months[0]!);

  const next = deadlines.find((d) => d.date >= today);
  const findings = [next ? F.next(next.form, deadlineWhat(next), filers[next.entity]!.name, next.date, daysBetween(today, next.date)) : F.noneLeft(year)];
  if (upcoming.size > 0) findings.push(F.upcoming(upcoming.size));
  findings.push(F.busiest(busiest.label, busiest.count));
  const moved = deadlines.filter((d) => d.date !== d.statutory).length;
  if (moved > 0) findings.push(F.moved(moved));
  const passThrough = filers.some((f) => f.kind === "partnership" || f.kind === "s_corporation");
  if (passThrough && filers.some((f) => f.kind === "individual" || f.kind === "trust")) findings.push(F.scheduleK1);
  findings.push(F.extension);

  return {
    inputs: { year, filers: filers.map((f) => ({ name: f.name, kind: f.kind, kindLabel: ENTITY_KIND_LABELS[f.kind] })) },
    today,
    deadlines: deadlines.map((d) => ({
      date: d.date,
      statutory: d.statutory,
      filer: d.entity,
      name: filers[d.entity]!.name,
      form: d.form,
      kind: d.kind,
      what: deadlineWhat(d),
      quarter: d.quarter,
      past: d.date < today,
      upcoming: upcoming.has(d),
    })),
    months,
    findings,
    steps: [...FAMILY_CALENDAR_STEPS],
    assumptions: [...FAMILY_CALENDAR_ASSUMPTIONS],
    disclaimer: FAMILY_CALENDAR_DISCLAIMER,
  };
}
