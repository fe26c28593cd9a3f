// The investment product catalogue (issue "Trading" §1): about forty products across the asset
// classes, each with the tier that unlocks it (core/tiers.ts). Prices are in core/trading/prices.ts;
// money is integer cents, expense ratios and fees whole basis points (1 bp = 0.01 %).
import { FEATURES, tierByLevel, type FeatureKey, type TierLevel } from "../tiers";

export const ASSET_CLASSES = [
  "money_market",
  "government_bond",
  "corporate_bond",
  "index_etf",
  "sector_etf",
  "target_date",
  "cd",
  "managed_portfolio",
  "private_investment",
  "uhnw_investment",
] as const;
export type AssetClass = (typeof ASSET_CLASSES)[number];

export const ASSET_CLASS_LABELS: Record<AssetClass, string> = {
  money_market: "Money market",
  government_bond: "Government bond fund",
  corporate_bond: "Corporate bond fund",
  index_etf: "Broad index ETF",
  sector_etf: "Sector ETF",
  target_date: "Target-date fund",
  cd: "Certificate of deposit",
  managed_portfolio: "Managed portfolio",
  private_investment: "Private investment",
  uhnw_investment: "Ultra-high-net-worth investment",
};

export type RiskLevel = 1 | 2 | 3 | 4 | 5;

export type Product = {
  /** The id in paths: lower-case, stable. */
  readonly id: string;
  readonly symbol: string;
  readonly name: string;
  readonly assetClass: AssetClass;
  readonly riskLevel: RiskLevel;
  /** The smallest buy, in cents. */
  readonly minimumInvestmentCents: number;
  /** The yearly expense ratio (or management fee), in basis points. */
  readonly expenseRatioBps: number;
  /** The fee on each fill, in basis points of the traded amount (0 for most funds). */
  readonly tradingFeeBps: number;
  readonly description: string;
  /** The tier level that unlocks buying it (core/tiers.ts): Bronze for the open catalogue. */
  readonly unlockLevel: TierLevel;
  /** The feature of core/tiers.ts that gates it, for the gated classes. */
  readonly unlockFeature: FeatureKey | null;
  /** The first close of the generated history, in ticks ($0.0001). */
  readonly startPriceTicks: number;
  /** CDs and money market: the yearly yield in basis points, accrued daily on a price that starts at par. */
  readonly yieldBps: number | null;
  /** CDs: the term in months. */
  readonly termMonths: number | null;
};

const featureLevel = (key: FeatureKey): TierLevel => FEATURES.find((f) => f.key === key)!.unlockLevel;
const PRIVATE_LEVEL = featureLevel("hnw-private-investments");
const UHNW_LEVEL = featureLevel("uhnw-investments");
const OPEN_LEVEL: TierLevel = 2;

const dollars = (d: number) => Math.round(d * 100);
const price = (d: number) => Math.round(d * 10_000);
/** Money market and CDs start at par: $100.0000 a unit. */
const PAR = price(100);

type Row = [id: string, symbol: string, name: string, risk: RiskLevel, minimumDollars: number, expenseBps: number, startPrice: number, description: string];

function rows(assetClass: AssetClass, list: Row[], extra: Partial<Product> = {}): Product[] {
  const gated = assetClass === "private_investment" ? "hnw-private-investments" : assetClass === "uhnw_investment" ? "uhnw-investments" : null;
  return list.map(([id, symbol, name, riskLevel, minimum, expenseRatioBps, start, description]) => ({
    id,
    symbol,
    name,
    assetClass,
    riskLevel,
    minimumInvestmentCents: dollars(minimum),
    expenseRatioBps,
    tradingFeeBps: 0,
    description,
    unlockLevel: gated === "hnw-private-investments" ? PRIVATE_LEVEL : gated === "uhnw-investments" ? UHNW_LEVEL : OPEN_LEVEL,
    unlockFeature: gated,
    startPriceTicks: price(start),
    yieldBps: null,
    termMonths: null,
    ...extra,
  }));
}

function cd(id: string, symbol: string, months: number, yieldBps: number, minimum: number): Product {
  const term = months >= 12 ? `${months / 12}-year` : `${months}-month`;
  return {
    id,
    symbol,
    name: `${term} certificate of deposit`,
    assetClass: "cd",
    riskLevel: 1,
    minimumInvestmentCents: dollars(minimum),
    expenseRatioBps: 0,
    tradingFeeBps: 0,
    description: `A bank certificate of deposit at a fixed ${yieldBps / 100}% a year for ${months} months, insured up to the FDIC limit. The price starts at par and accrues the interest daily.`,
    unlockLevel: OPEN_LEVEL,
    unlockFeature: null,
    startPriceTicks: PAR,
    yieldBps,
    termMonths: months,
  };
}

