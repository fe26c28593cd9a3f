import { describe, expect, it } from "vitest";
import type { AnalysedTransaction } from "./analysis";
import { rateBp, ratePercent, savingByMonth, savingNotes, type SavingMonth } from "./saving";

let id = 0;
const t = (date: string, amountCents: number, income = false): AnalysedTransaction => ({ id: ++id, date, amountCents, description: income ? "Salary" : "Spend", categoryId: null, categoryName: income ? "Salary" : "Other", income });
/** A month with `income` in and `spent` out (cents), for the notes' tests. */
const m = (month: string, incomeCents: number, spentCents: number, hasData = true): SavingMonth => ({ month, incomeCents, spendingCents: spentCents, savedCents: incomeCents - spentCents, rateBp: rateBp(incomeCents - spentCents, incomeCents), hasData });

describe("savingByMonth", () => {
  it("adds each of the twelve months' income and spending, refunds netted, and the rate of what was left", () => {
    const history = savingByMonth(
      [
        t("2026-03-01", 400_000, true),
        t("2026-03-03", -120_000),
        t("2026-03-20", -30_000),
        // A refund of $50 lowers March's spending.
        t("2026-03-22", 5_000),
        t("2026-02-01", 300_000, true),
        t("2026-02-10", -330_000),
        // Outside the twelve months (April 2025 is the first): not counted.
        t("2025-03-31", -99_999),
        t("2026-04-01", -1),
      ],
      "2026-03",
    );
    expect(history).toHaveLength(12);
    expect(history[0]!.month).toBe("2025-04");
    // March: $4,000 in, $1,200 + $300 − $50 = $1,450 out, $2,550 saved: 2,550 ÷ 4,000 = 63.75 % = 6,375 bp.
    expect(history.at(-1)).toEqual({ month: "2026-03", incomeCents: 400_000, spendingCents: 145_000, savedCents: 255_000, rateBp: 6_375, hasData: true });
    // February: $3,000 in, $3,300 out: −$300, −10 %.
    expect(history.at(-2)).toEqual({ month: "2026-02", incomeCents: 300_000, spendingCents: 330_000, savedCents: -30_000, rateBp: -1_000, hasData: true });
    expect(history[0]).toEqual({ month: "2025-04", incomeCents: 0, spendingCents: 0, savedCents: 0, rateBp: null, hasData: false });
  });

  it("rounds the rate half up in whole basis points, and has none without income", () => {
    // 1 of 3 cents: 3,333.33 → 3,333; 2 of 3: 6,666.67 → 6,667; 1 of 8: 1,250 exactly; 1 of 20,000: 0.5 → 1.
    expect([rateBp(1, 3), rateBp(2, 3), rateBp(1, 8), rateBp(1, 20_000), rateBp(-1, 20_000)]).toEqual([3_333, 6_667, 1_250, 1, -1]);
    expect(rateBp(100, 0)).toBeNull();
    expect([ratePercent(1_850), ratePercent(1_200), ratePercent(-1_000), ratePercent(6_375)]).toEqual(["18.5 %", "12 %", "-10 %", "63.8 %"]);
  });
});

describe("savingNotes", () => {
  const months = (rows: Array<[number, number]>) => rows.map(([income, spent], i) => m(`2026-${String(i + 1).padStart(2, "0")}`, income, spent));

  it("says nothing without income", () => {
    expect(savingNotes([m("2026-01", 0, 5_000)])).toEqual([]);
  });

  it("the average over the months with income, and a run of months saved", () => {
    // $5,000 in each month, $4,000, $4,500, $4,000 out: saved $1,000 + $500 + $1,000 = $2,500 of $15,000 = 16.7 %.
    const notes = savingNotes(months([[500_000, 400_000], [500_000, 450_000], [500_000, 400_000]]));
    expect(notes).toEqual([
      { key: "average", text: "Over the 3 months with income, you saved $2,500 of $15,000: 16.7 % of what came in." },
      { key: "streak", text: "You have saved something every month for 3 months in a row." },
    ]);
  });

  it("a pause after two months or more of saving, and nothing about the rate then", () => {
    const notes = savingNotes(months([[500_000, 400_000], [500_000, 400_000], [500_000, 520_000]]));
    expect(notes.map((n) => n.key)).toEqual(["average", "paused"]);
    expect(notes[1]!.text).toBe("Your saving paused in March 2026: you spent $200 more than came in, after 2 months of saving.");
    // Spending all that came in is a pause too; one month saved before is not enough to call it one.
    expect(savingNotes(months([[500_000, 400_000], [500_000, 400_000], [500_000, 500_000]]))[1]!.text).toBe("Your saving paused in March 2026: you spent all that came in, after 2 months of saving.");
    // After one month saved it is a fall of the rate instead: −4 % now against 8 % before ($800 of $10,000).
    const once = savingNotes(months([[500_000, 520_000], [500_000, 400_000], [500_000, 520_000]]));
    expect(once.map((n) => n.key)).toEqual(["average", "rate-fell"]);
    expect(once[1]!.text).toBe("In March 2026 you spent 4 % more than your income, down from saving 8 % over the 2 months before.");
  });

  it("a rate ten points off the three months before, either way; nine and a half points is not", () => {
    // Before: 20 %, 20 %, 20 % (saved $1,000 of $5,000 each); now 10 %: down 10 points.
    const fell = savingNotes(months([[500_000, 400_000], [500_000, 400_000], [500_000, 400_000], [500_000, 450_000]]));
    expect(fell.find((n) => n.key === "rate-fell")!.text).toBe("In April 2026 you saved 10 % of your income, down from 20 % over the 3 months before.");
    const rose = savingNotes(months([[500_000, 450_000], [500_000, 450_000], [500_000, 350_000]]));
    // Before: 10 %, 10 % (two months are enough); now 30 %.
    expect(rose.find((n) => n.key === "rate-rose")!.text).toBe("In March 2026 you saved 30 % of your income, up from 10 % over the 2 months before.");
    // Before: −10 %, −10 % ($500 over $5,000 each); now 10 %.
    expect(savingNotes(months([[500_000, 550_000], [500_000, 550_000], [500_000, 450_000]])).find((n) => n.key === "rate-rose")!.text).toBe(
      "In March 2026 you saved 10 % of your income, up from spending 10 % more than it over the 2 months before.",
    );
    const small = savingNotes(months([[500_000, 400_000], [500_000, 400_000], [500_000, 400_000], [1_000_000, 895_000]]));
    expect(small.map((n) => n.key)).toEqual(["average", "streak"]);
  });

  it("months without any transaction neither break a run nor count as a pause", () => {
    const history = [m("2026-01", 500_000, 400_000), m("2026-02", 0, 0, false), m("2026-03", 500_000, 400_000), m("2026-04", 500_000, 400_000)];
    expect(savingNotes(history).map((n) => n.key)).toEqual(["average", "streak"]);
    // The month analysed without transactions: only the average.
    expect(savingNotes([...history, m("2026-05", 0, 0, false)]).map((n) => n.key)).toEqual(["average"]);
  });
});
