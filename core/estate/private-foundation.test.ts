import { describe, expect, it } from "vitest";
import { awardsFunded, deductionSchedule, foundationProjection } from "./private-foundation";

describe("deductionSchedule", () => {
  // $5,000,000 given with an adjusted gross income of $2,000,000 a year.
  const GIFT = { giftCents: 500_000_000, agiCents: 200_000_000, firstYear: 2026 };

  it("deducts cash to a foundation up to 30 % of income, six years at most, and loses the rest", () => {
    const s = deductionSchedule({ ...GIFT, vehicle: "foundation", kind: "cash" });
    expect(s.limitBp).toBe(3_000);
    // 30 % of $2,000,000.
    expect(s.capCents).toBe(60_000_000);
    // $600,000 a year for 2026 to 2031: $3,600,000; $1,400,000 never deducted.
    expect(s.years.map((y) => y.deductionCents)).toEqual(Array(6).fill(60_000_000));
    expect(s.years.map((y) => y.year)).toEqual([2026, 2027, 2028, 2029, 2030, 2031]);
    expect(s.years[0]!.carriedCents).toBe(440_000_000);
    expect(s).toMatchObject({ deductedCents: 360_000_000, lostCents: 140_000_000 });
  });

  it("deducts cash to a donor-advised fund up to 60 %: $1,200,000 four years, then the last $200,000", () => {
    const s = deductionSchedule({ ...GIFT, vehicle: "daf", kind: "cash" });
    expect(s.years.map((y) => [y.year, y.deductionCents, y.carriedCents])).toEqual([
      [2026, 120_000_000, 380_000_000],
      [2027, 120_000_000, 260_000_000],
      [2028, 120_000_000, 140_000_000],
      [2029, 120_000_000, 20_000_000],
      [2030, 20_000_000, 0],
    ]);
    expect(s).toMatchObject({ deductedCents: 500_000_000, lostCents: 0 });
  });

  it("takes stock at 20 % for a foundation and 30 % for a fund", () => {
    // $400,000 × 6 = $2,400,000 and $600,000 × 6 = $3,600,000.
    expect(deductionSchedule({ ...GIFT, vehicle: "foundation", kind: "stock" })).toMatchObject({ limitBp: 2_000, capCents: 40_000_000, deductedCents: 240_000_000, lostCents: 260_000_000 });
    expect(deductionSchedule({ ...GIFT, vehicle: "daf", kind: "stock" })).toMatchObject({ limitBp: 3_000, capCents: 60_000_000, deductedCents: 360_000_000, lostCents: 140_000_000 });
  });

  it("deducts a gift within the limit in its own year, and nothing without income", () => {
    expect(deductionSchedule({ giftCents: 10_000_000, agiCents: 100_000_000, vehicle: "foundation", kind: "cash", firstYear: 2026 }).years).toEqual([{ year: 2026, deductionCents: 10_000_000, carriedCents: 0 }]);
    expect(deductionSchedule({ giftCents: 10_000_000, agiCents: 0, vehicle: "daf", kind: "cash", firstYear: 2026 })).toMatchObject({
      years: [{ year: 2026, deductionCents: 0, carriedCents: 10_000_000 }],
      deductedCents: 0,
      lostCents: 10_000_000,
    });
  });
});

describe("foundationProjection", () => {
  // $10,000,000 earning 6 % a year, half of it realized; 5 % paid out, 0.5 % of it running costs.
  const FOUNDATION = { assetsCents: 1_000_000_000, returnBp: 600, realizedBp: 5_000, payoutBp: 500, costsBp: 50, years: 2 };

  it("works two years by hand", () => {
    const p = foundationProjection(FOUNDATION);
    // Year 1: return $600,000; excise 1.39 % of the $300,000 realized, $4,170; minimum $500,000 − $4,170;
    // paid the planned $500,000: $50,000 costs and $450,000 grants; left $10,095,830.
    expect(p.years[0]).toEqual({
      year: 1,
      startCents: 1_000_000_000,
      returnCents: 60_000_000,
      exciseCents: 417_000,
      minimumCents: 49_583_000,
      paidCents: 50_000_000,
      costsCents: 5_000_000,
      grantsCents: 45_000_000,
      endCents: 1_009_583_000,
    });
    // Year 2: return 6 % of $10,095,830 = $605,749.80; realized $302,874.90, excise $4,209.96;
    // paid 5 % = $504,791.50, costs $50,479.15, grants $454,312.35; left $10,192,578.34.
    expect(p.years[1]).toEqual({
      year: 2,
      startCents: 1_009_583_000,
      returnCents: 60_574_980,
      exciseCents: 420_996,
      minimumCents: 50_058_154,
      paidCents: 50_479_150,
      costsCents: 5_047_915,
      grantsCents: 45_431_235,
      endCents: 1_019_257_834,
    });
    expect(p).toMatchObject({ grantsCents: 90_431_235, costsCents: 10_047_915, exciseCents: 837_996, endCents: 1_019_257_834 });
  });

  it("pays at least the distributable amount, and more when the plan says so", () => {
    // Planned 0 %: the minimum, $500,000 less the $4,170 excise.
    expect(foundationProjection({ ...FOUNDATION, payoutBp: 0, years: 1 }).years[0]).toMatchObject({ minimumCents: 49_583_000, paidCents: 49_583_000 });
    // Planned 8 %: $800,000.
    expect(foundationProjection({ ...FOUNDATION, payoutBp: 800, years: 1 }).years[0]).toMatchObject({ paidCents: 80_000_000, grantsCents: 75_000_000, endCents: 979_583_000 });
  });

  it("owes no excise in a losing year, and still the full 5 %", () => {
    // −10 %: $1,000,000 lost, no tax; the minimum is $500,000; left $8,500,000.
    expect(foundationProjection({ ...FOUNDATION, returnBp: -1_000, years: 1 }).years[0]).toMatchObject({ returnCents: -100_000_000, exciseCents: 0, minimumCents: 50_000_000, paidCents: 50_000_000, endCents: 850_000_000 });
  });

  it("never pays out more than it has, and costs never exceed what is paid", () => {
    const p = foundationProjection({ assetsCents: 100_000, returnBp: 0, realizedBp: 0, payoutBp: 10_000, costsBp: 10_000, years: 2 });
    expect(p.years.map((y) => [y.paidCents, y.costsCents, y.grantsCents, y.endCents])).toEqual([
      [100_000, 100_000, 0, 0],
      [0, 0, 0, 0],
    ]);
  });
});

describe("awardsFunded", () => {
  it("counts the whole awards a year's grants pay for", () => {
    expect(awardsFunded(45_000_000, 2_000_000)).toBe(22);
    expect(awardsFunded(45_000_000, 0)).toBe(0);
  });
});
