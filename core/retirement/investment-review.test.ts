import { describe, expect, it } from "vitest";
import { asCents } from "../money";
import { STOCK_SEQUENCE_BP, targetStockShareBp, withdrawThrough } from "./investment-review";

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
