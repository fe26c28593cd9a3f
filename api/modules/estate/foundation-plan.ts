import type { FoundationQuery, FoundationResponse } from "../../../core/contracts/private-foundation";
import { awardsFunded, deductionSchedule, foundationProjection, VEHICLES, type DeductionSchedule, type Vehicle } from "../../../core/estate/private-foundation";
import { deadlineWhat } from "../../../core/messages/family-calendar";
import {
  FOUNDATION_DISCLAIMER,
  FOUNDATION_FINDINGS as F,
  FOUNDATION_RULES,
  FOUNDATION_STEPS,
  GIFT_KIND_LABELS,
  PAYOUT_DEADLINE,
  PAYOUT_FORM,
  SCHOLARSHIP_STEPS,
  VEHICLE_COMPARISON,
  VEHICLE_LABELS,
  foundationAssumptions,
} from "../../../core/messages/private-foundation";
import { centsToDecimalString as d } from "../../../core/money";
import { familyDeadlines } from "../../../core/tax/family-calendar";

/** The foundation's deadlines of `year`: its estimates, return and extended return, and the payout of the year's distributable amount. */
function foundationCalendar(year: number, today: string): FoundationResponse["calendar"] {
  const taxes = familyDeadlines(year, [{ name: "Foundation", kind: "foundation" }]).map((x) => ({ date: x.date, statutory: x.statutory, form: x.form, what: deadlineWhat(x) }));
  // §4942(a): paid by the end of the following tax year; not a filing date, so it does not move.
  const payout = { date: `${year + 1}-12-31`, statutory: `${year + 1}-12-31`, form: PAYOUT_FORM, what: PAYOUT_DEADLINE(year) };
  return [...taxes, payout].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)).map((x) => ({ ...x, past: x.date < today }));
}

/** The private foundation answer to a validated query on `today` ("YYYY-MM-DD"). */
export function foundationPlanAnswer(q: FoundationQuery, today: string): FoundationResponse {
  const year = q.year ?? Number(today.slice(0, 4));
  const schedules = VEHICLES.map((vehicle) => [vehicle, deductionSchedule({ giftCents: q.gift, agiCents: q.agi, vehicle, kind: q.kind, firstYear: year })] as const);
  const projection = foundationProjection({ assetsCents: q.gift, returnBp: q.growth, realizedBp: q.realized, payoutBp: q.payout, costsBp: q.costs, years: q.years });
  const first = projection.years[0]!;
  const awards = q.award > 0 ? awardsFunded(first.grantsCents, q.award) : null;

  const findings = schedules.map(([vehicle, s]) => F.deduction(vehicle, q.kind, q.gift, s.limitBp, s.capCents, s.deductedCents, s.lostCents, s.years.at(-1)!.year));
  findings.push(F.firstMinimum(first.minimumCents, first.startCents, first.exciseCents, year + 1));
  findings.push(F.overYears(q.years, q.payout, projection.grantsCents, projection.costsCents, projection.exciseCents, projection.endCents));
  findings.push(projection.endCents >= q.gift ? F.grows : F.shrinks(q.gift, projection.endCents));
  if (awards !== null) findings.push(F.awards(first.grantsCents, awards, q.award));

  const scheduleOut = (vehicle: Vehicle, s: DeductionSchedule) => ({
    vehicle,
    label: VEHICLE_LABELS[vehicle],
    limit: s.limitBp / 100,
    cap: d(s.capCents),
    years: s.years.map((y) => ({ year: y.year, deduction: d(y.deductionCents), carried: d(y.carriedCents) })),
    deducted: d(s.deductedCents),
    lost: d(s.lostCents),
  });
  const [foundation, daf] = schedules;

  return {
    inputs: {
      gift: d(q.gift),
      kind: q.kind,
      kindLabel: GIFT_KIND_LABELS[q.kind],
      agi: d(q.agi),
      year,
      growth: q.growth / 100,
      realized: q.realized / 100,
      payout: q.payout / 100,
      costs: q.costs / 100,
      years: q.years,
      award: d(q.award),
    },
    today,
    deductions: [scheduleOut(...foundation!), scheduleOut(...daf!)],
    projection: {
      years: projection.years.map((y) => ({
        year: year + y.year - 1,
        start: d(y.startCents),
        return: d(y.returnCents),
        excise: d(y.exciseCents),
        minimum: d(y.minimumCents),
        paid: d(y.paidCents),
        costs: d(y.costsCents),
        grants: d(y.grantsCents),
        end: d(y.endCents),
      })),
      grants: d(projection.grantsCents),
      costs: d(projection.costsCents),
      excise: d(projection.exciseCents),
      end: d(projection.endCents),
    },
    awards,
    calendar: foundationCalendar(year, today),
    comparison: [...VEHICLE_COMPARISON],
    findings,
    rules: [...FOUNDATION_RULES],
    scholarships: [...SCHOLARSHIP_STEPS],
    steps: [...FOUNDATION_STEPS],
    assumptions: foundationAssumptions({ year }),
    disclaimer: FOUNDATION_DISCLAIMER,
  };
}
