import { addMonthsTo, monthOf } from "./months";

// The family office's cash forecast: each household and entity's cash month by month over the next
// year, at its usual inflows and outflows and its one large payment, against a reserve of months of
// outflows each should keep; then the transfers between them that keep every reserve. Pure, in cents.

export const ENTITY_NUMBERS = [1, 2, 3, 4, 5, 6] as const;
export const FORECAST_MONTHS = 12;
/** The reserve each entity keeps, in months of its outflows, when the member gives none: our rule of thumb, stated on the page. */
export const DEFAULT_RESERVE_MONTHS = 3;

export type CashEntity = {
  name: string;
  /** Cash on hand today. */
  cashCents: number;
  /** What comes in each month: rents, distributions, salaries, transfers already planned. */
  inflowCents: number;
  /** What goes out each month: staff, upkeep, bills. */
  outflowCents: number;
  /** One large payment of the year (property tax, tuition, a renovation), paid in `paymentMonth`. */
  paymentCents: number;
  /** "YYYY-MM"; null without a payment. */
  paymentMonth: string | null;
};

export type EntityForecast = CashEntity & {
  /** Cash at the end of each forecast month, the first being today's month. */
  balances: number[];
  /** The payment falls outside the forecast's months and is not counted. */
  paymentOutside: boolean;
  reserveCents: number;
  /** The lowest month-end balance and its month. */
  lowCents: number;
  lowMonth: string;
  /** The first month that ends below zero, if any. */
  negativeMonth: string | null;
  /** What it needs to keep its reserve at its low point; and what it can spare while keeping it. */
  shortCents: number;
  spareCents: number;
  endCents: number;
};

export type Transfer = { from: number; to: number; cents: number };

export type FamilyCashForecast = {
  months: string[];
  entities: EntityForecast[];
  /** The family's cash at the end of each month, all entities together. */
  totals: number[];
  cashCents: number;
  endCents: number;
  reserveCents: number;
  lowCents: number;
  lowMonth: string;
  /** Moves from entities with cash to spare to those short of their reserve, made today; indices into `entities`. */
  transfers: Transfer[];
  /** The shortfall no entity can spare: to be met from investments or credit. */
  uncoveredCents: number;
  /** What the entities can still spare after the transfers: cash beyond every reserve all year. */
  spareCents: number;
};

/** The lowest value of a list and its index (the first, on ties). */
function lowest(values: readonly number[]): { value: number; index: number } {
  let index = 0;
  for (let i = 1; i < values.length; i += 1) if (values[i]! < values[index]!) index = i;
  return { value: values[index]!, index };
}

/** Each entity forecast from `today`'s month for FORECAST_MONTHS months, and the transfers that keep every reserve. */
export function familyCashForecast(input: { entities: readonly CashEntity[]; today: string; reserveMonths: number }): FamilyCashForecast {
  const first = monthOf(input.today);
  const months = Array.from({ length: FORECAST_MONTHS }, (_, i) => addMonthsTo(first, i));
  const entities = input.entities.map((e): EntityForecast => {
    const balances: number[] = [];
    let cash = e.cashCents;
    for (const month of months) {
      cash += e.inflowCents - e.outflowCents - (month === e.paymentMonth ? e.paymentCents : 0);
      balances.push(cash);
    }
    const low = lowest(balances);
    const reserveCents = e.outflowCents * input.reserveMonths;
    const negative = balances.findIndex((b) => b < 0);
    return {
      ...e,
      balances,
      paymentOutside: e.paymentMonth !== null && !months.includes(e.paymentMonth),
      reserveCents,
      lowCents: low.value,
      lowMonth: months[low.index]!,
      negativeMonth: negative >= 0 ? months[negative]! : null,
      shortCents: Math.max(0, reserveCents - low.value),
      spareCents: Math.max(0, low.value - reserveCents),
      endCents: balances.at(-1)!,
    };
  });

  // Cash moved today lowers every later balance of the giver by the same amount, so an entity can
  // give up to what it has beyond its reserve at its low point. The largest need is met first, from
  // the largest spare first, so a shortfall is split over as few transfers as it can be.
  const spare = entities.map((e) => e.spareCents);
  const transfers: Transfer[] = [];
  let uncoveredCents = 0;
  const needy = entities.map((e, i) => ({ i, need: e.shortCents })).filter((n) => n.need > 0).sort((a, b) => b.need - a.need || a.i - b.i);
  for (const { i: to, need } of needy) {
    let left = need;
    while (left > 0) {
      const from = spare.reduce((best, s, i) => (s > spare[best]! ? i : best), 0);
      if (spare[from]! <= 0) break;
      const cents = Math.min(left, spare[from]!);
      spare[from]! -= cents;
      left -= cents;
      transfers.push({ from, to, cents });
    }
    uncoveredCents += left;
  }

  const totals = months.map((_, m) => entities.reduce((sum, e) => sum + e.balances[m]!, 0));
  const low = lowest(totals);
  return {
    months,
    entities,
    totals,
    cashCents: entities.reduce((sum, e) => sum + e.cashCents, 0),
    endCents: totals.at(-1)!,
    reserveCents: entities.reduce((sum, e) => sum + e.reserveCents, 0),
    lowCents: low.value,
    lowMonth: months[low.index]!,
    transfers,
    uncoveredCents,
    spareCents: spare.reduce((sum, s) => sum + s, 0),
  };
}
