// Membership tiers and feature unlocks (requirements §1, §6; docs/architecture.md §6).
import { addCents, asCents, centsFromDollars, centsToDollars, formatUsd, subtractCents, ZERO_CENTS, type Cents } from "./money";

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

/** The 19 features of the Membership Overview, in requirements §6 order, with the tier that unlocks each. */
export const FEATURES = [
  { key: "news", label: "News", unlockLevel: 1, description: "Market, tax and policy news explained for investors." },
  { key: "tips", label: "Tips", unlockLevel: 1, description: "A practical money tip every day, chosen for your date." },
  { key: "calculators", label: "Calculators", unlockLevel: 2, description: "Budget, savings, loan, tax and retirement calculators that show their working." },
  { key: "chatbot", label: "Chatbot", unlockLevel: 2, description: "Enne answers questions about your money in plain language." },
  { key: "behavior-analysis", label: "Behavior analysis", unlockLevel: 3, description: "Patterns in your spending and saving, and what changed this month." },
  { key: "accounts", label: "Accounts", unlockLevel: 3, description: "Your accounts in one view, with balances and statements." },
  { key: "cash", label: "Cash", unlockLevel: 3, description: "Cash management: where idle money sits and what it earns." },
  { key: "individual-tax", label: "Individual tax", unlockLevel: 4, description: "Individual tax preparation and filing with specialist review." },
  { key: "investment-analysis", label: "Investment analysis", unlockLevel: 4, description: "Allocation, fees and risk of your portfolio, explained." },
  { key: "business-tax", label: "Business tax", unlockLevel: 5, description: "Returns and year-round planning for your business." },
  { key: "loans", label: "Loans", unlockLevel: 5, description: "Mortgages, refinancing and securities-backed lines of credit." },
  { key: "trusts", label: "Trusts", unlockLevel: 6, description: "Trust planning, funding and administration with your attorney." },
  { key: "entrepreneurship-resources", label: "Entrepreneurship resources", unlockLevel: 6, description: "Entity choice, funding and growth resources for owners." },
  { key: "executive-accounts", label: "Executive accounts", unlockLevel: 7, description: "Equity compensation and deferred pay, tracked and planned." },
  { key: "hnw-private-investments", label: "High-net-worth private investments", unlockLevel: 7, description: "Access to private funds and placements for qualified investors." },
  { key: "family-office", label: "Family office", unlockLevel: 8, description: "One team coordinating a family's finances, tax and estate." },
  { key: "custom-technology", label: "Custom technology", unlockLevel: 8, description: "Reporting and tools built around your family's structure." },
  { key: "foundation", label: "Foundation", unlockLevel: 9, description: "Setting up and running a private foundation." },
  { key: "uhnw-investments", label: "Ultra-high-net-worth investments", unlockLevel: 9, description: "Direct and co-investments for the largest portfolios." },
] as const satisfies ReadonlyArray<{ key: string; label: string; unlockLevel: TierLevel; description: string }>;

export type Feature = (typeof FEATURES)[number];
export type FeatureKey = Feature["key"];

export function tierByLevel(level: number): Tier {
  const tier = TIERS.find((t) => t.level === level);
  if (!tier) throw new RangeError(`memberLevel must be 1 to 9, got ${level}`);
  return tier;
}

/** Each tier's threshold in cents; Passengers have none. */
const THRESHOLDS = new Map<TierLevel, Cents | null>(TIERS.map((t) => [t.level, t.minAssets === null ? null : centsFromDollars(t.minAssets)]));
const thresholdCents = (tier: Tier) => THRESHOLDS.get(tier.level) ?? null;
/** Painite is "over $50,000,000": this much is still Taaffeite. */
const PAINITE_OVER = centsFromDollars(50_000_000);

/**
 * Dollars as the functions below take them (the API's answers, whole cents) into cents. A negative
 * or non-finite total counts as $0, as it always has (Bronze); a fraction of a cent is a bug in the
 * caller and throws.
 */
function assetsInCents(totalAssets: number | null): Cents | null {
  if (totalAssets === null) return null;
  return Number.isFinite(totalAssets) && totalAssets > 0 ? centsFromDollars(totalAssets) : ZERO_CENTS;
}

/**
 * requirements §6: no investor account means Passengers; with one, the highest tier whose threshold the
 * total assets reach. Painite is "over $50,000,000", so exactly $50M stays Taaffeite.
 */
export function levelForCents(totalAssets: Cents | null): TierLevel {
  if (totalAssets === null) return 1;
  if (totalAssets > PAINITE_OVER) return 9;
  let level: TierLevel = 2;
  for (const tier of TIERS) {
    const threshold = thresholdCents(tier);
    if (threshold !== null && tier.level < 9 && totalAssets >= threshold) level = tier.level;
  }
  return level;
}

/** levelForCents for a total in dollars. */
export function levelForAssets(totalAssets: number | null): TierLevel {
  return levelForCents(assetsInCents(totalAssets));
}

/** Each tier includes everything in the lower ones (requirements §6). */
export function hasFeature(level: number, feature: FeatureKey): boolean {
  const entry = FEATURES.find((f) => f.key === feature);
  return entry !== undefined && level >= entry.unlockLevel;
}

export function featuresUnlockedAt(level: TierLevel): Feature[] {
  return FEATURES.filter((f) => f.unlockLevel === level);
}

/** How to qualify, as the tier wheel and the overview state it. */
export function qualifyingText(tier: Tier): string {
  const usd = (dollars: number) => formatUsd(centsFromDollars(dollars));
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

/** The tier above, or null at Painite. */
export function nextTier(level: number): Tier | null {
  return TIERS.find((t) => t.level === level + 1) ?? null;
}

/**
 * How much more in assets a member needs to reach `level` (requirements §6 thresholds): 0 once there.
 * Passengers need an investor account, not money: Bronze starts at $0. Painite is "over $50M",
 * so reaching it needs one cent more than $50,000,000.
 */
export function centsNeededFor(level: number, totalAssets: Cents | null): Cents {
  const tier = tierByLevel(level);
  const threshold = tier.level === 9 ? addCents(PAINITE_OVER, asCents(1)) : thresholdCents(tier);
  if (threshold === null) return ZERO_CENTS;
  const needed = subtractCents(threshold, totalAssets ?? ZERO_CENTS);
  return needed > 0 ? needed : ZERO_CENTS;
}

/** centsNeededFor in dollars, for a total in dollars. */
export function assetsNeededFor(level: number, totalAssets: number | null): number {
  return centsToDollars(centsNeededFor(level, assetsInCents(totalAssets)));
}

/** The tier that unlocks a feature. */
export function tierForFeature(feature: FeatureKey): Tier {
  return tierByLevel(FEATURES.find((f) => f.key === feature)!.unlockLevel);
}

/** "This feature unlocks at Gold. Add $70,000 in assets on the platform to get there." */
export function lockedFeatureMessageFor(feature: FeatureKey, totalAssets: Cents | null): string {
  const tier = tierForFeature(feature);
  const label = FEATURES.find((f) => f.key === feature)!.label;
  if (totalAssets === null && tier.level === 2) return `${label} unlocks at Bronze: open an investor account to get there.`;
  return `${label} unlocks at ${tier.label}. Add ${formatUsd(centsNeededFor(tier.level, totalAssets))} in assets on the platform to get there.`;
}

/** lockedFeatureMessageFor a total in dollars. */
export function lockedFeatureMessage(feature: FeatureKey, totalAssets: number | null): string {
  return lockedFeatureMessageFor(feature, assetsInCents(totalAssets));
}
