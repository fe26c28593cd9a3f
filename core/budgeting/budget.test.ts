import { describe, expect, it } from "vitest";
import { budgetLine, budgetTotals, budgetedIn } from "./budget";
import { addMonthsTo, monthsBetween } from "./months";
import { categorise } from "./rules";

describe("months", () => {
  it("steps across years", () => {
    expect(addMonthsTo("2026-01", -1)).toBe("2025-12");
    expect(addMonthsTo("2025-11", 14)).toBe("2027-01");
    expect(monthsBetween("2025-11", "2026-02")).toEqual(["2025-11", "2025-12", "2026-01", "2026-02"]);
  });
});

describe("budget vs actual", () => {
  const settings = [
    { month: "2026-01", cents: 40000 },
    { month: "2026-03", cents: 50000 },
  ];
  const spent = new Map([
    ["2026-01", 30000],
    ["2026-02", 45000],
    ["2026-03", 20000],
  ]);
  it("keeps an amount in force until another is set", () => {
    expect(budgetedIn(settings, "2025-12")).toBe(0);
    expect(budgetedIn(settings, "2026-02")).toBe(40000);
    expect(budgetedIn(settings, "2026-04")).toBe(50000);
  });
  it("without rollover, each month stands alone", () => {
    expect(budgetLine({ categoryId: 1, rollover: false, settings, spentByMonth: spent }, "2026-02")).toEqual({ categoryId: 1, budgeted: 40000, carried: 0, available: 40000, spent: 45000, remaining: -5000 });
  });
  it("with rollover, unspent money carries forward and overspending reduces next month", () => {
    // January: 400 − 300 = +100 carried. February: 400 + 100 − 450 = +50. March: 500 + 50 − 200 = 350.
    const input = { categoryId: 1, rollover: true, settings, spentByMonth: spent };
    expect(budgetLine(input, "2026-02")).toMatchObject({ carried: 10000, available: 50000, remaining: 5000 });
    expect(budgetLine(input, "2026-03")).toEqual({ categoryId: 1, budgeted: 50000, carried: 5000, available: 55000, spent: 20000, remaining: 35000 });
    // Overspending: 100 budget, 150 spent in January → February starts 50 short.
    const over = { categoryId: 2, rollover: true, settings: [{ month: "2026-01", cents: 10000 }], spentByMonth: new Map([["2026-01", 15000]]) };
    expect(budgetLine(over, "2026-02")).toMatchObject({ budgeted: 10000, carried: -5000, available: 5000, spent: 0, remaining: 5000 });
    // Spending before the first budget is not carried.
    expect(budgetLine({ ...input, spentByMonth: new Map([["2025-12", 99999]]) }, "2026-01").carried).toBe(0);
  });
  it("totals the lines", () => {
    const a = budgetLine({ categoryId: 1, rollover: false, settings, spentByMonth: spent }, "2026-03");
    const b = budgetLine({ categoryId: 2, rollover: false, settings: [], spentByMonth: new Map([["2026-03", 700]]) }, "2026-03");
    expect(budgetTotals([a, b])).toEqual({ budgeted: 50000, available: 50000, spent: 20700, remaining: 29300 });
  });
});

describe("rules", () => {
  const rules = [
    { id: 1, match: "starts_with" as const, pattern: "AMZN", categoryId: 10 },
    { id: 2, match: "contains" as const, pattern: "netflix", categoryId: 11 },
    { id: 3, match: "contains" as const, pattern: "amzn", categoryId: 12 },
  ];
  it("matches case-insensitively, first rule wins", () => {
    expect(categorise(rules, "amzn Mktp US")).toBe(10);
    expect(categorise(rules, "Payment NETFLIX.COM")).toBe(11);
    expect(categorise(rules, "Refund AMZN")).toBe(12);
    expect(categorise(rules, "Groceries")).toBeNull();
  });
});
