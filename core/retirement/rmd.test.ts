import { describe, expect, it } from "vitest";
import { asCents } from "../money";
import { distributionPeriodTenths, requiredMinimumDistribution, rmdSchedule, rmdStartAge } from "./rmd";

const $ = (dollars: number) => asCents(Math.round(dollars * 100));

describe("rmdStartAge (SECURE 2.0)", () => {
  it("73 for those born 1951 to 1959, 75 from 1960, 72 before", () => {
    expect(rmdStartAge(1950)).toBe(72);
    expect(rmdStartAge(1951)).toBe(73);
    expect(rmdStartAge(1959)).toBe(73);
    expect(rmdStartAge(1960)).toBe(75);
    expect(rmdStartAge(1975)).toBe(75);
  });
});

describe("requiredMinimumDistribution (Uniform Lifetime Table)", () => {
  it("divides last December's balance by the age's period, to the cent", () => {
    // $100,000 at 73: ÷ 26.5 = 3,773.5849… → $3,773.58.
    expect(requiredMinimumDistribution($(100_000), 73)).toBe($(3_773.58));
    // $500,000 at 75: ÷ 24.6 = 20,325.2032… → $20,325.20.
    expect(requiredMinimumDistribution($(500_000), 75)).toBe($(20_325.2));
    // $250,000 at 90: ÷ 12.2 = 20,491.8032… → $20,491.80.
    expect(requiredMinimumDistribution($(250_000), 90)).toBe($(20_491.8));
  });

  it("rounds half a cent up", () => {
    // 1 cent ÷ 2.0 (120 and older) is half a cent: 1 cent.
    expect(requiredMinimumDistribution(asCents(1), 120)).toBe(1);
    expect(requiredMinimumDistribution(asCents(3), 125)).toBe(2);
  });

  it("knows the table's ends and refuses an age before it", () => {
    expect(distributionPeriodTenths(72)).toBe(274);
    expect(distributionPeriodTenths(100)).toBe(64);
    expect(distributionPeriodTenths(119)).toBe(23);
    expect(distributionPeriodTenths(130)).toBe(20);
    expect(() => distributionPeriodTenths(71)).toThrow(RangeError);
  });
});

describe("rmdSchedule", () => {
  it("grows the balance to the first year, then takes each year's minimum", () => {
    // Born 1955 (71 at the end of 2026): distributions start at 73, in 2028.
    // 2026: $200,000 grows 5 % → 210,000. 2027: → 220,500.
    // 2028 (73): 220,500 ÷ 26.5 = 8,320.7547… → 8,320.75; left 212,179.25, +5 % (10,608.9625 → 10,608.96) = 222,788.21.
    // 2029 (74): 222,788.21 ÷ 25.5 = 8,736.7925… → 8,736.79.
    const s = rmdSchedule({ year: 2026, age: 71, balance: $(200_000), growthBp: 500, conversion: $(0), distributionYears: 2 });
    expect(s.startAge).toBe(73);
    expect(s.firstYear).toBe(2028);
    expect(s.years.map((y) => [y.year, y.age, y.startBalance, y.rmd])).toEqual([
      [2026, 71, $(200_000), 0],
      [2027, 72, $(210_000), 0],
      [2028, 73, $(220_500), $(8_320.75)],
      [2029, 74, $(222_788.21), $(8_736.79)],
    ]);
  });

  it("takes this year's conversion out before the balance grows", () => {
    // 75, born 1951 (start 73): 2026 RMD 300,000 ÷ 24.6 = 12,195.1219… → 12,195.12; converting 50,000 leaves
    // 237,804.88, +4 % (9,512.1952 → 9,512.20) = 247,317.08; 2027 at 76: ÷ 23.7 = 10,435.3198… → 10,435.32.
    const s = rmdSchedule({ year: 2026, age: 75, balance: $(300_000), growthBp: 400, conversion: $(50_000), distributionYears: 2 });
    expect(s.firstYear).toBe(2026);
    expect(s.years.map((y) => [y.startBalance, y.rmd, y.conversion])).toEqual([
      [$(300_000), $(12_195.12), $(50_000)],
      [$(247_317.08), $(10_435.32), 0],
    ]);
  });

  it("never converts more than the balance left after the minimum", () => {
    const s = rmdSchedule({ year: 2026, age: 80, balance: $(10_000), growthBp: 0, conversion: $(50_000), distributionYears: 1 });
    // 10,000 ÷ 20.2 = 495.0495… → 495.05; at most 9,504.95 converts.
    expect(s.years[0]).toMatchObject({ rmd: $(495.05), conversion: $(9_504.95) });
  });
});
