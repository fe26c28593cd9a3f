import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PORTFOLIO_EXPLANATIONS, PORTFOLIO_MESSAGES } from "../../../core/messages/portfolio";
import { body, data, fundedInvestor, runJobs, setNextClose, tableCounts, type Investor, type TestApi } from "../../../tests/support/investment";
import { openTestApi } from "../../../tests/support/test-api";

// The portfolio's API (issue "Portfolio") through the real app on the test database. Fills happen at
// closes set by hand (setNextClose), so every figure below is worked out by hand.

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi({ fundsSettlementSeconds: 0, orderReviewSeconds: 300 });
});
afterAll(() => t.database.close());

const post = (m: Investor, path: string, payload: unknown = {}) => m.call(path, { body: payload });

/** Places an order, skips its review and runs the execution job. */
async function fill(m: Investor, order: Record<string, unknown>) {
  const placed = await post(m, "/api/investment/orders", order);
  expect(placed.status, JSON.stringify(await placed.clone().json())).toBe(201);
  const { id } = await data(placed);
  await post(m, `/api/investment/orders/${id}/submit`);
  await runJobs(t);
  const done = await data(await m.call(`/api/investment/orders/${id}`));
  expect(done.status).toBe("filled");
  return done;
}

/** $2,000.00 at $100.0000 (20 units), then $800.00 at $80.0000 (10 units): 30 units costing $2,800.00. */
async function twoLots(m: Investor) {
  await setNextClose(t, "mm-treasury", 1_000_000);
  await fill(m, { productId: "mm-treasury", side: "buy", amount: "2000.00" });
  await setNextClose(t, "mm-treasury", 800_000);
  await fill(m, { productId: "mm-treasury", side: "buy", amount: "800.00" });
}

