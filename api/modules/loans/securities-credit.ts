import { LINE_FALLS_BP, type SecuritiesCreditQuery, type SecuritiesCreditResponse } from "../../../core/contracts/securities-credit";
import { shareBasisPoints } from "../../../core/debts/debts";
import { collateralOf, fallBeforeCallBp, fallCases, interestOnly, STABLE_CLASSES, type CollateralClass } from "../../../core/loans/securities-credit";
import { SECURITIES_CREDIT_DISCLAIMER, SECURITIES_CREDIT_FIELD, SECURITIES_CREDIT_FINDINGS as F, securitiesCreditAssumptions } from "../../../core/messages/securities-credit";
import { asCents, centsOfDecimalString, centsToDecimalString as d, type Cents } from "../../../core/money";
import { ASSET_CLASS_LABELS } from "../../../core/trading/catalogue";
import type { Database } from "../../db/connection";
import { portfolioSummaryOf } from "../portfolio/service";

/** Half of the line: above it, the page suggests leaving more room. */
const HIGH_SHARE_BP = 5_000;
const THOUSAND_DOLLARS = 100_000;

const labelOf = (assetClass: CollateralClass) => (assetClass === "cash" ? "Cash" : ASSET_CLASS_LABELS[assetClass]);

export type SecuritiesCreditAnswer = { ok: true; value: SecuritiesCreditResponse } | { ok: false; field: "draw"; problem: string };

/** The member's line from their holdings today, and the figures of the amount drawn. */
export async function securitiesCredit(db: Database, userId: number, q: SecuritiesCreditQuery): Promise<SecuritiesCreditAnswer> {
  const summary = await portfolioSummaryOf(db, userId);
  const collateral = collateralOf([
    { assetClass: "cash", value: centsOfDecimalString(summary.cash) },
    ...summary.allocation.byAssetClass.map((a) => ({ assetClass: a.assetClass as CollateralClass, value: centsOfDecimalString(a.value) })),
  ]);
  const line = collateral.lendingValue;
  const quarter = asCents(Math.floor(line / 4 / THOUSAND_DOLLARS) * THOUSAND_DOLLARS);
  const drawn = (q.draw ?? quarter) as Cents;
  if (drawn > line) return { ok: false, field: "draw", problem: line === 0 ? SECURITIES_CREDIT_FIELD.noLine : SECURITIES_CREDIT_FIELD.overLine(line) };

  const rateBp = q.rate;
  const fallBp = fallBeforeCallBp(collateral, drawn);
  const share = shareBasisPoints(drawn, line);
  const interest = interestOnly(drawn, rateBp, q.months);
  const findings: string[] = [];
  if (line === 0) findings.push(F.noCollateral);
  else {
    findings.push(F.line(line, collateral.value));
    if (drawn > 0) {
      if (fallBp === null) findings.push(F.covered(drawn));
      else if (fallBp === 0) findings.push(F.atLine);
      else findings.push(F.fall(drawn, fallBp));
      if (share !== null && share > HIGH_SHARE_BP) findings.push(F.highShare(share));
      findings.push(F.cost(interest.monthly, rateBp, q.months, interest.total));
    }
  }
  return {
    ok: true,
    value: {
      inputs: { draw: d(drawn), drawSource: q.draw === undefined ? "quarter-of-line" : "entered", rate: rateBp / 100, months: q.months },
      collateral: {
        lines: collateral.lines.map((l) => ({ assetClass: l.assetClass, label: labelOf(l.assetClass), value: d(l.value), advanceRate: l.advanceBp / 100, lendingValue: d(l.lendingValue), stable: STABLE_CLASSES.has(l.assetClass) })),
        value: d(collateral.value),
        lendingValue: d(line),
        stableLending: d(collateral.stableLending),
        marketLending: d(collateral.marketLending),
      },
      drawnShare: share === null ? null : share / 100,
      fallBeforeCall: fallBp === null ? null : fallBp / 100,
      interest: { monthly: d(interest.monthly), total: d(interest.total) },
      falls: fallCases(collateral, drawn, LINE_FALLS_BP).map((f) => ({ fall: f.fallBp / 100, lendingValue: d(f.lendingValue), call: d(f.call) })),
      findings,
      assumptions: securitiesCreditAssumptions(),
      disclaimer: SECURITIES_CREDIT_DISCLAIMER,
    },
  };
}
