import { describe, expect, it } from "vitest";
import { analyse, monthOverMonth, normalisePayee, recurringPayments, unusualTransactions, type AnalysedTransaction } from "./analysis";

let id = 0;
const tx = (date: string, amountCents: number, description: string, categoryName = "Food", categoryId: number | null = 1, income = false): AnalysedTransaction => ({
  id: ++id,
  date,
  amountCents,
  description,
  categoryId,
  categoryName,
  income,
});

describe("month over month", () => {
  it("compares spending per category, refunds reduce it, income left out", () => {
    const rows = [
      tx("2026-02-03", -10000, "Shop"),
      tx("2026-03-03", -15000, "Shop"),
      tx("2026-03-09", 2000, "Refund"),
      tx("2026-03-01", -5000, "Bus", "Transport", 2),
      tx("2026-03-01", 300000, "Salary", "Salary", 3, true),
    ];
    expect(monthOverMonth(rows, "2026-03")).toEqual([
      { categoryId: 2, categoryName: "Transport", previous: 0, current: 5000, change: 5000, changePercent: null },
      { categoryId: 1, categoryName: "Food", previous: 10000, current: 13000, change: 3000, changePercent: 30 },
    ]);
  });
});

describe("unusual transactions", () => {
  it("flags spending far above the category's median (median/MAD rule)", () => {
    // History 40, 50, 50, 60, 55, 45: median 50, deviations 10,0,0,10,5,5 → MAD 5, robust σ 7.413.
    // 90 → (90 − 50)/7.413 = 5.4 > 3.5 flagged; 70 → 2.7 not flagged.
    const history = [4000, 5000, 5000, 6000, 5500, 4500].map((c, i) => tx(`2026-0${1 + (i % 2)}-1${i}`, -c, "Market"));
    const rows = [...history, tx("2026-03-05", -9000, "Big market"), tx("2026-03-06", -7000, "Market")];
    const found = unusualTransactions(rows, "2026-03");
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ description: "Big market", amount: 9000, typical: 5000, score: 5.4 });
  });
  it("needs five earlier transactions", () => {
    const rows = [tx("2026-01-01", -100, "a"), tx("2026-02-01", -100, "a"), tx("2026-03-01", -100000, "b")];
    expect(unusualTransactions(rows, "2026-03")).toEqual([]);
  });
});

describe("recurring payments", () => {
  it("normalises payees", () => {
    expect(normalisePayee("NETFLIX.COM 0412 #123")).toBe("netflix com");
  });
  it("finds a monthly subscription within ±10 % and its yearly cost", () => {
    const rows = [
      tx("2026-01-15", -1599, "NETFLIX.COM 0115", "Subscriptions", 5),
      tx("2026-02-15", -1599, "NETFLIX.COM 0215", "Subscriptions", 5),
      tx("2026-03-16", -1699, "Netflix.com 0316", "Subscriptions", 5),
      // Weekly: 7-day gaps.
      tx("2026-03-02", -2500, "Gym class"),
      tx("2026-03-09", -2500, "Gym class"),
      tx("2026-03-16", -2400, "Gym class"),
      // Yearly.
      tx("2025-04-01", -9900, "Domain renewal 2025"),
      tx("2026-04-01", -9900, "Domain renewal 2026"),
      // Irregular gaps: not recurring.
      tx("2026-01-01", -1000, "Bakery"),
      tx("2026-01-04", -1000, "Bakery"),
      tx("2026-02-20", -1000, "Bakery"),
      // Amounts too different.
      tx("2026-01-10", -1000, "Store"),
      tx("2026-02-10", -3000, "Store"),
      tx("2026-03-10", -1000, "Store"),
    ];
    expect(recurringPayments(rows)).toEqual([
      { payee: "gym class", interval: "weekly", count: 3, typicalAmount: 2500, yearlyCost: 130000, lastDate: "2026-03-16", categoryName: "Food" },
      { payee: "netflix com", interval: "monthly", count: 3, typicalAmount: 1599, yearlyCost: 19188, lastDate: "2026-03-16", categoryName: "Subscriptions" },
      { payee: "domain renewal", interval: "yearly", count: 2, typicalAmount: 9900, yearlyCost: 9900, lastDate: "2026-04-01", categoryName: "Food" },
    ]);
  });
});

describe("summary", () => {
  it("says what changed in words", () => {
    const rows = [tx("2026-02-03", -10000, "Shop"), tx("2026-03-03", -15000, "Shop")];
    expect(analyse(rows, "2026-03").summary).toEqual([
      "You spent $150.00 in March 2026, $50.00 (50 %) more than in February 2026.",
      "Food rose the most, by $50.00.",
    ]);
  });
});
