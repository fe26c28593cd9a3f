// The query fields the Gold reviews of accounts held elsewhere share (retirement, education
// savings): the account's mix of stocks, bonds and cash, percent with at most 2 decimals read into
// basis points and making 100 between them, and its funds' yearly costs.
import { basisPoints, required, withDefault } from "./calculator-query";

export const shareOfAccount = basisPoints({ min: 0, max: 100 });

export const mixQueryFields = {
  stocks: required(shareOfAccount),
  bonds: withDefault(shareOfAccount, 0),
  cash: withDefault(shareOfAccount, 0),
  fee: required(basisPoints({ min: 0, max: 3 })),
};

/** The three parts make the whole account. */
export const mixAddsUp = (q: { stocks: number; bonds: number; cash: number }) => q.stocks + q.bonds + q.cash === 10_000;
