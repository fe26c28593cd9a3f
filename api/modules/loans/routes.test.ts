import { describe, expect, it } from "vitest";
import { businessFinancingResponseSchema } from "../../../core/contracts/business-financing";
import { mortgageResponseSchema } from "../../../core/contracts/mortgages";
import { centsOfDecimalString } from "../../../core/money";
import { BUSINESS_QUERY } from "../../../tests/support/business-financing-query";
import { REFINANCE_QUERY } from "../../../tests/support/mortgage-query";
import { demoMemberSuite, expectTierGate } from "../../../tests/support/member-suite";

const suite = demoMemberSuite(["gold", "platinum"]);

const compare = (query: Record<string, string>, tier?: string) => suite.get("/api/loans/mortgages", query, tier);

// Refinancing $280,000 at 7.5 % with 28 years left (280,000 × 0.00625 ÷ (1 − 1.00625^−336) = 1,996.03 a
// month), kept 10 years, against: A, 30 years at 6 % with $5,600 of costs (1,798.6516 × 280 ÷ 300 =
// 1,678.74); B, 15 years at 5.5 % with a point (2,451.2504 × 280 ÷ 300 = 2,287.83; $2,800 + $4,000 up
// front); C, 30 years at 5.25 % fixed 5 years then 7.5 %, $3,000 of costs.
const REFINANCE = REFINANCE_QUERY;

describe("GET /api/loans/mortgages", () => {
  it("needs a session and Platinum (loans)", () => expectTierGate((tier) => compare(REFINANCE, tier), "gold", { feature: "loans", requiredTier: "Platinum" }));

  it("compares a refinance's options with the loan kept (worked by hand)", async () => {
    const response = await compare(REFINANCE, "platinum");
    expect(response.status).toBe(200);
    const data = mortgageResponseSchema.parse((await response.json()).data);
    expect(data.inputs).toEqual({ amount: "280000.00", keep: 10, current: { balance: "280000.00", rate: 7.5, years: 28 } });
    expect(data.options.map((o) => o.key)).toEqual(["current", "a", "b", "c"]);
    const [current, a, b, c] = data.options;
    expect(current).toMatchObject({ payment: "1996.03", upfront: "0.00", monthlySaving: null, breakEvenMonths: null });
    expect(a).toMatchObject({ payment: "1678.74", upfront: "5600.00", monthlySaving: "317.29", breakEvenMonths: 18 });
    expect(b).toMatchObject({ payment: "2287.83", pointsCost: "2800.00", upfront: "6800.00", monthlySaving: "-291.80", breakEvenMonths: null });
    expect(c!.adjustable).toEqual({ fixedYears: 5, rateAfter: 7.5 });
    expect(c!.paymentAfter).not.toBeNull();
    // The cheapest is the one whose cost over the years kept is least.
    const least = data.options.reduce((x, y) => (centsOfDecimalString(y.keepCost) < centsOfDecimalString(x.keepCost) ? y : x));
    expect(data.cheapest).toBe(least.key);
    expect(data.findings).toContain("Option A lowers your payment by $317.29 a month: its $5,600.00 of costs are earned back in 18 months, within the 10 years you expect to keep it.");
    expect(data.findings).toContain("Option B raises your payment by $291.80 a month: worth it only for a shorter term or to take cash out.");
    expect(data.findings.some((f) => f.startsWith("Option C's rate is fixed for 5 years; at the 7.5% assumed after, the payment would become $"))).toBe(true);
    expect(data.findings.some((f) => f.startsWith("Option B's shorter term costs $609.09 more a month than Option A"))).toBe(true);
    // A balance for each year of the longest loan, from the start.
    expect(data.balances[0]).toEqual({ year: 0, current: "280000.00", a: "280000.00", b: "280000.00", c: "280000.00" });
    expect(data.balances).toHaveLength(31);
    expect(data.balances[30]).toMatchObject({ a: "0.00", b: "0.00", current: "0.00" });
  });

  it("a purchase: the amount without a loan to compare", async () => {
    const data = mortgageResponseSchema.parse((await (await compare({ amount: "300000", aRate: "6", keep: "7" }, "platinum")).json()).data);
    expect(data.options).toHaveLength(1);
    expect(data.options[0]).toMatchObject({ key: "a", payment: "1798.65", monthlySaving: null, apr: 6 });
    expect(data.cheapest).toBe("a");
  });

  it("refuses bad input on its field", async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ aRate: "6" }, "amount: is required: the amount to borrow, or your loan's balance to refinance it"],
      [{ amount: "300000" }, "aRate: is required for an option with other figures"],
      [{ amount: "300000", aRate: "6", currentRate: "7" }, "currentBalance: is required with the rest of your loan's figures"],
      [{ amount: "300000", aRate: "6", bPoints: "1" }, "bRate: is required for an option with other figures"],
      [{ amount: "300000", aRate: "6", aFixed: "5" }, "aAfter: is required for an adjustable rate"],
      [{ amount: "300000", aRate: "6", aYears: "5", aFixed: "5", aAfter: "7" }, "aFixed: must be shorter than the term"],
      [{ amount: "300000", aRate: "6", aPoints: "1.125" }, "aPoints: must have at most 2 decimals"],
      [{ amount: "300000", aRate: "26" }, "aRate: must be at most 25"],
      [{ amount: "300000.123", aRate: "6" }, "amount:"],
      [{ amount: "10000", aRate: "6", aPoints: "5", aCosts: "9500" }, "aCosts: must be less than the amount borrowed, with the points"],
    ];
    for (const [query, message] of cases) {
      const response = await compare(query, "platinum");
      expect(response.status, message).toBe(400);
      const body = await response.json();
      expect(body.message).toContain(message);
    }
  });
});

