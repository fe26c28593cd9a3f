// Every member-facing string of the portfolio (issue "Portfolio"): the "how this is computed" text
// next to each return, the notices and refusals. The rules are in core/portfolio/; the API
// contract in core/contracts/portfolio.ts.

import { tenths } from "../format/numbers";

export const RETURN_PERIOD_LABELS = { "1M": "Past month", "1Y": "Past year", ALL: "Since your first deposit" } as const;

export const PORTFOLIO_EXPLANATIONS = {
  timeWeighted: (from: string, to: string) =>
    `Time-weighted return from ${from} to ${to}: each day's change in value is measured with that day's deposits and withdrawals taken out (a deposit counts from the start of its day), and the daily changes are multiplied together. Money you add or take out does not move this figure; it shows how your investments did.`,
  moneyWeighted: (from: string, to: string) =>
    `Money-weighted return (XIRR) from ${from} to ${to}, a yearly rate: the value on ${from} counts as money put in, each deposit as money put in and each withdrawal as money taken out on its day, and the value on ${to} as money taken out; the rate is the one at which all of them, discounted to ${from}, add up to zero. It reflects when you added money as well as how your investments did.`,
  notEnoughHistory: "Not enough history yet: a return needs at least two days with money in the account.",
  costBasis: {
    fifo: "First in, first out: a sale closes your oldest lots first. This is what the IRS presumes.",
    average: "Average cost: every unit of a product has the same cost, the total cost divided by the units held; a sale still takes units from the oldest lots first for the holding period.",
  },
  terms: "Short-term: held one year or less. Long-term: held more than one year. Gains are the proceeds after fees less the cost of the lots sold.",
} as const;

export const PORTFOLIO_MESSAGES = {
  targetSum: (sum: number) => `The classes must add up to 100 points, not ${sum}`,
  targetPoints: "Each class takes a whole number of points from 0 to 100",
  noAccount: "Open your investor account before you invest",
  nothingToRebalance: "Every asset class is within 5 points of its target: nothing to rebalance",
  noTradePossible: "No trade can be added now: each class off its target says why",
  stationFull: (max: number) => `Your station holds at most ${max} items: make room before rebalancing`,
  skipped: {
    "no-product": "No product of this class is open to you",
    minimum: "The trade would be below the product's minimum investment",
    cash: "Not enough cash available for this trade",
    "sells-not-allowed": "Over its target, but sales were not allowed",
  },
} as const;

export const PORTFOLIO_NOTICES = {
  settingsSaved: "Cost basis method saved. It applies to your next sales.",
  targetSaved: "Target allocation saved.",
  targetReset: "Target allocation set back to the model of your risk profile.",
  rebalanced: (n: number) => `${n} ${n === 1 ? "trade was" : "trades were"} added to your station. Review them and check out.`,
} as const;

/** The portfolio's pages: the investments "Portfolio" tab and its part of the /myworld overview. */
export const PORTFOLIO_PAGE_COPY = {
  title: "Your portfolio",
  intro: "What you own, what it is worth and what you gained, each figure with the way it is computed.",
  noAccount: PORTFOLIO_MESSAGES.noAccount,
  empty: "You hold no investments yet. Browse the products and add what you choose to your station.",
  browse: "Browse the products",
  howComputed: "How this is computed",
  totalAssetsExplained: "Total assets are your settled cash plus the market value of your holdings at their latest close.",
  noLots: "No open lots.",
  noRealized: "No sales yet: realized gains appear here after your first sale.",
  noSeries: "No history yet: the chart starts on the day of your first deposit.",
  rebalanceIntro: (band: number) => `Rebalancing adds to your station the trades that bring every asset class back within ${band} points of its target, using the cash available now. Nothing is ordered until you check out.`,
  allowSells: "Allow sales of classes above their target",
  overviewTitle: "Your portfolio",
  openOrders: "Open orders",
  noOpenOrders: "No orders open.",
  seePortfolio: "See your portfolio",
  invalidMethod: "Choose first in, first out or average cost",
} as const;

export const COST_BASIS_LABELS = { fifo: "First in, first out (FIFO)", average: "Average cost" } as const;

