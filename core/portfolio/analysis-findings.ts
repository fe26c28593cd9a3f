// The investment analysis in plain language: one finding per question the Gold service card names
// (concentration, costs, risk against the stated tolerance, allocation against the target) and the
// tax service's Gold card (gains by term, losses to harvest, where each holding is taxed least), each
// saying what was found, why it matters and the trade-offs of changing it. Read by the analysis
// page and by Enne, from the same figures.
import { tenths } from "../format/numbers";
import { ANALYSIS_MESSAGES as M, COST_BASIS_LABELS } from "../messages/portfolio";
import { RISK_PROFILE_LABELS } from "../messages/investor";
import { asCents, formatUsd } from "../money";
import { ASSET_CLASS_LABELS } from "../trading/catalogue";
import { formatCalendarDate } from "../format/dates";
import { FEDERAL_TAX_YEARS, federalTaxYear } from "../tax/federal-tax-tables";
import { LONG_TERM_SOON_DAYS, WASH_SALE_DAYS, type Placement } from "./tax-considerations";
import { FEE_ILLUSTRATION, NARROW_HOLDING_LIMIT_PERCENT, NARROW_TOTAL_LIMIT_PERCENT, type PortfolioAnalysis } from "./analysis";

/** The service card's four questions, then the tax service's "Tax-aware investment analysis" (same tier). */
export const FINDING_KEYS = ["concentration", "fees", "risk", "allocation", "tax"] as const;
export type FindingKey = (typeof FINDING_KEYS)[number];
export type Finding = { key: FindingKey; title: string; attention: boolean; summary: string; tradeOffs: string };

/** A share with one decimal ("42.5%"), a whole one without ("40%"). */
export const shareText = (percent: number) => `${tenths(percent)}%`;
/** An expense ratio in basis points as a percentage with two decimals ("0.08%"). */
export const expenseText = (bps: number) => `${(bps / 100).toFixed(2)}%`;
const usd = (cents: number) => formatUsd(asCents(cents), { cents: true });
const usdWhole = (dollars: number) => formatUsd(asCents(dollars * 100), { cents: false });
/** "a $100.00 gain", "a $40.00 loss"; null for nothing realized in that term. */
const termResult = (cents: number) => (cents === 0 ? null : cents > 0 ? `a ${usd(cents)} gain` : `a ${usd(-cents)} loss`);
const points = (p: number) => `${tenths(Math.abs(p))} points`;

function concentration(a: PortfolioAnalysis): Finding {
  const c = a.concentration;
  const largest = c.largest!;
  const over = c.overLimit;
  const attention = over.length > 0 || c.narrowPercent > NARROW_TOTAL_LIMIT_PERCENT;
  const parts = [M.largestHolding(largest.name, largest.symbol, shareText(largest.percent)), M.effectiveHoldings(c.effectiveHoldings)];
  if (over.length > 0) parts.push(M.narrowOver(over.map((h) => `${h.name} (${shareText(h.percent)})`), NARROW_HOLDING_LIMIT_PERCENT));
  if (c.narrow.length > 0) parts.push(M.narrowTotal(shareText(c.narrowPercent), c.narrowPercent > NARROW_TOTAL_LIMIT_PERCENT, NARROW_TOTAL_LIMIT_PERCENT));
  else parts.push(M.noNarrow);
  return { key: "concentration", title: M.titles.concentration, attention, summary: parts.join(" "), tradeOffs: M.concentrationTradeOffs };
}

function fees(a: PortfolioAnalysis): Finding {
  const f = a.fees;
  const dearer = f.lines.filter((l) => l.cheaper);
  const parts = [M.weightedFees(expenseText(f.weightedBps), usd(f.yearlyCostCents)), M.tenYearFees(usd(f.tenYearCostCents), FEE_ILLUSTRATION.years, FEE_ILLUSTRATION.annualReturnPercent)];
  if (dearer.length > 0) parts.push(M.cheaperInClass(dearer.length, usd(f.possibleYearlySavingCents)));
  return { key: "fees", title: M.titles.fees, attention: dearer.length > 0, summary: parts.join(" "), tradeOffs: M.feesTradeOffs };
}

