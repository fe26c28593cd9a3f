import { describe, expect, it } from "vitest";
import { familyRiskReview, type Policy } from "./family-risk";

// A family's five policies on December 2, 2026, with a net worth of $40,000,000.
const POLICIES: Policy[] = [
  { name: "Main home", kind: "home", limitCents: 300_000_000, premiumCents: 1_800_000, renewal: "2027-04-01", valueCents: 420_000_000 },
  { name: "Cars", kind: "auto", limitCents: 50_000_000, premiumCents: 650_000, renewal: "2026-12-20", valueCents: null },
  { name: "Umbrella", kind: "umbrella", limitCents: 1_000_000_000, premiumCents: 420_000, renewal: "2027-02-15", valueCents: null },
  { name: "Art collection", kind: "collection", limitCents: 250_000_000, premiumCents: 900_000, renewal: "2026-11-30", valueCents: 240_000_000 },
  { name: "Beach house", kind: "home", limitCents: 160_000_000, premiumCents: 1_100_000, renewal: "2027-02-15", valueCents: 180_000_000 },
];

describe("familyRiskReview", () => {
  const review = familyRiskReview({ policies: POLICIES, today: "2026-12-02", netWorthCents: 4_000_000_000 });

  it("orders the policies by renewal with the days left (worked by hand)", () => {
    // November 30 was 2 days ago; December 20 is 18 days ahead; February 15 is 75; April 1 is 120.
    expect(review.policies.map((p) => [p.name, p.daysToRenewal])).toEqual([
      ["Art collection", -2],
      ["Cars", 18],
      ["Umbrella", 75],
      ["Beach house", 75],
      ["Main home", 120],
    ]);
    expect(review.upcoming.map((p) => p.name)).toEqual(["Cars", "Umbrella", "Beach house"]);
    expect(review.lapsed.map((p) => p.name)).toEqual(["Art collection"]);
  });

  it("adds up the premiums: $48,700 a year", () => {
    expect(review.premiumCents).toBe(4_870_000);
  });

  it("sets the umbrella against the net worth: $30,000,000 uncovered", () => {
    expect(review).toMatchObject({ umbrellaCents: 1_000_000_000, liabilityGapCents: 3_000_000_000 });
  });

  it("finds property insured for less than it would cost to replace, and below the 80 % a coinsurance clause asks", () => {
    // $3,000,000 of $4,200,000 is 71.42 %: $1,200,000 short and under 80 %. $1,600,000 of $1,800,000 is 88.88 %: short, above 80 %.
    expect(review.underinsured.map((p) => [p.name, p.shortCents, p.insuredBp, p.belowCoinsurance])).toEqual([
      ["Beach house", 20_000_000, 8_888, false],
      ["Main home", 120_000_000, 7_142, true],
    ]);
    // Over-insured art is not short; a policy without a value has no share.
    expect(review.policies.find((p) => p.name === "Art collection")).toMatchObject({ shortCents: 0, insuredBp: 10_416, belowCoinsurance: false });
    expect(review.policies.find((p) => p.name === "Cars")).toMatchObject({ shortCents: 0, insuredBp: null, belowCoinsurance: false });
  });

  it("sums premium and cover by kind, in the kinds' order", () => {
    expect(review.byKind).toEqual([
      { kind: "home", count: 2, premiumCents: 2_900_000, limitCents: 460_000_000 },
      { kind: "auto", count: 1, premiumCents: 650_000, limitCents: 50_000_000 },
      { kind: "umbrella", count: 1, premiumCents: 420_000, limitCents: 1_000_000_000 },
      { kind: "collection", count: 1, premiumCents: 900_000, limitCents: 250_000_000 },
    ]);
  });

  it("leaves no gap when the umbrella covers the net worth, and all of it without one", () => {
    expect(familyRiskReview({ policies: POLICIES, today: "2026-12-02", netWorthCents: 900_000_000 }).liabilityGapCents).toBe(0);
    expect(familyRiskReview({ policies: POLICIES.filter((p) => p.kind !== "umbrella"), today: "2026-12-02", netWorthCents: 900_000_000 })).toMatchObject({ umbrellaCents: 0, liabilityGapCents: 900_000_000 });
  });
});
