import { z } from "zod";
import { ASSET_CLASSES, PRICE_RANGES } from "../trading";
import { COST_BASIS_METHODS, REBALANCE_BAND_POINTS } from "../portfolio";
import { FINDING_KEYS } from "../portfolio/analysis-findings";
import { PLACEMENTS } from "../portfolio/tax-considerations";
import { RISK_PROFILES } from "../investor/assessment";
import { PORTFOLIO_MESSAGES } from "../messages/portfolio";
import { endpoint } from "./endpoint";
import { stationItemSchema } from "./investment";
import { moneyString } from "./investor";

// The portfolio's API contract (issue "Portfolio"): one endpoint per call. Amounts are decimal
// strings with 2 decimals, units with 6, prices with 4, percentages with 2 ("7.25" is 7.25 %).

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const percent = z.string().regex(/^-?\d+\.\d{2}$/);
const priceString = z.string().regex(/^\d+\.\d{4}$/);
const unitsString = z.string().regex(/^\d+\.\d{6}$/);

export const PORTFOLIO_RANGES = PRICE_RANGES;
export const portfolioQuerySchema = z.object({ range: z.enum(PRICE_RANGES).default("1Y") }).strict();

export const lotSchema = z.object({ id: z.number().int(), acquiredAt: isoDate, units: unitsString, cost: moneyString });
export const holdingSchema = z.object({
  productId: z.string(),
  symbol: z.string(),
  name: z.string(),
  assetClass: z.enum(ASSET_CLASSES),
  riskLevel: z.number().int().min(1).max(5),
  units: unitsString,
  /** The cost of one unit. */
  averageCost: priceString,
  costBasis: moneyString,
  price: priceString,
  marketValue: moneyString,
  unrealizedGain: moneyString,
  unrealizedGainPercent: percent.nullable(),
  lots: z.array(lotSchema),
});
export type Holding = z.infer<typeof holdingSchema>;

export const RETURN_PERIODS = ["1M", "1Y", "ALL"] as const;
export const returnSchema = z.object({
  period: z.enum(RETURN_PERIODS),
  label: z.string(),
  from: isoDate.nullable(),
  to: isoDate.nullable(),
  timeWeighted: percent.nullable(),
  moneyWeighted: percent.nullable(),
  explanation: z.object({ timeWeighted: z.string(), moneyWeighted: z.string() }),
});

export const realizedYearSchema = z.object({ year: z.number().int(), shortTerm: moneyString, longTerm: moneyString, total: moneyString, proceeds: moneyString, cost: moneyString });

export const portfolioSchema = z.object({
  asOf: isoDate,
  costBasisMethod: z.enum(COST_BASIS_METHODS),
  /** Settled cash (free and held for open buys). */
  cash: moneyString,
  marketValue: moneyString,
  /** cash + marketValue. */
  totalAssets: moneyString,
  costBasis: moneyString,
  unrealizedGain: moneyString,
  realizedGain: moneyString,
  /** Fees paid on buys: not part of a lot's cost (decision 014), so realized + unrealized − buyFees = totalAssets − netDeposits. Fees on sales are taken from the proceeds, inside realized gains. */
  buyFees: moneyString,
  /** Settled deposits less withdrawals. */
  netDeposits: moneyString,
  /** The holdings' units at their latest close less the same units at the close before (the overview's "today's change"). */
  dayChange: z.object({ value: moneyString, percent: percent.nullable(), date: isoDate.nullable(), previousDate: isoDate.nullable() }),
  holdings: z.array(holdingSchema),
  allocation: z.object({
    byAssetClass: z.array(z.object({ assetClass: z.enum(ASSET_CLASSES), label: z.string(), value: moneyString, percent })),
    byRiskLevel: z.array(z.object({ riskLevel: z.number().int().min(1).max(5), value: moneyString, percent })),
  }),
  series: z.object({ range: z.enum(PRICE_RANGES), points: z.array(z.object({ date: isoDate, value: moneyString, flow: moneyString })) }),
  returns: z.array(returnSchema),
  realizedGains: z.object({ years: z.array(realizedYearSchema), explanation: z.string() }),
});
export type Portfolio = z.infer<typeof portfolioSchema>;