const list = (items: readonly string[]) => (items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`);

// How each term of a gain is taxed, in every sentence that names one.
const SHORT_TERM_TAX = "taxed like ordinary income";
const LONG_TERM_TAX = "taxed at the lower capital-gains rates";

/** Gold's investment analysis (core/portfolio/analysis-findings.ts): each finding's words. */
export const ANALYSIS_MESSAGES = {
  titles: {
    concentration: "Diversification and concentration",
    fees: "What your funds cost",
    risk: "Risk against your profile",
    allocation: "Allocation against your target",
    tax: "Tax considerations",
  },
  largestHolding: (name: string, symbol: string, share: string) => `Your largest holding is ${name} (${symbol}), ${share} of your invested value.`,
  effectiveHoldings: (n: number) => `Your holdings are as concentrated as ${n < 1.05 ? "a single holding" : `${tenths(n)} equal holdings`}.`,
  narrowOver: (items: readonly string[], limit: number) =>
    `${list(items)} ${items.length === 1 ? "is a narrow fund (one sector, one private fund or single companies) above" : "are narrow funds (one sector, one private fund or single companies), each above"} ${limit}% of your investments.`,
  narrowTotal: (share: string, over: boolean, limit: number) =>
    over ? `Sector, private and single-company funds together are ${share}, more than the ${limit}% above which one part of the market can move your whole portfolio.` : `Sector, private and single-company funds together are ${share}, within ${limit}%.`,
  noNarrow: "You hold no sector, private or single-company funds: each of your funds is spread across many companies or bonds.",
  concentrationTradeOffs:
    "Spreading money over more of the market lowers the damage one company, sector or fund can do, but it also dilutes a holding you expect to do well. Moving money out of a holding that has gained means selling, which can realize a taxable gain; directing new money elsewhere changes the mix without selling.",
  weightedFees: (ratio: string, yearly: string) => `Your funds' expense ratios average ${ratio} a year, weighted by value: about ${yearly} a year on what you hold now.`,
  tenYearFees: (cost: string, years: number, returnPercent: number) => `Over ${years} years at an assumed ${returnPercent}% yearly return, with nothing added, those costs would take about ${cost} from your balance.`,
  cheaperInClass: (n: number, saving: string) =>
    `${n === 1 ? "One of your funds costs" : `${n} of your funds cost`} more than the lowest-cost fund of the same class open to you; at the lower cost you would pay about ${saving} less a year.`,
  feesTradeOffs:
    "Funds of one class are not all alike: a cheaper one may hold a different part of the market, a different sector or different bonds. Switching means selling, which can realize a taxable gain, so weigh the yearly saving against the tax and compare what each fund holds before you change.",
  noProfile: (weighted: string) =>
    `Your holdings' average risk level is ${weighted} on a scale of 1 to 5, weighted by value. You have not taken the risk assessment, so there is no stated tolerance to compare them with.`,
  withinProfile: (weighted: string, profile: string, max: number) => `Your holdings' average risk level is ${weighted} on a scale of 1 to 5, and every holding is at or below ${max}, the highest your ${profile} profile takes.`,
  aboveProfile: (weighted: string, profile: string, max: number, share: string, items: readonly string[]) =>
    `Your holdings' average risk level is ${weighted} on a scale of 1 to 5. ${share} of your investments is above ${max}, the highest your ${profile} profile takes: ${list(items)}.`,
  riskTradeOffs:
    "Riskier holdings can grow more over a long horizon but can also fall further and for longer. Lowering risk steadies the value at the cost of expected growth; if your circumstances have changed, taking the risk assessment again may be the better step.",
  withinBand: (band: number) => `Every asset class is within ${band} points of its target: your mix matches the allocation you set.`,
  outsideBand: (items: readonly string[], band: number) => `More than ${band} points off target: ${list(items)}.`,
  sellToTarget: (amount: string, result: string) => `Selling the classes above their target back to it would raise about ${amount} and ${result}.`,
  gainRealized: (gain: string) => `realize about ${gain} of gains, which may be taxable`,
  lossRealized: (loss: string) => `realize about ${loss} of losses, which can offset gains`,
  /** How the realized figure splits by term; `short` and `long` are "a $100.00 gain" or "a $40.00 loss". */
  realizedTerms: (method: string, terms: { short: string | null; long: string | null }) =>
    `Sold today by your cost basis method (${method}), ${
      terms.short && terms.long
        ? `the lots held a year or less would realize ${terms.short} (short-term, ${SHORT_TERM_TAX}) and the older lots ${terms.long} (long-term, ${LONG_TERM_TAX})`
        : terms.short
          ? `every lot sold would be held a year or less: short-term, ${SHORT_TERM_TAX}`
          : `every lot sold would be held more than a year: long-term, ${LONG_TERM_TAX}`
    }.`,
  buyToTarget: (amount: string, cash: string, enough: boolean) =>
    `Buying the classes below their target up to it would take about ${amount}; you have ${cash} of cash available${enough ? ", enough to do it without selling" : ""}.`,
  /** `short` and `long` are "a $100.00 gain", "a $40.00 loss" or "nothing". */
  byTerm: (short: string, long: string) =>
    `Sold today, your holdings would realize ${short} short-term (lots held a year or less, ${SHORT_TERM_TAX}) and ${long} long-term (lots held more than a year, ${LONG_TERM_TAX}).`,
  soonLongTerm: (gain: string, days: number, first: string) =>
    `${gain} of gains turn long-term within the next ${days} days, the first on ${first}: selling them after that day rather than before can lower the tax on them.`,
  harvest: (items: readonly string[], loss: string, limit: string, separateLimit: string) =>
    `${list(items)} ${items.length === 1 ? "is" : "are"} worth less than you paid: selling would realize ${loss} of losses (tax-loss harvesting), which offset capital gains and then up to ${limit} of ordinary income a year (${separateLimit} married filing separately), the rest carrying forward to later years.`,
  noHarvest: "None of your holdings is worth less than you paid: there are no losses to harvest.",
  washSale: (items: readonly string[], days: number) =>
    `You bought ${list(items)} within the last ${days} days: a sale at a loss until the day given would be a wash sale, and the loss would be added to the cost of the units you bought instead of reducing this year's tax. Buying the same fund within ${days} days after a loss sale, in any account including an IRA, is a wash sale too.`,
  deferredFit: (items: readonly string[]) =>
    `Your investor account is taxable. ${list(items)} ${items.length === 1 ? "pays" : "pay"} interest or income taxed at ordinary rates every year: if you have room in a tax-deferred account, such as a 401(k) or traditional IRA, ${items.length === 1 ? "it often fits" : "they often fit"} better there.`,
  taxableFit: (items: readonly string[]) =>
    `${list(items)} ${items.length === 1 ? "is" : "are"} tax-efficient in a taxable account: qualified dividends, gains taxed only when you choose to sell, or interest free of federal tax.`,
  dependsFit: (items: readonly string[]) => `How ${list(items)} ${items.length === 1 ? "is" : "are"} taxed depends on the fund's structure: ask a tax adviser before holding ${items.length === 1 ? "it" : "them"} in a retirement account.`,
  taxTradeOffs:
    "Harvesting a loss lowers this year's tax but also lowers the cost of what you buy instead, so more gain may be taxed later. Waiting for long-term treatment risks the price falling meanwhile. Moving an investment into a retirement account means selling it here, which realizes its gain, and contributing within the account's yearly limit. These are general rules, not tax advice: a tax professional can apply them to your return.",
  allocationTradeOffs:
    "Rebalancing keeps your risk where you set it, but selling can realize taxable gains and each trade may carry a fee. Rebalancing with new money or cash on hand avoids selling but takes longer; waiting lets the drift grow. The Portfolio page's Rebalance adds the trades to your station for you to review.",
} as const;

