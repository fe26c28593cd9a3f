import type { EducationMixQuery, EducationMixResponse } from "../../../core/contracts/education-investments";
import { AGE_BASED_PATH, ageBasedStockShareBp } from "../../../core/education/age-based-path";
import { EDUCATION_MIX_DISCLAIMER, EDUCATION_MIX_FINDINGS as F, EDUCATION_PLAN_NOTES, educationMixAssumptions } from "../../../core/messages/education-investments";
import { asCents, centsToDecimalString as d, type Cents } from "../../../core/money";
import { feeCost, LOW_COST_FEE_BP, mixReturnBp } from "../../../core/planning/investment-mix";

/** A validated query's review of an education savings account: its mix against the age-based path and what its costs take to enrollment. */
export function educationMixReviewOf(q: EducationMixQuery): EducationMixResponse {
  const balance = q.balance as Cents;
  const monthly = q.monthly as Cents;
  const mix = { stocksBp: q.stocks, bondsBp: q.bonds, cashBp: q.cash };
  const yearsToEnrollment = q.enrollAge - q.age;
  const band = AGE_BASED_PATH.bandBp;
  const targetBp = ageBasedStockShareBp(yearsToEnrollment);
  const [lowBp, highBp] = [Math.max(0, targetBp - band), Math.min(10_000, targetBp + band)];
  const position = q.stocks > highBp ? "above" : q.stocks < lowBp ? "below" : "within";

  // To enrollment, or a year once the student is there (the bills are being paid from it).
  const fees = feeCost(balance, mix, q.fee, Math.max(1, yearsToEnrollment), monthly);
  const cost = asCents(fees.lowCostBalanceCents - fees.balanceCents);

  const findings = [
    F[position](q.stocks, targetBp, band, yearsToEnrollment),
    q.fee > LOW_COST_FEE_BP ? F.fees(q.fee, fees.yearlyCents, fees.years, cost, LOW_COST_FEE_BP) : F.feesLow(q.fee, fees.yearlyCents),
  ];
  if (yearsToEnrollment > 0) findings.push(F.atEnrollment(fees.years, fees.balanceCents, fees.lowCostBalanceCents, monthly));
  findings.push(F.ageBased);

  return {
    inputs: { age: q.age, enrollAge: q.enrollAge, balance: d(balance), monthly: d(monthly), stocks: q.stocks / 100, bonds: q.bonds / 100, cash: q.cash / 100, fee: q.fee / 100 },
    yearsToEnrollment,
    target: { stocks: targetBp / 100, low: lowBp / 100, high: highBp / 100 },
    position,
    expectedReturn: mixReturnBp(mix) / 100,
    path: Array.from({ length: yearsToEnrollment >= 0 ? yearsToEnrollment + 1 : 0 }, (_, year) => ({ age: q.age + year, stocks: ageBasedStockShareBp(yearsToEnrollment - year) / 100 })),
    fees: { yearly: d(fees.yearlyCents), years: fees.years, balance: d(fees.balanceCents), lowCostBalance: d(fees.lowCostBalanceCents), lowCostFee: LOW_COST_FEE_BP / 100, cost: d(cost) },
    findings,
    planNotes: [...EDUCATION_PLAN_NOTES],
    assumptions: educationMixAssumptions(),
    disclaimer: EDUCATION_MIX_DISCLAIMER,
  };
}
