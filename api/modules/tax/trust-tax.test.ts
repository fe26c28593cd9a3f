import { describe, expect, it } from "vitest";
import { trustTaxResponseSchema } from "../../../core/contracts/trust-tax";
import { TRUST_TAX_FIELD, TRUST_TAX_FINDINGS as F, TRUST_TAX_NOTES } from "../../../core/messages/trust-tax";
import { demoMemberSuite, expectTierGate } from "../../../tests/support/member-suite";
import { TRUST_TAX_QUERY } from "../../../tests/support/trust-tax-query";

const suite = demoMemberSuite(["platinum", "diamond"]);
const plan = (query: Record<string, string>, tier?: string) => suite.get("/api/tax/trusts", query, tier);

describe("GET /api/tax/trusts", () => {
  it("needs a session and Diamond (trusts)", () => expectTierGate((tier) => plan(TRUST_TAX_QUERY, tier), "platinum", { feature: "trusts", requiredTier: "Diamond" }));

  it("puts keeping, paying out $20,000 and paying out all side by side (worked by hand)", async () => {
    const response = await plan(TRUST_TAX_QUERY, "diamond");
    expect(response.status).toBe(200);
    const data = trustTaxResponseSchema.parse((await response.json()).data);
    expect(data.inputs).toEqual({ year: 2026, ordinary: "30000.00", dividends: "20000.00", gains: "10000.00", distribution: "20000.00", beneficiaryRate: 22, beneficiaryDividendRate: 15 });
    expect(data).toMatchObject({ income: "50000.00", best: "all", toTopBracket: "43900.00" });
    // core/tax/trust-income-tax.test.ts works each figure.
    expect(data.options).toEqual([
      {
        key: "keep",
        label: "Keep the income in the trust",
        distribution: "0.00",
        carriedOrdinary: "0.00",
        carriedDividends: "0.00",
        taxableIncome: "59900.00",
        ordinaryTax: "8994.00",
        gainsTax: "6000.00",
        niit: "1668.20",
        trustTax: "16662.20",
        beneficiaryTax: "0.00",
        familyTax: "16662.20",
      },
      {
        key: "entered",
        label: "Pay out $20,000.00",
        distribution: "20000.00",
        carriedOrdinary: "12000.00",
        carriedDividends: "8000.00",
        taxableIncome: "39900.00",
        ordinaryTax: "4554.00",
        gainsTax: "4400.00",
        niit: "908.20",
        trustTax: "9862.20",
        beneficiaryTax: "3840.00",
        familyTax: "13702.20",
      },
      {
        key: "all",
        label: "Pay out all the income",
        distribution: "50000.00",
        carriedOrdinary: "30000.00",
        carriedDividends: "20000.00",
        taxableIncome: "9900.00",
        ordinaryTax: "0.00",
        gainsTax: "990.00",
        niit: "0.00",
        trustTax: "990.00",
        beneficiaryTax: "9600.00",
        familyTax: "10590.00",
      },
    ]);
    expect(data.brackets).toEqual([
      { rate: 10, trustFrom: "0.00", singleFrom: "0.00" },
      { rate: 24, trustFrom: "3300.00", singleFrom: "105700.00" },
      { rate: 35, trustFrom: "11700.00", singleFrom: "256225.00" },
      { rate: 37, trustFrom: "16000.00", singleFrom: "640600.00" },
    ]);
    expect(data.findings).toEqual([
      F.compressed(2026, 1_600_000, 64_060_000),
      F.payOutSaves("Pay out all the income", 1_059_000, 1_666_220),
      F.toTopBracket(4_390_000, 1_600_000),
      F.niit(166_820),
      F.gains(1_000_000),
      F.sixtyFiveDays(2026),
    ]);
    expect(data.findings[1]).toBe("Pay out all the income: the trust and its beneficiaries pay $10,590.00 of federal income tax together, $6,072.20 less than the $16,662.20 the trust pays keeping it.");
    expect(data.findings[5]).toBe("A distribution made in the first 65 days of 2027 can count as paid in 2026 if the trustee elects it on the trust's 2026 return, so the amount can be set once the year's income is known.");
    expect(data.notes).toEqual([...TRUST_TAX_NOTES]);
    expect(data.assumptions.at(-1)).toBe("The trust's rates: Rev. Proc. 2025-32: the rate table for estates and trusts and their maximum capital gains amounts.");
  });

  it("beneficiaries at the top rate: keeping the income costs less; 2025's table", async () => {
    const data = trustTaxResponseSchema.parse((await (await plan({ year: "2025", ordinary: "5000", beneficiaryRate: "37" }, "diamond")).json()).data);
    // 2025, taxable 4,900: 315 + 24 % × 1,750 = 735; paid out at 37 %: 1,850.
    expect(data.options.map((o) => [o.key, o.familyTax])).toEqual([
      ["keep", "735.00"],
      ["all", "1850.00"],
    ]);
    expect(data).toMatchObject({ best: "keep", toTopBracket: null, inputs: { distribution: null, beneficiaryDividendRate: 15 } });
    expect(data.findings).toEqual([F.compressed(2025, 1_565_000, 62_635_000), F.keepSaves(73_500, 185_000), F.sixtyFiveDays(2025)]);
  });

  it("refuses bad input on its field and answers nothing else", async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{}, `ordinary: ${TRUST_TAX_FIELD.noIncome}`],
      [{ ordinary: "-5" }, "ordinary:"],
      [{ ordinary: "1000", dividends: "12.345" }, "dividends:"],
      [{ ordinary: "1000", beneficiaryRate: "38" }, "beneficiaryRate: must be at most 37"],
      [{ ordinary: "1000", beneficiaryDividendRate: "21" }, "beneficiaryDividendRate: must be at most 20"],
      [{ ordinary: "1000", year: "2019" }, "year:"],
      [{ ordinary: "1000", distribution: "abc" }, "distribution:"],
    ];
    for (const [query, message] of cases) {
      const response = await plan(query, "diamond");
      expect(response.status, message).toBe(400);
      expect((await response.json()).message).toContain(message);
    }
  });
});
