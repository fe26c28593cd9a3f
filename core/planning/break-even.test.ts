import { describe, expect, it } from "vitest";
import { breakEven, CASH_FLOW_MONTHS, type BreakEvenInput } from "./break-even";

// A $40 product costing $15 a unit, $5,000 of fixed costs a month, 300 sold a month, $20,000 to
// start and $30,000 on hand.
const SHOP: BreakEvenInput = { priceCents: 4_000, unitCostCents: 1_500, monthlyFixedCents: 500_000, monthlyUnits: 300, startupCents: 2_000_000, cashCents: 3_000_000 };

describe("breakEven", () => {
  it("finds the margin, the break-even point, the profit and the payback", () => {
    const result = breakEven(SHOP);
    // 40 − 15 = 25 a unit, 62.5 % of the price; 5,000 / 25 = 200 units ($8,000) cover the fixed costs;
    // 300 × 25 − 5,000 = 2,500 a month earns the 20,000 back in 8 months.
    expect(result).toMatchObject({
      contributionCents: 2_500,
      marginBp: 6_250,
      breakEvenUnits: 200,
      breakEvenRevenueCents: 800_000,
      monthlyProfitCents: 250_000,
      paybackMonths: 8,
      runwayMonths: null,
    });
  });

  it("sets the price a tenth lower and higher beside it", () => {
    // $36: 21 a unit, 58.33 %; 5,000 / 21 = 238.1 → 239 units ($8,604); 300 × 21 − 5,000 = 1,300.
    // $44: 29 a unit, 65.91 %; 5,000 / 29 = 172.4 → 173 units ($7,612); 300 × 29 − 5,000 = 3,700.
    expect(breakEven(SHOP).prices.map((p) => [p.priceCents, p.contributionCents, p.marginBp, p.breakEvenUnits, p.breakEvenRevenueCents, p.monthlyProfitCents])).toEqual([
      [3_600, 2_100, 5_833, 239, 860_400, 130_000],
      [4_000, 2_500, 6_250, 200, 800_000, 250_000],
      [4_400, 2_900, 6_591, 173, 761_200, 370_000],
    ]);
  });

  it("runs the cash month by month for cautious, expected and optimistic sales", () => {
    const { cases } = breakEven(SHOP);
    // 240 units: 1,000 a month; 300: 2,500; 360: 4,000. Cash starts at 30,000 − 20,000 = 10,000.
    expect(cases.map((c) => [c.key, c.units, c.monthlyProfitCents])).toEqual([
      ["cautious", 240, 100_000],
      ["expected", 300, 250_000],
      ["optimistic", 360, 400_000],
    ]);
    const expected = cases[1]!.cash;
    expect(expected).toHaveLength(CASH_FLOW_MONTHS + 1);
    expect(expected.slice(0, 3)).toEqual([1_000_000, 1_250_000, 1_500_000]);
    expect(expected.at(-1)).toBe(1_000_000 + 24 * 250_000);
  });

  it("says how long the cash lasts when the business loses money, and has no break-even when a sale loses", () => {
    // 100 units: 2,500 − 5,000 = −2,500 a month; 10,000 lasts 4 months.
    expect(breakEven({ ...SHOP, monthlyUnits: 100 })).toMatchObject({ monthlyProfitCents: -250_000, paybackMonths: null, runwayMonths: 4 });
    // Nothing left after the startup costs: no runway at all.
    expect(breakEven({ ...SHOP, monthlyUnits: 100, cashCents: 1_500_000 }).runwayMonths).toBe(0);
    // Selling at $10 what costs $15: −50 % and no number of sales covers the fixed costs.
    expect(breakEven({ ...SHOP, priceCents: 1_000 })).toMatchObject({ contributionCents: -500, marginBp: -5_000, breakEvenUnits: null, breakEvenRevenueCents: null });
  });
});
