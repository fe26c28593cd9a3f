import { describe, expect, it } from "vitest";
import { asCents } from "../money";
import { feeCost, mixReturnBp } from "./investment-mix";

const MIX = { stocksBp: 6_000, bondsBp: 3_500, cashBp: 500 };

describe("mixReturnBp", () => {
  it("weighs each part's return by its share", () => {
    // 60 % × 7 + 35 % × 4 + 5 % × 3 = 4.2 + 1.4 + 0.15 = 5.75 %.
    expect(mixReturnBp(MIX)).toBe(575);
    // A year stocks lose 20 %: −12 + 1.4 + 0.15 = −10.45 %.
    expect(mixReturnBp(MIX, -2_000)).toBe(-1_045);
  });
});

describe("feeCost", () => {
  it("what 1 % a year takes against 0.1 %", () => {
    // 5.75 % a year: 100,000 × ((1 + 0.0575 ÷ 12)(1 − 0.01 ÷ 12))^12 = 104,849.7838 → 104,849.78;
    // at 0.1 %: 105,798.1277 → 105,798.13. This year: 1 % of 100,000 = 1,000.00.
    expect(feeCost(asCents(10_000_000), MIX, 100, 1)).toEqual({ years: 1, yearlyCents: 100_000, balanceCents: 10_484_978, lowCostBalanceCents: 10_579_813 });
  });

  it("with a monthly contribution: $100 a month for a year at no return and no costs is $1,200 more", () => {
    const flat = { stocksBp: 0, bondsBp: 0, cashBp: 0 };
    expect(feeCost(asCents(10_000_000), flat, 0, 1, 10_000)).toMatchObject({ balanceCents: 10_120_000 });
  });
});
