import type { AnnuityReviewQuery, AnnuityReviewResponse } from "../../../core/contracts/annuity-review";
import { annuityReview, surrenderChargeBp } from "../../../core/insurance/annuity-review";
import {
  ANNUITY_CHECKLIST,
  ANNUITY_CHOICE_LABELS as LABELS,
  ANNUITY_DISCLAIMER,
  ANNUITY_FINDINGS as F,
  annuityAssumptions,
} from "../../../core/messages/annuity-review";
import { centsToDecimalString as d, percentOf, type Cents } from "../../../core/money";

/** A validated query's three choices for an annuity, side by side, with what they cost and what they leave. */
export function annuityReviewOf(q: AnnuityReviewQuery): AnnuityReviewResponse {
  const value = q.value as Cents;
  const basis = (q.basis ?? q.value) as Cents;
  const review = annuityReview({
    valueCents: value,
    basisCents: basis,
    years: q.years,
    growthBp: q.growth,
    annuityFeeBp: q.annuityFee,
    exchangeFeeBp: q.exchangeFee,
    fundFeeBp: q.fundFee,
    surrenderBp: q.surrender,
    heldYears: q.held,
    incomeTaxBp: q.incomeTax,
    gainsTaxBp: q.gainsTax,
  });
  const [keep, exchange, invest] = review.outcomes as [(typeof review.outcomes)[number], (typeof review.outcomes)[number], (typeof review.outcomes)[number]];
  const best = review.outcomes.find((o) => o.choice === review.best)!;

  const findings: string[] = [
    F.best(
      LABELS[best.choice],
      q.years,
      best.afterTaxCents,
      review.outcomes.filter((o) => o !== best).map((o) => ({ label: LABELS[o.choice], afterTax: o.afterTaxCents })),
    ),
  ];
  if (review.surrenderNowBp > 0) findings.push(F.surrenderNow(invest.chargeNowCents, review.surrenderNowBp, review.surrenderEndsInYears));
  else if (q.surrender > 0) findings.push(F.surrenderOver);
  if (invest.taxNowCents > 0) findings.push(F.taxNow(review.gainNowCents, invest.taxNowCents, q.incomeTax));
  if (q.annuityFee > q.exchangeFee) findings.push(F.costs(q.annuityFee, keep.feesCents, q.years, q.exchangeFee, exchange.feesCents));
  if (q.incomeTax > q.gainsTax) findings.push(F.deferral(q.gainsTax, q.incomeTax));

  const schedule: AnnuityReviewResponse["schedule"] = [];
  for (let year = 0; year <= q.years; year += 1) {
    const bp = surrenderChargeBp(q.surrender, q.held + year);
    if (bp === 0) break;
    schedule.push({ year, percent: bp / 100, charge: d(percentOf(keep.yearlyValues[year]!, bp)) });
  }

  return {
    inputs: { value: d(value), basis: d(basis), years: q.years, growth: q.growth / 100, surrender: q.surrender / 100, held: q.held, incomeTax: q.incomeTax / 100, gainsTax: q.gainsTax / 100 },
    surrenderNow: review.surrenderNowBp / 100,
    surrenderEndsIn: review.surrenderEndsInYears,
    gainNow: d(review.gainNowCents),
    options: review.outcomes.map((o) => ({
      key: o.choice,
      label: LABELS[o.choice],
      fee: o.feeBp / 100,
      chargeNow: d(o.chargeNowCents),
      taxNow: d(o.taxNowCents),
      invested: d(o.investedCents),
      value: d(o.valueCents),
      fees: d(o.feesCents),
      chargeAtEnd: d(o.chargeAtEndCents),
      taxAtEnd: d(o.taxAtEndCents),
      afterTax: d(o.afterTaxCents),
    })),
    best: review.best,
    balances: keep.yearlyValues.map((_, year) => ({ year, keep: d(keep.yearlyValues[year]!), exchange: d(exchange.yearlyValues[year]!), invest: d(invest.yearlyValues[year]!) })),
    schedule,
    findings,
    checklist: [...ANNUITY_CHECKLIST],
    assumptions: annuityAssumptions(),
    disclaimer: ANNUITY_DISCLAIMER,
  };
}
