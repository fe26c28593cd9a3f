import { describe, expect, it } from "vitest";
import { asCents } from "../money";
import { collateralOf, fallBeforeCallBp, fallCases, interestOnly } from "./securities-credit";

const $ = (dollars: number) => asCents(Math.round(dollars * 100));

// $50,000 in cash (95 %: 47,500), $100,000 in government bond funds (90 %: 90,000), $400,000 in index
// ETFs (70 %: 280,000), $60,000 in sector ETFs (50 %: 30,000), $25,000 private (0). Line 447,500;
// 47,500 of it stable, 400,000 moving with the markets.
const collateral = collateralOf([
  { assetClass: "cash", value: $(50_000) },
  { assetClass: "government_bond", value: $(100_000) },
  { assetClass: "index_etf", value: $(400_000) },
  { assetClass: "sector_etf", value: $(60_000) },
  { assetClass: "private_investment", value: $(25_000) },
  { assetClass: "cd", value: $(0) },
]);

describe("a securities-backed line (worked by hand)", () => {
  it("lends each holding's value × its advance rate", () => {
    expect(collateral.lines.map((l) => [l.assetClass, l.lendingValue])).toEqual([
      ["cash", $(47_500)],
      ["government_bond", $(90_000)],
      ["index_etf", $(280_000)],
      ["sector_etf", $(30_000)],
      ["private_investment", 0],
    ]);
    expect(collateral).toMatchObject({ value: $(635_000), lendingValue: $(447_500), stableLending: $(47_500), marketLending: $(400_000) });
  });

  it("says how far the markets could fall before a call", () => {
    // Drawing 200,000: (447,500 − 200,000) ÷ 400,000 = 61.875 % → 6,187 basis points.
    expect(fallBeforeCallBp(collateral, $(200_000))).toBe(6_187);
    // The whole line: no room.
    expect(fallBeforeCallBp(collateral, $(447_500))).toBe(0);
    // The cash alone covers 40,000: no fall calls it.
    expect(fallBeforeCallBp(collateral, $(40_000))).toBeNull();
  });

  it("the call in a fall is what is drawn beyond the line left", () => {
    // A 40 % fall: 47,500 + 400,000 − 160,000 = 287,500 left, under 300,000 drawn by 12,500.
    expect(fallCases(collateral, $(300_000), [2_000, 4_000])).toEqual([
      { fallBp: 2_000, lendingValue: $(367_500), call: 0 },
      { fallBp: 4_000, lendingValue: $(287_500), call: $(12_500) },
    ]);
  });

  it("costs interest only, a month at a time", () => {
    // 200,000 × 6.75 % ÷ 12 = 1,125.00 a month; 18 months 20,250.00.
    expect(interestOnly($(200_000), 675, 18)).toEqual({ monthly: $(1_125), total: $(20_250) });
    // 12,345.67 × 7.1 % ÷ 12 = 73.0452… → 73.05.
    expect(interestOnly($(12_345.67), 710, 1).monthly).toBe($(73.05));
  });
});
