import type { RiskProfile } from "../investor/assessment";

// The expected return and volatility a retirement plan starts from (issue "Planning and budgeting"
// §1: prefilled from the assessed risk profile). Long-run nominal figures for a portfolio of the
// profile's mix of bonds and stocks, rounded to whole percents: a starting point the member can
// change, not a forecast.

export type MarketAssumption = { returnPercent: number; volatilityPercent: number };

export const RISK_PROFILE_MARKETS: Record<RiskProfile, MarketAssumption> = {
  conservative: { returnPercent: 4, volatilityPercent: 5 },
  moderately_conservative: { returnPercent: 5, volatilityPercent: 8 },
  moderate: { returnPercent: 6, volatilityPercent: 11 },
  moderately_aggressive: { returnPercent: 7, volatilityPercent: 14 },
  aggressive: { returnPercent: 8, volatilityPercent: 17 },
};

/** Without an assessment: a balanced portfolio's figures. */
export const DEFAULT_MARKET: MarketAssumption = { returnPercent: 6, volatilityPercent: 12 };
