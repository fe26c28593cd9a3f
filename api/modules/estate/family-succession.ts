import type { FamilySuccessionQuery, FamilySuccessionResponse } from "../../../core/contracts/family-succession";
import { KEY_PERSON_ROLES, ROLE_NUMBERS, samePerson, successionReview, type Role } from "../../../core/estate/family-succession";
import {
  FAMILY_SUCCESSION_ASSUMPTIONS,
  FAMILY_SUCCESSION_DISCLAIMER,
  FAMILY_SUCCESSION_FINDINGS as F,
  FAMILY_SUCCESSION_STEPS,
  ROLE_KIND_LABELS,
} from "../../../core/messages/family-succession";

/** The roles a validated query names, in order (a role counts when it says what it is for; the contract made its holder and birth year required then). */
function rolesOf(q: FamilySuccessionQuery): Role[] {
  return ROLE_NUMBERS.flatMap((n) => {
    const entity = q[`e${n}`];
    return entity === undefined ? [] : [{ entity, kind: q[`k${n}`], holder: q[`h${n}`]!, birthYear: q[`y${n}`]!, successor: q[`s${n}`] ?? null }];
  });
}

/** The family succession answer to a validated query on `today` ("YYYY-MM-DD"): ages are this year's. */
export function familySuccessionAnswer(q: FamilySuccessionQuery, today: string): FamilySuccessionResponse {
  const year = Number(today.slice(0, 4));
  const review = successionReview({ roles: rolesOf(q), year, handoverAge: q.age });

  const findings = [F.total(review.roles.length, review.people.filter((p) => p.holds > 0).length)];
  for (const r of review.withoutSuccessor) findings.push(r.selfSuccessor ? F.selfSuccessor(r.entity, r.holder) : F.noSuccessor(r.entity, ROLE_KIND_LABELS[r.kind], r.holder));
  if (review.withoutSuccessor.length === 0) findings.push(F.allCovered);
  // One sentence per holder at the handover age, with all the roles they hold.
  const handedOver: string[] = [];
  for (const r of review.atHandover) {
    if (handedOver.some((name) => samePerson(name, r.holder))) continue;
    handedOver.push(r.holder);
    findings.push(F.handover(r.holder, r.age, review.roles.filter((x) => samePerson(x.holder, r.holder)).length));
  }
  for (const p of review.keyPeople) findings.push(F.keyPerson(p.name, p.holds));
  for (const p of review.people) if (p.follows >= KEY_PERSON_ROLES) findings.push(F.burden(p.name, p.follows));

  return {
    inputs: { age: q.age, year, count: review.roles.length },
    roles: review.roles.map((r) => ({
      entity: r.entity,
      kind: r.kind,
      kindLabel: ROLE_KIND_LABELS[r.kind],
      holder: r.holder,
      birthYear: r.birthYear,
      age: r.age,
      successor: r.successor,
      atHandover: r.atHandover,
      uncovered: r.successor === null || r.selfSuccessor,
    })),
    people: review.people.map((p) => ({ ...p, key: p.holds >= KEY_PERSON_ROLES })),
    withoutSuccessor: review.withoutSuccessor.length,
    atHandover: review.atHandover.length,
    findings,
    steps: [...FAMILY_SUCCESSION_STEPS],
    assumptions: [...FAMILY_SUCCESSION_ASSUMPTIONS],
    disclaimer: FAMILY_SUCCESSION_DISCLAIMER,
  };
}
