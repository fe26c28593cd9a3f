import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANALYSIS_MESSAGES } from "../../../core/messages/portfolio";
import { body, data, fundedInvestor, runJobs, setNextClose, tableCounts, type Investor, type TestApi } from "../../../tests/support/investment";
import { openTestApi } from "../../../tests/support/test-api";

// Gold's investment analysis through the real app on the test database, with fills at closes set
// by hand so that every figure is worked out below.

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi({ fundsSettlementSeconds: 0, orderReviewSeconds: 300 });
});
afterAll(() => t.database.close());

const ANALYSIS = "/api/investment/portfolio/analysis";

async function fill(m: Investor, order: Record<string, unknown>) {
  const placed = await m.call("/api/investment/orders", { body: { ...order, acknowledgeRisk: true } });
  expect(placed.status, JSON.stringify(await placed.clone().json())).toBe(201);
  const { id } = await data(placed);
  await m.call(`/api/investment/orders/${id}/submit`, { body: {} });
  await runJobs(t);
  expect((await data(await m.call(`/api/investment/orders/${id}`))).status).toBe("filled");
}

/** Enne's answer to a question, with its citations' titles after it. */
async function enne(m: Investor, question: string): Promise<string> {
  const response = await t.api.request("/api/ai/query", { method: "POST", headers: { "Content-Type": "application/json", Authorization: `Bearer ${m.token}`, "X-Client-Ip": "192.0.2.78" }, body: JSON.stringify({ question }) });
  expect(response.status).toBe(200);
  const events = (await response.text()).split("\n\n").filter((b) => b.trim()).map((b) => ({ event: /^event: (.*)$/m.exec(b)![1]!, data: JSON.parse(/^data: (.*)$/m.exec(b)![1]!) }));
  const text = events.filter((e) => e.event === "delta").map((e) => e.data.text as string).join("");
  return `${text}\n\n${(events.at(-1)!.data.citations as Array<{ title: string }>).map((c) => c.title).join("\n")}`;
}

