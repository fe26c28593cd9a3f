import { describe, expect, it } from "vitest";
import { asCents } from "../money";
import { compareDistributions, trustBracketsBesideSingle, trustTopBracketStart, trustYearTax, type TrustIncome } from "./trust-income-tax";

const $ = (dollars: number) => asCents(Math.round(dollars * 100));
// $30,000 of interest, $20,000 of qualified dividends and $10,000 of gains kept in principal.
const INCOME: TrustIncome = { ordinaryCents: $(30_000), qualifiedDividendsCents: $(20_000), gainsCents: $(10_000) };
const RATES = { ordinaryBp: 2_200, dividendsBp: 1_500 };

describe("a trust's federal income tax (2026: 10 % to $3,300, 24 % to $11,700, 35 % to $16,000, 37 % above)", () => {
  it("keeping all its income: the top bracket, 20 % on dividends and gains, and the 3.8 % tax", () => {
    // Taxable 60,000 − 100 = 59,900, of which 30,000 dividends and gains: 29,900 ordinary.
    // 330 + 24 % × 8,400 (2,016) + 35 % × 4,300 (1,505) + 37 % × 13,900 (5,143) = 8,994; all of
    // the 30,000 sits above 16,250: 20 % = 6,000. 3.8 % × min(60,000, 59,900 − 16,000) = 1,668.20.
    expect(trustYearTax(2026, INCOME, $(0))).toEqual({
      distributionCents: $(0),
      deductionCents: $(0),
      carriedOrdinaryCents: $(0),
      carriedDividendsCents: $(0),
      taxableIncomeCents: $(59_900),
      ordinaryTaxCents: $(8_994),
      gainsTaxCents: $(6_000),
      niitCents: $(1_668.2),
      totalCents: $(16_662.2),
    });
  });

  it("paying out $20,000 carries out 3/5 interest and 2/5 dividends", () => {
    // 12,000 + 8,000 carried out; taxable 39,900 with 12,000 + 10,000 at capital gains rates:
    // 17,900 ordinary → 330 + 2,016 + 1,505 + 37 % × 1,900 (703) = 4,554; 22,000 × 20 % = 4,400;
    // 3.8 % × (39,900 − 16,000) = 908.20.
    expect(trustYearTax(2026, INCOME, $(20_000))).toMatchObject({
      deductionCents: $(20_000),
      carriedOrdinaryCents: $(12_000),
      carriedDividendsCents: $(8_000),
      taxableIncomeCents: $(39_900),
      ordinaryTaxCents: $(4_554),
      gainsTaxCents: $(4_400),
      niitCents: $(908.2),
      totalCents: $(9_862.2),
    });
  });

  it("paying out all its income leaves the gains: 0 % to $3,300, 15 % above", () => {
    // Taxable 60,000 − 50,000 − 100 = 9,900, all gains: 3,300 at 0 %, 6,600 × 15 % = 990; AGI under 16,000.
    expect(trustYearTax(2026, INCOME, $(50_000))).toMatchObject({ taxableIncomeCents: $(9_900), ordinaryTaxCents: $(0), gainsTaxCents: $(990), niitCents: $(0), totalCents: $(990) });
    // A distribution over the income is principal: it deducts no more.
    expect(trustYearTax(2026, INCOME, $(80_000))).toMatchObject({ deductionCents: $(50_000), totalCents: $(990) });
  });

  it("uses each year's table: 2025's 37 % begins at $15,650", () => {
    // 2025, 20,000 of interest kept: taxable 19,900 → 315 + 24 % × 8,300 (1,992) + 35 % × 4,200
    // (1,470) + 37 % × 4,250 (1,572.50) = 5,349.50; 3.8 % × (19,900 − 15,650) = 161.50.
    const year = trustYearTax(2025, { ordinaryCents: $(20_000), qualifiedDividendsCents: $(0), gainsCents: $(0) }, $(0));
    expect(year).toMatchObject({ ordinaryTaxCents: $(5_349.5), niitCents: $(161.5), totalCents: $(5_511) });
    expect(trustTopBracketStart(2025)).toBe($(15_650));
  });

  it("shares an odd amount to the cent: the carried dividends are the rest", () => {
    // 100.01 × 1/3 = 33.3366… → 33.34 of interest; 66.67 of dividends.
    const year = trustYearTax(2026, { ordinaryCents: $(1_000), qualifiedDividendsCents: $(2_000), gainsCents: $(0) }, $(100.01));
    expect([year.carriedOrdinaryCents, year.carriedDividendsCents]).toEqual([$(33.34), $(66.67)]);
  });
});

