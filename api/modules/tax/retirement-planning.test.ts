import { describe, expect, it } from "vitest";
import { retirementTaxResponseSchema } from "../../../core/contracts/retirement-tax";
import { demoMemberSuite, expectTierGate } from "../../../tests/support/member-suite";

const suite = demoMemberSuite(["silver", "gold"]);

const PATH = "/api/tax/retirement-planning";
const plan = (query: Record<string, string>, tier?: string) => suite.get(PATH, query, tier);

// 2026, single, 75 (born 1951: distributions from 73), $40,000 of income with the year's distribution,
// converting $20,000 of a $300,000 IRA. Deductions 16,100 + 2,050 + 6,000 = 24,150: taxable 15,850,
// tax 1,240 + 12 % × 3,450 = 1,654; with the conversion 35,850 taxable, 4,054 of tax.
const WORKED = { year: "2026", status: "single", age: "75", income: "40000", conversion: "20000", balance: "300000", growth: "4" };

describe("GET /api/tax/retirement-planning", () => {
  it("needs a session and Gold (individual tax)", () => expectTierGate((tier) => plan(WORKED, tier), "silver", { feature: "individual-tax", requiredTier: "Gold" }));

  it("answers the conversion's cost, the brackets, the distributions and Medicare (worked by hand)", async () => {
    const response = await plan(WORKED, "gold");
    expect(response.status).toBe(200);
    const data = retirementTaxResponseSchema.parse((await response.json()).data);
    expect(data.conversion).toMatchObject({
      before: { agi: "40000.00", taxableIncome: "15850.00", totalTax: "1654.00", bracketRate: "0.1200" },
      after: { agi: "60000.00", taxableIncome: "35850.00", totalTax: "4054.00", bracketRate: "0.1200" },
      extraTax: "2400.00",
      averageRate: "0.1200",
      nextRate: "0.1200",
    });
    // To the top of 12 % (50,400): 34,550 at 12 %.
    expect(data.fills[0]).toEqual({ rate: "0.1200", top: "50400.00", conversion: "34550.00", extraTax: "4146.00", averageRate: "0.1200" });
    // 300,000 ÷ 24.6 = 12,195.12. Next year with the conversion: (300,000 − 12,195.12 − 20,000) × 1.04 = 278,517.08
    // (4 % of 267,804.88 is 10,712.1952), ÷ 23.7 = 11,751.7755… → 11,751.78. Without: 287,804.88 + 11,512.20 = 299,317.08, ÷ 23.7 = 12,629.41.
    expect(data.rmd).toMatchObject({ startAge: 73, firstYear: 2026, thisYear: "12195.12" });
    expect(data.rmd!.years).toHaveLength(10);
    expect(data.rmd!.years[1]).toEqual({ year: 2027, age: 76, balanceWithout: "299317.08", rmdWithout: "12629.41", balance: "278517.08", rmd: "11751.78" });
    expect(data.medicare).toEqual({ premiumYear: 2028, tableYear: 2026, before: { monthly: "202.90", surcharge: "0.00" }, after: { monthly: "202.90", surcharge: "0.00" } });
    expect(data.contribution).toEqual({ rate: "0.1200", savedPerThousand: "120.00" });
    expect(data.findings).toEqual([
      "Converting $20,000 adds $2,400 to your 2026 federal income tax: 12% of the amount converted.",
      "You can convert $14,550 more before your taxable income leaves the 12% bracket.",
      "Your required minimum distribution for 2026 is $12,195.12, due by December 31 (by April 1 of next year if it is your first). It is income for the year: include it above. A required distribution can't itself be converted.",
      "Your 2028 Medicare Part B premium stays at $202.90 a month with this conversion, by the latest published thresholds.",
      "At 12%, each $1,000 put into a traditional IRA or 401(k) instead of a Roth saves $120 of tax this year; a Roth saves nothing now but is tax-free when withdrawn. Traditional is worth more if your rate when you withdraw will be lower than 12%.",
    ]);
  });

  it("says when a conversion raises Medicare premiums and passes a bracket", async () => {
    // Joint, 62 and 64: $200,000 of income, converting $30,000: MAGI 230,000 over the 218,000 threshold.
    const response = await plan({ year: "2026", status: "married_filing_jointly", age: "62", spouseAge: "64", income: "200000", conversion: "30000" }, "gold");
    const data = retirementTaxResponseSchema.parse((await response.json()).data);
    expect(data.medicare).toMatchObject({ before: { monthly: "202.90" }, after: { monthly: "284.10", surcharge: "81.20" } });
    expect(data.findings).toContain("This conversion raises your Medicare Part B premium in 2028 from $202.90 to $284.10 a month for each person on Medicare, by the latest published thresholds.");
    // 200,000 − 32,200 = 167,800 taxable (22 %); 197,800 with the conversion (still 22 %, to 211,400).
    expect(data.conversion.after.bracketRate).toBe("0.2200");
    expect(data.rmd).toBeNull();
  });

  it("counts the Social Security the conversion makes taxable", async () => {
    // Single, 67, $30,000 of income and $24,000 of benefits; converting $5,000 taxes 4,250 more of the benefits.
    const response = await plan({ year: "2026", age: "67", income: "30000", socialSecurity: "24000", conversion: "5000" }, "gold");
    const data = retirementTaxResponseSchema.parse((await response.json()).data);
    expect(data.conversion).toMatchObject({ before: { taxableSocialSecurity: "11300.00" }, after: { taxableSocialSecurity: "15550.00" }, extraTax: "1110.00", averageRate: "0.2220" });
    expect(data.findings).toContain(
      "Each further dollar converted costs about 22.2% in tax, more than your 12% bracket: as income grows, more of your Social Security benefits become taxable or the senior deduction shrinks.",
    );
  });

  it("refuses bad input on its field and answers nothing else", async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ income: "50000" }, "age: is required"],
      [{ age: "70", status: "single", spouseAge: "68" }, "spouseAge: is asked only on a joint return"],
      [{ age: "70", balance: "10000", conversion: "10000.01" }, "conversion: must not be more than the tax-deferred balance"],
      [{ age: "70", income: "12.345" }, "income:"],
      [{ age: "17" }, "age: must be at least 18"],
      [{ age: "70", growth: "16" }, "growth: must be at most 15"],
      [{ age: "70", year: "2019" }, "year:"],
      [{ age: "70", status: "widowed" }, "status: must be one of the filing statuses listed"],
    ];
    for (const [query, message] of cases) {
      const response = await plan(query, "gold");
      expect(response.status, message).toBe(400);
      const body = await response.json();
      expect(body.success).toBe(false);
      expect(body.message).toContain(message);
      expect(body.data?.conversion).toBeUndefined();
    }
  });
});
