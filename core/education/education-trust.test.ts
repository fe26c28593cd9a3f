import { describe, expect, it } from "vitest";
import { asCents } from "../money";
import { educationTrustPlan, plan529TaxableGifts, trustTaxableGifts, type EducationTrustInput } from "./education-trust";

const $ = (dollars: number) => asCents(Math.round(dollars * 100));

const BASE: EducationTrustInput = {
  year: 2026,
  giftCents: $(100_000),
  yearlyCents: $(0),
  years: 2,
  interestBp: 0,
  dividendsBp: 0,
  growthBp: 500,
  donors: 1,
  giver: "grandparent",
  withdrawalRights: true,
  tuitionCents: $(30_000),
};

describe("educationTrustPlan", () => {
  it("a grandparent's $100,000 growing 5 % a year for two years, with no income to tax (worked by hand)", () => {
    const plan = educationTrustPlan(BASE);
    // 100,000 → 105,000 → 110,250 in both: the trust's rise in price is not taxed until it sells.
    expect(plan.values).toEqual([
      { year: 2026, plan529Cents: $(105_000), trustCents: $(105_000) },
      { year: 2027, plan529Cents: $(110_250), trustCents: $(110_250) },
    ]);
    expect(plan.best).toBeNull();
    const [plan529, trust] = plan.outcomes;
    // The 529's five-year election spreads 95,000 (five × 19,000): 5,000 is taxable. The trust's
    // gift is over the one exclusion by 81,000.
    expect(plan529).toEqual({ key: "plan529", givenCents: $(100_000), incomeTaxCents: $(0), valueCents: $(110_250), untaxedGainCents: $(10_250), taxableGiftsCents: $(5_000), aidCountedCents: $(0) });
    // The FAFSA counts 20 % of the trust as the student's: 22,050.
    expect(trust).toEqual({ key: "trust", givenCents: $(100_000), incomeTaxCents: $(0), valueCents: $(110_250), untaxedGainCents: $(10_250), taxableGiftsCents: $(81_000), aidCountedCents: $(22_050) });
    expect(plan).toMatchObject({ annualExclusionCents: $(19_000), lifetimeExclusionCents: $(15_000_000), electedCents: $(95_000), electedShareCents: $(19_000) });
    // The 19,000 right lapses over the greater of 5,000 and 5 % of 100,000 (5,000): 14,000 in 2026.
    expect(plan).toMatchObject({ lapseExcessCents: $(14_000), lapseYear: 2026 });
    // Four years of 30,000 paid to the school; given to the student, 11,000 a year over the exclusion.
    expect(plan).toMatchObject({ directTuitionCents: $(120_000), directTaxableIfGivenCents: $(44_000) });
  });

  it("a parent's $200,000 earning 10 % interest for a year: the trust's compressed brackets and the 3.8 % tax (worked by hand)", () => {
    const plan = educationTrustPlan({ ...BASE, giftCents: $(200_000), years: 1, interestBp: 1_000, growthBp: 0, donors: 2, giver: "parent", withdrawalRights: false, tuitionCents: $(0) });
    // Taxable 20,000 − 100 = 19,900 at 2026's trust rates: 10 % of 3,300 = 330; 24 % of 8,400 = 2,016;
    // 35 % of 4,300 = 1,505; 37 % of 3,900 = 1,443; 5,294. The 3.8 % tax on 19,900 − 16,000: 148.20.
    const [plan529, trust] = plan.outcomes;
    expect(trust.incomeTaxCents).toBe($(5_442.2));
    expect(trust.valueCents).toBe($(214_557.8));
    expect(trust.untaxedGainCents).toBe($(0));
    // No withdrawal rights: a gift of a future interest, all of it taxable.
    expect(trust.taxableGiftsCents).toBe($(200_000));
    expect(trust.aidCountedCents).toBe($(42_911.56));
    // Two donors: 38,000 a year; the election spreads 190,000 and 10,000 is taxable. A parent's
    // plan is counted at 5.64 %: 12,408.
    expect(plan529).toMatchObject({ valueCents: $(220_000), untaxedGainCents: $(20_000), taxableGiftsCents: $(10_000), aidCountedCents: $(12_408) });
    expect(plan.best).toBe("plan529");
    expect(plan).toMatchObject({ annualExclusionCents: $(38_000), lapseExcessCents: $(0), lapseYear: null, directTuitionCents: $(0), directTaxableIfGivenCents: $(0) });
  });

  it("a large trust's 5 % covers the whole right: nothing lapses over five and five", () => {
    const plan = educationTrustPlan({ ...BASE, giftCents: $(400_000), yearlyCents: $(19_000), years: 3 });
    // 5 % of 400,000 is 20,000, over the 19,000 right; later years the trust is larger still.
    expect(plan).toMatchObject({ lapseExcessCents: $(0), lapseYear: null });
  });
});

describe("plan529TaxableGifts", () => {
  it("the election's share uses each year's exclusion before that year's addition", () => {
    // 50,000 spread: 10,000 a year. Years 2 and 3 add 10,000 each: 20,000 against 19,000, 1,000 taxable each.
    expect(plan529TaxableGifts([$(50_000), $(10_000), $(10_000)], $(19_000))).toEqual({ taxableCents: $(2_000), electedCents: $(50_000), shareCents: $(10_000) });
  });

  it("a first gift within the exclusion is not spread; later gifts are taken one year at a time", () => {
    expect(plan529TaxableGifts([$(19_000), $(25_000)], $(19_000))).toEqual({ taxableCents: $(6_000), electedCents: $(0), shareCents: $(0) });
  });
});

describe("trustTaxableGifts", () => {
  it("with withdrawal rights, each year's gift over the exclusion; without, every gift", () => {
    const gifts = [$(30_000), $(10_000)];
    expect(trustTaxableGifts(gifts, $(19_000), true)).toBe($(11_000));
    expect(trustTaxableGifts(gifts, $(19_000), false)).toBe($(40_000));
  });
});
