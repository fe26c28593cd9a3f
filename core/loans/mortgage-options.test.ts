import { describe, expect, it } from "vitest";
import { asCents } from "../money";
import { aprPercent, breakEvenMonths, currentLoan, mortgageOption, type MortgageOption } from "./mortgage-options";

const $ = (dollars: number) => asCents(Math.round(dollars * 100));
const fixed = (ratePercent: number, termMonths: number, extra: Partial<MortgageOption> = {}): MortgageOption => ({ ratePercent, termMonths, pointsBp: 0, closingCosts: $(0), adjustable: null, ...extra });

// $12,000 at 12 % over 12 months (1 % a month), worked by hand: the payment 12,000 × 0.01 ÷
// (1 − 1.01^−12) = 1,066.1854 → 1,066.19. Each month's interest is the balance × 1 % to the cent:
// 120.00, 110.54, 100.98, 91.33, 81.58, 71.73 (balance 6,179.02 after six), 61.79, 51.75, 41.60,
// 31.36, 21.01, 10.56 (the last payment 1,055.58 + 10.56 = 1,066.14): 794.23 in all.
describe("mortgageOption (worked by hand)", () => {
  it("a fixed rate: payment, interest over the term and over the months held", () => {
    const o = mortgageOption($(12_000), fixed(12, 12), 6);
    expect(o).toMatchObject({ payment: $(1_066.19), paymentAfter: null, months: 12, totalInterest: $(794.23), totalCost: $(794.23), horizonInterest: $(576.16), balanceAtHorizon: $(6_179.02) });
    // No upfront cost: the APR is the note rate.
    expect(o.aprPercent).toBe(12);
  });

  it("points and closing costs are paid up front and count in the cost", () => {
    // 1.5 points of 12,000 = 180.00, with 320.00 of closing costs: 500.00 up front.
    const o = mortgageOption($(12_000), fixed(12, 12, { pointsBp: 150, closingCosts: $(320) }), 6);
    expect(o).toMatchObject({ points: $(180), upfront: $(500), totalCost: $(1_294.23), horizonCost: $(1_076.16) });
    expect(o.aprPercent).toBeGreaterThan(12);
  });

  it("an adjustable rate re-amortizes the balance left at the rate after", () => {
    // After six months at 1 %, 6,179.02 over the six left at 2 % a month: 6,179.02 × 0.02 ÷ (1 − 1.02^−6)
    // = 123.5804 ÷ 0.1120286 = 1,103.11. Interest 123.58, 103.99, 84.01, 63.63, 42.84, 21.63 = 439.68;
    // with the first six months' 576.16, 1,015.84.
    const o = mortgageOption($(12_000), fixed(12, 12, { adjustable: { fixedMonths: 6, rateAfterPercent: 24 } }), 12);
    expect(o).toMatchObject({ payment: $(1_066.19), paymentAfter: $(1_103.11), totalInterest: $(1_015.84), balanceAtHorizon: 0 });
  });

  it("the classic $300,000 at 6 % over 30 years pays $1,798.65 a month", () => {
    // 300,000 × 0.005 ÷ (1 − 1.005^−360) = 1,798.6516.
    const o = mortgageOption($(300_000), fixed(6, 360), 84);
    expect(o.payment).toBe($(1_798.65));
    expect(o.yearlyBalances).toHaveLength(31);
    expect(o.yearlyBalances[0]).toBe($(300_000));
    expect(o.yearlyBalances[30]).toBe(0);
  });
});

describe("aprPercent", () => {
  it("the rate at which the payments repay what was received", () => {
    // $100,000 at 6 % over 30 years (599.55 a month) with $2,000 of points and costs: 6.189 %.
    const o = mortgageOption($(100_000), fixed(6, 360, { pointsBp: 100, closingCosts: $(1_000) }), 360);
    expect(o.payment).toBe($(599.55));
    expect(o.aprPercent).toBe(6.189);
    // Checked the other way: at that monthly rate the 360 payments are worth the $98,000 received (to within a dollar, the APR being rounded).
    const r = 6.189 / 1200;
    const worth = Array.from({ length: 360 }, (_, k) => 59_955 / (1 + r) ** (k + 1)).reduce((a, b) => a + b, 0);
    expect(Math.abs(worth - 9_800_000)).toBeLessThan(100 * 50);
    expect(aprPercent(10_000, [10_100])).toBe(12);
    // Far above the first guess (10 % a month): $1,000 received for $2,000 a month later is 100 % a month, 1,200 % a year.
    expect(aprPercent(1_000, [2_000])).toBe(1200);
  });
});

describe("the loan the member has, and a refinance's break-even", () => {
  it("keeps its rate over the months left, nothing up front", () => {
    // 280,000 at 7.5 % over 336 months: 280,000 × 0.00625 ÷ (1 − 1.00625^−336) = 1,996.0292 → 1,996.03.
    const now = currentLoan($(280_000), 7.5, 336, 60);
    expect(now).toMatchObject({ payment: $(1_996.03), upfront: 0 });
    // A new 30-year loan at 6 %: 1,798.6516 × 280 ÷ 300 = 1,678.7415 → 1,678.74; 317.29 less a month,
    // so $5,600 of costs take 5,600 ÷ 317.29 = 17.65 → 18 months to earn back.
    const refinance = mortgageOption($(280_000), fixed(6, 360, { closingCosts: $(5_600) }), 60);
    expect(refinance.payment).toBe($(1_678.74));
    expect(breakEvenMonths(refinance.upfront, now.payment - refinance.payment)).toBe(18);
    expect(breakEvenMonths($(5_600), 0)).toBeNull();
    expect(breakEvenMonths($(5_600), -100)).toBeNull();
  });
});
