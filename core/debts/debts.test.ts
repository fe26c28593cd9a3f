import { describe, expect, it } from "vitest";
import { formatBasisPoints } from "../format";
import { debtFindingText } from "../messages/debts";
import { chartMonths, debtFindings, parseAprBasisPoints, paymentsBand, shareBasisPoints, type Debt, type DebtContext } from "./debts";
import { payoffPlan, type PlanDebt } from "./payoff";

const card: Debt = { id: 1, name: "Visa card", kind: "credit_card", balanceCents: 100_000, aprBasisPoints: 2400, minimumPaymentCents: 5000 };
const loan: Debt = { id: 2, name: "Student loan", kind: "student_loan", balanceCents: 50_000, aprBasisPoints: 1200, minimumPaymentCents: 2500 };
const asPlan = (d: Debt): PlanDebt => ({ key: String(d.id), balanceCents: d.balanceCents, aprBasisPoints: d.aprBasisPoints, minimumPaymentCents: d.minimumPaymentCents });
const context = (over: Partial<DebtContext> = {}): DebtContext => ({
  monthlyIncomeCents: null,
  reserve: null,
  paidDown: null,
  avalanche: payoffPlan([card, loan].map(asPlan), 20_000, "avalanche"),
  snowball: payoffPlan([card, loan].map(asPlan), 20_000, "snowball"),
  ...over,
});

describe("parseAprBasisPoints and formatBasisPoints", () => {
  it("reads a yearly rate as typed into basis points, from its text", () => {
    expect(parseAprBasisPoints("21.99")).toBe(2199);
    expect(parseAprBasisPoints("7")).toBe(700);
    expect(parseAprBasisPoints(" 4.5 % ")).toBe(450);
    expect(parseAprBasisPoints(0.1)).toBe(10);
    expect(parseAprBasisPoints("100")).toBe(10_000);
    expect(parseAprBasisPoints("0")).toBe(0);
  });
  it("refuses what is not a rate between 0 and 100 with at most two decimals", () => {
    for (const bad of ["100.01", "101", "-1", "abc", "", "12.345", "1e2", "12,5", Number.NaN]) expect(parseAprBasisPoints(bad)).toBeNull();
  });
  it("writes basis points back without trailing zeros", () => {
    expect([2199, 700, 450, 5, 0, 10_000].map(formatBasisPoints)).toEqual(["21.99%", "7%", "4.5%", "0.05%", "0%", "100%"]);
  });
});

describe("the payments' share of income", () => {
  it("is minimum ÷ income in basis points, half up; bands at 20 % and 36 %", () => {
    expect(shareBasisPoints(7500, 400_000)).toBe(188); // 1.875 % → 188
    expect(shareBasisPoints(1, 20_000)).toBe(1); // 0.5 bp → 1
    expect(shareBasisPoints(100, 0)).toBeNull();
    expect([2000, 2001, 3600, 3601].map(paymentsBand)).toEqual(["comfortable", "watch", "watch", "stretch"]);
  });
});

describe("debtFindings", () => {
  it("names the highest rate and the cheaper order, and asks for income when none is known", () => {
    const findings = debtFindings([loan, card], context());
    expect(findings.map((f) => f.key)).toEqual(["highest-rate", "no-income", "compare-plans"]);
    // $1,000 × 24 % ÷ 12 = $20.00 this month; the avalanche saves $128.76 − $105.49 = $23.27.
    expect(findings.map(debtFindingText)).toEqual([
      "Visa card carries your highest rate, 24%: about $20 of interest this month. Each extra dollar paid there saves the most interest.",
      "Import your accounts' transactions in Budgeting, with your pay under an income category, to see how your payments fit the money coming in.",
      "With the same monthly amount, paying the highest rate first costs $23.27 less in interest.",
    ]);
  });

  it("warns of a minimum at or under the month's interest", () => {
    const stuck = { ...card, minimumPaymentCents: 2000 };
    const [first] = debtFindings([stuck], context());
    expect(first).toMatchObject({ key: "below-interest", interestCents: 2000 });
    expect(debtFindingText(first!)).toBe("The $20 minimum on Visa card is no more than the $20 of interest it adds each month, so paying only the minimum never clears it. Pay more than $20 a month to bring it down.");
  });

  it("reads the share of income, the reserve and the progress", () => {
    const findings = debtFindings([card, loan], context({ monthlyIncomeCents: 200_000, reserve: { coveredTenths: 4, targetMonths: 6 }, paidDown: { paidCents: 40_000, since: "2026-03-02" } }));
    const byKey = Object.fromEntries(findings.map((f) => [f.key, debtFindingText(f)]));
    // $75 ÷ $2,000 = 3.75 % → 375 basis points, "3.8%".
    expect(byKey["payments-share"]).toBe(
      "Your minimum payments, $75 a month, are 3.8% of the $2,000 a typical month brings into your accounts: comfortable. Lenders commonly look for all debt payments to stay at or under 36% of income before taxes.",
    );
    expect(byKey["reserve-first"]).toBe(
      "Your cash covers 0.4 months of spending, under a month. Keep paying every minimum and build a reserve of at least a month first, so a surprise bill does not go on a card; then put extra money toward Visa card at 24% before building the rest of your 6-month reserve.",
    );
    expect(byKey["paid-down"]).toBe("You have paid down $400 in all since March 2, 2026.");
    // A reserve of a month or more, still short: the card first, then the reserve.
    const later = debtFindings([card], context({ reserve: { coveredTenths: 48, targetMonths: 6 } })).find((f) => f.key === "reserve-first")!;
    expect(debtFindingText(later)).toBe(
      "Your cash covers 4.8 months of spending against the 6 months you aim for. At 24%, each dollar paid off Visa card saves more than savings usually earn: paying it down before topping up the reserve often comes out ahead.",
    );
  });

  it("says nothing of the reserve below the high rate or at the target, and nothing at all without debts", () => {
    const cheap = { ...loan, aprBasisPoints: 700 };
    expect(debtFindings([cheap], context({ reserve: { coveredTenths: 4, targetMonths: 6 } })).map((f) => f.key)).not.toContain("reserve-first");
    expect(debtFindings([card], context({ reserve: { coveredTenths: 60, targetMonths: 6 } })).map((f) => f.key)).not.toContain("reserve-first");
    expect(debtFindings([], context())).toEqual([]);
  });
});

describe("chartMonths", () => {
  it("charts every month up to five years, then once a year and the last", () => {
    expect(chartMonths(3)).toEqual([0, 1, 2, 3]);
    expect(chartMonths(60)).toHaveLength(61);
    expect(chartMonths(130)).toEqual([0, 12, 24, 36, 48, 60, 72, 84, 96, 108, 120, 130]);
    expect(chartMonths(0)).toEqual([0]);
  });
});
