import { describe, expect, it } from "vitest";
import { annuityReviewResponseSchema } from "../../../core/contracts/annuity-review";
import { cashValueResponseSchema } from "../../../core/contracts/cash-value-life";
import { ANNUITY_CHECKLIST, ANNUITY_FINDINGS as F } from "../../../core/messages/annuity-review";
import { CASH_VALUE_CHECKLIST, CASH_VALUE_FINDINGS as CV } from "../../../core/messages/cash-value-life";
import { ANNUITY_QUERY } from "../../../tests/support/annuity-review-query";
import { CASH_VALUE_QUERY } from "../../../tests/support/cash-value-query";
import { demoMemberSuite, expectTierGate } from "../../../tests/support/member-suite";

const suite = demoMemberSuite(["silver", "gold"]);

const review = (query: Record<string, string>, tier?: string) => suite.get("/api/insurance/annuities", query, tier);

describe("GET /api/insurance/annuities", () => {
  it("needs a session and Gold (investment analysis)", () => expectTierGate((tier) => review(ANNUITY_QUERY, tier), "silver", { feature: "investment-analysis", requiredTier: "Gold" }));

  it("puts keeping, exchanging and surrendering side by side (worked by hand)", async () => {
    const response = await review(ANNUITY_QUERY, "gold");
    expect(response.status).toBe(200);
    const data = annuityReviewResponseSchema.parse((await response.json()).data);
    expect(data.inputs).toEqual({ value: "100000.00", basis: "80000.00", years: 1, growth: 12, surrender: 7, held: 5, incomeTax: 24, gainsTax: 15 });
    // Five years into a 7 % schedule: 2 % now, 1 % a year from now, none after two years.
    expect(data).toMatchObject({ surrenderNow: 2, surrenderEndsIn: 2, gainNow: "18000.00", best: "invest" });
    const [keep, exchange, invest] = data.options;
    // Kept: 100,000 × (1.01 × 0.999)^12 = 111,337.73, 1,273.76 of costs; a 1 % charge of 1,113.38;
    // 24 % of 111,337.73 − 1,113.38 − 80,000 = 7,253.84; left 102,970.51.
    expect(keep).toEqual({
      key: "keep",
      label: "Keep the annuity",
      fee: 1.2,
      chargeNow: "0.00",
      taxNow: "0.00",
      invested: "100000.00",
      value: "111337.73",
      fees: "1273.76",
      chargeAtEnd: "1113.38",
      taxAtEnd: "7253.84",
      afterTax: "102970.51",
    });
    // Exchanged: 98,000 after the 2,000 charge, × (1.01 × 0.9998)^12 = 110,164.12; 24 % of its gain
    // over the 80,000 paid in = 7,239.39; left 102,924.73.
    expect(exchange).toMatchObject({ key: "exchange", fee: 0.24, chargeNow: "2000.00", taxNow: "0.00", invested: "98000.00", value: "110164.12", fees: "250.78", taxAtEnd: "7239.39", afterTax: "102924.73" });
    // Surrendered: 24 % of the 18,000 gain = 4,320 today; 93,680 × (1.01 × 0.9999)^12 = 105,434.37;
    // 15 % of its 11,754.37 gain = 1,763.16; left 103,671.21.
    expect(invest).toMatchObject({ key: "invest", fee: 0.12, chargeNow: "2000.00", taxNow: "4320.00", invested: "93680.00", value: "105434.37", fees: "119.93", taxAtEnd: "1763.16", afterTax: "103671.21" });
    expect(data.balances).toEqual([
      { year: 0, keep: "100000.00", exchange: "98000.00", invest: "93680.00" },
      { year: 1, keep: "111337.73", exchange: "110164.12", invest: "105434.37" },
    ]);
    expect(data.schedule).toEqual([
      { year: 0, percent: 2, charge: "2000.00" },
      { year: 1, percent: 1, charge: "1113.38" },
    ]);
    expect(data.findings).toEqual([
      F.best("Surrender and invest", 1, 10_367_121, [
        { label: "Keep the annuity", afterTax: 10_297_051 },
        { label: "Exchange for a low-cost annuity", afterTax: 10_292_473 },
      ]),
      F.surrenderNow(200_000, 200, 2),
      F.taxNow(1_800_000, 432_000, 2_400),
      F.costs(120, 127_376, 1, 24, 25_078),
      F.deferral(1_500, 2_400),
    ]);
    // The words themselves, once: the member reads these.
    expect(data.findings[0]).toBe(
      "Surrender and invest leaves the most in 1 year, after every charge and tax: $103,671.21, against $102,970.51 to keep the annuity and $102,924.73 to exchange for a low-cost annuity.",
    );
    expect(data.findings[1]).toBe("Leaving the annuity today costs a surrender charge of $2,000.00 (2% of its value). The charge falls a point a year and ends in 2 years; from then on, leaving costs no charge.");
    expect(data.checklist).toEqual([...ANNUITY_CHECKLIST]);
  });

  it("without what was paid in, a charge or a tax gap: no tax today, fewer findings", async () => {
    const data = annuityReviewResponseSchema.parse((await (await review({ value: "50000", annuityFee: "1", incomeTax: "15", gainsTax: "15", surrender: "6", held: "6" }, "gold")).json()).data);
    expect(data.inputs).toMatchObject({ basis: "50000.00", years: 15, growth: 6 });
    expect(data).toMatchObject({ surrenderNow: 0, surrenderEndsIn: 0, gainNow: "0.00", schedule: [] });
    expect(data.options.map((o) => o.taxNow)).toEqual(["0.00", "0.00", "0.00"]);
    expect(data.findings).toContain(F.surrenderOver);
    expect(data.findings.some((f) => f.startsWith("Surrendering makes"))).toBe(false);
    expect(data.findings.some((f) => f.startsWith("An annuity's growth is taxed"))).toBe(false);
    expect(data.balances).toHaveLength(16);
  });

  it("refuses bad input on its field and answers nothing else", async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ annuityFee: "1" }, "value: is required"],
      [{ value: "100000" }, "annuityFee: is required"],
      [{ value: "0", annuityFee: "1" }, "value: must be at least 1"],
      [{ value: "100000.001", annuityFee: "1" }, "value:"],
      [{ value: "100000", annuityFee: "1.234" }, "annuityFee: must have at most 2 decimals"],
      [{ value: "100000", annuityFee: "6" }, "annuityFee: must be at most 5"],
      [{ value: "100000", annuityFee: "1", years: "0" }, "years: must be at least 1"],
      [{ value: "100000", annuityFee: "1", years: "2.5" }, "years:"],
      [{ value: "100000", annuityFee: "1", held: "-1" }, "held: must be at least 0"],
      [{ value: "100000", annuityFee: "1", surrender: "16" }, "surrender: must be at most 15"],
      [{ value: "100000", annuityFee: "1", incomeTax: "abc" }, "incomeTax: must be a number"],
      [{ value: "100000", annuityFee: "1", basis: "-5" }, "basis:"],
    ];
    for (const [query, message] of cases) {
      const response = await review(query, "gold");
      expect(response.status, message).toBe(400);
      expect((await response.json()).message).toContain(message);
    }
  });
});

