import { describe, expect, it } from "vitest";
import { installmentPayments, payoutPlan } from "./deferred-compensation";

describe("installmentPayments", () => {
  it("pays what is owed over the payments left, the rest credited a year's earnings", () => {
    // $100,000 at 5 %: 50,000; the other 50,000 grows to 52,500, paid in full.
    expect(installmentPayments({ balanceCents: 10_000_000, growthBp: 500 }, 2)).toEqual([5_000_000, 5_250_000]);
    // $90,000 at 10 %: 30,000; 60,000 → 66,000, half is 33,000; 33,000 → 36,300.
    expect(installmentPayments({ balanceCents: 9_000_000, growthBp: 1_000 }, 3)).toEqual([3_000_000, 3_300_000, 3_630_000]);
    expect(installmentPayments({ balanceCents: 9_000_000, growthBp: 1_000 }, 1)).toEqual([9_000_000]);
  });

  it("without earnings pays the balance to the cent, the remainder in the later payments", () => {
    const payments = installmentPayments({ balanceCents: 50_000_000, growthBp: 0 }, 15);
    expect(payments.reduce((a, b) => a + b, 0)).toBe(50_000_000);
    expect(payments[0]).toBe(3_333_333);
    expect(Math.max(...payments) - Math.min(...payments)).toBeLessThanOrEqual(1);
  });
});

describe("payoutPlan", () => {
  // Single, 2026, $60,000 of other income: taxable 43,900; tax 1,240 + 12 % × 31,500 (3,780) = 5,020.
  const TAX = { year: 2026, status: "single", otherIncomeCents: 6_000_000 } as const;
  const BALANCE = { balanceCents: 50_000_000, growthBp: 0 };

  it("taxes a lump sum at the top of the brackets", () => {
    // $560,000: taxable 543,900; 1,240 + 4,560 + 12,166 + 24 % × 96,075 (23,058) + 32 % × 54,450 (17,424)
    // + 35 % × 287,675 (100,686.25) = 159,134.25, so 154,114.25 more, 30.82 % of it.
    const plan = payoutPlan(BALANCE, 1, TAX);
    expect(plan.years).toEqual([{ year: 1, paymentCents: 50_000_000, taxCents: 15_411_425, bracketBp: 3_500 }]);
    expect([plan.paidCents, plan.taxCents, plan.averageRateBp]).toEqual([50_000_000, 15_411_425, 3_082]);
  });

  it("spreads five and ten installments into lower brackets", () => {
    // $100,000 a year: taxable 143,900; 1,240 + 4,560 + 12,166 + 24 % × 38,200 (9,168) = 27,134, so 22,114 more a year.
    const five = payoutPlan(BALANCE, 5, TAX);
    expect(five.years.map((y) => [y.paymentCents, y.taxCents, y.bracketBp])).toEqual(Array(5).fill([10_000_000, 2_211_400, 2_400]));
    expect([five.taxCents, five.averageRateBp]).toEqual([11_057_000, 2_211]);
    // $50,000 a year: taxable 93,900; 1,240 + 4,560 + 22 % × 43,500 (9,570) = 15,370, so 10,350 more a year.
    const ten = payoutPlan(BALANCE, 10, TAX);
    expect([ten.years[0]!.taxCents, ten.taxCents, ten.averageRateBp]).toEqual([1_035_000, 10_350_000, 2_070]);
  });
});
