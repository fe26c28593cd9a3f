import { RETIREMENT_MIX_DEFAULTS, type RetirementMixQuery, type RetirementMixResponse } from "../../../core/contracts/retirement-investments";
import { NARROW_HOLDING_LIMIT_PERCENT } from "../../../core/portfolio/analysis";
import { feeCost, LOW_COST_FEE_BP, mixReturnBp } from "../../../core/planning/investment-mix";
import { GLIDE_PATH, STOCK_SEQUENCE_BP, targetStockShareBp, withdrawThrough } from "../../../core/retirement/investment-review";
import { RETIREMENT_MIX_DISCLAIMER, RETIREMENT_MIX_FINDINGS as F, retirementMixAssumptions, WITHDRAWAL_OPTIONS } from "../../../core/messages/retirement-investments";
import { asCents, centsToDecimalString as d, percentOf, type Cents } from "../../../core/money";

/** Once retired, fund costs are shown over the next ten years. */
const RETIRED_FEE_YEARS = 10;
/** Cash above this share, ten years or more from retirement, is named as a drag. */
const CASH_NOTE_BP = 1_000;

/** A validated query's review of a retirement account: its mix against the glide path, its costs and its withdrawals' sequence risk. */
export function retirementMixReviewOf(q: RetirementMixQuery): RetirementMixResponse {
  const balance = q.balance as Cents;
  const mix = { stocksBp: q.stocks, bondsBp: q.bonds, cashBp: q.cash };
  const yearsToRetirement = q.retireAge - q.age;
  const targetBp = targetStockShareBp(yearsToRetirement);
  const [lowBp, highBp] = [Math.max(0, targetBp - GLIDE_PATH.bandBp), Math.min(10_000, targetBp + GLIDE_PATH.bandBp)];
  const position = q.stocks > highBp ? "above" : q.stocks < lowBp ? "below" : "within";

  const fees = feeCost(balance, mix, q.fee, yearsToRetirement > 0 ? yearsToRetirement : RETIRED_FEE_YEARS);
  const feesCost = asCents(fees.lowCostBalanceCents - fees.balanceCents);
  const employerAmount = percentOf(balance, q.employerStock);

  const withdrawal = (q.withdrawal ?? percentOf(balance, RETIREMENT_MIX_DEFAULTS.withdrawalBp)) as Cents;
  const reversed = [...STOCK_SEQUENCE_BP].reverse();
  const lossesFirst = withdrawThrough(balance, withdrawal, mix, STOCK_SEQUENCE_BP);
  const lossesLast = withdrawThrough(balance, withdrawal, mix, reversed);
  const withoutWithdrawals = withdrawThrough(balance, asCents(0), mix, STOCK_SEQUENCE_BP).at(-1)!;

  const findings = [F[position](q.stocks, targetBp, GLIDE_PATH.bandBp, yearsToRetirement)];
  findings.push(q.fee > LOW_COST_FEE_BP ? F.fees(q.fee, fees.yearlyCents, fees.years, feesCost, LOW_COST_FEE_BP) : F.feesLow(q.fee, fees.yearlyCents));
  if (q.employerStock > NARROW_HOLDING_LIMIT_PERCENT * 100) findings.push(F.employer(q.employerStock, employerAmount, NARROW_HOLDING_LIMIT_PERCENT));
  if (yearsToRetirement >= 10 && q.cash > CASH_NOTE_BP) findings.push(F.cash(q.cash, yearsToRetirement));
  if (withdrawal > 0) findings.push(F.sequence(withdrawal, lossesFirst.at(-1)!, lossesLast.at(-1)!, withoutWithdrawals));

  return {
    inputs: { age: q.age, retireAge: q.retireAge, balance: d(balance), stocks: q.stocks / 100, bonds: q.bonds / 100, cash: q.cash / 100, employerStock: q.employerStock / 100, fee: q.fee / 100 },
    yearsToRetirement,
    target: { stocks: targetBp / 100, low: lowBp / 100, high: highBp / 100 },
    position,
    expectedReturn: mixReturnBp(mix) / 100,
    fees: { yearly: d(fees.yearlyCents), years: fees.years, balance: d(fees.balanceCents), lowCostBalance: d(fees.lowCostBalanceCents), lowCostFee: LOW_COST_FEE_BP / 100, cost: d(feesCost) },
    employer: { amount: d(employerAmount), limit: NARROW_HOLDING_LIMIT_PERCENT },
    sequence: {
      withdrawal: d(withdrawal),
      stockReturns: STOCK_SEQUENCE_BP.map((bp) => bp / 100),
      years: lossesFirst.map((value, year) => ({ year, lossesFirst: d(value), lossesLast: d(lossesLast[year]!) })),
      withoutWithdrawals: d(withoutWithdrawals),
    },
    findings,
    withdrawalOptions: [...WITHDRAWAL_OPTIONS],
    assumptions: retirementMixAssumptions(),
    disclaimer: RETIREMENT_MIX_DISCLAIMER,
  };
}
