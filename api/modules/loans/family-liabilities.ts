import type { FamilyLiabilitiesQuery, FamilyLiabilitiesResponse } from "../../../core/contracts/family-liabilities";
import { LOAN_NUMBERS, liabilityReview, type FamilyLoan } from "../../../core/loans/family-liabilities";
import {
  COLLATERAL_LABELS,
  FAMILY_LIABILITIES_ASSUMPTIONS,
  FAMILY_LIABILITIES_DISCLAIMER,
  FAMILY_LIABILITIES_FINDINGS as F,
  FAMILY_LIABILITIES_STEPS,
  RATE_KIND_LABELS,
} from "../../../core/messages/family-liabilities";
import { centsToDecimalString as d } from "../../../core/money";

/** The loans a validated query names, in order (a loan counts when it has a name; the contract made its figures required then). */
function loansOf(q: FamilyLiabilitiesQuery): FamilyLoan[] {
  return LOAN_NUMBERS.flatMap((n) => {
    const name = q[`n${n}`];
    if (name === undefined) return [];
    return [{ name, balanceCents: q[`b${n}`]!, rateBp: q[`r${n}`]!, maturity: q[`m${n}`]!, rate: q[`t${n}`], collateral: q[`c${n}`] }];
  });
}

/** The family balance sheet answer to a validated query on `today` ("YYYY-MM-DD"). */
export function familyLiabilitiesAnswer(q: FamilyLiabilitiesQuery, today: string): FamilyLiabilitiesResponse {
  const review = liabilityReview({ loans: loansOf(q), today, shockBp: q.shock });
  const { loans } = review;
  const refinancing = new Set(review.refinance);
  const shortfall = Math.max(0, review.dueWithinYearCents - q.liquid);
  const variableShareBp = review.totalCents > 0 ? Math.round((review.variableCents * 10_000) / review.totalCents) : 0;

  const findings = [F.total(loans.length, review.totalCents, review.weightedRateBp, review.interestCents)];
  const first = loans[0]!;
  findings.push(F.next(first.name, first.maturity, first.monthsLeft));
  findings.push(review.refinance.length > 0 ? F.refinance(review.refinance.length, review.refinance.reduce((t, l) => t + l.balanceCents, 0)) : F.noRefinance);
  if (review.dueWithinYearCents > 0) findings.push(shortfall > 0 ? F.short(review.dueWithinYearCents, q.liquid, shortfall) : F.covered(review.dueWithinYearCents, q.liquid));
  findings.push(review.variableCents > 0 ? F.variable(review.variableCents, variableShareBp, q.shock, review.shockInterestCents) : F.allFixed);
  const securities = review.collateral.find((c) => c.kind === "securities");
  if (securities) findings.push(F.securities(securities.cents));

  return {
    inputs: { liquid: d(q.liquid), shock: q.shock / 100, count: loans.length },
    today,
    loans: loans.map((l) => ({
      name: l.name,
      balance: d(l.balanceCents),
      rate: l.rateBp / 100,
      maturity: l.maturity,
      monthsLeft: l.monthsLeft,
      interest: d(l.interestCents),
      rateKind: l.rate,
      rateKindLabel: RATE_KIND_LABELS[l.rate],
      collateral: l.collateral,
      collateralLabel: COLLATERAL_LABELS[l.collateral],
      refinance: refinancing.has(l),
    })),
    total: d(review.totalCents),
    weightedRate: review.weightedRateBp / 100,
    interest: d(review.interestCents),
    ladder: review.ladder.map((y) => ({ year: y.year, amount: d(y.cents), count: y.count })),
    dueWithinYear: d(review.dueWithinYearCents),
    liquidity: { covered: shortfall === 0, shortfall: d(shortfall) },
    variable: d(review.variableCents),
    variableShare: variableShareBp / 100,
    shockInterest: d(review.shockInterestCents),
    collateral: review.collateral.map((c) => ({ kind: c.kind, label: COLLATERAL_LABELS[c.kind], amount: d(c.cents), share: c.shareBp / 100 })),
    findings,
    steps: [...FAMILY_LIABILITIES_STEPS],
    assumptions: [...FAMILY_LIABILITIES_ASSUMPTIONS],
    disclaimer: FAMILY_LIABILITIES_DISCLAIMER,
  };
}
