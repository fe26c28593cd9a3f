import type { PortfolioAnalysisView } from "../../../core/contracts/portfolio";
import { calendarDateIn } from "../../../core/format";
import { driftOf, REBALANCE_BAND_POINTS } from "../../../core/portfolio";
import { analysePortfolio, type AnalysedHolding, type ClassAlternative, type HoldingShare } from "../../../core/portfolio/analysis";
import { analysisFindings } from "../../../core/portfolio/analysis-findings";
import { ASSET_CLASS_LABELS, ASSET_CLASSES, findProduct, PRODUCTS, type AssetClass } from "../../../core/trading";
import type { Database } from "../../db/connection";
import { ensurePrices } from "../investment/prices";
import { money, oneDecimal, pct } from "./answer-numbers";
import { stateOf, type Known } from "./rebalance";

// Gold's investment analysis: the same holdings, cash and target the Portfolio page reads
// (rebalance.ts's state), analysed by core/portfolio/analysis.ts and said by its findings.

const share = (h: HoldingShare) => ({ productId: h.productId, symbol: h.symbol, name: h.name, assetClass: h.assetClass, share: pct(h.percent) });

/** Each class's lowest-cost product open at the member's level (ties by id), to compare dearer funds with. */
function cheapestByClass(level: number): Partial<Record<AssetClass, ClassAlternative>> {
  const out: Partial<Record<AssetClass, ClassAlternative>> = {};
  for (const assetClass of ASSET_CLASSES) {
    const pick = PRODUCTS.filter((p) => p.assetClass === assetClass && p.unlockLevel <= level).sort((a, b) => a.expenseRatioBps - b.expenseRatioBps || a.id.localeCompare(b.id))[0];
    if (pick) out[assetClass] = { productId: pick.id, symbol: pick.symbol, name: pick.name, expenseRatioBps: pick.expenseRatioBps };
  }
  return out;
}

export async function analysisOf(db: Database, userId: number, known?: Known): Promise<PortfolioAnalysisView> {
  await ensurePrices(db);
  const s = await stateOf(db, userId, known);
  const holdings: AnalysedHolding[] = s.valued.flatMap((h) => {
    const product = findProduct(h.productId);
    if (!product) return [];
    return [{ productId: h.productId, symbol: product.symbol, name: product.name, assetClass: product.assetClass, riskLevel: product.riskLevel, marketValueCents: h.marketValueCents, expenseRatioBps: product.expenseRatioBps, lots: h.lots, priceTicks: h.priceTicks, sellFeeBps: product.tradingFeeBps }];
  });
  const a = analysePortfolio({ holdings, cashCents: s.cashCents, riskProfile: s.member.riskProfile, drift: driftOf(s.target, s.holdings, s.cashCents), cheapestByClass: cheapestByClass(s.member.level), costBasisMethod: s.costBasisMethod, today: calendarDateIn("UTC") });
  const riskOf = new Map(holdings.map((h) => [h.productId, h.riskLevel]));
  return {
    invested: money(a.investedCents),
    riskProfile: a.risk.profile,
    band: REBALANCE_BAND_POINTS,
    findings: analysisFindings(a, REBALANCE_BAND_POINTS),
    concentration: { largest: a.concentration.largest ? share(a.concentration.largest) : null, effectiveHoldings: oneDecimal(a.concentration.effectiveHoldings), narrowShare: pct(a.concentration.narrowPercent) },
    fees: {
      weightedExpenseRatio: pct(a.fees.weightedBps / 100),
      yearlyCost: money(a.fees.yearlyCostCents),
      tenYearCost: money(a.fees.tenYearCostCents),
      possibleYearlySaving: money(a.fees.possibleYearlySavingCents),
      holdings: a.fees.lines.map((l) => ({
        ...share(l),
        expenseRatio: pct(l.expenseRatioBps / 100),
        yearlyCost: money(l.yearlyCostCents),
        cheaper: l.cheaper ? { productId: l.cheaper.productId, symbol: l.cheaper.symbol, name: l.cheaper.name, expenseRatio: pct(l.cheaper.expenseRatioBps / 100), yearlySaving: money(l.cheaper.yearlySavingCents) } : null,
      })),
    },
    risk: {
      maxRisk: a.risk.maxRisk,
      weightedRisk: oneDecimal(a.risk.weightedRisk),
      aboveShare: pct(a.risk.abovePercent),
      holdings: a.fees.lines.map((l) => {
        const riskLevel = riskOf.get(l.productId)!;
        return { ...share(l), riskLevel, aboveProfile: riskLevel > a.risk.maxRisk };
      }),
    },
    rebalancing: {
      outside: a.rebalancing.outside.map((d) => ({ assetClass: d.assetClass, label: ASSET_CLASS_LABELS[d.assetClass], drift: pct(d.driftPoints) })),
      sell: money(a.rebalancing.sellCents),
      realizedGain: money(a.rebalancing.realizedGainCents),
      shortTermGain: money(a.rebalancing.shortTermGainCents),
      longTermGain: money(a.rebalancing.longTermGainCents),
      costBasisMethod: a.rebalancing.costBasisMethod,
      buy: money(a.rebalancing.buyCents),
      cash: money(a.rebalancing.cashCents),
    },
    tax: {
      shortTermGain: money(a.tax.shortTermCents),
      longTermGain: money(a.tax.longTermCents),
      harvestableLoss: money(a.tax.harvestableLossCents),
      soonLongTerm: a.tax.soonLongTerm ? { gain: money(a.tax.soonLongTerm.gainCents), firstDate: a.tax.soonLongTerm.firstDate } : null,
      holdings: a.tax.holdings.map((h) => ({
        productId: h.productId,
        symbol: h.symbol,
        name: h.name,
        shortTermGain: money(h.shortTermCents),
        longTermGain: money(h.longTermCents),
        loss: money(h.lossCents),
        turnsLongTerm: h.turnsLongTerm ? { date: h.turnsLongTerm.date, gain: money(h.turnsLongTerm.gainCents) } : null,
        washSaleUntil: h.washSaleUntil,
        placement: h.placement,
      })),
    },
  };
}
