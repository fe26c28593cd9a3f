import type { InsuranceTrustQuery, InsuranceTrustResponse } from "../../../core/contracts/life-insurance-trust";
import { insuranceTrustPlan } from "../../../core/insurance/life-insurance-trust";
import { INSURANCE_TRUST_DISCLAIMER, INSURANCE_TRUST_FINDINGS as F, INSURANCE_TRUST_STEPS, insuranceTrustAssumptions, OWNERSHIP_LABELS } from "../../../core/messages/life-insurance-trust";
import { centsToDecimalString as d, type Cents } from "../../../core/money";
import { defaultTaxYear } from "../../../core/tax/withholding";

/** The life insurance trust plan for a validated query on `today` ("YYYY-MM-DD"). */
export function insuranceTrustAnswer(q: InsuranceTrustQuery, today: string): InsuranceTrustResponse {
  const year = q.year ?? defaultTaxYear(today);
  const input = { year, estateCents: q.estate as Cents, benefitCents: q.benefit as Cents, premiumCents: q.premium as Cents, beneficiaries: q.beneficiaries, donors: q.donors, priorGiftsCents: q.gifts as Cents, source: q.source };
  const plan = insuranceTrustPlan(input);
  const [owned, trust, withinThree] = plan.outcomes;

  const findings = [plan.taxSavedCents > 0 ? F.saves(q.benefit, plan.taxSavedCents, trust!.toHeirsCents) : F.underExclusion(owned!.taxBaseCents, year, plan.exclusionCents)];
  if (q.premium > 0) findings.push(plan.taxableGiftCents > 0 ? F.premiumsOver(q.premium, plan.annualExclusionsCents, plan.taxableGiftCents) : F.premiumsCovered(q.premium, plan.annualExclusionsCents, q.beneficiaries));
  if (withinThree) findings.push(F.threeYears(q.benefit, withinThree.estateTaxCents));

  return {
    inputs: { year, estate: d(q.estate), benefit: d(q.benefit), premium: d(q.premium), beneficiaries: q.beneficiaries, donors: q.donors, gifts: d(q.gifts), source: q.source },
    exclusion: d(plan.exclusionCents),
    annualExclusions: d(plan.annualExclusionsCents),
    taxableGift: d(plan.taxableGiftCents),
    taxSaved: d(plan.taxSavedCents),
    best: plan.best,
    options: plan.outcomes.map((o) => ({ key: o.key, label: OWNERSHIP_LABELS[o.key], policyInEstate: d(o.policyInEstateCents), taxBase: d(o.taxBaseCents), estateTax: d(o.estateTaxCents), toHeirs: d(o.toHeirsCents) })),
    findings,
    steps: [...INSURANCE_TRUST_STEPS],
    assumptions: insuranceTrustAssumptions(year),
    disclaimer: INSURANCE_TRUST_DISCLAIMER,
  };
}
