import { describe, expect, it } from "vitest";
import { minimumsOnlyPlan, monthlyInterestCents, payoffOrder, payoffPlan, totalMinimumCents, type PlanDebt } from "./payoff";

// Two debts worked month by month by hand (interest = balance × APR / 12 to the cent, then the
// minimums, then the rest of $200 to the debt first in line):
//   card:    $1,000.00 at 24 % (2 % a month), minimum $50
//   student:   $500.00 at 12 % (1 % a month), minimum $25
const card: PlanDebt = { key: "card", balanceCents: 100_000, aprBasisPoints: 2400, minimumPaymentCents: 5000 };
const student: PlanDebt = { key: "student", balanceCents: 50_000, aprBasisPoints: 1200, minimumPaymentCents: 2500 };

describe("monthlyInterestCents", () => {
  it("is balance × APR / 12 to the nearest cent, halves up, in whole numbers", () => {
    expect(monthlyInterestCents(100_000, 2400)).toBe(2000); // $1,000 × 2 % = $20.00
    expect(monthlyInterestCents(68_690, 2400)).toBe(1374); // $686.90 × 2 % = 13.738 → $13.74
    expect(monthlyInterestCents(45_980, 1200)).toBe(460); // $459.80 × 1 % = 4.598 → $4.60
    expect(monthlyInterestCents(50, 1200)).toBe(1); // $0.50 × 1 % = 0.5 cent → 1 cent (half up)
    expect(monthlyInterestCents(49, 1200)).toBe(0); // 0.49 cent → 0
    expect(monthlyInterestCents(0, 2400)).toBe(0);
    expect(monthlyInterestCents(100_000, 0)).toBe(0);
  });
});

describe("payoffOrder", () => {
  it("puts the highest rate first for the avalanche and the smallest balance first for the snowball", () => {
    expect(payoffOrder([student, card], "avalanche").map((d) => d.key)).toEqual(["card", "student"]);
    expect(payoffOrder([card, student], "snowball").map((d) => d.key)).toEqual(["student", "card"]);
  });
  it("breaks ties by the other measure, then by the member's order", () => {
    const a = { ...card, key: "a", balanceCents: 2000 };
    const b = { ...card, key: "b", balanceCents: 1000 };
    const c = { ...card, key: "c", balanceCents: 1000 };
    expect(payoffOrder([a, b, c], "avalanche").map((d) => d.key)).toEqual(["b", "c", "a"]);
    const d = { ...student, key: "d", aprBasisPoints: 900 };
    expect(payoffOrder([d, student], "snowball").map((x) => x.key)).toEqual(["student", "d"]);
  });
});

