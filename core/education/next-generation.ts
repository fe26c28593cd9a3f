import { addMonths, daysBetween } from "../planning/dates";

// The family's plan for educating its next generation about its wealth: each child's stage by age
// today, when the next stage begins, and the family's own milestones (the custodial accounts passing
// to the child, a seat at the family council, each of the trust's distribution ages) on one timeline.
// Pure: dates are ISO calendar days; ages in whole years on birthdays.

export const CHILD_NUMBERS = [1, 2, 3, 4, 5, 6] as const;
export const DISTRIBUTION_NUMBERS = [1, 2, 3] as const;
/** The ages at which a custodial account (UTMA) passes to the child: 18 or 21 in most states, up to 25 in some. */
export const CUSTODY_AGES = ["18", "21", "25"] as const;
export type CustodyAge = (typeof CUSTODY_AGES)[number];
/** Our stages, each from its first age to the next stage's (the last open-ended): the plan's rule of thumb. */
export const STAGES = [
  { key: "early", from: 5 },
  { key: "middle", from: 9 },
  { key: "teen", from: 13 },
  { key: "young", from: 18 },
  { key: "adult", from: 25 },
] as const;
export type StageKey = (typeof STAGES)[number]["key"] | "before";
/** A milestone this close is to prepare for now: our rule of thumb. */
export const PREPARE_YEARS = 3;

export type MilestoneKind = "custody" | "council" | "distribution" | "stage";
export type Milestone = { child: number; kind: MilestoneKind; age: number; date: string; past: boolean; soon: boolean; stage?: StageKey };

export type ChildPlan = {
  index: number;
  birth: string;
  age: number;
  stage: StageKey;
  /** The next stage and the birthday it begins on; null in the last stage. */
  next: { stage: StageKey; date: string } | null;
};

export type NextGenerationPlan = { children: ChildPlan[]; milestones: Milestone[] };

/** Whole years from `birth` to `today` (a birthday on 29 February counts on 28 February in other years, as addMonths clamps). */
export function ageOn(birth: string, today: string): number {
  let age = Number(today.slice(0, 4)) - Number(birth.slice(0, 4));
  if (birthday(birth, age) > today) age -= 1;
  return age;
}

/** The date a person born on `birth` turns `age`. */
export const birthday = (birth: string, age: number) => addMonths(birth, age * 12);

export function stageAt(age: number): StageKey {
  let stage: StageKey = "before";
  for (const s of STAGES) if (age >= s.from) stage = s.key;
  return stage;
}

/**
 * Each child's stage and next stage, and every milestone of the family's (custody, the council's
 * age, each distribution age, each stage still ahead) in date order, past ones kept and marked.
 */
export function nextGenerationPlan(input: { births: readonly string[]; today: string; custodyAge: number; councilAge: number; distributionAges: readonly number[] }): NextGenerationPlan {
  const children = input.births.map((birth, index): ChildPlan => {
    const age = ageOn(birth, input.today);
    const stage = stageAt(age);
    const following = STAGES.find((s) => s.from > age);
    return { index, birth, age, stage, next: following ? { stage: following.key, date: birthday(birth, following.from) } : null };
  });
  const milestones: Milestone[] = [];
  const add = (child: number, birth: string, kind: MilestoneKind, age: number, stage?: StageKey) => {
    const date = birthday(birth, age);
    const days = daysBetween(input.today, date);
    milestones.push({ child, kind, age, date, past: days < 0, soon: days >= 0 && date <= addMonths(input.today, PREPARE_YEARS * 12), ...(stage ? { stage } : {}) });
  };
  for (const c of children) {
    for (const s of STAGES) if (s.from > c.age) add(c.index, c.birth, "stage", s.from, s.key);
    add(c.index, c.birth, "custody", input.custodyAge);
    add(c.index, c.birth, "council", input.councilAge);
    for (const age of input.distributionAges) add(c.index, c.birth, "distribution", age);
  }
  const order: Record<MilestoneKind, number> = { stage: 0, custody: 1, council: 2, distribution: 3 };
  milestones.sort((a, b) => a.date.localeCompare(b.date) || a.child - b.child || order[a.kind] - order[b.kind] || a.age - b.age);
  return { children, milestones };
}
