import { apportion } from "../money";

// The entrepreneurship service's Diamond resource library, "Raising capital": what priced rounds do
// to the founders' ownership. Each round sells new shares at the price the pre-money valuation sets
// on the shares before it, and tops the unissued option pool up to a share of the post-money
// capitalization first (the pool is counted in the pre-money, so only the holders before the round
// pay for it: the "option pool shuffle"). Pure: money in integer cents, shares whole, shares of the
// company in basis points; the products run in BigInt because a $10 billion round over a billion
// shares leaves safe integers far behind.

export type FundingRound = {
  /** The valuation agreed before the new money, cents. */
  preMoneyCents: number;
  raiseCents: number;
  /** The unissued option pool the investors ask for after the round, basis points of all shares. */
  poolBp: number;
};

export type FundingInput = {
  founderShares: number;
  /** Options set aside today, not yet granted. */
  poolShares: number;
  rounds: readonly FundingRound[];
};

/** Who holds the company's shares after a stage: the founders, the unissued pool, and each round's investors. */
export type Holding = { holder: "founders" | "pool" | number; shares: number; shareBp: number };

export type RoundOutcome = {
  round: number;
  /** Shares added to the pool before the round, and sold to its investors. */
  newPoolShares: number;
  investorShares: number;
  totalShares: number;
  /** Dollars a share, times 10,000 (four decimals of a dollar), rounded. */
  priceTenThousandths: number;
  postMoneyCents: number;
  /** The pre-money less the new pool's worth at the round's price: what the holders before it were paid for. */
  effectivePreMoneyCents: number;
  /** The founders' shares at the round's price. */
  founderValueCents: number;
  holdings: Holding[];
};

export type FundingPlan = {
  start: { totalShares: number; holdings: Holding[] };
  rounds: RoundOutcome[];
};

const divRound = (numerator: bigint, denominator: bigint) => (numerator * 2n + denominator) / (2n * denominator);

/** The pool target a round can ask for: below the pre-money's share of the post-money, or no price solves it. */
export function poolTargetFits(round: FundingRound): boolean {
  return BigInt(round.poolBp) * BigInt(round.preMoneyCents + round.raiseCents) < 10_000n * BigInt(round.preMoneyCents);
}

function holdingsOf(founders: number, pool: number, investors: readonly number[]): Holding[] {
  const shares = [founders, pool, ...investors];
  const bp = apportion(10_000, shares);
  return shares.map((s, i) => ({ holder: i === 0 ? "founders" : i === 1 ? "pool" : i - 1, shares: s, shareBp: bp[i]! }));
}

export function fundingRounds(input: FundingInput): FundingPlan {
  let pool = input.poolShares;
  const investors: number[] = [];
  const total = () => input.founderShares + pool + investors.reduce((a, b) => a + b, 0);
  const start = { totalShares: total(), holdings: holdingsOf(input.founderShares, pool, []) };

  const rounds = input.rounds.map((round, i): RoundOutcome => {
    if (!poolTargetFits(round)) throw new RangeError(`Round ${i + 1}: the pool target is not below the pre-money's share of the round`);
    const before = BigInt(total());
    const pre = BigInt(round.preMoneyCents);
    const post = BigInt(round.preMoneyCents + round.raiseCents);
    const p = BigInt(round.poolBp);
    // The new pool N so that (pool + N) = p × (before + N) × post / pre, the shares after the round
    // being (before + N) × post / pre: N = (p·before·post − 10,000·pool·pre) / (10,000·pre − p·post).
    const numerator = p * before * post - 10_000n * BigInt(pool) * pre;
    const newPool = numerator > 0n ? Number(divRound(numerator, 10_000n * pre - p * post)) : 0;
    const priced = before + BigInt(newPool);
    // The round's price is pre ÷ priced; the investors' shares raise ÷ price.
    const investorShares = Number(divRound(BigInt(round.raiseCents) * priced, pre));
    pool += newPool;
    investors.push(investorShares);
    const totalShares = total();
    return {
      round: i + 1,
      newPoolShares: newPool,
      investorShares,
      totalShares,
      priceTenThousandths: Number(divRound(pre * 100n, priced)),
      postMoneyCents: round.preMoneyCents + round.raiseCents,
      effectivePreMoneyCents: Number(divRound(pre * before, priced)),
      founderValueCents: Number(divRound(pre * BigInt(input.founderShares), priced)),
      holdings: holdingsOf(input.founderShares, pool, investors),
    };
  });
  return { start, rounds };
}
