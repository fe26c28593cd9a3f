import { irsDueDate } from "./due-dates";

// The family office's tax calendar (the tax service's Taaffeite card "Family office tax
// coordination"): every federal filing deadline, extended deadline and estimated payment of a tax
// year for each person and entity of the family, calendar-year filers all, in date order. Dates from
// IRS Publication 509 (Tax Calendars) and each form's instructions; each moved off weekends and
// legal holidays (core/tax/due-dates.ts).

export const ENTITY_KINDS = ["individual", "partnership", "s_corporation", "c_corporation", "trust", "foundation"] as const;
export type EntityKind = (typeof ENTITY_KINDS)[number];

export type DeadlineKind = "return" | "extended" | "estimate";

type Rule = {
  form: string;
  /** Month and day of the return's due date in the year after the tax year. */
  due: readonly [number, number];
  /** Month and day of the extended due date, the same year. */
  extended: readonly [number, number];
  /** The estimated payments' months and days, with the year they fall in (0 the tax year, 1 the next); none if the entity pays none. */
  estimates: ReadonlyArray<readonly [number, number, 0 | 1]>;
};

const INDIVIDUAL_ESTIMATES = [[4, 15, 0], [6, 15, 0], [9, 15, 0], [1, 15, 1]] as const;
const CORPORATE_ESTIMATES = [[4, 15, 0], [6, 15, 0], [9, 15, 0], [12, 15, 0]] as const;

export const CALENDAR_RULES: Readonly<Record<EntityKind, Rule>> = {
  // Form 1040, extended by Form 4868 six months; Form 1040-ES.
  individual: { form: "Form 1040", due: [4, 15], extended: [10, 15], estimates: INDIVIDUAL_ESTIMATES },
  // Form 1065 the 15th day of the 3rd month, extended by Form 7004 six months; no tax of its own.
  partnership: { form: "Form 1065", due: [3, 15], extended: [9, 15], estimates: [] },
  // Form 1120-S as a partnership's; its few entity-level taxes aside, no estimates planned here.
  s_corporation: { form: "Form 1120-S", due: [3, 15], extended: [9, 15], estimates: [] },
  // Form 1120 the 15th day of the 4th month, extended six months; estimates the 4th, 6th, 9th and 12th months.
  c_corporation: { form: "Form 1120", due: [4, 15], extended: [10, 15], estimates: CORPORATE_ESTIMATES },
  // Form 1041 the 15th day of the 4th month, extended by Form 7004 five and a half months; Form 1041-ES as an individual's.
  trust: { form: "Form 1041", due: [4, 15], extended: [9, 30], estimates: INDIVIDUAL_ESTIMATES },
  // Form 990-PF the 15th day of the 5th month, extended by Form 8868 six months; the excise tax on
  // net investment income paid in estimates as a corporation's (Form 990-W).
  foundation: { form: "Form 990-PF", due: [5, 15], extended: [11, 15], estimates: CORPORATE_ESTIMATES },
};

export type FamilyEntity = { name: string; kind: EntityKind };

export type Deadline = {
  date: string;
  /** The date before a weekend or holiday moved it. */
  statutory: string;
  entity: number;
  kind: DeadlineKind;
  form: string;
  /** 1 to 4 for an estimated payment. */
  quarter: number | null;
};

const iso = (year: number, [month, day]: readonly [number, number]) => `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;

/** Every deadline of `taxYear` for the family's entities, by date, then by the entities' order. */
export function familyDeadlines(taxYear: number, entities: readonly FamilyEntity[]): Deadline[] {
  const out: Deadline[] = [];
  entities.forEach((entity, index) => {
    const rule = CALENDAR_RULES[entity.kind];
    const add = (statutory: string, kind: DeadlineKind, quarter: number | null) => out.push({ date: irsDueDate(statutory), statutory, entity: index, kind, form: rule.form, quarter });
    rule.estimates.forEach(([month, day, next], i) => add(iso(taxYear + next, [month, day]), "estimate", i + 1));
    add(iso(taxYear + 1, rule.due), "return", null);
    add(iso(taxYear + 1, rule.extended), "extended", null);
  });
  return out.sort((a, b) => (a.date === b.date ? a.entity - b.entity : a.date < b.date ? -1 : 1));
}

/** Deadlines on or after `today` and no more than `days` later. */
export function deadlinesWithin(deadlines: readonly Deadline[], today: string, days: number): Deadline[] {
  const end = new Date(`${today}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + days);
  const last = end.toISOString().slice(0, 10);
  return deadlines.filter((d) => d.date >= today && d.date <= last);
}