/** The investments "Analysis" tab (Gold). */
export const ANALYSIS_PAGE_COPY = {
  title: "Investment analysis",
  intro: "Your holdings read for concentration, what your funds cost, their risk against your profile, your target allocation and the tax a sale would bring, each finding with the trade-offs of changing it.",
  empty: "You hold no investments yet, so there is nothing to analyse. Browse the products and add what you choose to your station; the analysis appears with your first holding.",
  attention: "Worth a look",
  fine: "In line",
  tradeOffs: "Trade-offs",
  disclaimer: "This analysis is general information drawn from your own holdings, not a recommendation to buy or sell. A financial advisor can look at your whole situation.",
  askEnne: "Ask Enne what to ask a financial advisor",
  askEnneQuestion: "What should I ask a financial advisor?",
  seePortfolio: "See your target allocation and rebalance",
  feesCaption: "What each fund costs a year",
  riskCaption: "Each holding's risk level",
  noCheaper: "None lower in its class",
  takeAssessment: "Take the risk assessment",
  taxCaption: "Each holding's gain or loss if sold today, by term",
  placements: { "tax-deferred": "Often better tax-deferred", taxable: "Efficient in a taxable account", depends: "Ask a tax adviser" },
  turnsLongTerm: (gain: string, date: string) => `${gain} turns long-term on ${date}`,
  washSaleUntil: (date: string) => `Wash sale window until ${date}`,
  lossesToHarvest: (loss: string) => `${loss} of losses to harvest`,
  noLossesToHarvest: "No losses to harvest",
  taxTotal: "All your holdings",
  rebalancingCaption: "What rebalancing to your target would take, at the latest prices",
  rebalancingRows: {
    sell: "Selling the classes above target raises",
    realized: "Gain (+) or loss (−) it would realize",
    shortTerm: "Short-term: lots held a year or less",
    longTerm: "Long-term: lots held more than a year",
    buy: "Buying the classes below target takes",
    cash: "Cash available",
  },
} as const;
