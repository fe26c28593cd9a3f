import type { TrustPlanningQuery, TrustPlanningResponse } from "../../../core/contracts/trust-planning";
import { CALIFORNIA_SCHEDULE_TOP_CENTS, type ProbateFeeBasis } from "../../../core/estate/probate-fees";
import { trustPlanning } from "../../../core/estate/trust-planning";
import { ESTATE_ASSET_LABELS } from "../../../core/messages/estate";
import { FUNDING_ACTION_LABELS, FUNDING_HOW, TRUST_PLANNING_DISCLAIMER, TRUST_PLANNING_FINDINGS as F, TRUST_PLANNING_STEPS, trustPlanningAssumptions } from "../../../core/messages/trust-planning";
import { centsToDecimalString as d } from "../../../core/money";
import { defaultTaxYear } from "../../../core/tax/withholding";
import { estateAssetsOf, estateInputsEcho } from "../planning/estate-size";

/** The trust planning answer to a validated query on `today` ("YYYY-MM-DD"). */
export function trustPlanningAnswer(q: TrustPlanningQuery, today: string): TrustPlanningResponse {
  const year = q.year ?? defaultTaxYear(today);
  const assets = estateAssetsOf(q);
  const fees: ProbateFeeBasis = q.fees === "california" ? { basis: "california" } : { basis: "rate", rateBp: q.rate };
  const plan = trustPlanning({
    assets,
    debtsCents: q.debts,
    giftsCents: q.gifts,
    toSpouseCents: q.spouse,
    toCharityCents: q.charity,
    year,
    fees,
    trustCostCents: q.cost,
    irrevocableGiftCents: q.gift,
    growthBp: q.growth,
    years: q.years,
  });

  const findings: string[] = [];
  if (plan.probateCents > 0) {
    findings.push(F.probate(plan.probateCents, plan.feesCents, q.fees), F.saving(plan.feesCents, q.cost, plan.netSavingCents));
    if (q.fees === "california" && plan.probateCents > CALIFORNIA_SCHEDULE_TOP_CENTS) findings.push(F.overSchedule);
  } else findings.push(F.noProbate);
  if (plan.jointCents > 0) findings.push(F.joint(plan.jointCents));
  findings.push(F.revocable);
  const gift = plan.irrevocable;
  if (gift) {
    findings.push(F.gift(q.gift, gift.grownCents, q.years, gift.growthCents));
    findings.push(gift.estateTaxKeptCents > 0 || gift.giftTaxCents > 0 ? F.taxSaved(gift.taxSavedCents, gift.estateTaxKeptCents, gift.estateTaxGivenCents, gift.giftTaxCents) : F.noTaxSaved(plan.exclusionCents, year));
    if (gift.giftTaxCents > 0) findings.push(F.giftTax(q.gift - gift.exclusionLeftCents, gift.giftTaxCents, gift.exclusionLeftCents), F.lookback);
    if (gift.heirsGainTaxCents > 0) findings.push(F.stepUp(gift.heirsGainTaxCents));
  }

  return {
    inputs: {
      year,
      ...estateInputsEcho(q, assets),
      fees: q.fees,
      rate: q.rate / 100,
      cost: d(q.cost),
      gift: d(q.gift),
      growth: q.growth / 100,
      years: q.years,
    },
    rows: plan.rows.map((row) => ({
      asset: row.asset,
      label: ESTATE_ASSET_LABELS[row.asset],
      value: d(row.valueCents),
      route: row.route,
      action: row.action,
      actionLabel: FUNDING_ACTION_LABELS[row.action],
      how: FUNDING_HOW[row.asset],
    })),
    probate: d(plan.probateCents),
    probateFees: d(plan.feesCents),
    netSaving: d(plan.netSavingCents),
    joint: d(plan.jointCents),
    inTrust: d(plan.inTrustCents),
    exclusion: d(plan.exclusionCents),
    irrevocable: gift && {
      gift: d(q.gift),
      grown: d(gift.grownCents),
      growth: d(gift.growthCents),
      giftTax: d(gift.giftTaxCents),
      estateTaxKept: d(gift.estateTaxKeptCents),
      estateTaxGiven: d(gift.estateTaxGivenCents),
      taxSaved: d(gift.taxSavedCents),
      heirsGainTax: d(gift.heirsGainTaxCents),
      exclusionLeft: d(gift.exclusionLeftCents),
    },
    findings,
    steps: [...TRUST_PLANNING_STEPS],
    assumptions: trustPlanningAssumptions(year),
    disclaimer: TRUST_PLANNING_DISCLAIMER,
  };
}
