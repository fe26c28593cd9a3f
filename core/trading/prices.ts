// Daily closes (issue "Trading" §1): a seeded, deterministic walk per product. A close is a whole
// number of ticks ($0.0001). The step from one close to the next depends only on the product, the
// previous close and the date, so history, the daily price job and imported real closes all chain:
// the next close continues from whatever close is stored before it.
//
// The walk uses only +, −, × and ÷ on doubles (no Math.log/exp/sin, whose last bit may differ
// between engines): a normal variate from twelve uniforms (Irwin–Hall), then one multiplication.
import type { AssetClass, Product } from "./catalogue";

/** Ticks per dollar: a close of 123.4567 is 1,234,567 ticks. */
export const TICKS_PER_DOLLAR = 10_000;
/** Business days in a year, for daily drift and volatility. */
export const TRADING_DAYS_PER_YEAR = 252;
/** The lowest close the walk allows: one cent. */
const FLOOR_TICKS = 100;

/** Yearly drift and volatility, in basis points, of each class (CDs and money market accrue their yield instead). */
const CLASS_MOTION: Record<Exclude<AssetClass, "cd" | "money_market">, { driftBps: number; volBps: number }> = {
  government_bond: { driftBps: 200, volBps: 500 },
  corporate_bond: { driftBps: 350, volBps: 750 },
  index_etf: { driftBps: 800, volBps: 1_600 },
  sector_etf: { driftBps: 900, volBps: 2_400 },
  target_date: { driftBps: 600, volBps: 1_100 },
  managed_portfolio: { driftBps: 500, volBps: 1_000 },
  private_investment: { driftBps: 1_000, volBps: 1_200 },
  uhnw_investment: { driftBps: 1_100, volBps: 1_400 },
};

/** A product's yearly drift and volatility (bps): by class, scaled by the risk level for managed portfolios. */
export function motionOf(product: Product): { driftBps: number; volBps: number } {
  if (product.assetClass === "cd" || product.assetClass === "money_market") return { driftBps: product.yieldBps ?? 0, volBps: 0 };
  const base = CLASS_MOTION[product.assetClass];
  if (product.assetClass !== "managed_portfolio") return base;
  return { driftBps: 200 + 150 * product.riskLevel, volBps: 300 + 300 * product.riskLevel };
}

// ---- Dates: ISO calendar days (YYYY-MM-DD), business days Monday to Friday ----

const DAY_MS = 86_400_000;
const toDay = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const fromDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const isIsoDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && fromDay(toDay(value)) === value;

export function isBusinessDay(iso: string): boolean {
  const weekday = new Date(toDay(iso)).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/** The business day after `iso`. */
export function nextBusinessDay(iso: string): string {
  let day = toDay(iso) + DAY_MS;
  while (!isBusinessDay(fromDay(day))) day += DAY_MS;
  return fromDay(day);
}

/** The business day before `iso`. */
export function previousBusinessDay(iso: string): string {
  let day = toDay(iso) - DAY_MS;
  while (!isBusinessDay(fromDay(day))) day -= DAY_MS;
  return fromDay(day);
}

/** The same calendar day `years` earlier (29 February → 28 February). */
export function yearsBefore(iso: string, years: number): string {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y - years, m - 1, d));
  if (date.getUTCMonth() !== m - 1) date.setUTCDate(0);
  return fromDay(date.getTime());
}

/** The same calendar day `months` earlier (31 March − 1 month → 28/29 February). */
export function monthsBefore(iso: string, months: number): string {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 - months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return fromDay(target.getTime());
}

/** Business days from `from` to `to`, both included. */
export function businessDaysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = toDay(from); day <= toDay(to); day += DAY_MS) {
    const iso = fromDay(day);
    if (isBusinessDay(iso)) days.push(iso);
  }
  return days;
}

// ---- The walk ----

/** FNV-1a, 32 bits: the seed of a product's step on a date. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** mulberry32: a small seeded generator of uniforms in [0, 1), exact on every engine. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** An approximately standard normal variate: the sum of twelve uniforms, less six. */
function normal(random: () => number): number {
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += random();
  return sum - 6;
}

/**
 * The close on `date` that follows `previousTicks`: CDs and money market accrue their yield
 * (previous × (1 + yield / 252), to the tick); the others take a step of the class's daily drift
 * and volatility, seeded by the product and the date. Never below one cent.
 */
