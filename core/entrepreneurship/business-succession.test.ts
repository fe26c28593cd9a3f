import { describe, expect, it } from "vitest";
import { shareOf, successionPlan } from "./business-succession";

describe("successionPlan", () => {
  // A $40,000,000 business wholly the parents', growing 5 % a year, a 30 % minority discount, three
  // heirs, both parents giving (gift splitting), two years of yearly gifts, $5,000,000 of other estate.
  const plan = successionPlan({ valueCents: 4_000_000_000, ownedBp: 10_000, growthBp: 500, discountBp: 3_000, heirs: 3, donors: 2, years: 2, otherEstateCents: 500_000_000 });

  it("gives each year what 3 heirs × 2 donors × $19,000 buy at the minority value", () => {
    expect(plan).toMatchObject({ annualExclusionCents: 1_900_000, lifetimeExclusionCents: 3_000_000_000, yearlyBudgetCents: 11_400_000 });
    // Year 1: $114,000 ÷ ($40,000,000 × 70 %) = 0.4071 % (4,071 millionths), worth $113,988.
    // Year 2: the business at $42,000,000; $114,000 ÷ $29,400,000 = 3,877 millionths, worth $113,983.80.
    expect(plan.gifts).toEqual([
      { index: 1, valueCents: 4_000_000_000, giftedPpm: 4_071, giftCents: 11_398_800, leftPpm: 995_929 },
      { index: 2, valueCents: 4_200_000_000, giftedPpm: 3_877, giftCents: 11_398_380, leftPpm: 992_052 },
    ]);
    expect(plan.valueAtHorizonCents).toBe(4_410_000_000);
  });

  it("taxes the business kept at 40 % of what it and the other estate exceed $30,000,000 by", () => {
    // $5,000,000 + $44,100,000 − $30,000,000 = $19,100,000, × 40 % = $7,640,000; the other estate alone owes nothing.
    expect(plan.keep).toEqual({ estatePpm: 1_000_000, estateCents: 4_410_000_000, giftTaxCents: 0, estateTaxCents: 764_000_000, taxCents: 764_000_000 });
  });

  it("takes the gifted shares and their growth out of the estate", () => {
    // 99.2052 % of $44,100,000 = $43,749,493.20; ($48,749,493.20 − $30,000,000) × 40 % = $7,499,797.28.
    expect(plan.yearly).toEqual({ estatePpm: 992_052, estateCents: 4_374_949_320, giftTaxCents: 0, estateTaxCents: 749_979_728, taxCents: 749_979_728 });
  });

  it("gives everything now at the minority value, using the lifetime exclusion, and taxes only the other estate later", () => {
    // $28,000,000 given, $114,000 of it within the yearly exclusions: $27,886,000 taxable, within $30,000,000, no gift tax.
    // $2,114,000 of exclusion is left for the $5,000,000 estate: $2,886,000 × 40 % = $1,154,400.
    expect(plan.now).toEqual({ giftCents: 2_800_000_000, taxableCents: 2_788_600_000, estatePpm: 0, estateCents: 0, giftTaxCents: 0, estateTaxCents: 115_440_000, taxCents: 115_440_000 });
  });

  it("charges gift tax now on what a single donor gives beyond the exclusion", () => {
    // $50,000,000 at no discount, one donor, one heir: $50,000,000 − $19,000 = $49,981,000 taxable; ($49,981,000 − $15,000,000) × 40 % = $13,992,400.
    const p = successionPlan({ valueCents: 5_000_000_000, ownedBp: 10_000, growthBp: 0, discountBp: 0, heirs: 1, donors: 1, years: 1, otherEstateCents: 0 });
    expect(p.now).toMatchObject({ taxableCents: 4_998_100_000, giftTaxCents: 1_399_240_000, estateTaxCents: 0 });
  });

  it("stops giving once the parents' share is gone", () => {
    // A $100,000 business at no discount: $38,000 a year buys 38 % of it, then 38 %, then the last 24 %.
    const p = successionPlan({ valueCents: 10_000_000, ownedBp: 10_000, growthBp: 0, discountBp: 0, heirs: 1, donors: 2, years: 4, otherEstateCents: 0 });
    expect(p.gifts.map((g) => g.giftedPpm)).toEqual([380_000, 380_000, 240_000, 0]);
    expect(p.yearly.estatePpm).toBe(0);
  });

  it("takes a share of a billion-dollar value exactly", () => {
    expect(shareOf(1_000_000_000_000, 999_999)).toBe(999_999_000_000);
  });
});
