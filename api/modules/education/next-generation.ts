import type { NextGenerationQuery, NextGenerationResponse } from "../../../core/contracts/next-generation";
import { CHILD_NUMBERS, DISTRIBUTION_NUMBERS, nextGenerationPlan } from "../../../core/education/next-generation";
import {
  MILESTONE_LABELS,
  NEXT_GENERATION_ASSUMPTIONS,
  NEXT_GENERATION_DISCLAIMER,
  NEXT_GENERATION_FIELD,
  NEXT_GENERATION_FINDINGS as F,
  NEXT_GENERATION_STEPS,
  STAGE_PROGRAM,
} from "../../../core/messages/next-generation";

type Child = { name: string; birth: string; key: `b${(typeof CHILD_NUMBERS)[number]}` };

const childrenOf = (q: NextGenerationQuery): Child[] =>
  CHILD_NUMBERS.flatMap((n) => {
    const name = q[`c${n}`];
    return name === undefined ? [] : [{ name, birth: q[`b${n}`]!, key: `b${n}` as const }];
  });

/** A birth date after `today`, as the field's refusal ("b2: must not be after today"); null when every one is fine. */
export function futureBirth(q: NextGenerationQuery, today: string): string | null {
  const late = childrenOf(q).find((c) => c.birth > today);
  return late ? `${late.key}: ${NEXT_GENERATION_FIELD.future}` : null;
}

/** The next-generation plan's answer to a validated query on `today` ("YYYY-MM-DD"). */
export function nextGenerationAnswer(q: NextGenerationQuery, today: string): NextGenerationResponse {
  const children = childrenOf(q);
  const distributions = [...new Set(DISTRIBUTION_NUMBERS.flatMap((n) => (q[`d${n}`] === undefined ? [] : [q[`d${n}`]!])))].sort((a, b) => a - b);
  const custody = Number(q.custody);
  const plan = nextGenerationPlan({ births: children.map((c) => c.birth), today, custodyAge: custody, councilAge: q.council, distributionAges: distributions });
  const milestones = plan.milestones.map((m) => ({ name: children[m.child]!.name, kind: m.kind, age: m.age, date: m.date, what: MILESTONE_LABELS[m.kind](m.age, m.stage), past: m.past, soon: m.soon }));

  const findings = [F.children(children.length, new Set(plan.children.map((c) => c.stage)).size)];
  const next = milestones.find((m) => !m.past);
  if (next) findings.push(F.next(next.name, next.what, next.date));
  const soon = milestones.filter((m) => m.soon);
  if (soon.length > 0) findings.push(F.soon(soon.length));
  for (const m of milestones) if (m.kind === "custody" && m.soon) findings.push(F.custody(m.name, m.age, m.date));
  for (const m of milestones) if (m.past && m.kind !== "stage") findings.push(F.passed(m.name, m.what));
  if (distributions.length === 0) findings.push(F.noDistributions);

  return {
    inputs: { custody, council: q.council, distributions },
    today,
    children: plan.children.map((c) => {
      const program = STAGE_PROGRAM[c.stage];
      return {
        name: children[c.index]!.name,
        birth: c.birth,
        age: c.age,
        stage: c.stage,
        stageTitle: program.title,
        stageAges: program.ages,
        topics: [...program.topics],
        next: c.next ? { stage: c.next.stage, title: STAGE_PROGRAM[c.next.stage].title, date: c.next.date } : null,
      };
    }),
    milestones,
    findings,
    steps: [...NEXT_GENERATION_STEPS],
    assumptions: [...NEXT_GENERATION_ASSUMPTIONS],
    disclaimer: NEXT_GENERATION_DISCLAIMER,
  };
}
