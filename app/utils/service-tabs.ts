import type { ServiceName } from "../../core/services";
import type { FeatureKey } from "../../core/tiers";

export type ServiceTab = { key: string; label: string; feature?: FeatureKey };

const COMMON: ServiceTab[] = [
  { key: "overview", label: "Overview" },
  { key: "learn", label: "Learn" },
];

/** spec §2 named sub-pages; the feature each one is behind (spec §6), where it has one. */
const NAMED: Partial<Record<ServiceName, ServiceTab[]>> = {
  investments: [
    { key: "product", label: "Products", feature: "investment-analysis" },
    { key: "open-account", label: "Open an account" },
  ],
  tax: [{ key: "filing", label: "Filing", feature: "individual-tax" }],
};

export const serviceTabs = (service: ServiceName): ServiceTab[] => [...COMMON, ...(NAMED[service] ?? [])];
