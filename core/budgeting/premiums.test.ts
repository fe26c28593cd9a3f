import { describe, expect, it } from "vitest";
import type { AnalysedTransaction } from "./analysis";
import { isPremium, premiumsOf } from "./premiums";

let id = 0;
const t = (date: string, amountCents: number, description: string, categoryName = "Other"): AnalysedTransaction => ({ id: ++id, date, amountCents, description, categoryId: null, categoryName, income: false });

describe("insurance premiums across the year", () => {
  it("a premium is a payment out that names insurance, an assurance or a premium, in its category or its description", () => {
    expect(isPremium(t("2026-01-01", -100, "ACME MUTUAL", "Car insurance"))).toBe(true);
    expect(isPremium(t("2026-01-01", -100, "Life Assurance Co"))).toBe(true);
    expect(isPremium(t("2026-01-01", -100, "PREMIUM PAYMENT 1234"))).toBe(true);
    expect(isPremium(t("2026-01-01", 100, "Insurance refund"))).toBe(false);
    expect(isPremium(t("2026-01-01", -100, "Groceries", "Food"))).toBe(false);
  });

  it("adds each month's premiums, finds the bills twice a year and yearly, and what to set aside for them", () => {
    const transactions = [
      // Car insurance every six months: $540 on 10 January and 10 July (181 days), and the year before.
      t("2025-01-10", -54_000, "SAFEDRIVE AUTO INSURANCE"),
      t("2025-07-10", -54_000, "SAFEDRIVE AUTO INSURANCE"),
      t("2026-01-10", -54_000, "SAFEDRIVE AUTO INSURANCE"),
      t("2026-07-10", -54_000, "SAFEDRIVE AUTO INSURANCE"),
      // Home insurance once a year: $1,200 on 1 March (365 days apart).
      t("2025-03-01", -120_000, "HOMEGUARD", "Home insurance"),
      t("2026-03-01", -120_000, "HOMEGUARD", "Home insurance"),
      // Life assurance monthly, $40, from June to August 2026.
      t("2026-06-05", -4_000, "LIFE ASSURANCE"),
      t("2026-07-05", -4_000, "LIFE ASSURANCE"),
      t("2026-08-05", -4_000, "LIFE ASSURANCE"),
      t("2026-08-06", -9_999, "Bookshop"),
    ];
    const p = premiumsOf(transactions, "2026-08");
    expect(p.months.map((m) => m.month)).toEqual(["2025-09", "2025-10", "2025-11", "2025-12", "2026-01", "2026-02", "2026-03", "2026-04", "2026-05", "2026-06", "2026-07", "2026-08"]);
    // September 2025 to August 2026: $540 + $1,200 + $40 + $540 + $40 + $40 = $2,400.
    expect(p.months.filter((m) => m.cents > 0)).toEqual([
      { month: "2026-01", cents: 54_000 },
      { month: "2026-03", cents: 120_000 },
      { month: "2026-06", cents: 4_000 },
      { month: "2026-07", cents: 58_000 },
      { month: "2026-08", cents: 4_000 },
    ]);
    expect(p.totalCents).toBe(240_000);
    expect(p.payments.map((r) => [r.payee, r.interval, r.typicalAmount, r.yearlyCost])).toEqual([
      ["homeguard", "yearly", 120_000, 120_000],
      ["safedrive auto insurance", "semiannual", 54_000, 108_000],
      ["life assurance", "monthly", 4_000, 48_000],
    ]);
    // ($1,200 + $1,080) ÷ 12 = $190 a month for the two lumpy bills; the monthly one needs no setting aside.
    expect(p.setAsideCents).toBe(19_000);
    expect(p.sentences).toEqual([
      "Insurance premiums took $2,400 over the last twelve months, $200 a month on average; the most in March 2026 ($1,200).",
      "2 premiums come once or twice a year: setting aside $190 a month meets them without a dip in your cash.",
    ]);
  });

  it("says nothing without premiums, and rounds the amount to set aside up to the cent", () => {
    expect(premiumsOf([t("2026-01-05", -500, "Cafe")], "2026-02")).toMatchObject({ totalCents: 0, payments: [], setAsideCents: 0, sentences: [] });
    // $100.01 a year: $8.3342 a month, set aside $8.34.
    const yearly = premiumsOf([t("2025-02-01", -10_001, "Pet insurance"), t("2026-02-01", -10_001, "Pet insurance")], "2026-02");
    expect(yearly.setAsideCents).toBe(834);
    expect(yearly.sentences[1]).toBe("One premium comes once or twice a year: setting aside $8.34 a month meets it without a dip in your cash.");
  });
});
