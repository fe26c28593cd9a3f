// Investment analysis (Gold's "Portfolio investment analysis"): the member's holdings read for
// concentration, what their funds cost, their risk against the assessed profile, and what it would
// take to bring the allocation back to its target. Pure figures; the words are in
// core/messages/portfolio.ts (ANALYSIS_MESSAGES) and the findings in ./analysis-findings.ts.
import type { RiskProfile } from "../investor/assessment";
import { roundCents } from "../money";
import { growMonthly } from "../planning/investment-growth";
import type { AssetClass } from "../trading/catalogue";
import { maxRiskFor } from "../trading/suitability";
import type { OpenLot } from "./holdings";
import type { CostBasisMethod } from "./lots";
import { estimateSale } from "./sale-estimate";
import { sellsToTarget, type Drift } from "./targets";
import { taxConsiderations, type TaxConsiderations } from "./tax-considerations";

/**
 * Classes whose one fund holds a narrow slice of the market (one sector, one private fund, direct
 * stakes in single companies): a large share in one of them is concentration, while a broad index,
 * bond, target-date or managed fund is diversified within itself.
 */
export const NARROW_CLASSES: readonly AssetClass[] = ["sector_etf", "private_investment", "uhnw_investment"];
/** One narrow holding above this share of the invested value is a concentration worth a look. */
export const NARROW_HOLDING_LIMIT_PERCENT = 10;
/** Narrow funds together above this share of the invested value. */
export const NARROW_TOTAL_LIMIT_PERCENT = 20;
/** The return assumed to show what the funds' costs take over ten years (before inflation). */
export const FEE_ILLUSTRATION = { years: 10, annualReturnPercent: 5 } as const;

export type AnalysedHolding = {
  productId: string;
  symbol: string;
  name: string;
  assetClass: AssetClass;
  riskLevel: number;
  marketValueCents: number;
  expenseRatioBps: number;
  /** The open lots, the latest close and the product's fee on a sale: what a sale of it would realize. */
  lots: readonly OpenLot[];
  priceTicks: number;
  sellFeeBps: number;
};

/** The lowest-cost product of a class open to the member, to compare a dearer fund with. */
export type ClassAlternative = { productId: string; symbol: string; name: string; expenseRatioBps: number };

export type AnalysisInput = {
  holdings: readonly AnalysedHolding[];
  /** Cash available to invest now (settled, less what open buys hold). */
  cashCents: number;
  riskProfile: RiskProfile | null;
  drift: readonly Drift[];
  cheapestByClass: Partial<Record<AssetClass, ClassAlternative>>;
  /** The method the member's sales close lots by, and today's date (the term of each lot a sale would close). */
  costBasisMethod: CostBasisMethod;
  today: string;
};

/** A holding with its share of the invested value, in percent. */
export type HoldingShare = { productId: string; symbol: string; name: string; assetClass: AssetClass; percent: number };

export type FeeLine = HoldingShare & {
  expenseRatioBps: number;
  yearlyCostCents: number;
  /** A product of the same class that costs less, and what the difference comes to in a year; null: none. */
  cheaper: (ClassAlternative & { yearlySavingCents: number }) | null;
};

export type PortfolioAnalysis = {
  investedCents: number;
  concentration: {
    largest: HoldingShare | null;
    /** 1 / Σ share², the number of equal holdings that would be as concentrated (0 with none). */
    effectiveHoldings: number;
    narrow: HoldingShare[];
    narrowPercent: number;
    /** Narrow holdings above NARROW_HOLDING_LIMIT_PERCENT, largest first. */
    overLimit: HoldingShare[];
  };
  fees: {
    /** The value-weighted expense ratio, in basis points (fractional). */
    weightedBps: number;
    yearlyCostCents: number;
    /** What the weighted expense ratio takes from the invested value over FEE_ILLUSTRATION's years, no more money added. */
    tenYearCostCents: number;
    lines: FeeLine[];
    /** The yearly cost saved if each dearer fund cost what its class's cheapest does. */
    possibleYearlySavingCents: number;
  };
  risk: {
    profile: RiskProfile | null;
    /** The highest risk level the profile takes without an acknowledgement (0 without a profile). */
    maxRisk: number;
    /** The value-weighted risk level, 1 to 5 (0 with no holdings). */
    weightedRisk: number;
    above: Array<HoldingShare & { riskLevel: number }>;
    abovePercent: number;
  };
  rebalancing: {
    outside: Drift[];
    /**
     * What selling the classes above their target back to it would raise, and the gain it would
     * realize (negative: a loss) at the latest closes today, lot by lot under the member's cost basis
     * method, net of the sale fees: in all, short-term and long-term.
     */
    sellCents: number;
    realizedGainCents: number;
    shortTermGainCents: number;
    longTermGainCents: number;
    costBasisMethod: CostBasisMethod;
    /** What buying the classes below their target up to it would take, and the cash available for it. */
    buyCents: number;
    cashCents: number;
  };
  /** Gains by term if sold today, losses to harvest, the wash sale rule, where each holding's income is taxed least. */
  tax: TaxConsiderations;
};

