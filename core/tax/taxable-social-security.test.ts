import { describe, expect, it } from "vitest";
import { asCents } from "../money";
import { taxableSocialSecurity } from "./taxable-social-security";

const $ = (dollars: number) => asCents(dollars * 100);

describe("taxableSocialSecurity (the 1040 worksheet, worked by hand)", () => {
  it("taxes nothing while provisional income stays under the base amount", () => {
    // Joint: 10,000 + 40,000 / 2 = 30,000, under 32,000.
    expect(taxableSocialSecurity($(40_000), $(10_000), "married_filing_jointly")).toBe(0);
  });

  it("taxes half the first band and 85 % above it", () => {
    // Single, $24,000 of benefits and $30,000 of other income: provisional 30,000 + 12,000 = 42,000;
    // over the base 17,000; over the adjusted base 8,000; half of the 9,000 band is 4,500 (under half
    // the benefits, 12,000); 85 % of 8,000 is 6,800; 4,500 + 6,800 = 11,300, under 85 % of 24,000 (20,400).
    expect(taxableSocialSecurity($(24_000), $(30_000), "single")).toBe($(11_300));
  });

  it("never taxes more than 85 % of the benefits", () => {
    // Single, $20,000 of benefits, $100,000 of other income: 4,500 + 85 % × 76,000 = 69,100, capped at 17,000.
    expect(taxableSocialSecurity($(20_000), $(100_000), "single")).toBe($(17_000));
  });

  it("inside the first band, half of what passes the base", () => {
    // Joint, $30,000 of benefits, $25,000 of other income: provisional 40,000, 8,000 over 32,000; half is 4,000.
    expect(taxableSocialSecurity($(30_000), $(25_000), "married_filing_jointly")).toBe($(4_000));
  });

  it("married filing separately: 85 % from the first dollar of provisional income", () => {
    // 10,000 + 5,000 = 15,000 over a base of 0, all above the (empty) band: 85 % is 12,750, capped at 85 % of 10,000.
    expect(taxableSocialSecurity($(10_000), $(10_000), "married_filing_separately")).toBe($(8_500));
    expect(taxableSocialSecurity($(10_000), $(1_000), "married_filing_separately")).toBe($(5_100));
  });

  it("no benefits, nothing taxed", () => {
    expect(taxableSocialSecurity($(0), $(500_000), "single")).toBe(0);
  });
});
