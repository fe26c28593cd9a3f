import type { EducationTrustQuery, EducationTrustResponse } from "../../../core/contracts/education-trust";
import { educationTrustPlan, K12_LIMIT_CENTS } from "../../../core/education/education-trust";
import { EDUCATION_TRUST_DISCLAIMER, EDUCATION_TRUST_FINDINGS as F, EDUCATION_TRUST_STEPS, educationTrustAssumptions, educationTrustTraits, SAVING_LABELS } from "../../../core/messages/education-trust";
import { centsToDecimalString as d, type Cents } from "../../../core/money";
import { defaultTaxYear } from "../../../core/tax/withholding";

/** The education trust and 529 plan side by side for a validated query on `today` ("YYYY-MM-DD"). */
export function educationTrustAnswer(q: EducationTrustQuery, today: string): EducationTrustResponse {
  const year = q.year ?? defaultTaxYear(today);
  const withdrawalRights = q.rights === "yes";
  const plan = educationTrustPlan({
    year,
    giftCents: q.gift as Cents,
    yearlyCents: q.yearly as Cents,
    years: q.years,
    interestBp: q.interest,
    dividendsBp: q.dividends,
    growthBp: q.growth,
    donors: q.donors,
    giver: q.giver,
    withdrawalRights,
    tuitionCents: q.tuition as Cents,
  });
  const [plan529, trust] = plan.outcomes;

  const findings = [trust.incomeTaxCents > 0 ? F.trustTaxed(plan529.valueCents, trust.valueCents, trust.incomeTaxCents) : F.trustUntaxed(trust.valueCents)];
  if (trust.untaxedGainCents > 0) findings.push(F.trustGain(trust.untaxedGainCents));
  if (plan.electedCents > 0) findings.push(F.election(plan.electedCents, plan.electedShareCents, plan529.taxableGiftsCents));
  if (trust.taxableGiftsCents > 0) findings.push(F.trustGifts(trust.taxableGiftsCents, plan.lifetimeExclusionCents, withdrawalRights));
  if (plan.lapseYear !== null) findings.push(F.lapse(plan.lapseExcessCents, plan.lapseYear));
  findings.push(F.aid(trust.aidCountedCents, plan529.aidCountedCents, q.giver));
  if (q.tuition > 0) findings.push(F.direct(q.tuition, plan.directTuitionCents, plan.directTaxableIfGivenCents));

  return {
    inputs: {
      year,
      gift: d(q.gift),
      yearly: d(q.yearly),
      years: q.years,
      interest: q.interest / 100,
      dividends: q.dividends / 100,
      growth: q.growth / 100,
      donors: q.donors,
      giver: q.giver,
      rights: q.rights,
      tuition: d(q.tuition),
    },
    annualExclusion: d(plan.annualExclusionCents),
    lifetimeExclusion: d(plan.lifetimeExclusionCents),
    best: plan.best,
    options: plan.outcomes.map((o) => ({
      key: o.key,
      label: SAVING_LABELS[o.key],
      given: d(o.givenCents),
      incomeTax: d(o.incomeTaxCents),
      value: d(o.valueCents),
      untaxedGain: d(o.untaxedGainCents),
      taxableGifts: d(o.taxableGiftsCents),
      aidCounted: d(o.aidCountedCents),
    })),
    values: plan.values.map((v) => ({ year: v.year, plan529: d(v.plan529Cents), trust: d(v.trustCents) })),
    direct: { tuition: d(q.tuition), total: d(plan.directTuitionCents), taxableIfGiven: d(plan.directTaxableIfGivenCents) },
    traits: educationTrustTraits(K12_LIMIT_CENTS[year]).map((t) => ({ ...t })),
    findings,
    steps: [...EDUCATION_TRUST_STEPS],
    assumptions: educationTrustAssumptions(year),
    disclaimer: EDUCATION_TRUST_DISCLAIMER,
  };
}
