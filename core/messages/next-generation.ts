import { PREPARE_YEARS, type CustodyAge, type MilestoneKind, type StageKey } from "../education/next-generation";
import { formatCalendarDate } from "../format";

// Every member-facing string of the next-generation education page (the education service's
// Taaffeite card "Next-generation family education"); the rules are in core/education/next-generation.ts.

/** Each stage's name, ages and what it teaches: our program, by age. */
export const STAGE_PROGRAM: Readonly<Record<StageKey, { title: string; ages: string; topics: readonly string[] }>> = {
  before: { title: "Before school", ages: "Under 5", topics: ["The family's values through its stories and its example", "Waiting for something: the first lesson in saving"] },
  early: { title: "Money basics", ages: "5 to 8", topics: ["Needs and wants", "Saving toward something in a clear jar", "Earning with small jobs at home", "Giving a part to a cause the child chooses"] },
  middle: { title: "Saving and giving", ages: "9 to 12", topics: ["An allowance split into spend, save and give", "Comparing prices before buying", "A first savings account and its interest", "Choosing, with a parent, where the family's giving goes"] },
  teen: { title: "Investing and work", ages: "13 to 17", topics: ["A first paid job, and a Roth IRA funded from its earnings", "How compound growth works, with a small account of their own", "Budgeting a school term", "Privacy and security: what not to share about the family's wealth"] },
  young: { title: "Independence", ages: "18 to 24", topics: ["A first credit card and the credit score", "Filing their own tax return", "Rent, insurance and a first contract read before signing", "Reading the family trust's terms with its trustee"] },
  adult: { title: "Stewardship", ages: "25 and over", topics: ["A voice at the family council and on its committees", "Reading the statements of the family's entities", "Serving on the foundation's grants committee", "Their own will, and a prenuptial agreement if they marry"] },
};

export const CUSTODY_AGE_LABELS: Readonly<Record<CustodyAge, string>> = { "18": "At 18", "21": "At 21", "25": "At 25" };

export const MILESTONE_LABELS: Readonly<Record<MilestoneKind, (age: number, stage?: StageKey) => string>> = {
  stage: (age, stage) => `Begins "${STAGE_PROGRAM[stage ?? "before"].title}" at ${age}`,
  custody: (age) => `The custodial account becomes theirs at ${age}`,
  council: (age) => `A seat at the family council at ${age}`,
  distribution: (age) => `The trust's distribution at ${age}`,
};

export const NEXT_GENERATION_FIELD = {
  noChild: "Give at least one child, with a name.",
  custody: "must be 18, 21 or 25",
  future: "must not be after today",
} as const;

const years = (n: number) => (n === 1 ? "1 year" : `${n} years`);

export const NEXT_GENERATION_FINDINGS = {
  children: (count: number, stages: number) => `${count === 1 ? "1 child" : `${count} children`} in ${stages === 1 ? "1 stage" : `${stages} stages`} of the program today.`,
  next: (name: string, what: string, date: string) => `Next: ${name}, ${what.charAt(0).toLowerCase()}${what.slice(1)}, on ${formatCalendarDate(date)}.`,
  soon: (count: number) =>
    `${count === 1 ? "1 milestone falls" : `${count} milestones fall`} within ${years(PREPARE_YEARS)}: begin the lessons that lead to ${count === 1 ? "it" : "them"} now, so the money arrives after the understanding.`,
  custody: (name: string, age: number, date: string) =>
    `${name}'s custodial account becomes theirs outright on ${formatCalendarDate(date)}, at ${age}: the law gives the custodian no say after that day.`,
  passed: (name: string, what: string) => `${name}: ${what.charAt(0).toLowerCase()}${what.slice(1)} has passed; check that the lessons of that stage were given.`,
  noDistributions: "No distribution ages were given: add the trust's, so each child's lessons can be timed before them.",
} as const;

/** The family office's steps for the next generation's education, whatever the ages. */
export const NEXT_GENERATION_STEPS = [
  "Write down the family's values and its story of how the wealth was made, and share it at each stage.",
  "Agree with each trustee when and how each child learns the trust's terms, and who tells them.",
  "Hold a yearly family meeting with a part for the children, the program's lessons of the year in it.",
  "Give each young adult a mentor outside the family: an adviser who will answer questions a parent cannot.",
  "Review the program each year as the children grow, and after each birth, marriage or death.",
] as const;

export const NEXT_GENERATION_ASSUMPTIONS = [
  "The stages and their lessons are our program, by age; each child's readiness decides more than the date.",
  "A custodial account (UTMA) passes to the child at the age the account's state sets, commonly 18 or 21 and up to 25 in some states; choose the account's.",
  `Milestones within ${PREPARE_YEARS} years are to prepare for now: our rule of thumb.`,
  "A birthday on 29 February falls on 28 February in other years.",
];

export const NEXT_GENERATION_DISCLAIMER = "This plan helps the family organise its children's education about money; it is not legal or financial advice. The trust's terms and the account's state law decide when assets pass.";
