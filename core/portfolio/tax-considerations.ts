// Tax considerations of the holdings (Gold's "Tax-aware investment analysis"): each open lot's gain
// if sold today, by term; gains that turn long-term soon; losses that could be harvested and the
// wash sale rule's window after a recent purchase; and which holdings pay income taxed every year,
// which the member's taxable investor account holds least efficiently. Pure figures; the words are
// ANALYSIS_MESSAGES's, put together in ./analysis-findings.ts.
import { daysAfter } from "../planning/dates";
import type { AssetClass } from "../trading/catalogue";
import { valueOfUnits } from "../trading/orders";
import { oneYearAfter, termOf } from "./gains";
import type { OpenLot } from "./holdings";

/** A loss is disallowed when the same security is bought within 30 days before or after the sale (IRC §1091). */
export const WASH_SALE_DAYS = 30;
/** Short-term gains that turn long-term within this many days are worth waiting for before selling. */
export const LONG_TERM_SOON_DAYS = 60;

/**
 * Where a holding's income is taxed least: "tax-deferred" for interest and income taxed at ordinary
 * rates every year (bonds, cash, CDs, REITs, and funds that hold bonds and rebalance inside); "taxable"
 * for tax-efficient holdings (stock index and sector funds: qualified dividends and gains the member
 * chooses when to realize; municipal bonds, whose interest is generally free of federal tax and would
 * lose that in a tax-deferred account); "depends" for private funds, whose structure decides.
 */
export const PLACEMENTS = ["tax-deferred", "taxable", "depends"] as const;
export type Placement = (typeof PLACEMENTS)[number];
const CLASS_PLACEMENT: Record<AssetClass, Placement> = {
  money_market: "tax-deferred",
  cd: "tax-deferred",
  government_bond: "tax-deferred",
  corporate_bond: "tax-deferred",
  target_date: "tax-deferred",
  managed_portfolio: "tax-deferred",
  index_etf: "taxable",
  sector_etf: "taxable",
  private_investment: "depends",
  uhnw_investment: "depends",
};
/** Products taxed unlike their class: municipal interest (federally tax-free) and REIT dividends (mostly ordinary income). */
const PRODUCT_PLACEMENT: Readonly<Record<string, Placement>> = { "gov-muni": "taxable", "sector-realestate": "tax-deferred" };

export const placementOf = (productId: string, assetClass: AssetClass): Placement => PRODUCT_PLACEMENT[productId] ?? CLASS_PLACEMENT[assetClass];

export type TaxLotHolding = { productId: string; symbol: string; name: string; assetClass: AssetClass; lots: readonly OpenLot[]; priceTicks: number };

export type HoldingTax = {
  productId: string;
  symbol: string;
  name: string;
  /** Each lot's value at the latest close less its cost, summed by the term a sale today would have. */
  shortTermCents: number;
  longTermCents: number;
  /** The losing lots' losses together (zero or negative): what selling them would harvest. */
  lossCents: number;
  /** The short-term lots with a gain that turn long-term within LONG_TERM_SOON_DAYS: the first day, and their gain. */
  turnsLongTerm: { date: string; gainCents: number } | null;
  /** With a loss and a purchase in the last WASH_SALE_DAYS: the last day a sale at a loss would be a wash sale. */
  washSaleUntil: string | null;
  placement: Placement;
};

export type TaxConsiderations = {
  shortTermCents: number;
  longTermCents: number;
  /** The losses open to harvest, as a positive amount. */
  harvestableLossCents: number;
  /** Gains turning long-term within LONG_TERM_SOON_DAYS, and the first day one does. */
  soonLongTerm: { gainCents: number; firstDate: string } | null;
  holdings: HoldingTax[];
};

/** The first day a sale of a lot bought on `acquiredOn` is long-term: the day after its first anniversary. */
export const longTermFrom = (acquiredOn: string) => daysAfter(oneYearAfter(acquiredOn), 1);

function holdingTax(h: TaxLotHolding, today: string): HoldingTax {
  let shortTermCents = 0;
  let longTermCents = 0;
  let lossCents = 0;
  const soon: Array<{ from: string; gain: number }> = [];
  const soonLimit = daysAfter(today, LONG_TERM_SOON_DAYS);
  for (const lot of h.lots) {
    if (lot.unitsMicro <= 0) continue;
    const gain = valueOfUnits(lot.unitsMicro, h.priceTicks) - lot.costCents;
    if (gain < 0) lossCents += gain;
    if (termOf(lot.acquiredOn, today) === "long") {
      longTermCents += gain;
      continue;
    }
    shortTermCents += gain;
    const from = longTermFrom(lot.acquiredOn);
    if (gain > 0 && from <= soonLimit) soon.push({ from, gain });
  }
  const windowStart = daysAfter(today, -WASH_SALE_DAYS);
  const lastRecentBuy = h.lots.map((l) => l.acquiredOn).filter((d) => d >= windowStart && d <= today).sort().at(-1);
  const washSaleUntil = lossCents < 0 && lastRecentBuy ? daysAfter(lastRecentBuy, WASH_SALE_DAYS) : null;
  const turnsLongTerm = soon.length === 0 ? null : { date: soon.map((l) => l.from).sort()[0]!, gainCents: soon.reduce((s, l) => s + l.gain, 0) };
  return { productId: h.productId, symbol: h.symbol, name: h.name, shortTermCents, longTermCents, lossCents, turnsLongTerm, washSaleUntil, placement: placementOf(h.productId, h.assetClass) };
}

/** The holdings' tax figures as of `today` (YYYY-MM-DD), each holding in the order given. */
export function taxConsiderations(holdings: readonly TaxLotHolding[], today: string): TaxConsiderations {
  const list = holdings.map((h) => holdingTax(h, today));
  const soon = list.filter((h) => h.turnsLongTerm !== null);
  return {
    shortTermCents: list.reduce((s, h) => s + h.shortTermCents, 0),
    longTermCents: list.reduce((s, h) => s + h.longTermCents, 0),
    harvestableLossCents: -list.reduce((s, h) => s + h.lossCents, 0),
    soonLongTerm: soon.length === 0 ? null : { gainCents: soon.reduce((s, h) => s + h.turnsLongTerm!.gainCents, 0), firstDate: soon.map((h) => h.turnsLongTerm!.date).sort()[0]! },
    holdings: list,
  };
}