const business = (query: Record<string, string>, tier?: string) => suite.get("/api/loans/business", query, tier);

describe("GET /api/loans/business", () => {
  it("needs a session and Platinum (loans)", () => expectTierGate((tier) => business(BUSINESS_QUERY, tier), "gold", { feature: "loans", requiredTier: "Platinum" }));

  it("compares a term loan, a line and equipment financing with the coverage lenders read (worked by hand)", async () => {
    const response = await business(BUSINESS_QUERY, "platinum");
    expect(response.status).toBe(200);
    const data = businessFinancingResponseSchema.parse((await response.json()).data);
    expect(data.inputs).toEqual({ amount: "120000.00", cashFlow: "150000.00", debt: "12000.00", termFee: 2, lineUse: 50, lineFee: "250.00", equipmentDown: 10 });
    const [term, line, equipment] = data.options;
    // 120,000 at 1 % a month for 12: 1,200 ÷ (1 − 1.01^−12) = 10,661.85; interest 7,942.26 by the
    // schedule (the last payment 10,661.91); 2 % fee 2,400.00. The payments repay 117,600.00 at
    // 1.3212 % a month: APR 15.855 %. Coverage 150,000 ÷ (12,000 + 127,942.26) = 1.0719 → 1.07.
    expect(term).toMatchObject({ key: "term", label: "Term loan", months: 12, financed: "120000.00", fees: "2400.00", payment: "10661.85", firstYearDebtService: "127942.26", totalInterest: "7942.26", totalCost: "10342.26", apr: 15.855, coverage: 1.07 });
    // Half drawn: 60,000.00 at 1 % = 600.00 a month; 24 months: 14,400.00 and two fees of 250.00.
    // First year 12 × 600 + 250 = 7,450.00; coverage 150,000 ÷ 19,450 = 7.712 → 7.71.
    expect(line).toMatchObject({ key: "line", months: 24, financed: "60000.00", fees: "500.00", payment: "600.00", firstYearDebtService: "7450.00", totalInterest: "14400.00", totalCost: "14900.00", apr: 12.445, coverage: 7.71 });
    // 10 % down = 12,000.00; 108,000 at 1 %: 1,080 ÷ 0.1125508 = 9,595.67; interest 7,148.04; no fee,
    // so the APR is the rate. Coverage 150,000 ÷ (12,000 + 115,148.04) = 1.1797 → 1.18.
    expect(equipment).toMatchObject({ key: "equipment", financed: "108000.00", downPayment: "12000.00", fees: "0.00", payment: "9595.67", firstYearDebtService: "115148.04", totalInterest: "7148.04", totalCost: "7148.04", apr: 12, coverage: 1.18 });
    expect(data.lowestApr).toBe("equipment");
    expect(data.lenderCoverage).toBe(1.25);
    expect(data.findings).toEqual([
      "Equipment financing costs least for each dollar borrowed: an APR of 12%, against 12.445% for the line of credit and 15.855% for the term loan.",
      "With the term loan, the business's cash flow covers its debt payments 1.07 times: below the 1.25 times lenders usually look for, so expect a smaller amount, more collateral or a longer term.",
      "With the line of credit, the business's cash flow covers its debt payments 7.71 times: at or above the 1.25 times lenders usually look for.",
      "With the equipment financing, the business's cash flow covers its debt payments 1.18 times: below the 1.25 times lenders usually look for, so expect a smaller amount, more collateral or a longer term.",
      "The line charges interest only on what is drawn: $600.00 a month on $60,000.00. The $60,000.00 is still owed after 24 months; a line suits needs that come and go, repaid as the business's cash comes in.",
      "Equipment financing needs $12,000.00 from the business up front, and the equipment secures the loan: the lender can take it back if payments stop.",
      "Lenders usually ask the owners of a small business to guarantee its loans personally: if the business could not pay, up to $120,000.00 could be collected from your own savings and property.",
    ]);
    expect(data.balances).toEqual([
      { year: 0, term: "120000.00", line: "60000.00", equipment: "108000.00" },
      { year: 1, term: "0.00", line: "60000.00", equipment: "0.00" },
      { year: 2, term: "0.00", line: "0.00", equipment: "0.00" },
    ]);
    expect(data.lenderReview.length).toBeGreaterThan(3);
  });

  it("one kind alone, without a cash flow: no coverage, and a cash flow short of the payments says so", async () => {
    const alone = businessFinancingResponseSchema.parse((await (await business({ amount: "50000", termRate: "9" }, "platinum")).json()).data);
    expect(alone.options.map((o) => o.key)).toEqual(["term"]);
    expect(alone.options[0]).toMatchObject({ months: 60, fees: "0.00", apr: 9, coverage: null });
    expect(alone.findings).toEqual(["Lenders usually ask the owners of a small business to guarantee its loans personally: if the business could not pay, up to $50,000.00 could be collected from your own savings and property."]);
    // 50,000 at 0.75 % a month over 60: 1,037.92 a month, 12,455.04 a year, against 10,000 of cash flow: 0.80.
    const short = businessFinancingResponseSchema.parse((await (await business({ amount: "50000", termRate: "9", cashFlow: "10000" }, "platinum")).json()).data);
    expect(short.options[0]).toMatchObject({ payment: "1037.92", firstYearDebtService: "12455.04", coverage: 0.8 });
    expect(short.findings[0]).toBe(
      "With the term loan, the business's cash flow covers its debt payments 0.80 times: less than once, so it could not make them from what it earns. Borrow less, over longer, or wait for the cash flow to grow.",
    );
  });

  it("refuses bad input on its field", async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ termRate: "9" }, "amount:"],
      [{ amount: "50000" }, "termRate: is required: the rate of at least one kind of financing"],
      [{ amount: "500", termRate: "9" }, "amount: must be at least 1,000"],
      [{ amount: "50000", termRate: "31" }, "termRate: must be at most 30"],
      [{ amount: "50000", termRate: "9", termFee: "1.125" }, "termFee: must have at most 2 decimals"],
      [{ amount: "50000", lineRate: "9", lineUse: "0" }, "lineUse: must be at least 1"],
      [{ amount: "50000", lineRate: "9", lineUse: "10", lineFee: "5000" }, "lineFee: must be less than the amount drawn on the line"],
      [{ amount: "50000", equipmentRate: "9", equipmentYears: "2.5" }, "equipmentYears:"],
      [{ amount: "50000", equipmentRate: "9", equipmentDown: "60" }, "equipmentDown: must be at most 50"],
      [{ amount: "50000", termRate: "9", cashFlow: "-1" }, "cashFlow:"],
    ];
    for (const [query, message] of cases) {
      const response = await business(query, "platinum");
      expect(response.status, message).toBe(400);
      expect((await response.json()).message).toContain(message);
    }
  });
});
