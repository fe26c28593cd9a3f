import type { FeatureKey } from "../../core/tiers";
import type { Upstream } from "./client.server";
import { UpstreamError } from "./errors";

export type InvestorAccountView = {
  opened: boolean;
  cash: number;
  holdings: number;
  totalAssets: number | null;
  memberLevel: number;
  membership: string;
  next: { level: number; label: string; assetsNeeded: number } | null;
};

export async function getInvestorAccount(upstream: Upstream): Promise<InvestorAccountView> {
  return (await upstream.call<InvestorAccountView>({ method: "GET", path: "/api/investor/account" })).data;
}

export async function openInvestorAccount(upstream: Upstream): Promise<InvestorAccountView> {
  return (await upstream.call<InvestorAccountView>({ path: "/api/investor/account/open", json: {} })).data;
}

export type FeatureAccess =
  | { open: true; feature: { key: FeatureKey; label: string; description: string } }
  | { open: false; message: string };

/** A gated feature: its data when the member's tier allows it, else why not (403 TierRequired). */
export async function getFeature(upstream: Upstream, key: FeatureKey): Promise<FeatureAccess> {
  try {
    const result = await upstream.call<{ key: FeatureKey; label: string; description: string }>({ method: "GET", path: `/api/features/${key}` });
    return { open: true, feature: result.data };
  } catch (error) {
    if (error instanceof UpstreamError && error.errorCode === "TierRequired") {
      return { open: false, message: error.serverMessage ?? error.message };
    }
    throw error;
  }
}
