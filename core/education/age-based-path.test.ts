import { describe, expect, it } from "vitest";
import { ageBasedStockShareBp } from "./age-based-path";

describe("ageBasedStockShareBp", () => {
  it("holds 90 % far out, 5 points less each year nearer, 10 % from enrollment", () => {
    expect(ageBasedStockShareBp(18)).toBe(9_000);
    expect(ageBasedStockShareBp(16)).toBe(9_000); // 10 + 5 × 16
    expect(ageBasedStockShareBp(15)).toBe(8_500);
    expect(ageBasedStockShareBp(10)).toBe(6_000);
    expect(ageBasedStockShareBp(3)).toBe(2_500);
    expect(ageBasedStockShareBp(1)).toBe(1_500);
    expect(ageBasedStockShareBp(0)).toBe(1_000);
    expect(ageBasedStockShareBp(-2)).toBe(1_000);
  });
});
