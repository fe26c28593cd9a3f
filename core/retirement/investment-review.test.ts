import { describe, expect, it } from "vitest";
import { asCents } from "../money";
import { feeCost, mixReturnBp, STOCK_SEQUENCE_BP, targetStockShareBp, withdrawThrough } from "./investment-review";

const MIX = { stocksBp: 6_000, bondsBp: 3_500, cashBp: 500 };

describe("targetStockShareBp", () => {
  it("holds 90 % far out, falls 1.6 points a year to 50 % at retirement, then a point a year to 30 %", () => {
    expect(targetStockShareBp(30)).toBe(9_000);
    expect(targetStockShareBp(25)).toBe(9_000);
    expect(targetStockShareBp(10)).toBe(6_600); // 50 + 40 × 10 ÷ 25
    expect(targetStockShareBp(7)).toBe(6_120);
    expect(targetStockShareBp(0)).toBe(5_000);
    expect(targetStockShareBp(-5)).toBe(4_500);
    expect(targetStockShareBp(-30)).toBe(3_000);
  });
});

describe("mixReturnBp", () => {
  it("weighs each part's return by its share", () => {
    // 60 % × 7 + 35 % × 4 + 5 % × 3 = 4.2 + 1.4 + 0.15 = 5.75 %.
    expect(mixReturnBp(MIX)).toBe(575);
    // A year stocks lose 20 %: −12 + 1.4 + 0.15 = −10.45 %.
    expect(mixReturnBp(MIX, -2_000)).toBe(-1_045);
  });
});

describe("withdrawThrough", () => {
  const start = asCents(10_000_000);
  it("takes the withdrawal at each year's start: losses first leave less than losses last", () => {
    // Losses first: 90,000 × 0.8955 = 80,595.00; 70,595 × 1.1055 = 78,042.7725 → 78,042.77.
    expect(withdrawThrough(start, asCents(1_000_000), MIX, [-2_000, 1_500])).toEqual([10_000_000, 8_059_500, 7_804_277]);
    // Losses last: 90,000 × 1.1055 = 99,495.00; 89,495 × 0.8955 = 80,142.7725 → 80,142.77.
    expect(withdrawThrough(start, asCents(1_000_000), MIX, [1_500, -2_000])).toEqual([10_000_000, 9_949_500, 8_014_277]);
  });

  it("without withdrawals the order does not matter", () => {
    // 100,000 × 0.8955 × 1.1055 = 98,997.525 → 98,997.53 either way.
    expect(withdrawThrough(start, asCents(0), MIX, [-2_000, 1_500]).at(-1)).toBe(9_899_753);
    expect(withdrawThrough(start, asCents(0), MIX, [1_500, -2_000]).at(-1)).toBe(9_899_753);
    const reversed = [...STOCK_SEQUENCE_BP].reverse();
    const [first, last] = [withdrawThrough(start, asCents(0), MIX, STOCK_SEQUENCE_BP).at(-1)!, withdrawThrough(start, asCents(0), MIX, reversed).at(-1)!];
    expect(Math.abs(first - last)).toBeLessThanOrEqual(5); // a few cents of rounding, year by year
  });

  it("stops at nothing when the withdrawals use the balance up", () => {
    expect(withdrawThrough(asCents(1_500_000), asCents(1_000_000), MIX, [0, 0, 0]).at(-1)).toBe(0);
  });
});

describe("feeCost", () => {
  it("what 1 % a year takes against 0.1 %", () => {
    // 5.75 % a year: 100,000 × ((1 + 0.0575 ÷ 12)(1 − 0.01 ÷ 12))^12 = 104,849.7838 → 104,849.78;
    // at 0.1 %: 105,798.1277 → 105,798.13. This year: 1 % of 100,000 = 1,000.00.
    expect(feeCost(asCents(10_000_000), MIX, 100, 1)).toEqual({ years: 1, yearlyCents: 100_000, balanceCents: 10_484_978, lowCostBalanceCents: 10_579_813 });
  });
});
