import { asCents, formatUsd } from "../money";
import { formatBasisPoints } from "../format";
import { MIX_FEE_FINDINGS, MIX_FIELD, mixRange as range } from "./investment-mix";

// Every member-facing string of the retirement investment review (the retirement service's Gold
// card "Retirement investment analysis"); the rules are in core/retirement/investment-review.ts.

const usd = (cents: number) => formatUsd(asCents(cents), { cents: true });
const years = (n: number) => `${n} ${n === 1 ? "year" : "years"}`;

/** Where the member stands against retirement: "12 years to retirement", "retiring this year", "3 years into retirement". */
export const horizonPhrase = (yearsToRetirement: number) =>
  yearsToRetirement > 0 ? `${years(yearsToRetirement)} to retirement` : yearsToRetirement === 0 ? "retiring this year" : `${years(-yearsToRetirement)} into retirement`;

export const RETIREMENT_MIX_FIELD = {
  mixTotal: MIX_FIELD.mixTotal,
  employerOverStocks: "must be at most the share in stocks",
} as const;

export const RETIREMENT_MIX_FINDINGS = {
  within: (stocksBp: number, targetBp: number, bandBp: number, horizon: number) =>
    `Your ${formatBasisPoints(stocksBp)} in stocks is within the usual range for ${horizonPhrase(horizon)}: ${range(targetBp, bandBp)}.`,
  above: (stocksBp: number, targetBp: number, bandBp: number, horizon: number) =>
    `Your ${formatBasisPoints(stocksBp)} in stocks is above the usual range for ${horizonPhrase(horizon)}, ${range(targetBp, bandBp)}: a fall in stocks near retirement would leave little time to recover before the money is needed.`,
  below: (stocksBp: number, targetBp: number, bandBp: number, horizon: number) =>
    `Your ${formatBasisPoints(stocksBp)} in stocks is below the usual range for ${horizonPhrase(horizon)}, ${range(targetBp, bandBp)}: the account may grow too slowly to last, though more in stocks also means larger falls.`,
  ...MIX_FEE_FINDINGS,
  employer: (shareBp: number, amount: number, limitPercent: number) =>
    `${formatBasisPoints(shareBp)} of the account (${usd(amount)}) is in your employer's stock. More than ${limitPercent}% in one company ties your savings to the business that pays you: if it failed, you could lose both at once.`,
  cash: (shareBp: number, horizon: number) =>
    `${formatBasisPoints(shareBp)} in cash is a lot for ${horizonPhrase(horizon)}: over long periods cash has earned less than bonds and stocks, and less than inflation in many years.`,
  sequence: (withdrawal: number, lossesFirst: number, lossesLast: number, withoutWithdrawals: number) =>
    `Taking ${usd(withdrawal)} a year, the same ten years of returns leave ${usd(lossesFirst)} if the losses come first and ${usd(lossesLast)} if they come last. Without withdrawals the order would not matter: ${usd(withoutWithdrawals)} either way. Losses early in retirement do the most harm, because what is taken out after a fall cannot recover with the market.`,
} as const;

/** Ways to structure withdrawals against sequence-of-returns risk: the page's list. */
export const WITHDRAWAL_OPTIONS = [
  "A cash reserve of one to two years' withdrawals, so that nothing has to be sold after a fall.",
  "A bond ladder: bonds that mature each year to pay the next five to ten years' spending.",
  "Flexible withdrawals: take less after a year of losses, for example by skipping that year's increase for inflation.",
  "Guaranteed income for essential spending: Social Security claimed later for a larger benefit, a pension, or an income annuity.",
  "Rebalancing once a year back to your target mix, which sells what has risen and buys what has fallen.",
] as const;

export const retirementMixAssumptions = () => [
  "The glide path holds 90% in stocks 25 years or more from retirement, falls evenly to 50% at retirement, then a point a year to 30%; the usual range is 10 points either side. Target-date funds differ; this is a common middle.",
  "Long-run returns assumed: stocks 7%, bonds 4% and cash 3% a year, weighted by your mix. They illustrate; they are not a forecast.",
  "Fund costs are taken monthly from the balance, as expense ratios are, with nothing added or taken out, over the years to retirement (ten years once retired), against broad index funds at 0.1%.",
  "The ten years of stock returns are an illustration (−20%, −10%, then gains), run in that order and reversed, with bonds at 4% and cash at 3% every year; the withdrawal is taken at each year's start.",
  "Taxes, contributions and an employer's match are not counted.",
];

export const RETIREMENT_MIX_DISCLAIMER =
  "This is an illustration, not investment advice. Past and assumed returns do not guarantee future results; review your plan's investment options and fees with your plan administrator or an advisor.";
