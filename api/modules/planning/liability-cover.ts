import type { LiabilityQuery, LiabilityResponse } from "../../../core/contracts/planning";
import { LIABILITY_NOTES, liabilityAssumptions, PLANNING_DISCLAIMER } from "../../../core/messages/planning";
import { asCents, centsToDecimalString as d } from "../../../core/money";
import { liabilityCover } from "../../../core/planning/liability-cover";

/** The liability cover answer to a validated query: the exposure, the cover held, the umbrella to consider. */
export function liabilityAnswer(q: LiabilityQuery): LiabilityResponse {
  const cover = liabilityCover({
    homeEquityCents: q.home,
    homesteadCents: q.homestead,
    savingsCents: q.savings,
    otherCents: q.other,
    incomeCents: q.income,
    incomeYears: q.incomeYears,
    autoCents: q.auto,
    homeCents: q.homeLiability,
    umbrellaCents: q.umbrella,
  });
  const notes: string[] = [];
  if (cover.autoBelowCents > 0) notes.push(LIABILITY_NOTES.autoBelow(asCents(q.auto), asCents(cover.autoBelowCents)));
  if (cover.homeBelowCents > 0) notes.push(LIABILITY_NOTES.homeBelow(asCents(q.homeLiability), asCents(cover.homeBelowCents)));
  notes.push(LIABILITY_NOTES.risks);
  return {
    inputs: {
      home: d(q.home),
      homestead: d(q.homestead),
      savings: d(q.savings),
      other: d(q.other),
      income: d(q.income),
      incomeYears: q.incomeYears,
      auto: d(q.auto),
      homeLiability: d(q.homeLiability),
      umbrella: d(q.umbrella),
    },
    exposedHome: d(cover.exposedHomeCents),
    incomeAtRisk: d(cover.incomeAtRiskCents),
    exposure: d(cover.exposureCents),
    underlying: d(cover.underlyingCents),
    held: d(cover.heldCents),
    gap: d(cover.gapCents),
    suggestedUmbrella: d(cover.suggestedUmbrellaCents),
    moreUmbrella: d(cover.moreUmbrellaCents),
    claims: cover.claims.map((c) => ({ key: c.key, cover: d(c.coverCents), uncovered: d(c.uncoveredCents) })),
    notes,
    assumptions: liabilityAssumptions({ incomeYears: q.incomeYears }),
    disclaimer: PLANNING_DISCLAIMER,
  };
}