export const portfolioContract = endpoint({ method: "GET", path: "/api/investment/portfolio", query: portfolioQuerySchema, response: portfolioSchema });

/** The portfolio at a glance (My World's overview): the full read's value, today's change and allocation, without its series, returns and realized gains. */
export const portfolioSummarySchema = portfolioSchema.pick({ asOf: true, cash: true, marketValue: true, totalAssets: true, dayChange: true, allocation: true });
export type PortfolioSummary = z.infer<typeof portfolioSummarySchema>;
export const portfolioSummaryContract = endpoint({ method: "GET", path: "/api/investment/portfolio/summary", response: portfolioSummarySchema });

// ---- Settings ----

const settingsSchema = z.object({ costBasisMethod: z.enum(COST_BASIS_METHODS), explanation: z.string() });
export const settingsRequestSchema = z.object({ costBasisMethod: z.enum(COST_BASIS_METHODS, { errorMap: () => ({ message: 'must be "fifo" or "average"' }) }) }).strict();
export const settingsContract = endpoint({ method: "GET", path: "/api/investment/portfolio/settings", response: settingsSchema });
export const settingsSaveContract = endpoint({ method: "POST", path: "/api/investment/portfolio/settings", body: settingsRequestSchema, response: settingsSchema });

// ---- Target allocation ----

const points = z.number({ invalid_type_error: PORTFOLIO_MESSAGES.targetPoints }).int(PORTFOLIO_MESSAGES.targetPoints).min(0, PORTFOLIO_MESSAGES.targetPoints).max(100, PORTFOLIO_MESSAGES.targetPoints);
/** { allocation: { index_etf: 60, government_bond: 40 } } (whole points summing to 100), or { reset: true } for the model of the risk profile. */
export const targetRequestSchema = z.union([
  z
    .object({ allocation: z.object(Object.fromEntries(ASSET_CLASSES.map((c) => [c, points.optional()])) as Record<(typeof ASSET_CLASSES)[number], z.ZodOptional<typeof points>>).strict() })
    .strict()
    .superRefine((value, ctx) => {
      const sum = Object.values(value.allocation).reduce((s: number, v) => s + (v ?? 0), 0);
      if (sum !== 100) ctx.addIssue({ code: "custom", path: ["allocation"], message: PORTFOLIO_MESSAGES.targetSum(sum) });
    }),
  z.object({ reset: z.literal(true) }).strict(),
]);

export const driftSchema = z.object({ assetClass: z.enum(ASSET_CLASSES), label: z.string(), target: percent, current: percent, drift: percent, value: moneyString, targetValue: moneyString, outsideBand: z.boolean() });
export const targetSchema = z.object({
  source: z.enum(["profile", "custom", "default"]),
  riskProfile: z.enum(RISK_PROFILES).nullable(),
  allocation: z.array(z.object({ assetClass: z.enum(ASSET_CLASSES), label: z.string(), points: z.number().int() })),
  band: z.number().int(),
  drift: z.array(driftSchema),
});
export const targetContract = endpoint({ method: "GET", path: "/api/investment/portfolio/target", response: targetSchema });
export const targetSaveContract = endpoint({ method: "POST", path: "/api/investment/portfolio/target", body: targetRequestSchema, response: targetSchema });
export const REBALANCE_BAND = REBALANCE_BAND_POINTS;

// ---- Rebalance ----

export const rebalanceRequestSchema = z.object({ allowSells: z.boolean({ invalid_type_error: "must be true or false" }).default(false) }).strict();
export const rebalanceContract = endpoint({
  method: "POST",
  path: "/api/investment/portfolio/rebalance",
  body: rebalanceRequestSchema,
  response: z.object({
    items: z.array(stationItemSchema),
    skipped: z.array(z.object({ assetClass: z.enum(ASSET_CLASSES), reason: z.enum(["no-product", "minimum", "cash", "sells-not-allowed"]), message: z.string(), amount: moneyString })),
    drift: z.array(driftSchema),
  }),
});