describe("GET /api/investment/portfolio", () => {
  it("answers holdings with their lots, allocation, the value series, both returns explained and realized gains by method", async () => {
    const fifo = await fundedInvestor(t, "5000.00");
    await twoLots(fifo);
    const p = await data(await fifo.call("/api/investment/portfolio"));
    // Cash $5,000.00 − $2,800.00 = $2,200.00; 30 units at $80.0000 = $2,400.00; total $4,600.00.
    expect(p).toMatchObject({ costBasisMethod: "fifo", cash: "2200.00", marketValue: "2400.00", totalAssets: "4600.00", costBasis: "2800.00", unrealizedGain: "-400.00", realizedGain: "0.00", netDeposits: "5000.00", buyFees: "0.00" });
    expect(p.holdings).toHaveLength(1);
    // Average cost $2,800.00 ÷ 30 = $93.3333; unrealized −$400.00 ÷ $2,800.00 = −14.29 %.
    expect(p.holdings[0]).toMatchObject({ productId: "mm-treasury", units: "30.000000", averageCost: "93.3333", costBasis: "2800.00", price: "80.0000", marketValue: "2400.00", unrealizedGain: "-400.00", unrealizedGainPercent: "-14.29" });
    expect(p.holdings[0].lots.map((l: { units: string; cost: string }) => [l.units, l.cost])).toEqual([
      ["20.000000", "2000.00"],
      ["10.000000", "800.00"],
    ]);
    expect(p.holdings[0].lots[0]).toEqual({ id: expect.any(Number), acquiredAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), units: "20.000000", cost: "2000.00" });
    expect(p.allocation.byAssetClass).toEqual([{ assetClass: "money_market", label: "Money market", value: "2400.00", percent: "100.00" }]);
    expect(p.allocation.byRiskLevel).toEqual([{ riskLevel: 1, value: "2400.00", percent: "100.00" }]);
    // The series ends at the total assets, and its first day carries the deposit.
    expect(p.series.range).toBe("1Y");
    expect(p.series.points.at(-1).value).toBe("4600.00");
    expect(p.series.points[0].flow).toBe("5000.00");
    expect(p.returns.map((r: { period: string }) => r.period)).toEqual(["1M", "1Y", "ALL"]);
    for (const r of p.returns) {
      expect(r.label.length).toBeGreaterThan(0);
      if (r.from !== r.to) expect(r.explanation.timeWeighted).toBe(PORTFOLIO_EXPLANATIONS.timeWeighted(r.from, r.to));
      else expect(r.explanation.timeWeighted).toBe(PORTFOLIO_EXPLANATIONS.notEnoughHistory);
    }

    // FIFO: selling 15 of 30 units at $110.0000 ($1,650.00) closes 15 of the first lot ($1,500.00): +$150.00.
    await setNextClose(t, "mm-treasury", 1_100_000);
    await fill(fifo, { productId: "mm-treasury", side: "sell", units: "15" });
    const afterFifo = await data(await fifo.call("/api/investment/portfolio"));
    const year = Number(new Date().toISOString().slice(0, 4));
    expect(afterFifo.realizedGains.years).toEqual([{ year, shortTerm: "150.00", longTerm: "0.00", total: "150.00", proceeds: "1650.00", cost: "1500.00" }]);
    expect(afterFifo.realizedGains.explanation).toBe(PORTFOLIO_EXPLANATIONS.terms);
    expect(afterFifo.holdings[0].lots.map((l: { units: string; cost: string }) => [l.units, l.cost])).toEqual([
      ["5.000000", "500.00"],
      ["10.000000", "800.00"],
    ]);

    // Average cost, same trades: 15 units cost $2,800.00 × 15/30 = $1,400.00: +$250.00. The 5 and 10 units
    // left share $1,400.00 by units: ⌊140,000 × 5/15⌋ = $466.66 and the rest, $933.34.
    const average = await fundedInvestor(t, "5000.00");
    expect(await data(await average.call("/api/investment/portfolio/settings"))).toEqual({ costBasisMethod: "fifo", explanation: PORTFOLIO_EXPLANATIONS.costBasis.fifo });
    const saved = await post(average, "/api/investment/portfolio/settings", { costBasisMethod: "average" });
    expect(saved.status).toBe(200);
    expect((await data(saved)).costBasisMethod).toBe("average");
    await twoLots(average);
    await setNextClose(t, "mm-treasury", 1_100_000);
    await fill(average, { productId: "mm-treasury", side: "sell", units: "15" });
    const afterAverage = await data(await average.call("/api/investment/portfolio"));
    expect(afterAverage.costBasisMethod).toBe("average");
    expect(afterAverage.realizedGains.years).toEqual([{ year, shortTerm: "250.00", longTerm: "0.00", total: "250.00", proceeds: "1650.00", cost: "1400.00" }]);
    expect(afterAverage.holdings[0]).toMatchObject({ units: "15.000000", costBasis: "1400.00", averageCost: "93.3333" });
    expect(afterAverage.holdings[0].lots.map((l: { units: string; cost: string }) => [l.units, l.cost])).toEqual([
      ["5.000000", "466.66"],
      ["10.000000", "933.34"],
    ]);
    // Cash $2,200.00 + $1,650.00 = $3,850.00; 15 units at $110.0000 = $1,650.00; the account agrees.
    expect(afterAverage).toMatchObject({ cash: "3850.00", marketValue: "1650.00", totalAssets: "5500.00", unrealizedGain: "250.00", realizedGain: "250.00" });
    expect((await data(await average.call("/api/investor/account"))).totalAssets).toBe("5500.00");
    // realized + unrealized = $500.00 = total assets − net deposits.
  });

  it("answers today's change: the units held at the latest close less at the close before", async () => {
    const m = await fundedInvestor(t, "5000.00");
    const empty = await data(await m.call("/api/investment/portfolio"));
    expect(empty.dayChange).toEqual({ value: "0.00", percent: null, date: null, previousDate: null });
    // 20 units bought at $100.0000, then a close of $125.0000: 20 × $25.0000 = +$500.00, 25 % of $2,000.00.
    const bought = await setNextClose(t, "mm-treasury", 1_000_000);
    await fill(m, { productId: "mm-treasury", side: "buy", amount: "2000.00" });
    const next = await setNextClose(t, "mm-treasury", 1_250_000);
    const p = await data(await m.call("/api/investment/portfolio?range=1M"));
    expect(p.dayChange).toEqual({ value: "500.00", percent: "25.00", date: next, previousDate: bought });
    expect(p.marketValue).toBe("2500.00");
  });

  it("refuses a bad range or setting and changes nothing", async () => {
    const m = await fundedInvestor(t, "100.00");
    for (const q of ["range=2Y", "range=", "extra=1"]) expect((await m.call(`/api/investment/portfolio?${q}`)).status, q).toBe(400);
    expect((await data(await m.call("/api/investment/portfolio?range=MAX"))).series.range).toBe("MAX");
    const before = await tableCounts(t);
    for (const payload of [{ costBasisMethod: "lifo" }, {}, { costBasisMethod: "fifo", more: 1 }, []]) {
      expect((await post(m, "/api/investment/portfolio/settings", payload)).status, JSON.stringify(payload)).toBe(422);
    }
    expect((await m.call("/api/investment/portfolio/settings", { body: "nope" as unknown as object })).status).toBeLessThan(500);
    expect(await tableCounts(t)).toBe(before);
    expect((await data(await m.call("/api/investment/portfolio/settings"))).costBasisMethod).toBe("fifo");
  });
});

