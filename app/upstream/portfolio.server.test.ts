import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PORTFOLIO_EXPLANATIONS } from "#core/messages/portfolio";
import { webClientOn } from "../../tests/support/contract-client";
import { fundedInvestor } from "../../tests/support/investment";
import { openTestApi } from "../../tests/support/test-api";
import { getAnalysis, getPortfolio, getPortfolioSummary, getTarget, rebalance, resetTarget, saveCostBasisMethod, saveTarget } from "./portfolio.server";
import { targetFromForm } from "~/utils/portfolio";

// The web client's portfolio calls against the real API: each answer parses with its contract
// (core/contracts/portfolio.ts), so a drifting shape fails here.

let t: Awaited<ReturnType<typeof openTestApi>>;
beforeAll(async () => {
  t = await openTestApi({ fundsSettlementSeconds: 0 });
});
afterAll(() => t.database.close());

describe("the portfolio contracts on the real API", () => {
  it("reads the portfolio, saves the method and the target as the forms read them, resets it, and rebalances into the station", async () => {
    const m = await fundedInvestor(t, "1000.00");
    const member = webClientOn(t, { token: m.token });
    const p = await getPortfolio(member, "1M");
    // All cash: $1,000.00 of total assets, nothing held, no change today.
    expect(p).toMatchObject({ cash: "1000.00", marketValue: "0.00", totalAssets: "1000.00", holdings: [], dayChange: { value: "0.00", percent: null } });
    expect(await getPortfolioSummary(member)).toEqual({ asOf: p.asOf, cash: "1000.00", marketValue: "0.00", totalAssets: "1000.00", dayChange: p.dayChange, allocation: p.allocation });
    expect(p.returns.map((r) => r.explanation.timeWeighted)).toEqual([PORTFOLIO_EXPLANATIONS.notEnoughHistory, PORTFOLIO_EXPLANATIONS.notEnoughHistory, PORTFOLIO_EXPLANATIONS.notEnoughHistory]);
    expect((await saveCostBasisMethod(member, "average")).costBasisMethod).toBe("average");
    const form = targetFromForm({ index_etf: "60", government_bond: "40", cd: "0" });
    if (!form.ok) throw new Error("the form should read");
    const saved = await saveTarget(member, form.allocation);
    expect(saved.source).toBe("custom");
    expect(saved.allocation.map((a) => [a.assetClass, a.points])).toEqual([
      ["government_bond", 40],
      ["index_etf", 60],
    ]);
    expect((await resetTarget(member)).source).toBe("profile");
    expect((await getTarget(member)).band).toBe(5);
    // The conservative model on $1,000.00 of cash, sales not allowed.
    const done = await rebalance(member, false);
    // Money market 30 % = $300.00 and index 10 % = $100.00 are bought; government 40 % = $400.00 is below
    // the Short-Term Treasury fund's $1,000.00 minimum.
    expect(done.items.map((i) => [i.side, i.product.id, i.amount])).toEqual([
      ["buy", "mm-treasury", "300.00"],
      ["buy", "etf-sp500", "100.00"],
    ]);
    expect(done.skipped.find((s) => s.assetClass === "government_bond")).toMatchObject({ reason: "minimum", amount: "400.00" });
  });

  it("reads Gold's investment analysis, and below Gold the API's refusal with the tier that unlocks it", async () => {
    const gold = webClientOn(t, { token: (await fundedInvestor(t, "100000.00")).token });
    expect(await getAnalysis(gold)).toMatchObject({ invested: "0.00", findings: [], band: 5 });
    const silver = webClientOn(t, { token: (await fundedInvestor(t, "30000.00")).token });
    await expect(getAnalysis(silver)).rejects.toMatchObject({ status: 403, errorCode: "TierRequired", serverMessage: "Investment analysis unlocks at Gold. Add $70,000 in assets on the platform to get there." });
  });
});