export type Target = z.infer<typeof targetSchema>;
export type Drift = z.infer<typeof driftSchema>;
export type ReturnFigures = z.infer<typeof returnSchema>;

// Gold's investment analysis (feature "investment-analysis"): the findings in words, with the
// figures behind them for the page's tables. 403 TierRequired below Gold.
const shareSchema = z.object({ productId: z.string(), symbol: z.string(), name: z.string(), assetClass: z.enum(ASSET_CLASSES), share: percent });
const oneDecimal = z.string().regex(/^\d+\.\d$/);
/** A calendar day, YYYY-MM-DD. */
const calendarDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const analysisSchema = z.object({
  /** The market value of the holdings the analysis reads. */
  invested: moneyString,
  riskProfile: z.enum(RISK_PROFILES).nullable(),
  band: z.number().int(),
  findings: z.array(z.object({ key: z.enum(FINDING_KEYS), title: z.string(), attention: z.boolean(), summary: z.string(), tradeOffs: z.string() })),
  concentration: z.object({ largest: shareSchema.nullable(), effectiveHoldings: oneDecimal, narrowShare: percent }),
  fees: z.object({
    /** Percent a year, weighted by value ("0.06" is 0.06 %). */
    weightedExpenseRatio: percent,
    yearlyCost: moneyString,
    tenYearCost: moneyString,
    possibleYearlySaving: moneyString,
    holdings: z.array(
      shareSchema.extend({
        expenseRatio: percent,
        yearlyCost: moneyString,
        cheaper: z.object({ productId: z.string(), symbol: z.string(), name: z.string(), expenseRatio: percent, yearlySaving: moneyString }).nullable(),
      }),
    ),
  }),
  risk: z.object({
    /** The highest risk level the profile takes (0 without one). */
    maxRisk: z.number().int().min(0).max(5),
    weightedRisk: oneDecimal,
    aboveShare: percent,
    holdings: z.array(shareSchema.extend({ riskLevel: z.number().int().min(1).max(5), aboveProfile: z.boolean() })),
  }),
  rebalancing: z.object({
    outside: z.array(z.object({ assetClass: z.enum(ASSET_CLASSES), label: z.string(), drift: percent })),
    sell: moneyString,
    /** At the latest closes today, lot by lot under the member's cost basis method, net of sale fees; negative: a loss. */
    realizedGain: moneyString,
    shortTermGain: moneyString,
    longTermGain: moneyString,
    costBasisMethod: z.enum(COST_BASIS_METHODS),
    buy: moneyString,
    cash: moneyString,
  }),
  /** Each open lot's gain at the latest close if sold today, by term (negative: a loss); see core/portfolio/tax-considerations.ts. */
  tax: z.object({
    shortTermGain: moneyString,
    longTermGain: moneyString,
    harvestableLoss: moneyString,
    soonLongTerm: z.object({ gain: moneyString, firstDate: calendarDay }).nullable(),
    holdings: z.array(
      z.object({
        productId: z.string(),
        symbol: z.string(),
        name: z.string(),
        shortTermGain: moneyString,
        longTermGain: moneyString,
        /** Zero or negative: what selling the losing lots would harvest. */
        loss: moneyString,
        turnsLongTerm: z.object({ date: calendarDay, gain: moneyString }).nullable(),
        washSaleUntil: calendarDay.nullable(),
        placement: z.enum(PLACEMENTS),
      }),
    ),
  }),
});
export type PortfolioAnalysisView = z.infer<typeof analysisSchema>;
export const analysisContract = endpoint({ method: "GET", path: "/api/investment/portfolio/analysis", response: analysisSchema });