export function nextClose(product: Product, previousTicks: number, date: string): number {
  if (!Number.isSafeInteger(previousTicks) || previousTicks <= 0) throw new RangeError(`A close is a positive whole number of ticks, got ${previousTicks}`);
  const { driftBps, volBps } = motionOf(product);
  const drift = driftBps / 10_000 / TRADING_DAYS_PER_YEAR;
  if (volBps === 0) return Math.max(FLOOR_TICKS, Math.round(previousTicks * (1 + drift)));
  const vol = volBps / 10_000 / Math.sqrt(TRADING_DAYS_PER_YEAR);
  const z = normal(seededRandom(hash32(`${product.id}|${date}`)));
  return Math.max(FLOOR_TICKS, Math.round(previousTicks * (1 + drift + vol * z)));
}

export type Close = { date: string; closeTicks: number };

/** How far back the generated history goes. */
export const HISTORY_YEARS = 5;

/**
 * The generated history ending on `lastDate` (a business day): every business day of the
 * HISTORY_YEARS before it, starting at the product's start price on the first.
 */
export function closeHistory(product: Product, lastDate: string): Close[] {
  const days = businessDaysBetween(nextBusinessDay(yearsBefore(lastDate, HISTORY_YEARS)), lastDate);
  const closes: Close[] = [];
  let ticks = product.startPriceTicks;
  for (const [i, date] of days.entries()) {
    if (i > 0) ticks = nextClose(product, ticks, date);
    closes.push({ date, closeTicks: ticks });
  }
  return closes;
}

// ---- Figures ----

/** Ticks as the API writes a price: 1234567 → "123.4567". */
export function ticksToString(ticks: number): string {
  if (!Number.isSafeInteger(ticks) || ticks < 0) throw new RangeError(`Not a price in ticks: ${ticks}`);
  const rest = ticks % TICKS_PER_DOLLAR;
  return `${(ticks - rest) / TICKS_PER_DOLLAR}.${String(rest).padStart(4, "0")}`;
}

/** The change from `from` to `to` in basis points, rounded half away from zero: 100 → 112.345 is 1,235 bps. */
export function changeBps(fromTicks: number, toTicks: number): number {
  const num = BigInt(toTicks - fromTicks) * 10_000n;
  const den = BigInt(fromTicks);
  const q = num / den;
  const r = num % den;
  const abs = r < 0n ? -r : r;
  return Number(abs * 2n >= den ? q + (num < 0n ? -1n : 1n) : q);
}

/** Basis points as a percent string with 2 decimals: 1235 → "12.35", −7 → "-0.07". */
export function bpsToPercent(bps: number): string {
  const sign = bps < 0 ? "-" : "";
  const abs = Math.abs(bps);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** The last close on or before `date` in closes sorted by date, or undefined. */
export function closeOnOrBefore(closes: readonly Close[], date: string): Close | undefined {
  let lo = 0;
  let hi = closes.length - 1;
  let found: Close | undefined;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (closes[mid]!.date <= date) {
      found = closes[mid];
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** The return over the year to the last close, in bps; null with less than a year of closes. */
export function oneYearReturnBps(closes: readonly Close[]): number | null {
  const last = closes.at(-1);
  if (!last) return null;
  const start = closeOnOrBefore(closes, yearsBefore(last.date, 1));
  return start ? changeBps(start.closeTicks, last.closeTicks) : null;
}

export const PRICE_RANGES = ["1M", "6M", "1Y", "5Y", "MAX"] as const;
export type PriceRange = (typeof PRICE_RANGES)[number];

/** The first date a range shows, counted back from the last close; null for MAX (everything). */
export function rangeStart(range: PriceRange, lastDate: string): string | null {
  switch (range) {
    case "1M":
      return monthsBefore(lastDate, 1);
    case "6M":
      return monthsBefore(lastDate, 6);
    case "1Y":
      return yearsBefore(lastDate, 1);
    case "5Y":
      return yearsBefore(lastDate, 5);
    default:
      return null;
  }
}

/** Growth of an amount (cents) over closes: amount × close / first close, to the cent (half up). */
export function growthOf(amountCents: number, closes: readonly Close[]): { date: string; valueCents: number }[] {
  const first = closes[0];
  if (!first) return [];
  const base = BigInt(first.closeTicks);
  return closes.map((c) => {
    const num = BigInt(amountCents) * BigInt(c.closeTicks);
    return { date: c.date, valueCents: Number((num * 2n + base) / (2n * base)) };
  });
}