describe("payoffPlan", () => {
  it("avalanche, $200 a month: the card is cleared in month 7, the loan in month 9, $105.49 of interest", () => {
    // Month 1: card 1,000 + 20.00 − 50 − 125 = 845.00; loan 500 + 5.00 − 25 = 480.00.
    // Month 2: card 845 + 16.90 − 175 = 686.90; loan 480 + 4.80 − 25 = 459.80.
    // Month 3: 686.90 + 13.74 − 175 = 525.64; 459.80 + 4.60 − 25 = 439.40.
    // Month 4: 525.64 + 10.51 − 175 = 361.15; 439.40 + 4.39 − 25 = 418.79.
    // Month 5: 361.15 + 7.22 − 175 = 193.37; 418.79 + 4.19 − 25 = 397.98.
    // Month 6: 193.37 + 3.87 − 175 = 22.24; 397.98 + 3.98 − 25 = 376.96.
    // Month 7: the card 22.24 + 0.44 = 22.68, cleared; the loan 376.96 + 3.77 − 25 − 152.32 = 203.41.
    // Month 8: 203.41 + 2.03 − 200 = 5.44. Month 9: 5.44 + 0.05 = 5.49, cleared.
    // Interest: card 20 + 16.90 + 13.74 + 10.51 + 7.22 + 3.87 + 0.44 = 72.68;
    //           loan 5 + 4.80 + 4.60 + 4.39 + 4.19 + 3.98 + 3.77 + 2.03 + 0.05 = 32.81.
    const plan = payoffPlan([card, student], 20_000, "avalanche");
    expect(plan.months).toBe(9);
    expect(plan.debts).toEqual([
      { key: "card", month: 7, interestCents: 7268 },
      { key: "student", month: 9, interestCents: 3281 },
    ]);
    expect(plan.totalInterestCents).toBe(10_549);
    // Eight months of $200 and the last $5.49 = $1,605.49 = $1,500 owed + $105.49 interest.
    expect(plan.totalPaidCents).toBe(160_549);
    expect(plan.balances.slice(0, 3)).toEqual([150_000, 84_500 + 48_000, 68_690 + 45_980]);
    expect(plan.balances.at(-1)).toBe(0);
  });

  it("snowball, $200 a month: the loan is cleared in month 4, the card in month 9, $128.76 of interest", () => {
    // Month 1: card 1,000 + 20.00 − 50 = 970.00; loan 500 + 5.00 − 25 − 125 = 355.00.
    // Month 2: 970 + 19.40 − 50 = 939.40; 355 + 3.55 − 150 = 208.55.
    // Month 3: 939.40 + 18.79 − 50 = 908.19; 208.55 + 2.09 − 150 = 60.64.
    // Month 4: the loan 60.64 + 0.61 = 61.25, cleared; the card 908.19 + 18.16 − 50 − 88.75 = 787.60.
    // Month 5 on, $200 to the card: 787.60 + 15.75 → 603.35; + 12.07 → 415.42; + 8.31 → 223.73;
    // + 4.47 → 28.20; month 9: 28.20 + 0.56 = 28.76, cleared.
    // Interest: card 20 + 19.40 + 18.79 + 18.16 + 15.75 + 12.07 + 8.31 + 4.47 + 0.56 = 117.51;
    //           loan 5 + 3.55 + 2.09 + 0.61 = 11.25.
    const plan = payoffPlan([card, student], 20_000, "snowball");
    expect(plan.months).toBe(9);
    expect(plan.debts).toEqual([
      { key: "card", month: 9, interestCents: 11_751 },
      { key: "student", month: 4, interestCents: 1125 },
    ]);
    expect(plan.totalInterestCents).toBe(12_876);
    expect(plan.totalPaidCents).toBe(162_876);
  });

  it("says never when the monthly amount does not cover the interest", () => {
    // $10,000 at 30 %: $250 of interest in the first month against $200 paid.
    const plan = payoffPlan([{ key: "x", balanceCents: 1_000_000, aprBasisPoints: 3000, minimumPaymentCents: 20_000 }], 20_000, "avalanche");
    expect(plan.months).toBeNull();
    expect(plan.debts[0]!.month).toBeNull();
  });

  it("counts a debt already at zero as cleared today", () => {
    const plan = payoffPlan([{ ...card, balanceCents: 0 }], 5000, "avalanche");
    expect(plan).toMatchObject({ months: 0, totalInterestCents: 0, totalPaidCents: 0, balances: [0] });
  });
});

describe("minimumsOnlyPlan", () => {
  it("pays each debt only its minimum; nothing rolls on", () => {
    // $100 at 12 %, minimum $60: 100 + 1.00 − 60 = 41.00; then 41.00 + 0.41 = 41.41, cleared in month 2.
    // $100 at 0 %, minimum $10: ten months. A cleared debt's minimum is not passed on.
    const plan = minimumsOnlyPlan([
      { key: "a", balanceCents: 10_000, aprBasisPoints: 1200, minimumPaymentCents: 6000 },
      { key: "b", balanceCents: 10_000, aprBasisPoints: 0, minimumPaymentCents: 1000 },
    ]);
    expect(plan.debts).toEqual([
      { key: "a", month: 2, interestCents: 141 },
      { key: "b", month: 10, interestCents: 0 },
    ]);
    expect(plan.months).toBe(10);
    expect(plan.totalPaidCents).toBe(20_141);
  });

  it("says never for a minimum at or under the month's interest", () => {
    // $1,000 at 24 %: $20.00 of interest a month against a $20 minimum.
    expect(minimumsOnlyPlan([{ ...card, minimumPaymentCents: 2000 }]).months).toBeNull();
  });

  it("totals the minimums", () => {
    expect(totalMinimumCents([card, student])).toBe(7500);
  });
});
