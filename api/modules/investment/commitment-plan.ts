import type { PrivateFundQuery, PrivateFundResponse } from "../../../core/contracts/private-fund";
import { commitmentPacing, eligibility } from "../../../core/investments/private-fund";
import { PRIVATE_FUND_DISCLAIMER, PRIVATE_FUND_FINDINGS as F, PRIVATE_FUND_STEPS, privateFundAssumptions } from "../../../core/messages/private-fund";
import { centsToDecimalString as d } from "../../../core/money";

/** Hundredths, as "1.15": a multiple of what was called. */
const hundredths = (n: number) => `${Math.floor(n / 100)}.${String(n % 100).padStart(2, "0")}`;

/** The private fund commitment answer to a validated query. */
export function commitmentPlanAnswer(q: PrivateFundQuery): PrivateFundResponse {
  const who = eligibility({ netWorthCents: q.worth, incomeCents: [q.income1, q.income2], joint: q.joint, investmentsCents: q.investments });
  const pacing = commitmentPacing({ commitmentCents: q.commitment, callRateBp: q.calls, investmentYears: q.period, lifeYears: q.life, growthBp: q.growth, bow: q.bow });
  const multiple = hundredths(Math.round((pacing.distributedCents * 100) / pacing.calledCents));
  const shortfall = Math.max(0, pacing.peakOutlayCents - q.liquid);
  const shareBp = q.investments > 0 ? Math.round((q.commitment * 10_000) / q.investments) : null;

  const findings = [who.byNetWorth ? F.accreditedByNetWorth : who.byIncome ? F.accreditedByIncome(q.joint) : F.notAccredited];
  findings.push(who.qualifiedPurchaser ? F.qualifiedPurchaser(q.investments) : F.notQualifiedPurchaser);
  findings.push(F.peak(pacing.peakOutlayCents, pacing.peakYear));
  findings.push(shortfall > 0 ? F.uncovered(shortfall, q.liquid) : F.covered(q.liquid));
  findings.push(pacing.breakEvenYear === null ? F.notReturned(q.growth, pacing.distributedCents, pacing.calledCents) : F.returned(q.growth, pacing.breakEvenYear, pacing.distributedCents, multiple));
  if (shareBp !== null) findings.push(F.share(shareBp, q.life));

  return {
    inputs: {
      worth: d(q.worth),
      income1: d(q.income1),
      income2: d(q.income2),
      joint: q.joint,
      investments: d(q.investments),
      liquid: d(q.liquid),
      commitment: d(q.commitment),
      calls: q.calls / 100,
      period: q.period,
      life: q.life,
      growth: q.growth / 100,
      bow: q.bow,
    },
    eligibility: who,
    pacing: {
      years: pacing.years.map((y) => ({
        year: y.year,
        call: d(y.callCents),
        distribution: d(y.distributionCents),
        net: d(y.netCents),
        cumulativeNet: d(y.cumulativeNetCents),
        value: d(y.valueCents),
        uncalled: d(y.uncalledCents),
      })),
      called: d(pacing.calledCents),
      distributed: d(pacing.distributedCents),
      multiple,
      peakOutlay: d(pacing.peakOutlayCents),
      peakYear: pacing.peakYear,
      breakEvenYear: pacing.breakEvenYear,
    },
    liquidity: { liquid: d(q.liquid), covered: shortfall === 0, shortfall: d(shortfall) },
    share: shareBp === null ? null : shareBp / 100,
    findings,
    steps: [...PRIVATE_FUND_STEPS],
    assumptions: privateFundAssumptions({ callRateBp: q.calls, bow: q.bow, growthBp: q.growth }),
    disclaimer: PRIVATE_FUND_DISCLAIMER,
  };
}
