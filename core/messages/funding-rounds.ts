import { formatBasisPoints } from "../format";
import { asCents, formatUsd } from "../money";

// Every member-facing string of the funding rounds page (the entrepreneurship service's Diamond
// card "Entrepreneurship resource library"); the rules are in core/entrepreneurship/funding-rounds.ts.

const usd = (cents: number) => formatUsd(asCents(cents), { cents: false });
const count = (shares: number) => shares.toLocaleString("en-US");

/** The rounds the page offers, in order. */
export const ROUND_NAMES = ["Seed", "Series A", "Series B"] as const;

export const holderLabel = (holder: "founders" | "pool" | number) => (holder === "founders" ? "Founders" : holder === "pool" ? "Option pool, not granted" : `${ROUND_NAMES[holder - 1]} investors`);

export const FUNDING_FIELD = {
  raiseWithoutPre: "Give the pre-money valuation of this round, or leave its raise blank.",
  preWithoutRaise: "Give the amount this round raises, or leave its pre-money blank.",
  gap: "Fill in the round before this one first.",
  poolTooLarge: "The pool must be a smaller share than the pre-money's share of the round.",
  noRound: "Give at least the first round's pre-money valuation and raise.",
} as const;

export const FUNDING_FINDINGS = {
  kept: (shareBp: number, rounds: number, valueCents: number) =>
    `After ${rounds === 1 ? "the round" : `${rounds} rounds`} the founders own ${formatBasisPoints(shareBp)} of the company, a stake worth ${usd(valueCents)} at the last round's price.`,
  shuffle: (name: string, poolShares: number, preMoneyCents: number, effectiveCents: number) =>
    `${name}: the ${count(poolShares)} new pool shares are counted in the ${usd(preMoneyCents)} pre-money, so the holders before the round are paid ${usd(effectiveCents)} for their shares. Ask for the pool to be sized to the hiring plan, or counted after the money.`,
  noShuffle: (name: string) => `${name}: the pool you have already meets the investors' target, so no new options are carved out of the pre-money.`,
  stepDown: (name: string, priceText: string, earlierText: string) => `${name} prices a share at ${priceText}, below the ${earlierText} of the round before it: a down round, which can trigger earlier investors' anti-dilution rights.`,
} as const;

/** The steps of raising a round, whatever the figures. */
export const FUNDING_STEPS = [
  "Write down how much you need and for what: eighteen to twenty-four months of runway to the milestones the next round will be priced on.",
  "Decide who to ask: friends and family, angel investors, or venture funds; most private sales rely on Regulation D, which limits who may invest and how you may advertise.",
  "Prepare the materials: a short pitch deck, the financial model, the cap table as it stands, and a data room with your formation documents and contracts.",
  "Negotiate the term sheet with a startup attorney: the valuation, the option pool, liquidation preference, board seats and protective provisions.",
  "Close, issue the shares, update the cap table, and file Form D with the SEC within 15 days of the first sale, with any state notice filings.",
] as const;

export const FUNDING_ASSUMPTIONS = [
  "Each round sells new common-equivalent shares at one price: the pre-money valuation divided by the shares before the round, the pool's top-up included.",
  "The pool is topped up before each round to the share of all shares after it that you give; options granted from it stay counted in it.",
  "SAFEs and convertible notes, liquidation preferences, and anti-dilution adjustments are not modelled: their terms change what each holder receives in a sale.",
];

export const FUNDING_DISCLAIMER =
  "This is an illustration to help you prepare, not legal, tax or investment advice. Your attorney and your accountant review the terms of any financing.";