describe("a trust's brackets beside a single person's", () => {
  it("2026: 24 % from $3,300 against $105,700, 35 % from $11,700 against $256,225, 37 % from $16,000 against $640,600", () => {
    expect(trustBracketsBesideSingle(2026)).toEqual([
      { rateBp: 1_000, trustFromCents: $(0), singleFromCents: $(0) },
      { rateBp: 2_400, trustFromCents: $(3_300), singleFromCents: $(105_700) },
      { rateBp: 3_500, trustFromCents: $(11_700), singleFromCents: $(256_225) },
      { rateBp: 3_700, trustFromCents: $(16_000), singleFromCents: $(640_600) },
    ]);
  });
});

describe("keeping, paying out some and paying out all, side by side", () => {
  it("adds the beneficiaries' tax and finds the least for the family (worked by hand)", () => {
    const comparison = compareDistributions(2026, INCOME, $(20_000), RATES);
    // Beneficiaries: 12,000 × 22 % + 8,000 × 15 % = 3,840; all: 30,000 × 22 % + 20,000 × 15 % = 9,600.
    expect(comparison.outcomes.map((o) => [o.key, o.trust.totalCents, o.beneficiaryTaxCents, o.familyTaxCents])).toEqual([
      ["keep", $(16_662.2), $(0), $(16_662.2)],
      ["entered", $(9_862.2), $(3_840), $(13_702.2)],
      ["all", $(990), $(9_600), $(10_590)],
    ]);
    // Taxable 59,900 kept: 43,900 paid out brings it to 16,000.
    expect(comparison).toMatchObject({ dniCents: $(50_000), best: "all", toTopBracketCents: $(43_900) });
  });

  it("leaves out an entered amount that is none or all of the income; beneficiaries at 37 % make keeping it cheaper", () => {
    const small = { ordinaryCents: $(5_000), qualifiedDividendsCents: $(0), gainsCents: $(0) };
    // Kept: taxable 4,900 → 330 + 24 % × 1,600 = 714. Paid out at 37 %: 1,850.
    const comparison = compareDistributions(2026, small, $(5_000), { ordinaryBp: 3_700, dividendsBp: 2_000 });
    expect(comparison.outcomes.map((o) => [o.key, o.familyTaxCents])).toEqual([
      ["keep", $(714)],
      ["all", $(1_850)],
    ]);
    expect(comparison).toMatchObject({ best: "keep", toTopBracketCents: null });
    expect(compareDistributions(2026, small, $(0), RATES).outcomes.map((o) => o.key)).toEqual(["keep", "all"]);
  });

  it("a trust with only gains has nothing to pay out as income", () => {
    const comparison = compareDistributions(2026, { ordinaryCents: $(0), qualifiedDividendsCents: $(0), gainsCents: $(40_000) }, null, RATES);
    // 39,900 taxable: 3,300 at 0 %, 12,950 × 15 % = 1,942.50, 23,650 × 20 % = 4,730; 3.8 % × 23,900 = 908.20.
    expect(comparison.outcomes).toHaveLength(1);
    expect(comparison.outcomes[0]!.trust).toMatchObject({ gainsTaxCents: $(6_672.5), niitCents: $(908.2), totalCents: $(7_580.7) });
    expect(comparison).toMatchObject({ dniCents: $(0), best: "keep", toTopBracketCents: null });
  });
});