describe("GET /api/investment/portfolio/analysis", () => {
  it("answers 401 without a session and 403 TierRequired below Gold, with none of the analysis", async () => {
    expect((await t.api.request(ANALYSIS)).status).toBe(401);
    const silver = await fundedInvestor(t, "50000.00");
    const before = await tableCounts(t);
    const locked = await silver.call(ANALYSIS);
    expect(locked.status).toBe(403);
    const answer = await body(locked);
    expect(answer).toMatchObject({ success: false, errorCode: "TierRequired", data: { feature: "investment-analysis", requiredTier: "Gold", assetsNeeded: 50_000 } });
    expect(JSON.stringify(answer)).not.toContain("findings");
    expect(await tableCounts(t)).toBe(before);
  });

  it("analyses a Gold member's holdings: concentration, costs, risk against the profile and the price of rebalancing", async () => {
    // $120,000.00 deposited, a conservative profile (highest risk 1, model 30 % money market, 40 %
    // government bonds, 20 % corporate bonds, 10 % index funds).
    const m = await fundedInvestor(t, "120000.00");
    await setNextClose(t, "sector-tech", 4_000_000);
    await fill(m, { productId: "sector-tech", side: "buy", amount: "30000.00" }); // 75 units at $400
    await setNextClose(t, "gov-muni", 100_000);
    await fill(m, { productId: "gov-muni", side: "buy", amount: "20000.00" }); // 2,000 units at $10
    await setNextClose(t, "sector-tech", 4_400_000); // 75 × $440 = $33,000.00: a $3,000.00 gain

    const a = await data(await m.call(ANALYSIS));
    expect(a).toMatchObject({ invested: "53000.00", riskProfile: "conservative", band: 5 });
    // Shares: 33,000 / 53,000 = 62.26 %, 20,000 / 53,000 = 37.74 %; 1 / (0.6226² + 0.3774²) = 1.9.
    expect(a.concentration).toEqual({ largest: { productId: "sector-tech", symbol: "ENTEC", name: "Information Technology Sector ETF", assetClass: "sector_etf", share: "62.26" }, effectiveHoldings: "1.9", narrowShare: "62.26" });
    // Costs: $33.00 (0.10 %) + $24.00 (0.12 %) = $57.00 a year, (33,000 × 10 + 20,000 × 12) / 53,000 = 10.75 bp.
    // The municipal fund's class has a 0.04 % fund: $20,000 × 0.08 % = $16.00 a year less.
    expect(a.fees).toMatchObject({ weightedExpenseRatio: "0.11", yearlyCost: "57.00", possibleYearlySaving: "16.00" });
    expect(a.fees.holdings.map((h: { productId: string; expenseRatio: string; yearlyCost: string }) => [h.productId, h.expenseRatio, h.yearlyCost])).toEqual([
      ["sector-tech", "0.10", "33.00"],
      ["gov-muni", "0.12", "24.00"],
    ]);
    expect(a.fees.holdings[0].cheaper).toBeNull();
    expect(a.fees.holdings[1].cheaper).toEqual({ productId: "gov-short", symbol: "ENSTG", name: "Short-Term Treasury Index Fund", expenseRatio: "0.04", yearlySaving: "16.00" });
    // Risk: (33,000 × 5 + 20,000 × 2) / 53,000 = 3.87; both above the conservative profile's 1.
    expect(a.risk).toMatchObject({ maxRisk: 1, weightedRisk: "3.9", aboveShare: "100.00" });
    expect(a.risk.holdings.map((h: { riskLevel: number; aboveProfile: boolean }) => [h.riskLevel, h.aboveProfile])).toEqual([
      [5, true],
      [2, true],
    ]);
    // Against $53,000.00 held and $70,000.00 of cash ($123,000.00): every class is off its target.
    // Selling the $33,000.00 of sector funds (every unit: 75 at $440, no fee on sales) realizes
    // their whole $3,000.00 gain, short-term since they were bought today; buying up takes
    // $36,900 + ($49,200 − $20,000) + $24,600 + $12,300 = $103,000.00.
    expect(a.rebalancing.outside.map((d: { assetClass: string; drift: string }) => [d.assetClass, d.drift])).toEqual([
      ["money_market", "-30.00"],
      ["government_bond", "-23.74"],
      ["corporate_bond", "-20.00"],
      ["index_etf", "-10.00"],
      ["sector_etf", "26.83"],
    ]);
    expect(a.rebalancing).toMatchObject({ sell: "33000.00", realizedGain: "3000.00", shortTermGain: "3000.00", longTermGain: "0.00", costBasisMethod: "fifo", buy: "103000.00", cash: "70000.00" });
    // Tax: both funds bought in the last days, so every gain is short-term: the sector fund's $3,000.00
    // (no loss to harvest, no wash sale to watch); both are tax-efficient in a taxable account
    // (stock funds; municipal interest is free of federal tax).
    expect(a.tax).toMatchObject({ shortTermGain: "3000.00", longTermGain: "0.00", harvestableLoss: "0.00", soonLongTerm: null });
    expect(a.tax.holdings.map((h: { productId: string; shortTermGain: string; loss: string; washSaleUntil: string | null; placement: string }) => [h.productId, h.shortTermGain, h.loss, h.washSaleUntil, h.placement])).toEqual([
      ["sector-tech", "3000.00", "0.00", null, "taxable"],
      ["gov-muni", "0.00", "0.00", null, "taxable"],
    ]);
    expect(a.findings.map((f: { key: string; title: string; attention: boolean }) => [f.key, f.title, f.attention])).toEqual([
      ["concentration", ANALYSIS_MESSAGES.titles.concentration, true],
      ["fees", ANALYSIS_MESSAGES.titles.fees, true],
      ["risk", ANALYSIS_MESSAGES.titles.risk, true],
      ["allocation", ANALYSIS_MESSAGES.titles.allocation, true],
      ["tax", ANALYSIS_MESSAGES.titles.tax, false],
    ]);
    expect(a.findings[3].summary).toContain("Selling the classes above their target back to it would raise about $33,000.00 and realize about $3,000.00 of gains, which may be taxable.");
    expect(a.findings[3].summary).toContain("Sold today by your cost basis method (first in, first out), every lot sold would be held a year or less: short-term, taxed like ordinary income.");
    expect(a.findings[3].summary).toContain("Buying the classes below their target up to it would take about $103,000.00; you have $70,000.00 of cash available.");
  });

  it("gives Enne a Gold member's own questions for a financial advisor, and none to a Silver member", async () => {
    const gold = await fundedInvestor(t, "120000.00");
    await setNextClose(t, "etf-sp500", 3_000_000);
    await fill(gold, { productId: "etf-sp500", side: "buy", amount: "60000.00" }); // 200 units at $300
    const answer = await enne(gold, "What should I ask a financial advisor?");
    // One holding: 100 % of what is invested, at 0.03 %: $18.00 a year; above the conservative profile.
    expect(answer.split("\n\n").slice(1, 4)).toEqual([
      "The first 4 come from your own figures; the others fit anyone.",
      "1. My largest holding, S&P 500 Index ETF, is 100% of what I have invested: is that more than I should hold in one fund?",
      "2. My funds cost 0.03% a year on average, about $18.00: are there lower-cost funds that would do the same job?",
    ]);
    expect(answer).toContain("Investments: your investment analysis");
    // Asked what the funds cost: the fees finding, in the analysis's own words.
    const fees = (await data(await gold.call(ANALYSIS))).findings.find((f: { key: string }) => f.key === "fees");
    const cost = await enne(gold, "How much do my funds cost?");
    expect(cost).toContain(`${fees.title}: ${fees.summary} [1]`);
    expect(cost).not.toContain("Diversification and concentration");
    const silver = await fundedInvestor(t, "50000.00");
    const locked = await enne(silver, "Is my portfolio diversified?");
    expect(locked).toContain("The analysis of your portfolio is part of Investment analysis, for Gold and above. Investment analysis unlocks at Gold. Add $50,000 in assets on the platform to get there.");
    const general = await enne(silver, "What should I ask a financial advisor?");
    expect(general.split("\n\n")[1]).toMatch(/^1\. Are you a fiduciary/);
    expect(general).not.toContain("your own figures");
  });

  it("has no findings for a Gold member who holds only cash", async () => {
    const m = await fundedInvestor(t, "100000.00");
    const a = await data(await m.call(ANALYSIS));
    expect(a).toMatchObject({ invested: "0.00", findings: [], concentration: { largest: null, effectiveHoldings: "0.0" }, fees: { holdings: [], yearlyCost: "0.00" } });
  });
});
