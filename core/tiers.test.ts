import { describe, expect, it } from "vitest";
import { OVERVIEW_FEATURE_COUNT, TIER_COUNT } from "./constants";
import { addCents, asCents } from "./money";
import { assetsNeededFor, centsNeededFor, FEATURES, hasFeature, levelForAssets, levelForCents, lockedFeatureMessage, lockedFeatureMessageFor, nextTier, qualifyingText, TIERS, tierByLevel } from "./tiers";

describe("tiers (requirements §6)", () => {
  it("has nine tiers in spec order and 19 features", () => {
    expect(TIERS.map((t) => t.label)).toEqual([
      "Passengers", "Bronze", "Silver", "Gold", "Platinum", "Diamond", "Emerald", "Taaffeite", "Painite",
    ]);
    expect(TIERS).toHaveLength(TIER_COUNT);
    expect(FEATURES).toHaveLength(OVERVIEW_FEATURE_COUNT);
  });

  it.each([
    [null, 1],
    [0, 2],
    [29_999.99, 2],
    [30_000, 3],
    [99_999, 3],
    [100_000, 4],
    [500_000, 5],
    [999_999, 5],
    [1_000_000, 6],
    [5_000_000, 7],
    [10_000_000, 8],
    [50_000_000, 8], // "over $50,000,000" is Painite; exactly 50M is not over
    [50_000_000.01, 9],
  ])("assets %s give level %s", (assets, level) => {
    expect(levelForAssets(assets)).toBe(level);
  });

  it("unlocks each feature at its tier and keeps it in every higher tier", () => {
    const unlocks: Record<number, string[]> = {};
    for (const f of FEATURES) (unlocks[f.unlockLevel] ??= []).push(f.key);
    expect(unlocks).toEqual({
      1: ["news", "tips"],
      2: ["calculators", "chatbot"],
      3: ["behavior-analysis", "accounts", "cash"],
      4: ["individual-tax", "investment-analysis"],
      5: ["business-tax", "loans"],
      6: ["trusts", "entrepreneurship-resources"],
      7: ["executive-accounts", "hnw-private-investments"],
      8: ["family-office", "custom-technology"],
      9: ["foundation", "uhnw-investments"],
    });
    for (const feature of FEATURES) {
      for (let level = 1; level <= 9; level++) {
        expect(hasFeature(level, feature.key)).toBe(level >= feature.unlockLevel);
      }
    }
  });

  it("states how to qualify from the §6 ranges", () => {
    expect(qualifyingText(tierByLevel(3))).toBe("$30,000 to under $100,000 in combined assets on the platform.");
    expect(qualifyingText(tierByLevel(9))).toBe("Over $50,000,000 in combined assets on the platform.");
    expect(() => tierByLevel(10)).toThrow(RangeError);
  });
});

describe("what the next tier takes", () => {
  it("computes the amount still needed", () => {
    expect(assetsNeededFor(4, 30_000)).toBe(70_000);
    expect(assetsNeededFor(4, 150_000)).toBe(0);
    expect(assetsNeededFor(9, 50_000_000)).toBe(0.01);
    expect(assetsNeededFor(2, null)).toBe(0);
    expect(nextTier(8)?.label).toBe("Painite");
    expect(nextTier(9)).toBeNull();
  });
  it("says which tier unlocks a feature and what it takes", () => {
    expect(lockedFeatureMessage("individual-tax", 30_000)).toBe("Individual tax unlocks at Gold. Add $70,000 in assets on the platform to get there.");
    expect(lockedFeatureMessage("chatbot", null)).toBe("Chatbot unlocks at Bronze: open an investor account to get there.");
  });
});

describe("tiers in cents", () => {
  it("compares whole cents, never float dollars", () => {
    expect(levelForCents(null)).toBe(1);
    expect(levelForCents(asCents(2_999_999))).toBe(2);
    expect(levelForCents(asCents(3_000_000))).toBe(3);
    expect(levelForCents(asCents(5_000_000_000))).toBe(8);
    expect(levelForCents(asCents(5_000_000_001))).toBe(9);
    // $0.10 + $0.20 in cents is exactly 30 cents; in float dollars it is 0.30000000000000004.
    expect(centsNeededFor(3, addCents(asCents(2_999_960), addCents(asCents(10), asCents(20))))).toBe(10);
    expect(centsNeededFor(9, asCents(5_000_000_000))).toBe(1);
    expect(centsNeededFor(2, null)).toBe(0);
  });
  it("states what a locked feature takes, to the cent", () => {
    expect(lockedFeatureMessageFor("individual-tax", asCents(2_999_999))).toBe("Individual tax unlocks at Gold. Add $70,000.01 in assets on the platform to get there.");
    expect(lockedFeatureMessage("uhnw-investments", 50_000_000)).toBe("Ultra-high-net-worth investments unlocks at Painite. Add $0.01 in assets on the platform to get there.");
    expect(levelForAssets(-5)).toBe(2);
    expect(levelForAssets(Number.NaN)).toBe(2);
  });
});
