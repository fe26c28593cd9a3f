import { describe, expect, it } from "vitest";
import { asCents } from "../money";
import { partBPremium } from "./medicare-premium";

const $ = (dollars: number) => asCents(Math.round(dollars * 100));

describe("partBPremium (2026 table)", () => {
  it("the standard premium up to the first threshold, inclusive", () => {
    expect(partBPremium($(109_000), "single")).toEqual({ band: 0, monthly: $(202.9), surcharge: 0 });
    expect(partBPremium($(218_000), "married_filing_jointly")).toMatchObject({ band: 0, monthly: $(202.9) });
  });

  it("a dollar over a threshold is the next band", () => {
    expect(partBPremium($(109_000.01), "single")).toEqual({ band: 1, monthly: $(284.1), surcharge: $(81.2) });
    expect(partBPremium($(342_000.01), "married_filing_jointly")).toMatchObject({ band: 3, monthly: $(527.5) });
    expect(partBPremium($(205_000), "head_of_household")).toMatchObject({ band: 3, monthly: $(527.5) });
  });

  it("the last band starts at $500,000 (individual) and $750,000 (joint), inclusive", () => {
    expect(partBPremium($(499_999.99), "single")).toMatchObject({ band: 4, monthly: $(649.2) });
    expect(partBPremium($(500_000), "single")).toMatchObject({ band: 5, monthly: $(689.9), surcharge: $(487) });
    expect(partBPremium($(750_000), "married_filing_jointly")).toMatchObject({ band: 5 });
  });

  it("married filing separately jumps from the standard premium to the fifth band", () => {
    expect(partBPremium($(109_000), "married_filing_separately")).toMatchObject({ band: 0 });
    expect(partBPremium($(120_000), "married_filing_separately")).toMatchObject({ band: 4, monthly: $(649.2) });
    expect(partBPremium($(391_000), "married_filing_separately")).toMatchObject({ band: 5, monthly: $(689.9) });
  });
});
