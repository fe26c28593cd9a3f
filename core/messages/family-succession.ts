import { DEFAULT_HANDOVER_AGE, KEY_PERSON_ROLES, type RoleKind } from "../estate/family-succession";

// Every member-facing string of the family succession page (the estate service's Taaffeite card
// "Family office succession planning"); the rules are in core/estate/family-succession.ts.

export const ROLE_KIND_LABELS: Readonly<Record<RoleKind, string>> = {
  trustee: "Trustee",
  manager: "Manager or director",
  executor: "Executor",
  guardian: "Guardian of a child",
  attorney: "Agent under a financial power of attorney",
  healthcare: "Health care agent",
};

export const FAMILY_SUCCESSION_FIELD = {
  kind: "must be one of the roles listed",
  noRole: "Give at least one role, with what it is for.",
  birthYear: "must be a year from 1900 to 2100",
} as const;

const roles = (n: number) => (n === 1 ? "1 role" : `${n} roles`);

export const FAMILY_SUCCESSION_FINDINGS = {
  total: (count: number, people: number) => `${roles(count)} held by ${people === 1 ? "1 person" : `${people} people`} of the family and its advisers.`,
  noSuccessor: (entity: string, kindLabel: string, holder: string) =>
    `${entity}: no one is named to follow ${holder} as ${kindLabel.toLowerCase()}. Name a successor in the document itself, or the court may choose one.`,
  selfSuccessor: (entity: string, holder: string) => `${entity}: ${holder} is named to follow themself; name someone else.`,
  allCovered: "Every role has a successor named.",
  handover: (holder: string, age: number, count: number) =>
    `${holder} is ${age} and holds ${roles(count)}: agree with the successors now when each will step in, and let them work alongside first.`,
  keyPerson: (name: string, count: number) =>
    `${count} roles rest on ${name}: if ${name} could not act, they would all change hands at once. Spread them, or name a different successor for each.`,
  burden: (name: string, count: number) => `${name} is named to follow in ${roles(count)}: ask whether they know, and whether they can carry them together.`,
} as const;

/** The family office's steps for governance and succession, whatever the roles. */
export const FAMILY_SUCCESSION_STEPS = [
  "Hold a family meeting each year, with an agenda and minutes: the family's entities, their results, and any change of role.",
  "Write a family constitution: how the family decides (who votes, on what, with what majority) and how a disagreement is settled.",
  "Name successors in each document (trust, operating agreement, will, powers of attorney), and a way to name more if they cannot serve.",
  "Keep one consolidated report of every trust and entity, with who holds each role, and share it with the successors.",
  `Review the roles when a holder reaches ${DEFAULT_HANDOVER_AGE}, and after each birth, marriage, divorce or death.`,
] as const;

export const FAMILY_SUCCESSION_ASSUMPTIONS = [
  "Ages are the age each holder turns this year.",
  `The handover age is ours (${DEFAULT_HANDOVER_AGE} if left blank): a time to prepare, not a limit; many serve well beyond it.`,
  `A person holding ${KEY_PERSON_ROLES} roles or more is a key person: our rule of thumb.`,
  "Names are compared without regard to capitals or spacing; the same person written two ways counts once only if spelled alike.",
];

export const FAMILY_SUCCESSION_DISCLAIMER = "This review helps the family see who holds what; it is not legal advice. Each document decides who may serve and how a successor is named.";
