import type { MiddlewareHandler } from "hono";
import { centsToDollars } from "../../../core/money";
import { centsNeededFor, lockedFeatureMessageFor, tierForFeature, type FeatureKey } from "../../../core/tiers";
import { fail } from "../../../core/envelope";
import { callerInvestorAccount } from "./caller-account";
import { membershipOf, totalAssetsCents } from "./service";
import type { ApiEnv } from "../../platform/context";

/**
 * requirements §6 gating, enforced here: below the feature's tier the answer is 403 TierRequired with
 * the tier that unlocks it and the assets still needed; the feature's data is never sent.
 * Mount after requireSession("full").
 */
export function requireFeature(feature: FeatureKey): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const account = await callerInvestorAccount(c);
    const { memberLevel } = membershipOf(account);
    const tier = tierForFeature(feature);
    if (memberLevel < tier.level) {
      const total = totalAssetsCents(account);
      return c.json(
        {
          ...fail("TierRequired", lockedFeatureMessageFor(feature, total)),
          data: { feature, requiredLevel: tier.level, requiredTier: tier.label, assetsNeeded: centsToDollars(centsNeededFor(tier.level, total)) },
        },
        403,
      );
    }
    await next();
  };
}
