// Every member-facing string of the portfolio (issue "Portfolio"): the "how this is computed" text
// next to each return, the notices and refusals. The rules are in core/portfolio/; the API
// contract in core/contracts/portfolio.ts.

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
