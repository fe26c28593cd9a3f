import { describe, expect, it } from "vitest";
import { asCents } from "../money";
import { growMonthly } from "../planning/investment-growth";
import { cashValueComparison, rateFor, type CashValueInput } from "./cash-value-life";

// $12,000 a year for a cash value policy against $600 for term cover of $500,000: the $11,400 saved
// is invested at $950 a month for a year at 12 % (1 % a month) with no costs; the illustration's
// cash value after the year is $12,682.50, what $1,000 a month at 1 % would grow to.
const CASE: CashValueInput = {
  policyPremiumCents: asCents(1_200_000),
  termPremiumCents: asCents(60_000),
  deathBenefitCents: asCents(50_000_000),
  cashValueCents: asCents(1_268_250),
  years: 1,
  growthBp: 1_200,
  fundFeeBp: 0,
  gainsTaxBp: 1_500,
  incomeTaxBp: 2_400,
};

describe("rateFor", () => {
  const double = (bp: number) => bp * 2;
  it("finds the nearest whole basis point of an increasing value, the lower of two as near", () => {
    expect(rateFor(double, 300, 0, 1_000)).toBe(150);
    expect(rateFor(double, 301, 0, 1_000)).toBe(150);
    expect(rateFor(double, 302, 0, 1_000)).toBe(151);
    expect(rateFor(double, 0, 0, 1_000)).toBe(0);
    expect(rateFor(double, -10, 0, 1_000)).toBe(0);
    expect(rateFor(double, 2_001, 0, 1_000)).toBeNull();
  });
});

describe("cashValueComparison", () => {
  const c = cashValueComparison(CASE);

  it("invests the premium saved and taxes the fund's gain", () => {
    // 950 × ((1.01^12 − 1) ÷ 0.01) = 950 × 12.682503 = 12,048.38; gain 648.38 × 15 % = 97.257 → 97.26.
    expect(c).toMatchObject({ differenceCents: 1_140_000, investedCents: 1_140_000, fundByYear: [0, 1_204_838], fundFeesCents: 0, fundCents: 1_204_838, fundTaxCents: 9_726, fundAfterTaxCents: 1_195_112 });
  });

  it("reads the policy's cash value as a return on its premiums, and its tax if surrendered", () => {
    // $1,000 a month grows to 12,682.50 at 1 % a month: 12 % a year. Surrendered, its 682.50 over the
    // 12,000 of premiums is income: 24 % = 163.80.
    expect(c).toMatchObject({ policyPremiumsCents: 1_200_000, surrenderTaxCents: 16_380, policyReturnBp: 1_200 });
    // Worth exactly its premiums: no return; worth less: a loss.
    expect(cashValueComparison({ ...CASE, cashValueCents: asCents(1_200_000) }).policyReturnBp).toBe(0);
    expect(cashValueComparison({ ...CASE, cashValueCents: asCents(200_000) }).policyReturnBp).toBeLessThan(-5_000);
  });

  it("finds the fund's break-even return", () => {
    // After 15 % of its gain over 11,400 the fund must be worth 12,682.50: 0.85 F + 1,710 = 12,682.50,
    // F = 12,908.82; 950 × ((1 + i)^12 − 1) ÷ i = 12,908.82 at i = 2.2317 % a month, 26.78 % a year.
    expect(c.breakEvenBp).toBe(2_678);
    // A cash value the fund reaches with no return at all needs none; one beyond 30 % a year, no answer.
    expect(cashValueComparison({ ...CASE, cashValueCents: asCents(1_100_000) }).breakEvenBp).toBe(0);
    expect(cashValueComparison({ ...CASE, cashValueCents: asCents(1_400_000) }).breakEvenBp).toBeNull();
  });

  it("over twenty years at 6 %: the fund at the break-even return is worth the cash value", () => {
    const long = { ...CASE, policyPremiumCents: asCents(600_000), termPremiumCents: asCents(40_000), cashValueCents: asCents(13_000_000), years: 20, growthBp: 600, fundFeeBp: 20 };
    const result = cashValueComparison(long);
    expect(result.fundByYear).toHaveLength(21);
    expect(result.fundAfterTaxCents).toBeGreaterThan(long.cashValueCents);
    const atBreakEven = growMonthly(0, 560_000 / 12, 240, result.breakEvenBp! / 100, 0.2).balances.at(-1)!;
    const afterTax = atBreakEven - (atBreakEven - result.investedCents) * 0.15;
    // Within what one basis point of return moves: about $70 on $130,000.
    expect(Math.abs(afterTax - long.cashValueCents)).toBeLessThan(10_000);
  });
});
