import type { CashValueQuery, CashValueResponse } from "../../../core/contracts/cash-value-life";
import { cashValueComparison } from "../../../core/insurance/cash-value-life";
import { CASH_VALUE_CHECKLIST, CASH_VALUE_DISCLAIMER, CASH_VALUE_FINDINGS as F, cashValueAssumptions } from "../../../core/messages/cash-value-life";
import { asCents, centsToDecimalString as d, type Cents } from "../../../core/money";

/** A validated query's cash value policy against term cover with the premium saved invested. */
export function cashValueReviewOf(q: CashValueQuery): CashValueResponse {
  const [premium, termPremium, benefit, cashValue] = [q.premium, q.termPremium, q.benefit, q.cashValue] as Cents[] as [Cents, Cents, Cents, Cents];
  const c = cashValueComparison({
    policyPremiumCents: premium,
    termPremiumCents: termPremium,
    deathBenefitCents: benefit,
    cashValueCents: cashValue,
    years: q.years,
    growthBp: q.growth,
    fundFeeBp: q.fundFee,
    gainsTaxBp: q.gainsTax,
    incomeTaxBp: q.incomeTax,
  });
  const ahead = c.fundAfterTaxCents > cashValue ? "fund" : "policy";
  const surrenderGain = asCents(Math.max(0, cashValue - c.policyPremiumsCents));

  const findings = [
    ahead === "fund" ? F.fundAhead(q.years, c.differenceCents, c.fundAfterTaxCents, cashValue) : F.policyAhead(q.years, c.differenceCents, c.fundAfterTaxCents, cashValue),
    F.policyReturn(c.policyPremiumsCents, cashValue, c.policyReturnBp),
    c.breakEvenBp === null ? F.breakEvenOut : c.breakEvenBp === 0 ? F.breakEvenNone : F.breakEven(c.breakEvenBp),
    F.cover(q.years, benefit),
  ];
  if (c.surrenderTaxCents > 0) findings.push(F.surrenderTax(surrenderGain, c.surrenderTaxCents, q.incomeTax));

  return {
    inputs: {
      premium: d(premium),
      termPremium: d(termPremium),
      benefit: d(benefit),
      cashValue: d(cashValue),
      years: q.years,
      growth: q.growth / 100,
      fundFee: q.fundFee / 100,
      gainsTax: q.gainsTax / 100,
      incomeTax: q.incomeTax / 100,
    },
    difference: d(c.differenceCents),
    invested: d(c.investedCents),
    termPremiums: d(asCents(termPremium * q.years)),
    fund: { value: d(c.fundCents), fees: d(c.fundFeesCents), tax: d(c.fundTaxCents), afterTax: d(c.fundAfterTaxCents) },
    policy: { premiums: d(c.policyPremiumsCents), cashValue: d(cashValue), surrenderGain: d(surrenderGain), surrenderTax: d(c.surrenderTaxCents), returnRate: c.policyReturnBp / 100 },
    breakEven: c.breakEvenBp === null ? null : c.breakEvenBp / 100,
    ahead,
    // At a death, term pays its cover and the fund passes to the family besides (its basis steps up,
    // so no tax on its gain); the cash value policy pays its death benefit.
    years: c.fundByYear.map((fund, year) => ({ year, fund: d(fund), termAndFund: d(asCents(benefit + fund)), policy: d(benefit) })),
    findings,
    checklist: [...CASH_VALUE_CHECKLIST],
    assumptions: cashValueAssumptions(),
    disclaimer: CASH_VALUE_DISCLAIMER,
  };
}
