import type { TrustTaxQuery, TrustTaxResponse } from "../../../core/contracts/trust-tax";
import { TRUST_CHOICE_LABELS, TRUST_TAX_DISCLAIMER, TRUST_TAX_FINDINGS as F, TRUST_TAX_NOTES, trustTaxAssumptions } from "../../../core/messages/trust-tax";
import { centsToDecimalString as d, type Cents } from "../../../core/money";
import { compareDistributions, TRUST_TAX_TABLES, trustBracketsBesideSingle, trustTopBracketStart, type DistributionOutcome } from "../../../core/tax/trust-income-tax";
import { defaultTaxYear } from "../../../core/tax/withholding";

/** The trust tax plan for a validated query on `today` ("YYYY-MM-DD"): keeping, paying out some and paying out all. */
export function trustTaxAnswer(q: TrustTaxQuery, today: string): TrustTaxResponse {
  const year = q.year ?? defaultTaxYear(today);
  const income = { ordinaryCents: q.ordinary, qualifiedDividendsCents: q.dividends, gainsCents: q.gains };
  const distribution = (q.distribution ?? null) as Cents | null;
  const comparison = compareDistributions(year, income, distribution, { ordinaryBp: q.beneficiaryRate, dividendsBp: q.beneficiaryDividendRate });
  const labelOf = (o: DistributionOutcome) => (o.key === "entered" ? TRUST_CHOICE_LABELS.entered(o.trust.distributionCents) : TRUST_CHOICE_LABELS[o.key]);
  const brackets = trustBracketsBesideSingle(year);
  const top = trustTopBracketStart(year);

  const keep = comparison.outcomes[0]!;
  const all = comparison.outcomes.find((o) => o.key === "all");
  const best = comparison.outcomes.find((o) => o.key === comparison.best)!;
  const findings = [F.compressed(year, top, brackets.at(-1)!.singleFromCents)];
  if (all) findings.push(best.key === "keep" ? F.keepSaves(keep.familyTaxCents, all.familyTaxCents) : F.payOutSaves(labelOf(best), best.familyTaxCents, keep.familyTaxCents));
  if (comparison.toTopBracketCents !== null) findings.push(F.toTopBracket(comparison.toTopBracketCents, top));
  if (keep.trust.niitCents > 0) findings.push(F.niit(keep.trust.niitCents));
  if (q.gains > 0 && all) findings.push(F.gains(q.gains));
  if (all) findings.push(F.sixtyFiveDays(year));

  return {
    inputs: { year, ordinary: d(q.ordinary), dividends: d(q.dividends), gains: d(q.gains), distribution: distribution === null ? null : d(distribution), beneficiaryRate: q.beneficiaryRate / 100, beneficiaryDividendRate: q.beneficiaryDividendRate / 100 },
    income: d(comparison.dniCents),
    options: comparison.outcomes.map((o) => ({
      key: o.key,
      label: labelOf(o),
      distribution: d(o.trust.distributionCents),
      carriedOrdinary: d(o.trust.carriedOrdinaryCents),
      carriedDividends: d(o.trust.carriedDividendsCents),
      taxableIncome: d(o.trust.taxableIncomeCents),
      ordinaryTax: d(o.trust.ordinaryTaxCents),
      gainsTax: d(o.trust.gainsTaxCents),
      niit: d(o.trust.niitCents),
      trustTax: d(o.trust.totalCents),
      beneficiaryTax: d(o.beneficiaryTaxCents),
      familyTax: d(o.familyTaxCents),
    })),
    best: comparison.best,
    toTopBracket: comparison.toTopBracketCents === null ? null : d(comparison.toTopBracketCents),
    brackets: brackets.map((b) => ({ rate: b.rateBp / 100, trustFrom: d(b.trustFromCents), singleFrom: d(b.singleFromCents) })),
    findings,
    notes: [...TRUST_TAX_NOTES],
    assumptions: trustTaxAssumptions(TRUST_TAX_TABLES[year].source),
    disclaimer: TRUST_TAX_DISCLAIMER,
  };
}