function risk(a: PortfolioAnalysis): Finding {
  const r = a.risk;
  const weighted = tenths(r.weightedRisk, true);
  if (r.profile === null) return { key: "risk", title: M.titles.risk, attention: true, summary: M.noProfile(weighted), tradeOffs: M.riskTradeOffs };
  const label = RISK_PROFILE_LABELS[r.profile].label.toLowerCase();
  const summary = r.above.length === 0 ? M.withinProfile(weighted, label, r.maxRisk) : M.aboveProfile(weighted, label, r.maxRisk, shareText(r.abovePercent), r.above.map((h) => `${h.name} (risk ${h.riskLevel})`));
  return { key: "risk", title: M.titles.risk, attention: r.above.length > 0, summary, tradeOffs: M.riskTradeOffs };
}

function allocation(a: PortfolioAnalysis, band: number): Finding {
  const b = a.rebalancing;
  if (b.outside.length === 0) return { key: "allocation", title: M.titles.allocation, attention: false, summary: M.withinBand(band), tradeOffs: M.allocationTradeOffs };
  const off = b.outside.map((d) => `${ASSET_CLASS_LABELS[d.assetClass]} ${d.driftPoints > 0 ? "above" : "below"} by ${points(d.driftPoints)}`);
  const parts = [M.outsideBand(off, band)];
  if (b.sellCents > 0) {
    parts.push(M.sellToTarget(usd(b.sellCents), b.realizedGainCents >= 0 ? M.gainRealized(usd(b.realizedGainCents)) : M.lossRealized(usd(-b.realizedGainCents))));
    if (b.shortTermGainCents !== 0 || b.longTermGainCents !== 0) {
      // "First in, first out (FIFO)" reads "first in, first out" inside the sentence's parentheses.
      const method = COST_BASIS_LABELS[b.costBasisMethod].replace(/ \([^)]*\)$/, "").toLowerCase();
      parts.push(M.realizedTerms(method, { short: termResult(b.shortTermGainCents), long: termResult(b.longTermGainCents) }));
    }
  }
  if (b.buyCents > 0) parts.push(M.buyToTarget(usd(b.buyCents), usd(b.cashCents), b.cashCents >= b.buyCents));
  return { key: "allocation", title: M.titles.allocation, attention: true, summary: parts.join(" "), tradeOffs: M.allocationTradeOffs };
}

/** "a $100.00 gain", "a $40.00 loss", or "nothing". */
const resultText = (cents: number) => termResult(cents) ?? "nothing";

// The net capital loss deductible against ordinary income, from the latest tax year the estimator
// knows; read when a finding is written (a module-level call would keep the tables in every bundle
// that imports FINDING_KEYS).
const lossLimit = () => federalTaxYear(FEDERAL_TAX_YEARS.at(-1)!).capitalGains.lossLimit;

const PLACEMENT_SENTENCES: ReadonlyArray<[Placement, (names: readonly string[]) => string]> = [
  ["tax-deferred", M.deferredFit],
  ["taxable", M.taxableFit],
  ["depends", M.dependsFit],
];

function tax(a: PortfolioAnalysis): Finding {
  const t = a.tax;
  const parts = [M.byTerm(resultText(t.shortTermCents), resultText(t.longTermCents))];
  if (t.soonLongTerm) parts.push(M.soonLongTerm(usd(t.soonLongTerm.gainCents), LONG_TERM_SOON_DAYS, formatCalendarDate(t.soonLongTerm.firstDate)));
  const losing = t.holdings.filter((h) => h.lossCents < 0);
  if (losing.length > 0) {
    const limit = lossLimit();
    parts.push(M.harvest(losing.map((h) => `${h.name} (${usd(-h.lossCents)})`), usd(t.harvestableLossCents), usdWhole(limit.single), usdWhole(limit.married_filing_separately)));
  } else parts.push(M.noHarvest);
  const washing = t.holdings.filter((h) => h.washSaleUntil !== null);
  if (washing.length > 0) parts.push(M.washSale(washing.map((h) => `${h.name} (until ${formatCalendarDate(h.washSaleUntil!)})`), WASH_SALE_DAYS));
  for (const [placement, say] of PLACEMENT_SENTENCES) {
    const names = t.holdings.filter((h) => h.placement === placement).map((h) => h.name);
    if (names.length > 0) parts.push(say(names));
  }
  return { key: "tax", title: M.titles.tax, attention: losing.length > 0 || t.soonLongTerm !== null, summary: parts.join(" "), tradeOffs: M.taxTradeOffs };
}

/** The findings, in the card's order; none without holdings (the page says so instead). */
export function analysisFindings(a: PortfolioAnalysis, band: number): Finding[] {
  if (a.investedCents <= 0) return [];
  return [concentration(a), fees(a), risk(a), allocation(a, band), tax(a)];
}
