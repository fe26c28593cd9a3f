import type { EquityAwardsQuery, EquityAwardsResponse } from "../../../core/contracts/equity-awards";
import {
  CONCENTRATION_FLAG_BP,
  concentrationBp,
  equityIncomeTax,
  sharesToSellFor,
  shareWorth,
  vestedOn,
  vestingIn,
  vestingSchedule,
  type EquityTax,
} from "../../../core/entrepreneurship/equity-awards";
import { AWARD_KIND_LABELS, EQUITY_DISCLAIMER, EQUITY_FINDINGS as F, EQUITY_STEPS, equityAssumptions } from "../../../core/messages/equity-awards";
import { centsToDecimalString as d } from "../../../core/money";
import { defaultTaxYear } from "../../../core/tax/withholding";

/** The year's tax lines for the award's kind: units vest as wages; options are exercised by the year's end. */
function taxPlan(q: EquityAwardsQuery, year: ReturnType<typeof defaultTaxYear>, worth: number, events: ReturnType<typeof vestingSchedule>) {
  const count = q.kind === "rsu" ? vestingIn(events, year) : vestedOn(events, `${year}-12-31`);
  const spread = count * worth;
  const asWages = (income: number) => equityIncomeTax({ year, status: q.status, wagesCents: q.wages, equityIncomeCents: income });
  // Incentive options kept are no regular income; sold in the year, the spread is ordinary income with nothing withheld.
  const tax: EquityTax = asWages(q.kind === "iso" ? 0 : spread);
  const sameYearSale = q.kind === "iso" ? asWages(spread).extraTaxCents : null;
  return { count, spread, tax, sameYearSale };
}

/** The equity award answer to a validated query on `today` ("YYYY-MM-DD"). */
export function equityAwardsAnswer(q: EquityAwardsQuery, today: string): EquityAwardsResponse {
  const year = q.year ?? defaultTaxYear(today);
  const strike = q.kind === "rsu" ? 0 : (q.strike ?? 0);
  const worth = shareWorth(q.kind, q.price, strike);
  const events = vestingSchedule({ shares: q.shares, start: q.start, months: q.years * 12, cliffMonths: q.cliff, frequency: q.every });
  const vested = vestedOn(events, today);
  const next = events.find((e) => e.date > today) ?? null;
  const plan = taxPlan(q, year, worth, events);
  const company = vested * worth;
  const shareBp = concentrationBp(company, q.other);
  const toSell = sharesToSellFor(CONCENTRATION_FLAG_BP, company, q.other, worth);

  const findings: string[] = [];
  if (vested > 0) findings.push(F.vested(today, vested, q.shares, company, q.kind));
  if (next && vested === 0) findings.push(F.notStarted(next.date));
  else if (next) findings.push(F.next(next.date, next.shares, q.shares - vested, events.at(-1)!.date));
  else findings.push(F.allVested);
  if (q.kind !== "rsu" && worth === 0) findings.push(F.underWater(q.price, strike));
  else if (plan.count === 0) findings.push(F.nothingInYear(year));
  else if (q.kind === "iso") {
    findings.push(F.incentive(plan.count, year, plan.spread));
    findings.push(F.disqualifying(plan.sameYearSale ?? 0));
  } else {
    findings.push((q.kind === "rsu" ? F.unitsTax : F.exerciseTax)(plan.count, year, plan.spread, plan.tax.extraTaxCents, plan.tax.withheldCents));
    if (plan.tax.shortfallCents > 0) findings.push(F.shortfall(plan.tax.shortfallCents));
    else if (plan.tax.shortfallCents < 0) findings.push(F.overWithheld(-plan.tax.shortfallCents));
    if (plan.tax.bracketWithBp > plan.tax.bracketWithoutBp) findings.push(F.bracket(plan.tax.bracketWithoutBp, plan.tax.bracketWithBp, q.kind));
  }
  if (company > 0) findings.push(shareBp > CONCENTRATION_FLAG_BP ? F.concentrated(company, shareBp, toSell, q.kind) : F.diversified(shareBp));

  return {
    inputs: {
      kind: q.kind,
      kindLabel: AWARD_KIND_LABELS[q.kind],
      shares: q.shares,
      strike: q.kind === "rsu" ? null : d(strike),
      price: d(q.price),
      start: q.start,
      years: q.years,
      cliff: q.cliff,
      every: q.every,
      year,
      status: q.status,
      wages: d(q.wages),
      other: d(q.other),
    },
    today,
    vesting: {
      shareWorth: d(worth),
      vestedToday: vested,
      vestedValue: d(company),
      unvested: q.shares - vested,
      unvestedValue: d((q.shares - vested) * worth),
      next: next ? { date: next.date, shares: next.shares } : null,
      events: events.map((e) => ({ date: e.date, shares: e.shares, vestedAfter: e.vestedAfter, value: d(e.vestedAfter * worth), vested: e.date <= today })),
    },
    tax: {
      year,
      shares: plan.count,
      income: d(q.kind === "iso" ? 0 : plan.spread),
      extraTax: d(plan.tax.extraTaxCents),
      withheld: d(plan.tax.withheldCents),
      shortfall: d(plan.tax.shortfallCents),
      bracketWithout: plan.tax.bracketWithoutBp / 100,
      bracketWith: plan.tax.bracketWithBp / 100,
      amtSpread: q.kind === "iso" ? d(plan.spread) : null,
      sameYearSaleTax: plan.sameYearSale === null ? null : d(plan.sameYearSale),
    },
    concentration: { company: d(company), other: d(q.other), share: shareBp / 100, flagAt: CONCENTRATION_FLAG_BP / 100, toSell },
    findings,
    steps: [...EQUITY_STEPS],
    assumptions: equityAssumptions({ kind: q.kind, year, status: q.status }),
    disclaimer: EQUITY_DISCLAIMER,
  };
}
