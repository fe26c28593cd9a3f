// The year tables against the shape the law gives them, so a typo in a new year's figures shows.
import { describe, expect, it } from "vitest";
import { FEDERAL_TAX_TABLES, FEDERAL_TAX_YEARS, FILING_STATUSES, isTaxYear, type FederalTaxYear } from "./federal-tax-tables";

describe.each(FEDERAL_TAX_YEARS.map((year) => [year, FEDERAL_TAX_TABLES[year] as FederalTaxYear] as const))("%i", (year, t) => {
  it("has a source beside every table", () => {
    expect(t.year).toBe(year);
    expect(t.sources.length).toBeGreaterThan(0);
    for (const table of [t.ordinaryBrackets, t.standardDeduction, t.capitalGains, t.selfEmployment, t.additionalMedicare, t.netInvestmentIncomeTax, t.childTaxCredit, t.itemized, t.qualifiedBusinessIncome, t.adjustments]) {
      expect(table.source.length).toBeGreaterThan(10);
    }
  });

  it("brackets rise, one top fewer than rates, and joint bands are twice the single ones below 35 %", () => {
    const { tops, ratesBp } = t.ordinaryBrackets;
    for (const status of FILING_STATUSES) {
      expect(tops[status]).toHaveLength(ratesBp.length - 1);
      expect([...tops[status]].sort((a, b) => a - b)).toEqual(tops[status]);
    }
    expect(tops.married_filing_jointly.slice(0, 5)).toEqual(tops.single.slice(0, 5).map((x) => 2 * x));
    expect(tops.married_filing_separately.slice(0, 5)).toEqual(tops.single.slice(0, 5));
    expect(tops.married_filing_separately[5]).toBe(tops.married_filing_jointly[5]! / 2);
    expect(tops.qualifying_surviving_spouse).toEqual(tops.married_filing_jointly);
  });

  it("a surviving spouse uses the joint standard deduction and capital gain bands; separate returns half the joint ones", () => {
    const sd = t.standardDeduction.base;
    expect(sd.qualifying_surviving_spouse).toBe(sd.married_filing_jointly);
    expect(sd.married_filing_jointly).toBe(2 * sd.single);
    expect(sd.married_filing_separately).toBe(sd.single);
    const cg = t.capitalGains;
    expect(cg.zeroRateTop.qualifying_surviving_spouse).toBe(cg.zeroRateTop.married_filing_jointly);
    expect(cg.fifteenRateTop.qualifying_surviving_spouse).toBe(cg.fifteenRateTop.married_filing_jointly);
    expect(cg.zeroRateTop.married_filing_jointly).toBe(2 * cg.zeroRateTop.single);
    // Half the joint figure, rounded down to a multiple of $50 (2025: 600,050 / 2 = 300,025 → 300,000).
    expect(cg.fifteenRateTop.married_filing_separately).toBe(Math.floor(cg.fifteenRateTop.married_filing_jointly / 2 / 50) * 50);
    expect(t.qualifiedBusinessIncome.threshold.married_filing_jointly).toBe(2 * t.qualifiedBusinessIncome.threshold.single);
    expect(t.itemized.saltCap.married_filing_separately).toBe(t.itemized.saltCap.single / 2);
  });
});

describe("years", () => {
  it("are the table's keys", () => {
    expect(FEDERAL_TAX_YEARS).toEqual([2025, 2026]);
    expect(isTaxYear(2026)).toBe(true);
    expect(isTaxYear(2027)).toBe(false);
    expect(isTaxYear("2025")).toBe(false);
  });
});
