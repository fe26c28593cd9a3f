import { describe, expect, it } from "vitest";
import { fundingRoundsResponseSchema } from "../../../core/contracts/funding-rounds";
import { FUNDING_FIELD, FUNDING_FINDINGS as F, FUNDING_STEPS } from "../../../core/messages/funding-rounds";
import { FUNDING_ROUNDS_QUERY } from "../../../tests/support/funding-rounds-query";
import { demoMemberSuite, expectTierGate } from "../../../tests/support/member-suite";

const suite = demoMemberSuite(["platinum", "diamond"]);
const model = (query: Record<string, string>, tier?: string) => suite.get("/api/entrepreneurship/funding-rounds", query, tier);

describe("GET /api/entrepreneurship/funding-rounds", () => {
  it("needs a session and Diamond (entrepreneurship resources)", () =>
    expectTierGate((tier) => model(FUNDING_ROUNDS_QUERY, tier), "platinum", { feature: "entrepreneurship-resources", requiredTier: "Diamond" }));

  it("follows the founders through a seed round and a Series A (worked by hand)", async () => {
    const response = await model(FUNDING_ROUNDS_QUERY, "diamond");
    expect(response.status).toBe(200);
    const data = fundingRoundsResponseSchema.parse((await response.json()).data);
    expect(data.inputs).toEqual({
      founders: 8_000_000,
      pool: 0,
      rounds: [
        { name: "Seed", preMoney: "8000000.00", raise: "2000000.00", pool: 10 },
        { name: "Series A", preMoney: "30000000.00", raise: "10000000.00", pool: 15 },
      ],
    });
    expect(data.start).toEqual({
      totalShares: 8_000_000,
      holdings: [
        { holder: "founders", label: "Founders", shares: 8_000_000, share: 100 },
        { holder: "pool", label: "Option pool, not granted", shares: 0, share: 0 },
      ],
    });
    expect(data.rounds.map((r) => [r.name, r.newPoolShares, r.investorShares, r.totalShares, r.price, r.postMoney, r.effectivePreMoney, r.founderValue])).toEqual([
      ["Seed", 1_142_857, 2_285_714, 11_428_571, "0.8750", "10000000.00", "7000000.11", "7000000.11"],
      ["Series A", 1_428_572, 4_285_714, 17_142_857, "2.3333", "40000000.00", "26666665.37", "18666666.46"],
    ]);
    expect(data.rounds[1]!.holdings.map((h) => [h.label, h.share])).toEqual([
      ["Founders", 46.67],
      ["Option pool, not granted", 15],
      ["Seed investors", 13.33],
      ["Series A investors", 25],
    ]);
    expect(data.findings).toEqual([
      F.kept(4_667, 2, 1_866_666_646),
      F.shuffle("Seed", 1_142_857, 800_000_000, 700_000_011),
      F.shuffle("Series A", 1_428_572, 3_000_000_000, 2_666_666_537),
    ]);
    expect(data.findings[0]).toBe("After 2 rounds the founders own 46.67% of the company, a stake worth $18,666,666 at the last round's price.");
    expect(data.steps).toEqual([...FUNDING_STEPS]);
  });

  it("names a down round", async () => {
    const data = fundingRoundsResponseSchema.parse((await (await model({ ...FUNDING_ROUNDS_QUERY, pre2: "5000000", raise2: "1000000", pool2: "0" }, "diamond")).json()).data);
    // $5,000,000 over 11,428,571 shares: $0.4375 against the seed's $0.8750.
    expect(data.rounds[1]!.price).toBe("0.4375");
    expect(data.findings).toContain(F.stepDown("Series A", "$0.4375", "$0.8750"));
    expect(data.findings).toContain(F.noShuffle("Series A"));
  });

  it("refuses bad input on its field and answers nothing else", async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ pre1: "", raise1: "", pre2: "", raise2: "" }, `pre1: ${FUNDING_FIELD.noRound}`],
      [{ pre2: "" }, `pre2: ${FUNDING_FIELD.raiseWithoutPre}`],
      [{ raise2: "" }, `raise2: ${FUNDING_FIELD.preWithoutRaise}`],
      [{ pre2: "", raise2: "", pre3: "1000000", raise3: "100000" }, `pre3: ${FUNDING_FIELD.gap}`],
      [{ pre1: "1000000", raise1: "9000000", pool1: "15" }, `pool1: ${FUNDING_FIELD.poolTooLarge}`],
      [{ pool1: "31" }, "pool1: must be at most 30"],
      [{ founders: "0" }, "founders: must be at least 1"],
      [{ founders: "1.5" }, "founders:"],
      [{ pool: "-1" }, "pool: must be at least 0"],
      [{ pre1: "0" }, "pre1: must be at least 1"],
      [{ raise1: "1.001" }, "raise1:"],
    ];
    for (const [change, message] of cases) {
      const response = await model({ ...FUNDING_ROUNDS_QUERY, ...change }, "diamond");
      expect(response.status, message).toBe(400);
      expect((await response.json()).message).toContain(message);
    }
  });
});
