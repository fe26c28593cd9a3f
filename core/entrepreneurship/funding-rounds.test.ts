import { describe, expect, it } from "vitest";
import { fundingRounds, poolTargetFits } from "./funding-rounds";

const dollars = (n: number) => Math.round(n * 100);
const SEED = { preMoneyCents: dollars(8_000_000), raiseCents: dollars(2_000_000), poolBp: 1_000 };
const SERIES_A = { preMoneyCents: dollars(30_000_000), raiseCents: dollars(10_000_000), poolBp: 1_500 };

describe("fundingRounds", () => {
  it("prices a seed round after topping the pool up to 10 % of the shares after it", () => {
    const plan = fundingRounds({ founderShares: 8_000_000, poolShares: 0, rounds: [SEED] });
    expect(plan.start).toEqual({ totalShares: 8_000_000, holdings: [{ holder: "founders", shares: 8_000_000, shareBp: 10_000 }, { holder: "pool", shares: 0, shareBp: 0 }] });
    const seed = plan.rounds[0]!;
    // Post-money 10,000,000, so the shares after are (8,000,000 + N) × 10/8, and N = 10 % of them:
    // N = 0.1 × 1.25 × (8,000,000 + N) → N = 1,000,000 / 0.875 = 1,142,857.14 → 1,142,857.
    expect(seed.newPoolShares).toBe(1_142_857);
    // Price: 8,000,000 / 9,142,857 = $0.87500014 → $0.8750; the investors: 2,000,000 / that price
    // = 9,142,857 / 4 = 2,285,714.25 → 2,285,714.
    expect(seed.priceTenThousandths).toBe(8_750);
    expect(seed.investorShares).toBe(2_285_714);
    expect(seed.totalShares).toBe(11_428_571);
    expect(seed.postMoneyCents).toBe(dollars(10_000_000));
    // The pool is paid for by the founders: 8,000,000 × 8,000,000 / 9,142,857 = $7,000,000.109 of
    // the $8,000,000 pre-money is theirs, the rest the new pool's worth.
    expect(seed.effectivePreMoneyCents).toBe(700_000_011);
    expect(seed.founderValueCents).toBe(700_000_011);
    expect(seed.holdings.map((h) => [h.holder, h.shareBp])).toEqual([
      ["founders", 7_000],
      ["pool", 1_000],
      [1, 2_000],
    ]);
  });

  it("counts the pool already there, and dilutes every earlier holder in the next round", () => {
    const [, seriesA] = fundingRounds({ founderShares: 8_000_000, poolShares: 0, rounds: [SEED, SERIES_A] }).rounds;
    // Before: 11,428,571, the pool 1,142,857. N = (0.15 × 11,428,571 × 40/30 − 1,142,857) / (1 − 0.15 × 40/30)
    // = (2,285,714.2 − 1,142,857) / 0.8 = 1,428,571.5 → 1,428,572 (half rounds up).
    expect(seriesA!.newPoolShares).toBe(1_428_572);
    // Priced over 12,857,143: $30,000,000 / 12,857,143 = $2.33333328 → $2.3333; 10,000,000 / that
    // price = 12,857,143 / 3 = 4,285,714.33 → 4,285,714.
    expect(seriesA!.priceTenThousandths).toBe(23_333);
    expect(seriesA!.investorShares).toBe(4_285_714);
    expect(seriesA!.totalShares).toBe(17_142_857);
    // Founders: 8,000,000 / 17,142,857 = 46.67 %; worth 8,000,000 × $2.33333328 = $18,666,666.46.
    expect(seriesA!.founderValueCents).toBe(1_866_666_646);
    expect(seriesA!.holdings.map((h) => [h.holder, h.shareBp])).toEqual([
      ["founders", 4_667],
      ["pool", 1_500],
      [1, 1_333],
      [2, 2_500],
    ]);
  });

  it("adds no pool when the one there is already large enough", () => {
    const [round] = fundingRounds({ founderShares: 9_000_000, poolShares: 2_000_000, rounds: [{ ...SEED, poolBp: 500 }] }).rounds;
    expect(round!.newPoolShares).toBe(0);
    // Nothing shuffled: the effective pre-money is the pre-money.
    expect(round!.effectivePreMoneyCents).toBe(dollars(8_000_000));
    // 2,000,000 × 11,000,000 / 8,000,000 = 2,750,000.
    expect(round!.investorShares).toBe(2_750_000);
  });

  it("stays exact for a $10 billion round over a billion shares", () => {
    const [round] = fundingRounds({ founderShares: 1_000_000_000, poolShares: 0, rounds: [{ preMoneyCents: dollars(9_000_000_000), raiseCents: dollars(1_000_000_000), poolBp: 0 }] }).rounds;
    // 1,000,000,000 / 9 = 111,111,111.1 → 111,111,111; $9 a share.
    expect(round!.investorShares).toBe(111_111_111);
    expect(round!.priceTenThousandths).toBe(90_000);
  });

  it("refuses a pool target the round cannot reach", () => {
    // 50 % of the shares after a round whose pre-money is half of its post-money: no price solves it.
    const round = { preMoneyCents: dollars(1_000_000), raiseCents: dollars(1_000_000), poolBp: 5_000 };
    expect(poolTargetFits(round)).toBe(false);
    expect(poolTargetFits({ ...round, poolBp: 4_999 })).toBe(true);
    expect(() => fundingRounds({ founderShares: 1_000, poolShares: 0, rounds: [round] })).toThrow(RangeError);
  });
});
