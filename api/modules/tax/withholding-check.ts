import type { WithholdingQuery, WithholdingResponse } from "../../../core/contracts/tax-withholding";
import { toTaxEstimateResponse } from "../../../core/contracts/tax";
import { SAFE_HARBOUR_TEXT } from "../../../core/messages/tax";
import { WITHHOLDING_DISCLAIMER, WITHHOLDING_SCENARIO_TITLES, withholdingAssumptions } from "../../../core/messages/tax-withholding";
import { centsToDecimalString as d } from "../../../core/money";
import { checkWithholding, defaultTaxYear } from "../../../core/tax/withholding";

const dOrNull = (cents: number | null | undefined) => (cents === null || cents === undefined ? null : d(cents));

/** The withholding check of a validated query on `today` ("YYYY-MM-DD"), as the API answers it. */
export function withholdingCheck(q: WithholdingQuery, today: string): WithholdingResponse {
  const year = q.year ?? defaultTaxYear(today);
  const seniors = q.seniors as 0 | 1 | 2;
  const check = checkWithholding({
    taxYear: year,
    filingStatus: q.status,
    seniors,
    qualifyingChildren: q.children,
    otherDependents: q.dependents,
    wages: q.wages,
    selfEmploymentIncome: q.business,
    interestAndDividends: q.interest,
    otherIncome: q.other,
    withheldSoFar: q.withheld,
    perPaycheck: q.perPaycheck,
    paychecksLeft: q.paychecksLeft,
    estimatedPaid: q.estimated,
    priorYearTax: q.priorTax ?? null,
    priorYearAgi: q.priorAgi ?? null,
    bonus: q.bonus ?? null,
    sideBusiness: q.side ?? null,
    today,
  });
  return {
    inputs: {
      year,
      status: q.status,
      seniors,
      children: q.children,
      dependents: q.dependents,
      wages: d(q.wages),
      business: d(q.business),
      interest: d(q.interest),
      other: d(q.other),
      withheld: d(q.withheld),
      perPaycheck: d(q.perPaycheck),
      paychecksLeft: q.paychecksLeft,
      estimated: d(q.estimated),
      priorTax: dOrNull(q.priorTax),
      priorAgi: dOrNull(q.priorAgi),
      bonus: dOrNull(q.bonus),
      side: dOrNull(q.side),
    },
    today,
    estimate: toTaxEstimateResponse(check.estimate),
    projectedWithholding: d(check.projectedWithholding),
    taxAfterCredits: d(check.taxAfterCredits),
    safeHarbour: {
      rule: check.safeHarbour.rule,
      text: SAFE_HARBOUR_TEXT[check.safeHarbour.rule],
      required: d(check.safeHarbour.required),
      paid: d(check.safeHarbour.paid),
      shortfall: d(check.safeHarbour.shortfall),
    },
    underPenaltyFloor: check.underPenaltyFloor,
    addPerPaycheckToOweNothing: dOrNull(check.addPerPaycheckToOweNothing),
    addPerPaycheckForSafeHarbour: dOrNull(check.addPerPaycheckForSafeHarbour),
    lessPerPaycheck: dOrNull(check.lessPerPaycheck),
    instalments: check.instalments.map((i) => ({ quarter: i.quarter, dueDate: i.dueDate, forSafeHarbour: d(i.forSafeHarbour), toOweNothing: d(i.toOweNothing) })),
    dueDatesPassed: check.dueDatesPassed,
    scenarios: check.scenarios.map((s) => ({
      key: s.key,
      title: WITHHOLDING_SCENARIO_TITLES[s.key],
      totalTax: d(s.totalTax),
      payments: d(s.payments),
      difference: d(s.difference),
      taxChange: d(s.taxChange),
    })),
    assumptions: withholdingAssumptions({ year, status: q.status, seniors, priorYearGiven: q.priorTax !== undefined, bonus: (q.bonus ?? 0) > 0 }),
    disclaimer: WITHHOLDING_DISCLAIMER,
  };
}
