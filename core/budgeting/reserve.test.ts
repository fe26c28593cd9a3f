import { describe, expect, it } from "vitest";
import { reserveCheck, reserveSentence, typicalMonthlyIncome, typicalMonthlySpending } from "./reserve";
import type { SavingMonth } from "./saving";

const month = (m: string, spendingCents: number, hasData = true): SavingMonth => ({ month: m, incomeCents: 0, spendingCents, savedCents: -spendingCents, rateBp: null, hasData });

describe("typicalMonthlySpending", () => {
  it("averages the last six full months with transactions, rounded up to the cent", () => {
    // Seven months given: the first is past the six. $100.00 + $200.01 + $300.00 = $600.01 ÷ 3 = $200.003… → $200.01.
    const months = [month("2026-03", 999_999), month("2026-04", 10_000), month("2026-05", 0, false), month("2026-06", 20_001), month("2026-07", 0, false), month("2026-08", 30_000), month("2026-09", 0, false)];
    expect(typicalMonthlySpending(months)).toEqual({ cents: 20_001, months: 3 });
  });

  it("is none without a month of transactions, and a month of refunds counts as nothing spent", () => {
    expect(typicalMonthlySpending([month("2026-01", 0, false)])).toBeNull();
    expect(typicalMonthlySpending([month("2026-01", -5_000), month("2026-02", 10_000)])).toEqual({ cents: 5_000, months: 2 });
  });
});

describe("typicalMonthlyIncome", () => {
  it("averages the income of the full months with transactions, rounded down to the cent", () => {
    const earned = (m: string, incomeCents: number, hasData = true): SavingMonth => ({ ...month(m, 0, hasData), incomeCents });
    // $4,000.00 + $0 (a month of spending only) + $4,000.01 = $8,000.01 ÷ 3 = $2,666.67; the month without transactions is not counted.
    expect(typicalMonthlyIncome([earned("2026-04", 400_000), earned("2026-05", 0), earned("2026-06", 0, false), earned("2026-07", 400_001)])).toEqual({ cents: 266_667, months: 3 });
    // 800,002 ÷ 3 = 266,667.33… → down to 266,667.
    expect(typicalMonthlyIncome([earned("2026-04", 400_000), earned("2026-05", 2), earned("2026-07", 400_000)])).toEqual({ cents: 266_667, months: 3 });
  });

  it("is none without a month of transactions or without income", () => {
    expect(typicalMonthlyIncome([month("2026-01", 0, false)])).toBeNull();
    expect(typicalMonthlyIncome([month("2026-01", 10_000)])).toBeNull();
  });
});

describe("reserveCheck and its sentence", () => {
  it("a shortfall: $9,000 against six months of $2,500", () => {
    const check = reserveCheck(900_000, 250_000, 6);
    // 9,000 × 10 ÷ 2,500 = 36 tenths: 3.6 months; target $15,000; $6,000 short.
    expect(check).toEqual({ targetCents: 1_500_000, coveredTenths: 36, shortfallCents: 600_000, excessCents: 0 });
    expect(reserveSentence(check, 6)).toBe("Your cash would cover 3.6 months of typical spending, $6,000 short of your 6-month reserve of $15,000.");
  });

  it("cash beyond the target, exactly the target, one month, and cash below zero", () => {
    expect(reserveCheck(2_000_000, 250_000, 3)).toEqual({ targetCents: 750_000, coveredTenths: 80, shortfallCents: 0, excessCents: 1_250_000 });
    expect(reserveSentence(reserveCheck(750_000, 250_000, 3), 3)).toBe("Your cash would cover 3 months of typical spending: exactly your 3-month reserve of $7,500.");
    expect(reserveSentence(reserveCheck(250_000, 250_000, 3), 3)).toBe("Your cash would cover 1 month of typical spending, $5,000 short of your 3-month reserve of $7,500.");
    // 1 cent under one month: 0.9 (rounded down, never flattering).
    expect(reserveCheck(249_999, 250_000, 3).coveredTenths).toBe(9);
    expect(reserveCheck(-50_000, 250_000, 3)).toEqual({ targetCents: 750_000, coveredTenths: 0, shortfallCents: 750_000, excessCents: 0 });
  });

  it("without spending to measure, says what is missing", () => {
    expect(reserveSentence(null, 6)).toBe("Add your accounts' transactions to see how many months of spending your cash would cover.");
  });
});