export const PRODUCTS: readonly Product[] = Object.freeze([
  ...rows("money_market", [
    ["mm-treasury", "ENTMM", "EnPlus Treasury Money Market", 1, 1, 9, 100, "Short-term US Treasury bills and repurchase agreements; the place for cash waiting to be invested."],
    ["mm-prime", "ENPMM", "EnPlus Prime Money Market", 1, 1, 14, 100, "High-quality short-term corporate and bank debt, for a little more yield on idle cash."],
  ]).map((p) => ({ ...p, startPriceTicks: PAR, yieldBps: p.id === "mm-treasury" ? 480 : 510 })),
  ...rows("government_bond", [
    ["gov-short", "ENSTG", "Short-Term Treasury Index Fund", 2, 1_000, 4, 20, "US Treasury notes maturing in one to three years: low volatility, modest income."],
    ["gov-intermediate", "ENITG", "Intermediate Treasury Index Fund", 2, 1_000, 5, 60, "Treasuries maturing in three to ten years, more sensitive to interest rates than short-term ones."],
    ["gov-tips", "ENTIP", "Inflation-Protected Securities Fund", 2, 1_000, 7, 25, "Treasury Inflation-Protected Securities, whose principal rises with the consumer price index."],
    ["gov-muni", "ENMUN", "National Municipal Bond Fund", 2, 3_000, 12, 11, "Investment-grade municipal bonds whose interest is generally free of federal income tax."],
  ]),
  ...rows("corporate_bond", [
    ["corp-ig", "ENCIG", "Investment-Grade Corporate Bond Fund", 3, 1_000, 10, 80, "Bonds of large US companies rated BBB or better, paying more than Treasuries for some credit risk."],
    ["corp-hy", "ENCHY", "High-Yield Corporate Bond Fund", 3, 1_000, 35, 36, "Bonds of companies rated below investment grade: higher income, with more risk of default."],
    ["corp-total", "ENBND", "Total Bond Market Index Fund", 2, 1_000, 3, 72, "The whole US investment-grade bond market in one fund: Treasuries, agencies and corporates."],
    ["corp-intl", "ENIBD", "International Bond Index Fund (hedged)", 3, 1_000, 9, 49, "Investment-grade bonds outside the US, with the currency risk hedged to the dollar."],
  ]),
  ...rows("index_etf", [
    ["etf-total-us", "ENTSM", "Total US Stock Market ETF", 4, 1, 3, 210, "Every listed US company, large to small, weighted by market value."],
    ["etf-sp500", "ENSPX", "S&P 500 Index ETF", 4, 1, 3, 380, "The 500 largest US companies, the most followed gauge of the US market."],
    ["etf-intl", "ENINT", "Total International Stock ETF", 4, 1, 7, 58, "Developed and emerging markets outside the US in one fund."],
    ["etf-emerging", "ENEMG", "Emerging Markets Stock ETF", 5, 1, 8, 42, "Companies in fast-growing economies such as India, Brazil and Taiwan, with larger swings."],
    ["etf-small-cap", "ENSML", "US Small-Cap Index ETF", 5, 1, 5, 190, "Smaller US companies: more growth potential and more volatility than the large ones."],
    ["etf-dividend", "ENDIV", "Dividend Appreciation ETF", 3, 1, 6, 150, "US companies with a record of raising their dividends every year."],
  ]),
  ...rows("sector_etf", [
    ["sector-tech", "ENTEC", "Information Technology Sector ETF", 5, 1, 10, 400, "Software, semiconductors and hardware makers of the S&P 500."],
    ["sector-health", "ENHLT", "Health Care Sector ETF", 4, 1, 10, 240, "Pharmaceutical, biotechnology, device and insurance companies."],
    ["sector-energy", "ENNRG", "Energy Sector ETF", 5, 1, 10, 75, "Oil, gas and energy equipment companies, closely tied to commodity prices."],
    ["sector-financials", "ENFIN", "Financials Sector ETF", 4, 1, 10, 85, "Banks, insurers, exchanges and asset managers."],
    ["sector-realestate", "ENREI", "Real Estate (REIT) ETF", 4, 1, 12, 88, "Real estate investment trusts owning offices, homes, warehouses and data centers."],
    ["sector-clean", "ENCLN", "Clean Energy ETF", 5, 1, 40, 22, "Solar, wind and battery companies: a concentrated bet on the energy transition."],
  ]),
  ...rows("target_date", [
    ["td-2030", "ENT30", "Target Retirement 2030 Fund", 3, 1_000, 8, 32, "A mix of stocks and bonds for retirement around 2030, growing more conservative each year."],
    ["td-2040", "ENT40", "Target Retirement 2040 Fund", 3, 1_000, 8, 36, "Retirement around 2040: mostly stocks now, shifting to bonds as the date nears."],
    ["td-2050", "ENT50", "Target Retirement 2050 Fund", 4, 1_000, 8, 40, "Retirement around 2050: about nine tenths stocks today."],
    ["td-2060", "ENT60", "Target Retirement 2060 Fund", 4, 1_000, 8, 44, "Retirement around 2060 and later, for the youngest savers."],
    ["td-income", "ENTIN", "Target Retirement Income Fund", 2, 1_000, 8, 13, "For those already retired: about three tenths stocks, the rest bonds and cash."],
  ]),
  cd("cd-6m", "ENCD6M", 6, 450, 1_000),
  cd("cd-1y", "ENCD1Y", 12, 460, 1_000),
  cd("cd-3y", "ENCD3Y", 36, 400, 1_000),
  cd("cd-5y", "ENCD5Y", 60, 390, 1_000),
  ...rows("managed_portfolio", [
    ["mp-conservative", "ENMP1", "Managed Portfolio: Conservative", 1, 5_000, 30, 50, "Mostly bonds and cash with a small share of stocks, rebalanced for you."],
    ["mp-moderately-conservative", "ENMP2", "Managed Portfolio: Moderately Conservative", 2, 5_000, 30, 50, "About a third stocks and two thirds bonds, rebalanced for you."],
    ["mp-moderate", "ENMP3", "Managed Portfolio: Moderate", 3, 5_000, 30, 50, "A balance of stocks and bonds for a medium horizon, rebalanced for you."],
    ["mp-moderately-aggressive", "ENMP4", "Managed Portfolio: Moderately Aggressive", 4, 5_000, 30, 50, "About four fifths stocks for long horizons, rebalanced for you."],
    ["mp-aggressive", "ENMP5", "Managed Portfolio: Aggressive", 5, 5_000, 30, 50, "Nearly all stocks, US and international, for the longest horizons."],
  ]),
  ...rows(
    "private_investment",
    [
      ["pe-buyout", "ENPEB", "Private Equity Buyout Fund", 5, 250_000, 200, 1000, "Majority stakes in established private companies, held four to seven years. Quarterly liquidity at most."],
      ["pe-credit", "ENPCR", "Private Credit Fund", 4, 250_000, 150, 1000, "Senior loans to mid-sized companies, arranged directly instead of through banks."],
      ["pe-realestate", "ENPRE", "Private Real Estate Fund", 4, 250_000, 125, 1000, "Apartments, logistics and medical offices bought and managed by the fund."],
    ],
    { tradingFeeBps: 100 },
  ),
  ...rows(
    "uhnw_investment",
    [
      ["uhnw-coinvest", "ENUCI", "Direct Co-Investment Program", 5, 5_000_000, 100, 10000, "Direct stakes alongside our private equity partners in single companies, without the fund's fee layer."],
      ["uhnw-venture", "ENUVC", "Venture Capital Access Fund", 5, 1_000_000, 200, 10000, "Early-stage technology companies through leading venture managers."],
      ["uhnw-infrastructure", "ENUIF", "Infrastructure Partners Fund", 4, 2_000_000, 125, 10000, "Toll roads, utilities, fibre and energy storage with long contracted cash flows."],
    ],
    { tradingFeeBps: 50 },
  ),
]);

const BY_ID = new Map(PRODUCTS.map((p) => [p.id, p]));

export const findProduct = (id: string): Product | undefined => BY_ID.get(id);

/** The label of the tier that unlocks a product ("Bronze", "Emerald", "Painite"). */
export const unlockTierOf = (product: Product): string => tierByLevel(product.unlockLevel).label;
