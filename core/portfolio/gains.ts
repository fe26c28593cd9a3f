// Realized gains (issue "Portfolio" §1): each part of a lot a sale closed is a gain or loss —
// its share of the sale's proceeds (gross less the fee) less its cost — short-term when held one
// year or less, long-term when held more than one year, counted in the year of the sale.

export type Term = "short" | "long";

/** The first day after which a lot bought on `acquiredOn` is held more than one year: the same day a year later (29 February → 28 February). */
export function oneYearAfter(acquiredOn: string): string {
  const [y, m, d] = acquiredOn.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y + 1, m - 1, d));
  if (date.getUTCMonth() !== m - 1) date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}

/** Long-term when sold after the first anniversary of the purchase; on the anniversary itself it is still short-term. */
export const termOf = (acquiredOn: string, soldOn: string): Term => (soldOn > oneYearAfter(acquiredOn) ? "long" : "short");

export type RealizedPart = { acquiredOn: string; soldOn: string; costCents: number; proceedsCents: number };
export type RealizedYear = { year: number; shortTermCents: number; longTermCents: number; totalCents: number; proceedsCents: number; costCents: number };

/** Realized gains by year of sale and term, oldest year first. */
export function realizedByYear(parts: readonly RealizedPart[]): RealizedYear[] {
  const years = new Map<number, RealizedYear>();
  for (const p of parts) {
    const year = Number(p.soldOn.slice(0, 4));
    const row = years.get(year) ?? { year, shortTermCents: 0, longTermCents: 0, totalCents: 0, proceedsCents: 0, costCents: 0 };
    const gain = p.proceedsCents - p.costCents;
    if (termOf(p.acquiredOn, p.soldOn) === "long") row.longTermCents += gain;
    else row.shortTermCents += gain;
    row.totalCents += gain;
    row.proceedsCents += p.proceedsCents;
    row.costCents += p.costCents;
    years.set(year, row);
  }
  return [...years.values()].sort((a, b) => a.year - b.year);
}
