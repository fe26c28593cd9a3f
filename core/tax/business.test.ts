import { describe, expect, it } from "vitest";
import { EXPENSE_CATEGORIES, REVENUE_CATEGORIES, estimateBusinessTax, type BusinessInput } from "./business";
import { estimatedPaymentDates, nextBusinessDay } from "./estimated-tax";

const zeros = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

type Over = Partial<Omit<BusinessInput, "revenue" | "expenses">> & { revenue?: Partial<BusinessInput["revenue"]>; expenses?: Partial<BusinessInput["expenses"]> };

function input(over: Over = {}): BusinessInput {
  const { revenue, expenses, ...rest } = over;
  return {
    taxYear: 2025,
    entity: "sole_proprietorship",
    filingStatus: "single",
    otherWages: 0,
    withholding: 0,
    reasonableSalary: 0,
    ownershipShareBp: 10_000,
    priorYearTax: null,
    priorYearAgi: null,
    ...rest,
    revenue: { ...zeros(REVENUE_CATEGORIES), ...revenue },
    expenses: { ...zeros(EXPENSE_CATEGORIES), ...expenses },
  };
}

describe("estimated payment due dates", () => {
  it("moves a weekend date to the Monday after", () => {
    expect(nextBusinessDay("2025-06-15")).toBe("2025-06-16"); // a Sunday
    expect(nextBusinessDay("2026-08-15")).toBe("2026-08-17"); // a Saturday
    expect(nextBusinessDay("2025-04-15")).toBe("2025-04-15"); // a Tuesday
  });
  it("individuals: April, June, September and January of the next year; corporations: December instead", () => {
    expect(estimatedPaymentDates(2025)).toEqual(["2025-04-15", "2025-06-16", "2025-09-15", "2026-01-15"]);
    expect(estimatedPaymentDates(2026)).toEqual(["2026-04-15", "2026-06-15", "2026-09-15", "2027-01-15"]);
    expect(estimatedPaymentDates(2025, true)).toEqual(["2025-04-15", "2025-06-16", "2025-09-15", "2025-12-15"]);
  });
});

