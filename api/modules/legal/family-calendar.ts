import type { FamilyLegalQuery, FamilyLegalResponse } from "../../../core/contracts/family-legal";
import { legalCalendar, MATTER_NUMBERS, type Matter } from "../../../core/legal/family-matters";
import {
  actionOf,
  FAMILY_LEGAL_ASSUMPTIONS,
  FAMILY_LEGAL_DISCLAIMER,
  FAMILY_LEGAL_FINDINGS as F,
  FAMILY_LEGAL_STEPS,
  MATTER_KIND_LABELS,
  RENEWAL_KIND_LABELS,
} from "../../../core/messages/family-legal";

/** The matters a validated query names, in order (a matter counts when it has a name; the contract made its date required then). */
function mattersOf(q: FamilyLegalQuery): Matter[] {
  return MATTER_NUMBERS.flatMap((n) => {
    const name = q[`m${n}`];
    return name === undefined ? [] : [{ name, kind: q[`k${n}`], date: q[`d${n}`]!, noticeDays: q[`t${n}`], renewal: q[`r${n}`] }];
  });
}

/** The family legal calendar's answer to a validated query on `today` ("YYYY-MM-DD"). */
export function familyLegalAnswer(q: FamilyLegalQuery, today: string): FamilyLegalResponse {
  const calendar = legalCalendar({ matters: mattersOf(q), today });
  const { matters } = calendar;
  // The first matter still ahead: what the family does next.
  const next = matters.find((m) => m.status === "soon" || m.status === "later");

  const findings = [F.total(matters.length, calendar.byKind.length)];
  if (next) findings.push(F.next(next.name, next.actBy, next.daysToAct, next.noticeDays > 0));
  findings.push(calendar.soon.length > 0 ? F.soon(calendar.soon.length) : F.noneSoon);
  for (const m of calendar.missed) findings.push(m.renewal === "auto" ? F.missedAuto(m.name, m.actBy, m.date) : F.missed(m.name, m.actBy, m.date));
  for (const m of calendar.past) findings.push(F.past(m.name, m.date));
  const autos = matters.filter((m) => m.renewal === "auto" && m.status !== "past").length;
  if (autos > 0) findings.push(F.autoRenewals(autos));

  return {
    inputs: { count: matters.length },
    today,
    matters: matters.map((m) => ({
      name: m.name,
      kind: m.kind,
      kindLabel: MATTER_KIND_LABELS[m.kind],
      date: m.date,
      noticeDays: m.noticeDays,
      renewal: m.renewal,
      renewalLabel: RENEWAL_KIND_LABELS[m.renewal],
      actBy: m.actBy,
      action: actionOf(m.noticeDays, m.renewal),
      daysToAct: m.daysToAct,
      daysToDate: m.daysToDate,
      status: m.status,
    })),
    soon: calendar.soon.length,
    missed: calendar.missed.length,
    past: calendar.past.length,
    byKind: calendar.byKind.map((k) => ({ kind: k.kind, label: MATTER_KIND_LABELS[k.kind], count: k.count })),
    findings,
    steps: [...FAMILY_LEGAL_STEPS],
    assumptions: [...FAMILY_LEGAL_ASSUMPTIONS],
    disclaimer: FAMILY_LEGAL_DISCLAIMER,
  };
}
