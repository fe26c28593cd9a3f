import type { FamilyCashQuery, FamilyCashResponse } from "../../../core/contracts/family-cash-forecast";
import { ENTITY_NUMBERS, familyCashForecast, type CashEntity } from "../../../core/budgeting/family-cash-forecast";
import { monthLabel } from "../../../core/budgeting/months";
import { FAMILY_CASH_ASSUMPTIONS, FAMILY_CASH_DISCLAIMER, FAMILY_CASH_FINDINGS as F, FAMILY_CASH_STEPS } from "../../../core/messages/family-cash-forecast";
import { centsToDecimalString as d } from "../../../core/money";

/** The households and entities a validated query names, in order (one counts when it has a name; the contract made its figures required then). */
function entitiesOf(q: FamilyCashQuery): CashEntity[] {
  return ENTITY_NUMBERS.flatMap((n) => {
    const name = q[`e${n}`];
    if (name === undefined) return [];
    const payment = q[`p${n}`];
    return [{ name, cashCents: q[`c${n}`]!, inflowCents: q[`i${n}`]!, outflowCents: q[`o${n}`]!, paymentCents: payment ?? 0, paymentMonth: payment === undefined ? null : q[`w${n}`]! }];
  });
}

/** The family cash forecast answer to a validated query on `today` ("YYYY-MM-DD"). */
export function familyCashAnswer(q: FamilyCashQuery, today: string): FamilyCashResponse {
  const forecast = familyCashForecast({ entities: entitiesOf(q), today, reserveMonths: q.months });
  const { entities, transfers } = forecast;

  const findings = [F.overall(entities.length, forecast.cashCents, forecast.endCents, forecast.months.at(-1)!)];
  for (const e of entities) {
    if (e.paymentOutside) findings.push(F.outside(e.name, e.paymentCents, e.paymentMonth!));
    if (e.negativeMonth !== null) findings.push(F.negative(e.name, e.negativeMonth, e.lowCents, e.lowMonth));
    else if (e.shortCents > 0) findings.push(F.belowReserve(e.name, e.lowCents, e.lowMonth, e.reserveCents));
  }
  for (const t of transfers) findings.push(F.transfer(t.cents, entities[t.from]!.name, entities[t.to]!.name));
  if (forecast.uncoveredCents > 0) findings.push(F.uncovered(forecast.uncoveredCents));
  else if (transfers.length > 0) findings.push(F.covered(transfers.length, transfers.reduce((sum, t) => sum + t.cents, 0)));
  else findings.push(F.allKept);
  if (forecast.spareCents > 0) findings.push(F.spare(forecast.spareCents));

  return {
    inputs: { months: q.months, count: entities.length },
    today,
    months: forecast.months.map((month) => ({ month, label: monthLabel(month) })),
    entities: entities.map((e) => ({
      name: e.name,
      cash: d(e.cashCents),
      inflow: d(e.inflowCents),
      outflow: d(e.outflowCents),
      payment: e.paymentMonth === null ? null : d(e.paymentCents),
      paymentMonth: e.paymentMonth,
      paymentOutside: e.paymentOutside,
      balances: e.balances.map(d),
      reserve: d(e.reserveCents),
      low: d(e.lowCents),
      lowMonth: e.lowMonth,
      negativeMonth: e.negativeMonth,
      short: d(e.shortCents),
      spare: d(e.spareCents),
      end: d(e.endCents),
    })),
    totals: forecast.totals.map(d),
    cash: d(forecast.cashCents),
    end: d(forecast.endCents),
    reserve: d(forecast.reserveCents),
    low: d(forecast.lowCents),
    lowMonth: forecast.lowMonth,
    transfers: transfers.map((t) => ({ from: entities[t.from]!.name, to: entities[t.to]!.name, amount: d(t.cents) })),
    uncovered: d(forecast.uncoveredCents),
    spare: d(forecast.spareCents),
    findings,
    steps: [...FAMILY_CASH_STEPS],
    assumptions: [...FAMILY_CASH_ASSUMPTIONS],
    disclaimer: FAMILY_CASH_DISCLAIMER,
  };
}
