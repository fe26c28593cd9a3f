import type { PortfolioAnalysisView } from "../../core/contracts/portfolio";

/**
 * Gold's investment analysis as the API answers it, for the assistant's tests: the API test's
 * member, $33,000.00 of a technology fund and $20,000.00 of a municipal bond fund, a conservative
 * profile, $70,000.00 of cash, every class off its conservative target. The findings' words are
 * stand-ins ("Summary of fees."): their own tests are core/portfolio's.
 */
const share = (productId: string, symbol: string, name: string, assetClass: "sector_etf" | "government_bond", value: string) => ({ productId, symbol, name, assetClass, share: value });
const tech = share("sector-tech", "ENTEC", "Information Technology Sector ETF", "sector_etf", "62.26");
const muni = share("gov-muni", "ENMUN", "National Municipal Bond Fund", "government_bond", "37.74");
const finding = (key: "concentration" | "fees" | "risk" | "allocation" | "tax", attention = true) => ({ key, title: `Title of ${key}`, attention, summary: `Summary of ${key}.`, tradeOffs: `Trade-offs of ${key}.` });
export const analysisView: PortfolioAnalysisView = {
  invested: "53000.00",
  riskProfile: "conservative",
  band: 5,
  findings: [finding("concentration"), finding("fees"), finding("risk", false), finding("allocation"), finding("tax", false)],
  concentration: { largest: tech, effectiveHoldings: "1.9", narrowShare: "62.26" },
  fees: { weightedExpenseRatio: "0.11", yearlyCost: "57.00", tenYearCost: "570.00", possibleYearlySaving: "16.00", holdings: [] },
  risk: { maxRisk: 1, weightedRisk: "3.9", aboveShare: "100.00", holdings: [{ ...tech, riskLevel: 5, aboveProfile: true }, { ...muni, riskLevel: 2, aboveProfile: true }] },
  rebalancing: {
    outside: [
      { assetClass: "money_market", label: "Money market", drift: "-30.00" },
      { assetClass: "sector_etf", label: "Sector ETF", drift: "26.83" },
    ],
    sell: "33000.00",
    realizedGain: "3000.00",
    shortTermGain: "3000.00",
    longTermGain: "0.00",
    costBasisMethod: "fifo",
    buy: "103000.00",
    cash: "70000.00",
  },
  tax: {
    shortTermGain: "3000.00",
    longTermGain: "0.00",
    harvestableLoss: "0.00",
    soonLongTerm: null,
    holdings: [
      { productId: "sector-tech", symbol: "ENTEC", name: "Information Technology Sector ETF", shortTermGain: "3000.00", longTermGain: "0.00", loss: "0.00", turnsLongTerm: null, washSaleUntil: null, placement: "taxable" },
      { productId: "gov-muni", symbol: "ENMUN", name: "National Municipal Bond Fund", shortTermGain: "0.00", longTermGain: "0.00", loss: "0.00", turnsLongTerm: null, washSaleUntil: null, placement: "taxable" },
    ],
  },
};
