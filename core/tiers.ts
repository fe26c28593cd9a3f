// Membership tiers and feature unlocks (spec §1, §6; ARCHITECTURE §6).

export const TIERS = [
  { level: 1, key: "passengers", label: "Passengers", minAssets: null },
  { level: 2, key: "bronze", label: "Bronze", minAssets: 0 },
  { level: 3, key: "silver", label: "Silver", minAssets: 30_000 },
  { level: 4, key: "gold", label: "Gold", minAssets: 100_000 },
  { level: 5, key: "platinum", label: "Platinum", minAssets: 500_000 },
  { level: 6, key: "diamond", label: "Diamond", minAssets: 1_000_000 },
  { level: 7, key: "emerald", label: "Emerald", minAssets: 5_000_000 },
  { level: 8, key: "taaffeite", label: "Taaffeite", minAssets: 10_000_000 },
  { level: 9, key: "painite", label: "Painite", minAssets: 50_000_000 },
] as const;

export type Tier = (typeof TIERS)[number];
export type TierLevel = Tier["level"];
export type TierKey = Tier["key"];

/** The 19 features of the Membership Overview, in spec §6 order, with the tier that unlocks each. */
export const FEATURES = [
  { key: "news", label: "News", unlockLevel: 1 },
  { key: "tips", label: "Tips", unlockLevel: 1 },
  { key: "calculators", label: "Calculators", unlockLevel: 2 },
  { key: "chatbot", label: "Chatbot", unlockLevel: 2 },
  { key: "behavior-analysis", label: "Behavior analysis", unlockLevel: 3 },
  { key: "accounts", label: "Accounts", unlockLevel: 3 },
  { key: "cash", label: "Cash", unlockLevel: 3 },
  { key: "individual-tax", label: "Individual tax", unlockLevel: 4 },
  { key: "investment-analysis", label: "Investment analysis", unlockLevel: 4 },
  { key: "business-tax", label: "Business tax", unlockLevel: 5 },
  { key: "loans", label: "Loans", unlockLevel: 5 },
  { key: "trusts", label: "Trusts", unlockLevel: 6 },
  { key: "entrepreneurship-resources", label: "Entrepreneurship resources", unlockLevel: 6 },
  { key: "executive-accounts", label: "Executive accounts", unlockLevel: 7 },
  { key: "hnw-private-investments", label: "High-net-worth private investments", unlockLevel: 7 },
  { key: "family-office", label: "Family office", unlockLevel: 8 },
  { key: "custom-technology", label: "Custom technology", unlockLevel: 8 },
  { key: "foundation", label: "Foundation", unlockLevel: 9 },
  { key: "uhnw-investments", label: "Ultra-high-net-worth investments", unlockLevel: 9 },
] as const satisfies ReadonlyArray<{ key: string; label: string; unlockLevel: TierLevel }>;

export type Feature = (typeof FEATURES)[number];
export type FeatureKey = Feature["key"];

export function tierByLevel(level: number): Tier {
  const tier = TIERS.find((t) => t.level === level);
  if (!tier) throw new RangeError(`memberLevel must be 1 to 9, got ${level}`);
  return tier;
}

/**
 * spec §6: no investor account means Passengers; with one, the highest tier whose threshold the
 * total assets reach. Painite is "over $50,000,000", so exactly $50M stays Taaffeite.
 */
export function levelForAssets(totalAssets: number | null): TierLevel {
  if (totalAssets === null) return 1;
  if (!Number.isFinite(totalAssets) || totalAssets < 0) return 2;
  if (totalAssets > 50_000_000) return 9;
  let level: TierLevel = 2;
  for (const tier of TIERS) {
    if (tier.minAssets !== null && tier.level < 9 && totalAssets >= tier.minAssets) level = tier.level;
  }
  return level;
}

/** Each tier includes everything in the lower ones (spec §6). */
export function hasFeature(level: number, feature: FeatureKey): boolean {
  const entry = FEATURES.find((f) => f.key === feature);
  return entry !== undefined && level >= entry.unlockLevel;
}

export function featuresUnlockedAt(level: TierLevel): Feature[] {
  return FEATURES.filter((f) => f.unlockLevel === level);
}

/** How to qualify, as the tier wheel and the overview state it. */
export function qualifyingText(tier: Tier): string {
  const usd = (n: number) => `$${n.toLocaleString("en-US")}`;
  switch (tier.level) {
    case 1:
      return "Anyone, always welcome: no investor account needed.";
    case 9:
      return `Over ${usd(50_000_000)} in combined assets on the platform.`;
    default: {
      const next = TIERS[tier.level];
      return `${usd(tier.minAssets ?? 0)} to under ${usd(next.minAssets ?? 0)} in combined assets on the platform.`;
    }
  }
}