const percentOfTotal = (part: number, total: number) => (total > 0 ? (part / total) * 100 : 0);
const byValue = <T extends { percent: number; symbol: string }>(a: T, b: T) => b.percent - a.percent || a.symbol.localeCompare(b.symbol);

export function analysePortfolio(input: AnalysisInput): PortfolioAnalysis {
  const holdings = input.holdings.filter((h) => h.marketValueCents > 0);
  const investedCents = holdings.reduce((s, h) => s + h.marketValueCents, 0);
  const shareOf = (h: AnalysedHolding): HoldingShare => ({ productId: h.productId, symbol: h.symbol, name: h.name, assetClass: h.assetClass, percent: percentOfTotal(h.marketValueCents, investedCents) });
  const shares = holdings.map(shareOf).sort(byValue);

  const narrow = shares.filter((s) => NARROW_CLASSES.includes(s.assetClass));
  const concentration = {
    largest: shares[0] ?? null,
    effectiveHoldings: investedCents > 0 ? 1 / shares.reduce((s, h) => s + (h.percent / 100) ** 2, 0) : 0,
    narrow,
    narrowPercent: narrow.reduce((s, h) => s + h.percent, 0),
    overLimit: narrow.filter((h) => h.percent > NARROW_HOLDING_LIMIT_PERCENT),
  };

  const lines: FeeLine[] = holdings
    .map((h) => {
      const alternative = input.cheapestByClass[h.assetClass];
      const cheaper =
        alternative && alternative.productId !== h.productId && alternative.expenseRatioBps < h.expenseRatioBps
          ? { ...alternative, yearlySavingCents: roundCents((h.marketValueCents * (h.expenseRatioBps - alternative.expenseRatioBps)) / 10_000) }
          : null;
      return { ...shareOf(h), expenseRatioBps: h.expenseRatioBps, yearlyCostCents: roundCents((h.marketValueCents * h.expenseRatioBps) / 10_000), cheaper };
    })
    .sort(byValue);
  const weightedBps = investedCents > 0 ? holdings.reduce((s, h) => s + h.marketValueCents * h.expenseRatioBps, 0) / investedCents : 0;
  const months = FEE_ILLUSTRATION.years * 12;
  const withoutFees = growMonthly(investedCents, 0, months, FEE_ILLUSTRATION.annualReturnPercent, 0).balances.at(-1) ?? 0;
  const withFees = growMonthly(investedCents, 0, months, FEE_ILLUSTRATION.annualReturnPercent, weightedBps / 100).balances.at(-1) ?? 0;
  const fees = {
    weightedBps,
    yearlyCostCents: roundCents((investedCents * weightedBps) / 10_000),
    tenYearCostCents: withoutFees - withFees,
    lines,
    possibleYearlySavingCents: lines.reduce((s, l) => s + (l.cheaper?.yearlySavingCents ?? 0), 0),
  };

  const maxRisk = maxRiskFor(input.riskProfile);
  const above = holdings
    .filter((h) => h.riskLevel > maxRisk)
    .map((h) => ({ ...shareOf(h), riskLevel: h.riskLevel }))
    .sort(byValue);
  const risk = {
    profile: input.riskProfile,
    maxRisk,
    weightedRisk: investedCents > 0 ? holdings.reduce((s, h) => s + h.marketValueCents * h.riskLevel, 0) / investedCents : 0,
    above,
    abovePercent: above.reduce((s, h) => s + h.percent, 0),
  };

  // The sells are the ones Rebalance would place (each class's largest holdings first), each priced
  // as its fill would book it.
  const outside = input.drift.filter((d) => d.outsideBand);
  const byId = new Map(holdings.map((h) => [h.productId, h]));
  let sellCents = 0;
  let shortTermGainCents = 0;
  let longTermGainCents = 0;
  for (const sell of sellsToTarget(input.drift, holdings)) {
    const h = byId.get(sell.productId)!;
    const sale = estimateSale({ method: input.costBasisMethod, lots: h.lots, amountCents: sell.amountCents, priceTicks: h.priceTicks, feeBps: h.sellFeeBps, soldOn: input.today });
    sellCents += sell.amountCents;
    shortTermGainCents += sale.shortTermCents;
    longTermGainCents += sale.longTermCents;
  }
  const buyCents = outside.filter((d) => d.driftPoints < 0).reduce((s, d) => s + d.targetValueCents - d.valueCents, 0);
  const rebalancing = { outside, sellCents, realizedGainCents: shortTermGainCents + longTermGainCents, shortTermGainCents, longTermGainCents, costBasisMethod: input.costBasisMethod, buyCents, cashCents: Math.max(input.cashCents, 0) };
  return { investedCents, concentration, fees, risk, rebalancing, tax: taxConsiderations(holdings, input.today) };
}