describe("business tax by entity", () => {
  it("sole proprietorship: meals at 50 %, Schedule C profit into self-employment tax", () => {
    // Revenue 100,000; office 10,000; meals 2,000 of which 1,000 deduct → profit 89,000.
    // SE: 92.35 % × 89,000 = 82,191.50; 12.4 % = 10,191.75 (10,191.746); 2.9 % = 2,383.55 (2,383.5535) → 12,575.30.
    const r = estimateBusinessTax(input({ revenue: { services: 10_000_000 }, expenses: { office: 1_000_000, meals: 200_000 } }));
    expect(r).toMatchObject({ revenue: 10_000_000, expenses: 1_200_000, profit: 8_900_000, selfEmploymentIncome: 8_900_000, selfEmploymentTax: 1_257_530, corporateTax: 0, individualTaxWithoutBusiness: 0 });
    expect(r.notes).toContain("meals");
    // No prior year given: 90 % of this year's tax, in four instalments.
    expect(r.safeHarbour.rule).toBe("current-year-90");
    expect(r.safeHarbour.required).toBe(Math.floor((r.individualTax * 9_000 + 5_000) / 10_000));
    expect(r.payments.reduce((a, p) => a + p.amount, 0)).toBe(r.safeHarbour.required);
  });

  it("the prior-year safe harbour at 110 % above $150,000 of AGI, when smaller", () => {
    // Prior tax 10,000 × 110 % = 11,000, below 90 % of this year's (over $18,000 with $12,575.30 of SE tax alone).
    const r = estimateBusinessTax(input({ revenue: { services: 10_000_000 }, expenses: { office: 1_000_000, meals: 200_000 }, priorYearTax: 1_000_000, priorYearAgi: 20_000_000 }));
    expect(r.safeHarbour).toEqual({ rule: "prior-year-110", required: 1_100_000 });
    expect(r.payments).toEqual([
      { quarter: 1, dueDate: "2025-04-15", amount: 275_000 },
      { quarter: 2, dueDate: "2025-06-16", amount: 275_000 },
      { quarter: 3, dueDate: "2025-09-15", amount: 275_000 },
      { quarter: 4, dueDate: "2026-01-15", amount: 275_000 },
    ]);
    // At $150,000 of AGI or less: 100 %, less what wages had withheld; odd cents in the first payment.
    const low = estimateBusinessTax(input({ revenue: { services: 10_000_000 }, priorYearTax: 1_000_003, priorYearAgi: 15_000_000, withholding: 0 }));
    expect(low.safeHarbour).toEqual({ rule: "prior-year-100", required: 1_000_003 });
    expect(low.payments.map((p) => p.amount)).toEqual([250_003, 250_000, 250_000, 250_000]);
  });

  it("C corporation: 21 % of the profit, paid by the corporation on its own dates", () => {
    // 500,000 − 300,000 − 50,000 = 150,000 × 21 % = 31,500. 90 % = 28,350 > 100 % of last year's 20,000.
    const r = estimateBusinessTax(input({ entity: "c_corporation", revenue: { sales: 50_000_000 }, expenses: { costOfGoods: 30_000_000, wages: 5_000_000 }, priorYearTax: 2_000_000, priorYearAgi: 90_000_000 }));
    expect(r).toMatchObject({ profit: 15_000_000, corporateTax: 3_150_000, projectedTax: 3_150_000, selfEmploymentIncome: 0, selfEmploymentTax: 0 });
    // A corporation's safe harbour is 100 % whatever its size here (the large-corporation rule is not estimated).
    expect(r.safeHarbour).toEqual({ rule: "prior-year-100", required: 2_000_000 });
    expect(r.payments.map((p) => p.dueDate)).toEqual(["2025-04-15", "2025-06-16", "2025-09-15", "2025-12-15"]);
  });

  it("S corporation: a reasonable salary with payroll taxes, the rest a distribution without SE tax", () => {
    // Profit 200,000; salary 80,000: employer 6.2 % = 4,960 + 1.45 % = 1,160 → 6,120, both halves 12,240;
    // distribution 200,000 − 80,000 − 6,120 = 113,880.
    const r = estimateBusinessTax(input({ entity: "s_corporation", revenue: { services: 20_000_000 }, reasonableSalary: 8_000_000 }));
    expect(r).toMatchObject({ profit: 20_000_000, salary: 8_000_000, payrollTaxes: 1_224_000, distribution: 11_388_000, selfEmploymentTax: 0, selfEmploymentIncome: 0 });
    // A salary above the profit is capped at the profit.
    expect(estimateBusinessTax(input({ entity: "s_corporation", revenue: { services: 5_000_000 }, reasonableSalary: 8_000_000 })).salary).toBe(5_000_000);
  });

  it("partnership: the owner's share is self-employment income", () => {
    // 50 % of 60,000 = 30,000; 92.35 % = 27,705; 12.4 % = 3,435.42; 2.9 % = 803.445 → 803.45; total 4,238.87.
    const r = estimateBusinessTax(input({ entity: "partnership", revenue: { sales: 6_000_000 }, ownershipShareBp: 5_000 }));
    expect(r).toMatchObject({ profit: 6_000_000, selfEmploymentIncome: 3_000_000, selfEmploymentTax: 423_887 });
  });

  it("a loss owes no self-employment tax and says the loss is not estimated", () => {
    const r = estimateBusinessTax(input({ entity: "single_member_llc", revenue: { sales: 100_000 }, expenses: { rent: 500_000 } }));
    expect(r).toMatchObject({ profit: -400_000, selfEmploymentIncome: 0, selfEmploymentTax: 0 });
    expect(r.notes).toContain("loss");
  });
});
