// Portfolio value over time and the two returns (issue "Portfolio" §1). Values are integer cents;
// the returns are ratios (floats), shown as percentages.
//
// * Daily value: settled cash plus each product's units at its close on or before the day.
// * Time-weighted return (TWR): the product of the daily growth factors, a deposit or withdrawal
//   counted at the start of its day, so money moved in or out changes no day's return:
//     r_t = V_t ÷ (V_{t−1} + F_t) − 1,   TWR = Π (1 + r_t) − 1
//   (F_t: external flows on day t, deposits positive; a day whose V_{t−1} + F_t is 0 is skipped).
// * Money-weighted return (XIRR): the yearly rate r at which the flows' present values sum to 0:
//     Σ a_i ÷ (1 + r)^((d_i − d_0) ÷ 365) = 0
//   with the value at the start as money put in (negative), deposits negative, withdrawals
//   positive and the value at the end positive; Newton's method from 10 %, falling back to
//   bisection (on ln(1 + r)) when Newton leaves the domain or does not settle.
import type { Close } from "../trading/prices";
import { valueOfUnits } from "../trading/orders";

const DAY_MS = 86_400_000;
const toDay = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

/** Something that changed cash or units on a day; `flowCents` is the external part (a deposit +, a withdrawal −). */
export type PortfolioEvent = { date: string; cashCents: number; productId?: string; unitsMicro?: number; flowCents: number };
export type ValuePoint = { date: string; valueCents: number; cashCents: number; marketValueCents: number; flowCents: number };

/**
 * The value of every calendar day from `from` to `to`, events of a day counted in that day.
 *
 * It runs over every day since the first deposit (five years are 1,826 days) for each product held,
 * on every view of the portfolio and the overview, so it walks each product's closes once, forward
 * (the days only move forward), and values a holding again only when its units or its close change.
 */
export function valueSeries(events: readonly PortfolioEvent[], closes: ReadonlyMap<string, readonly Close[]>, from: string, to: string): ValuePoint[] {
  const sorted = [...events].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const held = new Map<string, Holding>();
  let cash = 0;
  let next = 0;
  const points: ValuePoint[] = [];
  for (const date of calendarDays(from, to)) {
    let flow = 0;
    while (next < sorted.length && sorted[next]!.date <= date) {
      const e = sorted[next++]!;
      cash += e.cashCents;
      if (e.productId !== undefined && e.unitsMicro) {
        let holding = held.get(e.productId);
        if (!holding) held.set(e.productId, (holding = { closes: closes.get(e.productId) ?? [], nextClose: 0, unitsMicro: 0, valuedUnits: 0, valuedTicks: -1, valueCents: 0 }));
        holding.unitsMicro += e.unitsMicro;
      }
      if (e.date === date) flow += e.flowCents;
    }
    let market = 0;
    for (const holding of held.values()) {
      const { closes: list } = holding;
      while (holding.nextClose < list.length && list[holding.nextClose]!.date <= date) holding.nextClose += 1;
      if (holding.unitsMicro <= 0 || holding.nextClose === 0) continue;
      const close = list[holding.nextClose - 1]!;
      if (holding.valuedUnits !== holding.unitsMicro || holding.valuedTicks !== close.closeTicks) {
        holding.valueCents = valueOfUnits(holding.unitsMicro, close.closeTicks);
        holding.valuedUnits = holding.unitsMicro;
        holding.valuedTicks = close.closeTicks;
      }
      market += holding.valueCents;
    }
    points.push({ date, valueCents: cash + market, cashCents: cash, marketValueCents: market, flowCents: flow });
  }
  return points;
}

/** A product held during the series: where its closes have been read to, and its last valuation. */
type Holding = { closes: readonly Close[]; nextClose: number; unitsMicro: number; valuedUnits: number; valuedTicks: number; valueCents: number };

const isLeapYear = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const two = (n: number) => (n < 10 ? `0${n}` : `${n}`);