describe("GET /api/investment/portfolio/summary", () => {
  it("answers the full read's value, today's change and allocation, and nothing of its series, returns or gains", async () => {
    const m = await fundedInvestor(t, "5000.00");
    expect(await data(await m.call("/api/investment/portfolio/summary"))).toEqual({
      asOf: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      cash: "5000.00",
      marketValue: "0.00",
      totalAssets: "5000.00",
      dayChange: { value: "0.00", percent: null, date: null, previousDate: null },
      allocation: { byAssetClass: [], byRiskLevel: [] },
    });
    // 20 units at $100.0000, then a close of $90.0000: worth $1,800.00, −$200.00 today (−10 % of $2,000.00);
    // cash $5,000.00 − $2,000.00 = $3,000.00.
    const bought = await setNextClose(t, "mm-treasury", 1_000_000);
    await fill(m, { productId: "mm-treasury", side: "buy", amount: "2000.00" });
    const next = await setNextClose(t, "mm-treasury", 900_000);
    const summary = await data(await m.call("/api/investment/portfolio/summary"));
    expect(summary).toMatchObject({ cash: "3000.00", marketValue: "1800.00", totalAssets: "4800.00", dayChange: { value: "-200.00", percent: "-10.00", date: next, previousDate: bought } });
    expect(summary.allocation.byAssetClass).toEqual([{ assetClass: "money_market", label: "Money market", value: "1800.00", percent: "100.00" }]);
    const full = await data(await m.call("/api/investment/portfolio?range=1M"));
    expect(summary).toEqual({ asOf: full.asOf, cash: full.cash, marketValue: full.marketValue, totalAssets: full.totalAssets, dayChange: full.dayChange, allocation: full.allocation });
    expect(Object.keys(summary)).not.toContain("series");
  });

  it("needs a full session", async () => {
    expect((await t.api.request("/api/investment/portfolio/summary")).status).toBe(401);
  });
});

