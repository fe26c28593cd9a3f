import type { FamilyRiskQuery, FamilyRiskResponse } from "../../../core/contracts/family-risk";
import { familyRiskReview, POLICY_NUMBERS, type Policy } from "../../../core/insurance/family-risk";
import { FAMILY_RISK_ASSUMPTIONS, FAMILY_RISK_DISCLAIMER, FAMILY_RISK_FINDINGS as F, FAMILY_RISK_STEPS, POLICY_KIND_LABELS } from "../../../core/messages/family-risk";
import { centsToDecimalString as d } from "../../../core/money";

/** The policies a validated query names, in order (a policy counts when it has a name; the contract made its figures required then). */
function policiesOf(q: FamilyRiskQuery): Policy[] {
  return POLICY_NUMBERS.flatMap((n) => {
    const name = q[`p${n}`];
    if (name === undefined) return [];
    return [{ name, kind: q[`k${n}`], limitCents: q[`l${n}`]!, premiumCents: q[`a${n}`]!, renewal: q[`d${n}`]!, valueCents: q[`v${n}`] ?? null }];
  });
}

/** The family risk review's answer to a validated query on `today` ("YYYY-MM-DD"). */
export function familyRiskAnswer(q: FamilyRiskQuery, today: string): FamilyRiskResponse {
  const review = familyRiskReview({ policies: policiesOf(q), today, netWorthCents: q.worth });
  const { policies } = review;

  const findings = [F.total(policies.length, review.premiumCents)];
  const next = policies.find((p) => p.daysToRenewal >= 0);
  if (next) findings.push(F.next(next.name, next.renewal, next.daysToRenewal));
  if (review.upcoming.length > 0) findings.push(F.upcoming(review.upcoming.length));
  if (review.lapsed.length > 0) findings.push(F.lapsed(review.lapsed.map((p) => p.name).join(", ")));
  findings.push(review.liabilityGapCents > 0 ? F.gap(q.worth, review.umbrellaCents, review.liabilityGapCents) : F.covered(review.umbrellaCents));
  for (const p of review.underinsured) findings.push(F.short(p.name, p.limitCents, p.valueCents!, p.insuredBp!, p.belowCoinsurance));

  return {
    inputs: { worth: d(q.worth), count: policies.length },
    today,
    policies: policies.map((p) => ({
      name: p.name,
      kind: p.kind,
      kindLabel: POLICY_KIND_LABELS[p.kind],
      limit: d(p.limitCents),
      premium: d(p.premiumCents),
      renewal: p.renewal,
      daysToRenewal: p.daysToRenewal,
      value: p.valueCents === null ? null : d(p.valueCents),
      insured: p.insuredBp === null ? null : p.insuredBp / 100,
      short: d(p.shortCents),
      belowCoinsurance: p.belowCoinsurance,
    })),
    premium: d(review.premiumCents),
    upcoming: review.upcoming.length,
    umbrella: d(review.umbrellaCents),
    liabilityGap: d(review.liabilityGapCents),
    byKind: review.byKind.map((k) => ({ kind: k.kind, label: POLICY_KIND_LABELS[k.kind], count: k.count, premium: d(k.premiumCents), limit: d(k.limitCents) })),
    findings,
    steps: [...FAMILY_RISK_STEPS],
    assumptions: [...FAMILY_RISK_ASSUMPTIONS],
    disclaimer: FAMILY_RISK_DISCLAIMER,
  };
}