/** Every calendar day from `from` to `to` (ISO, years 1000 to 9999), counted on the calendar rather than through a Date per day. */
export function calendarDays(from: string, to: string): string[] {
  const days: string[] = [];
  let [y, m, d] = from.split("-").map(Number) as [number, number, number];
  for (let date = from; date <= to; ) {
    days.push(date);
    d += 1;
    if (d > (m === 2 && isLeapYear(y) ? 29 : MONTH_DAYS[m - 1]!)) {
      d = 1;
      m += 1;
      if (m > 12) {
        m = 1;
        y += 1;
      }
    }
    date = `${y}-${two(m)}-${two(d)}`;
  }
  return days;
}

/** Time-weighted return over points (the first is the start: its flow is already in its value); null with fewer than 2 points. */
export function timeWeightedReturn(points: readonly { valueCents: number; flowCents: number }[]): number | null {
  if (points.length < 2) return null;
  let growth = 1;
  for (let i = 1; i < points.length; i += 1) {
    const base = points[i - 1]!.valueCents + points[i]!.flowCents;
    if (base <= 0) continue;
    growth *= points[i]!.valueCents / base;
  }
  return growth - 1;
}

export type Flow = { date: string; amountCents: number };

function npv(flows: readonly Flow[], rate: number): { value: number; slope: number } {
  const d0 = toDay(flows[0]!.date);
  let value = 0;
  let slope = 0;
  for (const f of flows) {
    const t = (toDay(f.date) - d0) / DAY_MS / 365;
    const factor = Math.pow(1 + rate, -t);
    value += f.amountCents * factor;
    slope += (-t * f.amountCents * factor) / (1 + rate);
  }
  return { value, slope };
}

/** The XIRR of dated flows (any order), or null when there is none (no money in and out, or one day only). */
export function xirr(flowsIn: readonly Flow[]): number | null {
  const flows = [...flowsIn].filter((f) => f.amountCents !== 0).sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  if (flows.length < 2 || !flows.some((f) => f.amountCents > 0) || !flows.some((f) => f.amountCents < 0)) return null;
  if (flows[0]!.date === flows.at(-1)!.date) return null;
  const scale = Math.max(...flows.map((f) => Math.abs(f.amountCents)));
  const tolerance = 1e-9 * scale;
  // Newton.
  let rate = 0.1;
  for (let i = 0; i < 100; i += 1) {
    const { value, slope } = npv(flows, rate);
    if (Math.abs(value) < tolerance) return rate;
    if (!Number.isFinite(slope) || slope === 0) break;
    const next = rate - value / slope;
    if (!Number.isFinite(next) || next <= -1) break;
    if (Math.abs(next - rate) < 1e-12) return next;
    rate = next;
  }
  // Bisection on x = ln(1 + r), between a rate within 10^-300 of −100 % and one of e^14 (about 1.2 million times), where the sign must change.
  const at = (x: number) => npv(flows, Math.expm1(x)).value;
  let lo = -690;
  let hi = 14;
  const signLo = Math.sign(at(lo));
  if (signLo === 0) return Math.expm1(lo);
  if (Math.sign(at(hi)) === signLo) return null;
  for (let i = 0; i < 200 && hi - lo > 1e-13; i += 1) {
    const mid = (lo + hi) / 2;
    const v = at(mid);
    if (v === 0) return Math.expm1(mid);
    if (Math.sign(v) === signLo) lo = mid;
    else hi = mid;
  }
  return Math.expm1((lo + hi) / 2);
}

/** The flows XIRR takes for the points of a period: the start value in, each deposit in (withdrawal out), the end value out. */
export function flowsOfPeriod(points: readonly ValuePoint[]): Flow[] {
  if (points.length === 0) return [];
  const first = points[0]!;
  const last = points.at(-1)!;
  return [
    { date: first.date, amountCents: -first.valueCents },
    ...points.slice(1).map((p) => ({ date: p.date, amountCents: -p.flowCents })),
    { date: last.date, amountCents: last.valueCents },
  ];
}