describe("target allocation and rebalancing", () => {
  it("takes the model of the risk profile, an edited target, and a reset", async () => {
    const m = await fundedInvestor(t, "1000.00");
    const model = await data(await m.call("/api/investment/portfolio/target"));
    expect(model).toMatchObject({ source: "profile", riskProfile: "conservative", band: 5 });
    expect(model.allocation.map((a: { assetClass: string; points: number }) => [a.assetClass, a.points])).toEqual([
      ["money_market", 30],
      ["government_bond", 40],
      ["corporate_bond", 20],
      ["index_etf", 10],
    ]);
    // All cash: every class is short by its whole target.
    expect(model.drift.find((d: { assetClass: string }) => d.assetClass === "government_bond")).toMatchObject({ target: "40.00", current: "0.00", drift: "-40.00", value: "0.00", targetValue: "400.00", outsideBand: true });

    const bad = await post(m, "/api/investment/portfolio/target", { allocation: { index_etf: 60, cd: 30 } });
    expect(bad.status).toBe(422);
    expect((await body(bad)).message).toContain(PORTFOLIO_MESSAGES.targetSum(90));
    for (const payload of [{ allocation: { crypto: 100 } }, { allocation: { index_etf: 99.5, cd: 0.5 } }, { allocation: { index_etf: 101 } }, { reset: false }, {}]) {
      expect((await post(m, "/api/investment/portfolio/target", payload)).status, JSON.stringify(payload)).toBe(422);
    }
    const custom = await data(await post(m, "/api/investment/portfolio/target", { allocation: { index_etf: 60, money_market: 40, cd: 0 } }));
    expect(custom.source).toBe("custom");
    expect(custom.allocation.map((a: { assetClass: string; points: number }) => [a.assetClass, a.points])).toEqual([
      ["money_market", 40],
      ["index_etf", 60],
    ]);
    expect((await data(await post(m, "/api/investment/portfolio/target", { reset: true }))).source).toBe("profile");
  });

  it("fills the station with the buys the cash allows, and with sales when allowed", async () => {
    const m = await fundedInvestor(t, "10000.00");
    // Conservative model on $10,000.00 of cash: government $4,000.00 (gov-short, the lowest fee), money market
    // $3,000.00 (mm-treasury), corporate $2,000.00 (corp-total), index $1,000.00 (etf-sp500, tied on fee with
    // etf-total-us, first by id): largest shortfall first.
    const done = await post(m, "/api/investment/portfolio/rebalance", { allowSells: false });
    expect(done.status).toBe(200);
    const result = await data(done);
    expect(result.items.map((i: { side: string; product: { id: string }; amount: string }) => [i.side, i.product.id, i.amount])).toEqual([
      ["buy", "gov-short", "4000.00"],
      ["buy", "mm-treasury", "3000.00"],
      ["buy", "corp-total", "2000.00"],
      ["buy", "etf-sp500", "1000.00"],
    ]);
    expect(result.skipped).toEqual([]);
    // Above a conservative profile: the station asks for the acknowledgement before checkout.
    expect(result.items.map((i: { acknowledgementRequired: boolean }) => i.acknowledgementRequired)).toEqual([true, false, true, true]);
    const station = await data(await m.call("/api/investment/station"));
    expect(station).toMatchObject({ total: "10000.00", available: "10000.00" });
    // Again: the station's buys already use all the cash, so nothing more can be added.
    const again = await body(await post(m, "/api/investment/portfolio/rebalance", { allowSells: false }));
    expect(again.message).toBe(PORTFOLIO_MESSAGES.noTradePossible);
    expect(again.data.items).toEqual([]);
    expect(again.data.skipped.map((s: { reason: string }) => s.reason)).toEqual(["cash", "cash", "cash", "cash"]);

    for (const payload of [{ allowSells: "yes" }, { allowSells: true, more: 1 }]) {
      expect((await post(m, "/api/investment/portfolio/rebalance", payload)).status, JSON.stringify(payload)).toBe(422);
    }
  });

  it("proposes a sale of an overweight class only when sales are allowed, and checkout places it", async () => {
    const m = await fundedInvestor(t, "5000.00");
    await twoLots(m);
    await setNextClose(t, "mm-treasury", 1_000_000);
    // 30 units at $100.0000 = $3,000.00 of money market, $2,200.00 cash: base $5,200.00. Target: index 100.
    await post(m, "/api/investment/portfolio/target", { allocation: { index_etf: 100 } });
    const buysOnly = await data(await post(m, "/api/investment/portfolio/rebalance", { allowSells: false }));
    expect(buysOnly.items.map((i: { side: string; product: { id: string }; amount: string }) => [i.side, i.product.id, i.amount])).toEqual([["buy", "etf-sp500", "2200.00"]]);
    expect(buysOnly.skipped).toEqual([{ assetClass: "money_market", reason: "sells-not-allowed", message: PORTFOLIO_MESSAGES.skipped["sells-not-allowed"], amount: "3000.00" }]);
    await m.call(`/api/investment/station/items/${buysOnly.items[0].id}`, { method: "DELETE" });
    // With sales: all $3,000.00 of money market out; index gets the $2,200.00 of cash there is now.
    const withSells = await data(await post(m, "/api/investment/portfolio/rebalance", { allowSells: true }));
    const [sale, buy] = withSells.items;
    expect([sale.side, sale.product.id, sale.amount, sale.acknowledgementRequired]).toEqual(["sell", "mm-treasury", "3000.00", false]);
    expect([buy.side, buy.product.id, buy.amount]).toEqual(["buy", "etf-sp500", "2200.00"]);
    expect((await data(await m.call("/api/investment/station"))).total).toBe("2200.00");
    await post(m, `/api/investment/station/items/${buy.id}`, { amount: "2200.00", acknowledgeRisk: true });
    const checkout = await post(m, "/api/investment/station/checkout");
    expect(checkout.status).toBe(201);
    const { orders } = await data(checkout);
    expect(orders.map((o: { side: string; productId: string; amount: string }) => [o.side, o.productId, o.amount])).toEqual([
      ["sell", "mm-treasury", "3000.00"],
      ["buy", "etf-sp500", "2200.00"],
    ]);
  });
});
