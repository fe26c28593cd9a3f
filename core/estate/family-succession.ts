// The family's succession readiness: every role that holds the family's affairs together (a trust's
// trustee, a company's manager, an executor, a guardian, the agents under powers of attorney), who
// holds it, how old they are, and who is named to follow; the people on whom many roles rest. Pure.

export const ROLE_NUMBERS = [1, 2, 3, 4, 5, 6] as const;
export const ROLE_KINDS = ["trustee", "manager", "executor", "guardian", "attorney", "healthcare"] as const;
export type RoleKind = (typeof ROLE_KINDS)[number];
/** The holder's age from which the successor should be ready to step in: our rule of thumb, the member may change it. */
export const DEFAULT_HANDOVER_AGE = 75;
/** A person holding this many roles or more is a single point of failure. */
export const KEY_PERSON_ROLES = 3;

export type Role = { entity: string; kind: RoleKind; holder: string; birthYear: number; successor: string | null };

export type ReviewedRole = Role & {
  /** The age the holder turns this year. */
  age: number;
  atHandover: boolean;
  /** The successor named is the holder: no successor at all. */
  selfSuccessor: boolean;
};

export type PersonLoad = { name: string; holds: number; follows: number };

export type SuccessionReview = {
  roles: ReviewedRole[];
  withoutSuccessor: ReviewedRole[];
  atHandover: ReviewedRole[];
  /** Each person named, by the roles they hold then those they would take on, most first. */
  people: PersonLoad[];
  keyPeople: PersonLoad[];
};

/** Names compared as people would: case and spacing aside. */
export const samePerson = (a: string, b: string) => a.trim().replace(/\s+/g, " ").toLowerCase() === b.trim().replace(/\s+/g, " ").toLowerCase();

export function successionReview(input: { roles: readonly Role[]; year: number; handoverAge: number }): SuccessionReview {
  const roles = input.roles.map((r): ReviewedRole => {
    const age = input.year - r.birthYear;
    const selfSuccessor = r.successor !== null && samePerson(r.successor, r.holder);
    return { ...r, age, atHandover: age >= input.handoverAge, selfSuccessor };
  });
  const people: PersonLoad[] = [];
  const personOf = (name: string) => {
    let person = people.find((p) => samePerson(p.name, name));
    if (!person) people.push((person = { name: name.trim(), holds: 0, follows: 0 }));
    return person;
  };
  for (const r of roles) {
    personOf(r.holder).holds += 1;
    if (r.successor !== null && !r.selfSuccessor) personOf(r.successor).follows += 1;
  }
  const ranked = people.map((p, i) => ({ p, i })).sort((a, b) => b.p.holds - a.p.holds || b.p.follows - a.p.follows || a.i - b.i).map(({ p }) => p);
  return {
    roles,
    withoutSuccessor: roles.filter((r) => r.successor === null || r.selfSuccessor),
    atHandover: roles.filter((r) => r.atHandover),
    people: ranked,
    keyPeople: ranked.filter((p) => p.holds >= KEY_PERSON_ROLES),
  };
}
