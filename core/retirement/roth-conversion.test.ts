import { describe, expect, it } from "vitest";
import { asCents } from "../money";
import { rothConversion, yearTax, type RetirementTaxInput } from "./roth-conversion";

const $ = (dollars: number) => asCents(Math.round(dollars * 100));

// 2026, single, 67: standard deduction 16,100 + 2,050 (65 or older) and the senior deduction of
// 6,000 (less 6 % of MAGI over 75,000): 24,150 in all while MAGI stays at 75,000 or under.
// Brackets: 10 % to 12,400, 12 % to 50,400, 22 % to 105,700.
const single67: RetirementTaxInput = { taxYear: 2026, filingStatus: "single", age: 67, spouseAge: null, income: $(40_000), socialSecurity: $(0) };

describe("rothConversion (worked by hand)", () => {
  it("costs the whole return's tax with it less the tax without it", () => {
    // Without: 40,000 − 24,150 = 15,850 taxable; 1,240 + 12 % × 3,450 (414) = 1,654.
    // With 20,000: 35,850 taxable; 1,240 + 12 % × 23,450 (2,814) = 4,054. Extra 2,400: 12 % on average.
    const r = rothConversion(single67, $(20_000));
    expect(r.before).toMatchObject({ agi: $(40_000), taxableIncome: $(15_850), totalTax: $(1_654), bracketRateBp: 1200 });
    expect(r.after).toMatchObject({ agi: $(60_000), taxableIncome: $(35_850), totalTax: $(4_054), bracketRateBp: 1200 });
    expect(r.extraTax).toBe($(2_400));
    expect(r.averageRateBp).toBe(1200);
    expect(r.nextRateBp).toBe(1200);
  });

  it("fills each bracket above today's income, the senior deduction shrinking past $75,000", () => {
    const r = rothConversion(single67, $(0));
    // To the top of 12 % (50,400): 50,400 − 15,850 = 34,550 at 12 % = 4,146 (MAGI 74,550: the deduction is whole).
    expect(r.fills[0]).toEqual({ rateBp: 1200, top: $(50_400), conversion: $(34_550), extraTax: $(4_146), averageRateBp: 1200 });
    // To the top of 22 % (105,700): taxable = M − 24,150 + 6 % × (M − 75,000) with M = 40,000 + conversion,
    // so M = 134,350 ÷ 1.06 = 126,745.28 (6 % × 51,745.28 = 3,104.72 to the cent): conversion 86,745.28.
    // Tax there: 1,240 + 4,560 + 22 % × 55,300 (12,166) = 17,966; extra 16,312, 18.80 % of 86,745.28.
    expect(r.fills[1]).toEqual({ rateBp: 2200, top: $(105_700), conversion: $(86_745.28), extraTax: $(16_312), averageRateBp: 1880 });
    // A cent less stays under the top.
    expect(yearTax(single67, 8_674_527).taxableIncome).toBe($(105_699.99));
    expect(r.fills.map((f) => f.rateBp)).toEqual([1200, 2200, 2400, 3200]);
    expect(r.extraTax).toBe(0);
    expect(r.averageRateBp).toBe(0);
  });

  it("taxes more of the Social Security benefits as the conversion adds income", () => {
    // $30,000 of income, $24,000 of benefits: provisional 42,000, 11,300 of benefits taxed (the
    // worksheet); AGI 41,300, taxable 17,150, tax 1,240 + 12 % × 4,750 (570) = 1,810.
    // Converting 5,000: provisional 47,000, taxed benefits 4,500 + 85 % × 13,000 = 15,550; AGI 50,550,
    // taxable 26,400, tax 1,240 + 12 % × 14,000 (1,680) = 2,920. Extra 1,110: 22.2 % in the 12 % bracket.
    const r = rothConversion({ ...single67, income: $(30_000), socialSecurity: $(24_000) }, $(5_000));
    expect(r.before).toMatchObject({ taxableSocialSecurity: $(11_300), agi: $(41_300), taxableIncome: $(17_150), totalTax: $(1_810) });
    expect(r.after).toMatchObject({ taxableSocialSecurity: $(15_550), agi: $(50_550), taxableIncome: $(26_400), totalTax: $(2_920) });
    expect(r.extraTax).toBe($(1_110));
    expect(r.averageRateBp).toBe(2220);
    expect(r.after.bracketRateBp).toBe(1200);
    // The next 1,000 is still in the band where each dollar taxes 85 cents more of the benefits: 1.85 × 12 %.
    expect(r.nextRateBp).toBe(2220);
  });

  it("no brackets to fill above the top one", () => {
    const r = rothConversion({ ...single67, income: $(2_000_000) }, $(0));
    expect(r.fills).toEqual([]);
    expect(r.before.bracketRateBp).toBe(3700);
  });
});
