import { describe, expect, it } from "vitest";
import { amortizeLoan, loanPaymentCents, loanSchedule } from "./amortize-loan";

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe("loan payment (annuity formula)", () => {
  it("$200,000 at 6 % over 30 years is $1,199.10 a month", () => {
    // r = 0.06 / 12 = 0.005, n = 360; 1.005^360 = 6.0225752; 1 − 1/6.0225752 = 0.8339581;
    // 200,000 × 0.005 = 1,000; 1,000 / 0.8339581 = 1,199.1010 → $1,199.10.
    expect(loanPaymentCents(200_000_00, 6, 360)).toBe(1_199_10);
    const schedule = loanSchedule({ principalCents: 200_000_00, annualRatePercent: 6, termMonths: 360, startDate: "2026-01-01" });
    expect(schedule.months).toBe(360);
    expect(schedule.rows.at(-1)!.balanceCents).toBe(0);
    expect(sum(schedule.rows.map((r) => r.principalCents))).toBe(200_000_00);
    // Rounding the payment down leaves 0.00105 a month short; after 360 months that is
    // 0.00105 × (1.005^360 − 1) / 0.005 = 0.00105 × 1,004.5 ≈ $1.06 added to the last payment:
    // interest ≈ 359 × 1,199.10 + 1,200.16 − 200,000 = $231,677.06 (within cents of rounding).
    expect(Math.abs(schedule.totalInterestCents - 231_677_06)).toBeLessThan(50);
    expect(schedule.rows.at(-1)!.paymentCents - 1_199_10).toBeGreaterThan(90);
    expect(schedule.rows.at(-1)!.paymentCents - 1_199_10).toBeLessThan(120);
    expect(schedule.payoffDate).toBe("2056-01-01");
  });

  it("at 0 % divides the principal, with the last payment taking the odd cent", () => {
    // $1,200 over 12 months: 12 × $100, no interest.
    const even = loanSchedule({ principalCents: 1_200_00, annualRatePercent: 0, termMonths: 12, startDate: "2026-03-10" });
    expect(even.rows.map((r) => r.paymentCents)).toEqual(Array(12).fill(100_00));
    expect(even.totalInterestCents).toBe(0);
    expect(even.payoffDate).toBe("2027-03-10");
    // $1,000 over 3 months: 100,000 / 3 = 33,333.3 → 33,333 cents twice, then 33,334.
    const odd = loanSchedule({ principalCents: 1_000_00, annualRatePercent: 0, termMonths: 3, startDate: "2026-03-10" });
    expect(odd.rows.map((r) => r.paymentCents)).toEqual([333_33, 333_33, 333_34]);
    expect(odd.rows.at(-1)!.balanceCents).toBe(0);
  });

  it("a rate too small to matter is treated like 0 %", () => {
    expect(loanPaymentCents(1_200_00, 1e-300, 12)).toBe(100_00);
    expect(loanPaymentCents(1_200_00, 1e-9, 12)).toBe(100_00);
  });

  it("a one-month loan is principal plus one month's interest", () => {
    // $1,000 at 12 %: r = 0.01; 1,000 × 0.01 / (1 − 1/1.01) = 10 / 0.00990099 = $1,010.00.
    const schedule = loanSchedule({ principalCents: 1_000_00, annualRatePercent: 12, termMonths: 1, startDate: "2026-01-31" });
    expect(schedule.rows).toEqual([{ month: 1, date: "2026-02-28", paymentCents: 1_010_00, interestCents: 10_00, principalCents: 1_000_00, balanceCents: 0 }]);
    expect(schedule.payoffDate).toBe("2026-02-28"); // Jan 31 + 1 month, clamped to February's end
  });
});

describe("extra monthly payment", () => {
  // $10,000 at 12 % over 12 months: r = 0.01, 1.01^12 = 1.1268250, 1 − 1/1.1268250 = 0.1125508,
  // 100 / 0.1125508 = 888.4879 → $888.49 a month.
  const input = { principalCents: 10_000_00, annualRatePercent: 12, termMonths: 12, startDate: "2026-01-15" };

  it("without extra: 12 payments, $661.86 interest", () => {
    // Interest month by month (balance × 1 %, to the cent): 100.00, 92.12, 84.15, 76.11, 67.98,
    // 59.78, 51.49, 43.12, 34.67, 26.13, 17.51, 8.80 = 661.86; the 12th payment is
    // 879.67 + 8.80 = 888.47.
    const schedule = loanSchedule(input);
    expect(schedule.rows.map((r) => r.interestCents)).toEqual([100_00, 92_12, 84_15, 76_11, 67_98, 59_78, 51_49, 43_12, 34_67, 26_13, 17_51, 8_80]);
    expect(schedule.totalInterestCents).toBe(661_86);
    expect(schedule.rows.at(-1)!.paymentCents).toBe(888_47);
  });

  it("$1,000 extra a month pays it off in 6 months and saves $333.73 of interest", () => {
    // 1,888.49 a month: balances 8,211.51, 6,405.14, 4,580.70, 2,738.02, 876.91; interest 100.00,
    // 82.12, 64.05, 45.81, 27.38, then 8.77 and a last payment of 876.91 + 8.77 = 885.68.
    // Interest 328.13; saved 661.86 − 328.13 = 333.73; paid off 2026-07-15 instead of 2027-01-15.
    const result = amortizeLoan({ ...input, extraMonthlyCents: 1_000_00 });
    expect(result.monthlyPaymentCents).toBe(888_49);
    expect(result.schedule.rows.map((r) => r.balanceCents)).toEqual([8_211_51, 6_405_14, 4_580_70, 2_738_02, 876_91, 0]);
    expect(result.schedule.rows.at(-1)!.paymentCents).toBe(885_68);
    expect(result.schedule.totalInterestCents).toBe(328_13);
    expect(result.withoutExtra.totalInterestCents).toBe(661_86);
    expect(result.interestSavedCents).toBe(333_73);
    expect(result.monthsSaved).toBe(6);
    expect(result.schedule.payoffDate).toBe("2026-07-15");
    expect(result.withoutExtra.payoffDate).toBe("2027-01-15");
    expect(result.balanceChart).toEqual([
      { month: 0, date: "2026-01-15", balanceCents: 10_000_00, balanceWithoutExtraCents: 10_000_00 },
      { month: 12, date: "2027-01-15", balanceCents: 0, balanceWithoutExtraCents: 0 },
    ]);
  });

  it("without extra, nothing is saved", () => {
    const result = amortizeLoan(input);
    expect(result.interestSavedCents).toBe(0);
    expect(result.monthsSaved).toBe(0);
    expect(result.balanceChart.map((p) => p.month)).toEqual([0, 12]);
  });

  it("an extra payment larger than the loan clears it in the first month", () => {
    const result = amortizeLoan({ ...input, extraMonthlyCents: 50_000_00 });
    expect(result.schedule.rows).toHaveLength(1);
    expect(result.schedule.rows[0]).toMatchObject({ paymentCents: 10_100_00, interestCents: 100_00, balanceCents: 0 });
  });
});
