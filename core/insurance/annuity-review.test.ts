import { describe, expect, it } from "vitest";
import { asCents } from "../money";
import { annuityReview, surrenderChargeBp, type AnnuityReviewInput } from "./annuity-review";

// $100,000 today, $80,000 paid in, a year to go at 12 % a year (1 % a month), a 7 % surrender charge
// five years into the contract (2 % now, 1 % in a year), tax at 24 % on income and 15 % on gains.
const CASE: AnnuityReviewInput = {
  valueCents: asCents(10_000_000),
  basisCents: asCents(8_000_000),
  years: 1,
  growthBp: 1_200,
  annuityFeeBp: 120,
  exchangeFeeBp: 24,
  fundFeeBp: 12,
  surrenderBp: 700,
  heldYears: 5,
  incomeTaxBp: 2_400,
  gainsTaxBp: 1_500,
};

describe("surrenderChargeBp", () => {
  it("falls a point a year from the first year's charge, never below nothing", () => {
    expect(surrenderChargeBp(700, 0)).toBe(700);
    expect(surrenderChargeBp(700, 5)).toBe(200);
    expect(surrenderChargeBp(700, 7)).toBe(0);
    expect(surrenderChargeBp(700, 12)).toBe(0);
    expect(surrenderChargeBp(0, 0)).toBe(0);
  });
});

describe("annuityReview", () => {
  const review = annuityReview(CASE);
  const outcome = (choice: string) => review.outcomes.find((o) => o.choice === choice)!;

  it("reads today's surrender charge and when it ends", () => {
    expect(review.surrenderNowBp).toBe(200);
    expect(review.surrenderEndsInYears).toBe(2);
    // 100,000 − the 2,000 charge − 80,000 paid in.
    expect(review.gainNowCents).toBe(1_800_000);
    // 3.5 % now falls to 2.5, 1.5, 0.5 and is gone in the fourth year.
    expect(annuityReview({ ...CASE, surrenderBp: 350, heldYears: 0 }).surrenderEndsInYears).toBe(4);
  });

  it("keeps the annuity: a year at 1 % a month less 0.1 %, then a 1 % charge and 24 % of the gain", () => {
    // 100,000 × (1.01 × 0.999)^12 = 111,337.7253 → 111,337.73. Fees: 100,000 × 1.01 × 0.001 ×
    // ((1.01 × 0.999)^12 − 1) ÷ (1.01 × 0.999 − 1) = 1,273.76. Charge: 1 % = 1,113.38 (1,113.3773).
    // Gain: 111,337.73 − 1,113.38 − 80,000 = 30,224.35; tax 24 % = 7,253.844 → 7,253.84.
    expect(outcome("keep")).toEqual({
      choice: "keep",
      feeBp: 120,
      chargeNowCents: 0,
      taxNowCents: 0,
      investedCents: 10_000_000,
      valueCents: 11_133_773,
      feesCents: 127_376,
      chargeAtEndCents: 111_338,
      taxAtEndCents: 725_384,
      afterTaxCents: 10_297_051,
      yearlyValues: [10_000_000, 11_133_773],
    });
  });

  it("exchanges: 2 % charged today, no tax until the low-cost annuity is cashed in", () => {
    // 98,000 × (1.01 × 0.9998)^12 = 110,164.115 → 110,164.12; fees 250.78. Tax: 24 % of
    // (110,164.12 − 80,000) = 7,239.3888 → 7,239.39; left 102,924.73.
    expect(outcome("exchange")).toMatchObject({ chargeNowCents: 200_000, taxNowCents: 0, investedCents: 9_800_000, valueCents: 11_016_412, feesCents: 25_078, chargeAtEndCents: 0, taxAtEndCents: 723_939, afterTaxCents: 10_292_473 });
  });

  it("surrenders and invests: the gain taxed as income today, the fund's gain at 15 % at the end", () => {
    // Today: 100,000 − 2,000 − 24 % × (98,000 − 80,000) = 98,000 − 4,320 = 93,680. A year:
    // 93,680 × (1.01 × 0.9999)^12 = 105,434.3653 → 105,434.37; fees 119.93. Tax: 15 % of
    // 11,754.37 = 1,763.1555 → 1,763.16; left 103,671.21, the most of the three.
    expect(outcome("invest")).toMatchObject({ chargeNowCents: 200_000, taxNowCents: 432_000, investedCents: 9_368_000, valueCents: 10_543_437, feesCents: 11_993, taxAtEndCents: 176_316, afterTaxCents: 10_367_121 });
    expect(review.best).toBe("invest");
  });

  it("taxes no loss, and of equal choices names keeping first", () => {
    // $90,000 worth, $100,000 paid in, no growth, no costs, no charge: every choice leaves $90,000.
    const flat = annuityReview({ ...CASE, valueCents: asCents(9_000_000), basisCents: asCents(10_000_000), growthBp: 0, annuityFeeBp: 0, exchangeFeeBp: 0, fundFeeBp: 0, surrenderBp: 0 });
    expect(flat.outcomes.map((o) => [o.choice, o.taxNowCents, o.taxAtEndCents, o.afterTaxCents])).toEqual([
      ["keep", 0, 0, 9_000_000],
      ["exchange", 0, 0, 9_000_000],
      ["invest", 0, 0, 9_000_000],
    ]);
    expect(flat.best).toBe("keep");
  });

  it("over a long horizon the annuity's costs decide: at 2.25 % a year it leaves the least of the three", () => {
    const long = annuityReview({ ...CASE, years: 20, growthBp: 600, annuityFeeBp: 225, exchangeFeeBp: 25, fundFeeBp: 10, heldYears: 7 });
    const [keep, exchange, invest] = long.outcomes;
    expect(long.surrenderNowBp).toBe(0);
    expect(keep!.afterTaxCents).toBeLessThan(exchange!.afterTaxCents);
    expect(keep!.afterTaxCents).toBeLessThan(invest!.afterTaxCents);
    expect(keep!.yearlyValues).toHaveLength(21);
  });
});
