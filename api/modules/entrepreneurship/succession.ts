import type { SuccessionQuery, SuccessionResponse } from "../../../core/contracts/business-succession";
import { successionPlan, type SuccessionWay } from "../../../core/entrepreneurship/business-succession";
import { SUCCESSION_ASSUMPTIONS, SUCCESSION_DISCLAIMER, SUCCESSION_FINDINGS as F, SUCCESSION_STEPS, SUCCESSION_WAY_LABELS, type SuccessionWayKey } from "../../../core/messages/business-succession";
import { centsToDecimalString as d } from "../../../core/money";

/** The business succession answer to a validated query on `today` ("YYYY-MM-DD"): the gifts start this year. */
export function successionAnswer(q: SuccessionQuery, today: string): SuccessionResponse {
  const year = Number(today.slice(0, 4));
  const plan = successionPlan({ valueCents: q.value, ownedBp: q.owned, growthBp: q.growth, discountBp: q.discount, heirs: q.heirs, donors: q.donors, years: q.years, otherEstateCents: q.other });
  const ownedAtHorizon = plan.keep.estateCents;
  const ways: Array<[SuccessionWayKey, SuccessionWay]> = [
    ["keep", plan.keep],
    ["yearly", plan.yearly],
    ["now", plan.now],
  ];
  // The first of the least taxed: keeping it wins a tie, since it needs no gift, appraisal or return.
  const best = ways.reduce((a, b) => (b[1].taxCents < a[1].taxCents ? b : a))[0];

  const gifted = plan.gifts.reduce((sum, g) => sum + g.giftedPpm, 0);
  const findings = [F.yearly(plan.yearlyBudgetCents, q.heirs, q.donors, q.years, gifted, q.discount)];
  const savedYearly = plan.keep.taxCents - plan.yearly.taxCents;
  findings.push(savedYearly > 0 ? F.saves(savedYearly) : F.noSaving);
  findings.push(F.now(plan.now.giftCents, plan.now.taxableCents, plan.now.giftTaxCents, plan.keep.taxCents - plan.now.taxCents));
  if (plan.now.taxableCents > 0) findings.push(F.nowUsesExclusion(Math.min(plan.now.taxableCents, plan.lifetimeExclusionCents), plan.lifetimeExclusionCents));
  findings.push(q.active === 0 ? F.activeNone : q.active === q.heirs ? F.activeAll : F.activeSome(q.active, q.heirs));

  return {
    inputs: { value: d(q.value), owned: q.owned / 100, growth: q.growth / 100, discount: q.discount / 100, heirs: q.heirs, active: q.active, donors: q.donors, years: q.years, other: d(q.other), year },
    annualExclusion: d(plan.annualExclusionCents),
    lifetimeExclusion: d(plan.lifetimeExclusionCents),
    yearlyBudget: d(plan.yearlyBudgetCents),
    gifts: plan.gifts.map((g) => ({ year: year + g.index - 1, value: d(g.valueCents), gifted: g.giftedPpm, gift: d(g.giftCents), left: g.leftPpm })),
    valueAtHorizon: d(plan.valueAtHorizonCents),
    ways: ways.map(([key, w]) => ({
      key,
      label: SUCCESSION_WAY_LABELS[key],
      estateShare: w.estatePpm,
      estate: d(w.estateCents),
      giftTax: d(w.giftTaxCents),
      estateTax: d(w.estateTaxCents),
      tax: d(w.taxCents),
      // The parents' share at the horizon, wherever it then is, less the transfer tax it cost.
      toHeirs: d(ownedAtHorizon - w.taxCents),
    })),
    now: { gift: d(plan.now.giftCents), taxable: d(plan.now.taxableCents) },
    best,
    findings,
    steps: [...SUCCESSION_STEPS],
    assumptions: [...SUCCESSION_ASSUMPTIONS],
    disclaimer: SUCCESSION_DISCLAIMER,
  };
}
