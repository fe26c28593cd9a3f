// Suitability (issue "Trading" §2): a product whose risk level is above what the member's assessed
// profile allows (or any product, without an assessment) needs an explicit acknowledgement, which
// is recorded on the order.
import type { RiskProfile } from "../investor/assessment";

/** The highest risk level each profile takes without an acknowledgement. */
export const MAX_RISK_FOR_PROFILE: Record<RiskProfile, number> = {
  conservative: 1,
  moderately_conservative: 2,
  moderate: 3,
  moderately_aggressive: 4,
  aggressive: 5,
};

/** The highest risk level a member takes without an acknowledgement: 0 without an assessment. */
export const maxRiskFor = (profile: RiskProfile | null): number => (profile === null ? 0 : MAX_RISK_FOR_PROFILE[profile]);

export const needsAcknowledgement = (riskLevel: number, profile: RiskProfile | null): boolean => riskLevel > maxRiskFor(profile);
