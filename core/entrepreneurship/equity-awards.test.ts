import { describe, expect, it } from "vitest";
import { supplementalWithholding } from "../tax/withholding";
import { concentrationBp, equityIncomeTax, sharesToSellFor, shareWorth, vestedOn, vestingIn, vestingSchedule } from "./equity-awards";
import { asCents } from "../money";

describe("vestingSchedule", () => {
  // 4,800 units over four years from 31 January 2025, a one-year cliff, then monthly.
  const FOUR_YEARS = { shares: 4_800, start: "2025-01-31", months: 48, cliffMonths: 12, frequency: "monthly" } as const;

  it("releases a year's shares at the cliff, then 1/48 a month on the commencement day (clamped)", () => {
    const events = vestingSchedule(FOUR_YEARS);
    expect(events).toHaveLength(37);
    expect(events[0]).toEqual({ date: "2026-01-31", month: 12, shares: 1_200, vestedAfter: 1_200 });
    expect(events[1]).toEqual({ date: "2026-02-28", month: 13, shares: 100, vestedAfter: 1_300 });
    expect(events[2]!.date).toBe("2026-03-31");
    expect(events.at(-1)).toEqual({ date: "2029-01-31", month: 48, shares: 100, vestedAfter: 4_800 });
    expect(events.reduce((total, e) => total + e.shares, 0)).toBe(4_800);
  });

  it("counts what has vested on a date and what vests in a calendar year", () => {
    const events = vestingSchedule(FOUR_YEARS);
    // The cliff's 1,200 and months 13 to 22 (28 February to 30 November 2026): 2,200.
    expect(vestedOn(events, "2026-12-01")).toBe(2_200);
    expect(vestedOn(events, "2026-11-30")).toBe(2_200);
    expect(vestedOn(events, "2026-11-29")).toBe(2_100);
    expect(vestedOn(events, "2026-01-30")).toBe(0);
    // 2026: the cliff, then months 13 to 23 (to 31 December): 1,200 + 11 × 100.
    expect(vestingIn(events, 2026)).toBe(2_300);
    expect(vestingIn(events, 2025)).toBe(0);
    expect(vestingIn(events, 2029)).toBe(100);
  });

  it("rounds each date's share down and lets the next take the remainder", () => {
    // 1,000 over 36 months quarterly: ⌊1000 × 3k ÷ 36⌋ = 83, 166, 250, 333, …
    const events = vestingSchedule({ shares: 1_000, start: "2026-03-15", months: 36, cliffMonths: 0, frequency: "quarterly" });
    expect(events.map((e) => e.shares)).toEqual([83, 83, 84, 83, 83, 84, 83, 83, 84, 83, 83, 84]);
    expect(events[0]!.date).toBe("2026-06-15");
  });

  it("vests at a cliff that is not a vesting date, then on the schedule's own dates", () => {
    // 1,200 over a year quarterly with a 5-month cliff: months 5, 6, 9 and 12.
    const events = vestingSchedule({ shares: 1_200, start: "2026-01-01", months: 12, cliffMonths: 5, frequency: "quarterly" });
    expect(events.map((e) => [e.month, e.shares])).toEqual([
      [5, 500],
      [6, 100],
      [9, 300],
      [12, 300],
    ]);
    // Annual vesting with the cliff on the first anniversary is one date a year.
    expect(vestingSchedule({ shares: 900, start: "2026-01-01", months: 36, cliffMonths: 12, frequency: "annually" }).map((e) => e.shares)).toEqual([300, 300, 300]);
    expect(() => vestingSchedule({ shares: 900, start: "2026-01-01", months: 36, cliffMonths: 48, frequency: "annually" })).toThrow(RangeError);
  });
});

describe("shareWorth", () => {
  it("is the price for a unit and the spread for an option, nothing under water", () => {
    expect(shareWorth("rsu", 5_000, 0)).toBe(5_000);
    expect(shareWorth("nso", 5_000, 1_250)).toBe(3_750);
    expect(shareWorth("iso", 5_000, 6_000)).toBe(0);
  });
});

describe("equityIncomeTax", () => {
  // Single, 2026, $150,000 of wages: taxable 150,000 − 16,100 = 133,900; tax 1,240 + 4,560 +
  // 12,166 + 24 % × 28,200 (6,768) = 24,734, top bracket 24 %.
  it("adds the award's income at the brackets it reaches, against the 22 % withheld", () => {
    const tax = equityIncomeTax({ year: 2026, status: "single", wagesCents: 15_000_000, equityIncomeCents: 8_000_000 });
    // With $80,000 more, taxable 213,900: 1,240 + 4,560 + 12,166 + 24 % × 96,075 (23,058) + 32 % × 12,125 (3,880) = 44,904.
    expect(tax).toEqual({
      taxWithoutCents: 2_473_400,
      taxWithCents: 4_490_400,
      extraTaxCents: 2_017_000,
      withheldCents: 1_760_000,
      shortfallCents: 257_000,
      bracketWithoutBp: 2_400,
      bracketWithBp: 3_200,
    });
  });

  it("within one bracket, owes its rate less the 22 % withheld", () => {
    // $60,000 more stays in the 24 % band (taxable 193,900): 14,400 added, 13,200 withheld.
    const tax = equityIncomeTax({ year: 2026, status: "single", wagesCents: 15_000_000, equityIncomeCents: 6_000_000 });
    expect([tax.extraTaxCents, tax.withheldCents, tax.shortfallCents]).toEqual([1_440_000, 1_320_000, 120_000]);
  });
});

describe("supplementalWithholding", () => {
  it("is 22 % to $1 million in a year and 37 % above it", () => {
    expect(supplementalWithholding(asCents(500_000))).toBe(110_000);
    expect(supplementalWithholding(asCents(100_000_000))).toBe(22_000_000);
    // $1,500,000: 220,000 + 37 % × 500,000 (185,000).
    expect(supplementalWithholding(asCents(150_000_000))).toBe(40_500_000);
  });
});

describe("concentration", () => {
  it("is the company's share of the investments, and the shares to sell to bring it to a limit", () => {
    expect(concentrationBp(60_000_000, 40_000_000)).toBe(6_000);
    expect(concentrationBp(0, 0)).toBe(0);
    // $600,000 of $1,000,000: $500,000 over 10 %; at $50 a share 10,000 shares, at $30 16,666.67 → 16,667.
    expect(sharesToSellFor(1_000, 60_000_000, 40_000_000, 5_000)).toBe(10_000);
    expect(sharesToSellFor(1_000, 60_000_000, 40_000_000, 3_000)).toBe(16_667);
    expect(sharesToSellFor(1_000, 5_000_000, 95_000_000, 3_000)).toBe(0);
  });
});