const cashValue = (query: Record<string, string>, tier?: string) => suite.get("/api/insurance/cash-value-life", query, tier);

describe("GET /api/insurance/cash-value-life", () => {
  it("needs a session and Gold (investment analysis)", () => expectTierGate((tier) => cashValue(CASH_VALUE_QUERY, tier), "silver", { feature: "investment-analysis", requiredTier: "Gold" }));

  it("sets the policy's cash value against term and the difference invested (worked by hand)", async () => {
    const response = await cashValue(CASH_VALUE_QUERY, "gold");
    expect(response.status).toBe(200);
    const data = cashValueResponseSchema.parse((await response.json()).data);
    expect(data.inputs).toEqual({ premium: "12000.00", termPremium: "600.00", benefit: "500000.00", cashValue: "12682.50", years: 1, growth: 12, fundFee: 0, gainsTax: 15, incomeTax: 24 });
    // 12,000 − 600 = 11,400 a year, 950 a month at 1 %: 950 × 12.682503 = 12,048.38; 15 % of its
    // 648.38 gain = 97.26; 11,951.12 left, 731.38 short of the cash value.
    expect(data).toMatchObject({ difference: "11400.00", invested: "11400.00", termPremiums: "600.00", ahead: "policy" });
    expect(data.fund).toEqual({ value: "12048.38", fees: "0.00", tax: "97.26", afterTax: "11951.12" });
    // 1,000 a month grows to 12,682.50 at 1 % a month: 12 % a year on the premiums. Surrendered, the
    // 682.50 over them is income: 24 % = 163.80.
    expect(data.policy).toEqual({ premiums: "12000.00", cashValue: "12682.50", surrenderGain: "682.50", surrenderTax: "163.80", returnRate: 12 });
    // 0.85 F + 1,710 = 12,682.50 → F = 12,908.82, reached at 2.2317 % a month.
    expect(data.breakEven).toBe(26.78);
    expect(data.years).toEqual([
      { year: 0, fund: "0.00", termAndFund: "500000.00", policy: "500000.00" },
      { year: 1, fund: "12048.38", termAndFund: "512048.38", policy: "500000.00" },
    ]);
    expect(data.findings).toEqual([CV.policyAhead(1, 1_140_000, 1_195_112, 1_268_250), CV.policyReturn(1_200_000, 1_268_250, 1_200), CV.breakEven(2_678), CV.cover(1, 50_000_000), CV.surrenderTax(68_250, 16_380, 2_400)]);
    expect(data.findings.slice(0, 3)).toEqual([
      "The policy's cash value of $12,682.50 in 1 year is $731.38 more than buying term and investing the $11,400.00 a year it saves, which leaves $11,951.12 after tax.",
      "The cash value of $12,682.50 on $12,000.00 of premiums is a return of 12% a year on them: what the cover and the policy's charges leave of them.",
      "The invested difference would match the cash value at a return of 26.78% a year before the fund's costs.",
    ]);
    expect(data.checklist).toEqual([...CASH_VALUE_CHECKLIST]);
  });

  it("over twenty years the invested difference is ahead, and a low cash value is a negative return", async () => {
    const data = cashValueResponseSchema.parse((await (await cashValue({ premium: "6000", benefit: "500000", cashValue: "13000", termPremium: "400", years: "10" }, "gold")).json()).data);
    expect(data.inputs).toMatchObject({ growth: 6, fundFee: 0.2, gainsTax: 15, incomeTax: 24 });
    expect(data.ahead).toBe("fund");
    expect(data.policy.returnRate).toBeLessThan(-10);
    expect(data.policy).toMatchObject({ surrenderGain: "0.00", surrenderTax: "0.00" });
    expect(data.breakEven).toBe(0);
    expect(data.findings).toContain(CV.breakEvenNone);
    expect(data.years).toHaveLength(11);
  });

  it("refuses bad input on its field and answers nothing else", async () => {
    const base = { premium: "6000", benefit: "500000", cashValue: "80000", termPremium: "400" };
    const cases: Array<[Record<string, string>, string]> = [
      [{ ...base, premium: "" }, "premium: is required"],
      [{ ...base, cashValue: "" }, "cashValue: is required"],
      [{ ...base, benefit: "500" }, "benefit: must be at least 1,000"],
      [{ ...base, termPremium: "6000" }, "termPremium: must be less than the cash value policy's premium: the comparison invests the difference"],
      [{ ...base, termPremium: "0" }, "termPremium: must be at least 1"],
      [{ ...base, cashValue: "-1" }, "cashValue:"],
      [{ ...base, premium: "6000.005" }, "premium:"],
      [{ ...base, years: "41" }, "years: must be at most 40"],
      [{ ...base, growth: "15.5" }, "growth: must be at most 15"],
      [{ ...base, fundFee: "0.123" }, "fundFee: must have at most 2 decimals"],
      [{ ...base, gainsTax: "x" }, "gainsTax: must be a number"],
    ];
    for (const [query, message] of cases) {
      const response = await cashValue(query, "gold");
      expect(response.status, message).toBe(400);
      expect((await response.json()).message).toContain(message);
    }
  });
});
