import type { DeferredCompensationQuery, DeferredCompensationResponse } from "../../../core/contracts/deferred-compensation";
import { DEFERRED_DISCLAIMER, DEFERRED_FINDINGS as F, DEFERRED_STEPS, deferredAssumptions, electionLabel } from "../../../core/messages/deferred-compensation";
import { centsToDecimalString as d } from "../../../core/money";
import { ELECTIONS, payoutPlan, SOURCE_TAX_FREE_YEARS, type PayoutPlan } from "../../../core/retirement/deferred-compensation";
import { defaultTaxYear } from "../../../core/tax/withholding";

const topBracket = (plan: PayoutPlan) => Math.max(...plan.years.map((y) => y.bracketBp));

/** The deferred compensation answer to a validated query on `today` ("YYYY-MM-DD"). */
export function deferredCompensationAnswer(q: DeferredCompensationQuery, today: string): DeferredCompensationResponse {
  const year = q.year ?? defaultTaxYear(today);
  const tax = { year, status: q.status, otherIncomeCents: q.income };
  const plans = ELECTIONS.map((n) => payoutPlan({ balanceCents: q.balance, growthBp: q.growth }, n, tax));
  const lump = plans[0]!;
  const chosen = plans.find((p) => p.installments === q.plan)!;
  // The least tax as a share of what is paid: growth makes longer payouts pay more, so totals alone mislead.
  const least = plans.reduce((best, p) => (p.averageRateBp < best.averageRateBp ? p : best));

  const findings = [least === lump ? F.lumpLeast : F.least(least.installments, least.taxCents, least.averageRateBp, lump.taxCents, lump.averageRateBp)];
  if (topBracket(chosen) < topBracket(lump)) findings.push(F.brackets(chosen.installments, topBracket(chosen), topBracket(lump)));
  if (q.growth > 0) findings.push(F.growth(chosen.installments, q.growth, chosen.paidCents, chosen.paidCents - q.balance));
  if (chosen.installments >= SOURCE_TAX_FREE_YEARS) findings.push(F.sourceState);
  findings.push(F.creditRisk);

  return {
    inputs: { balance: d(q.balance), growth: q.growth / 100, income: d(q.income), plan: q.plan, year, status: q.status },
    elections: plans.map((p) => ({
      installments: p.installments,
      label: electionLabel(p.installments),
      paid: d(p.paidCents),
      tax: d(p.taxCents),
      afterTax: d(p.paidCents - p.taxCents),
      averageRate: p.averageRateBp / 100,
      topBracket: topBracket(p) / 100,
    })),
    years: chosen.years.map((y) => ({ year: y.year, payment: d(y.paymentCents), tax: d(y.taxCents), afterTax: d(y.paymentCents - y.taxCents), bracket: y.bracketBp / 100 })),
    findings,
    steps: [...DEFERRED_STEPS],
    assumptions: deferredAssumptions({ year, status: q.status, growthBp: q.growth }),
    disclaimer: DEFERRED_DISCLAIMER,
  };
}
