import { describe, expect, it } from "vitest";
import { analysePortfolio, type AnalysedHolding, type AnalysisInput } from "./analysis";
import { estimateSale } from "./sale-estimate";
import { longTermFrom, placementOf, taxConsiderations } from "./tax-considerations";
import { analysisFindings, expenseText, shareText } from "./analysis-findings";
import { driftOf, MODEL_ALLOCATIONS, REBALANCE_BAND_POINTS } from "./targets";

// A $10,000 portfolio worked by hand, every fund at $100.0000 a unit: $6,000 of an S&P 500 fund (risk
// 4, 0.03 %; 10 units bought in 2020 for $500 and 50 in June 2026 for $4,500: a $1,000 gain), $3,000
// of a technology sector fund (risk 5, 0.10 %; 30 units bought in January 2025 for $2,400, a 0.10 %
// fee on sales) and $1,000 of a municipal bond fund (risk 2, 0.12 %; a $20 loss) whose class has a
// 0.04 % fund; a moderate profile, no cash, first in, first out, today 23 November 2026.
const AT_100 = 1_000_000;
const lot = (id: number, productId: string, acquiredOn: string, units: number, costCents: number) => ({ id, productId, acquiredOn, unitsMicro: units * 1_000_000, costCents });
const sp500: AnalysedHolding = {
  productId: "etf-sp500",
  symbol: "ENSPX",
  name: "S&P 500 Index ETF",
  assetClass: "index_etf",
  riskLevel: 4,
  marketValueCents: 600_000,
  expenseRatioBps: 3,
  lots: [lot(1, "etf-sp500", "2020-03-02", 10, 50_000), lot(2, "etf-sp500", "2026-06-01", 50, 450_000)],
  priceTicks: AT_100,
  sellFeeBps: 0,
};
const tech: AnalysedHolding = {
  productId: "sector-tech",
  symbol: "ENTEC",
  name: "Information Technology Sector ETF",
  assetClass: "sector_etf",
  riskLevel: 5,
  marketValueCents: 300_000,
  expenseRatioBps: 10,
  lots: [lot(3, "sector-tech", "2025-01-15", 30, 240_000)],
  priceTicks: AT_100,
  sellFeeBps: 10,
};
const muni: AnalysedHolding = {
  productId: "gov-muni",
  symbol: "ENMUN",
  name: "National Municipal Bond Fund",
  assetClass: "government_bond",
  riskLevel: 2,
  marketValueCents: 100_000,
  expenseRatioBps: 12,
  lots: [lot(4, "gov-muni", "2024-05-01", 10, 102_000)],
  priceTicks: AT_100,
  sellFeeBps: 0,
};
const holdings = [sp500, tech, muni];
const input: AnalysisInput = {
  holdings,
  cashCents: 0,
  riskProfile: "moderate",
  drift: driftOf(MODEL_ALLOCATIONS.moderate, holdings, 0),
  costBasisMethod: "fifo",
  today: "2026-11-23",
  cheapestByClass: {
    index_etf: { productId: "etf-total-us", symbol: "ENTSM", name: "Total US Stock Market ETF", expenseRatioBps: 3 },
    sector_etf: { productId: "sector-health", symbol: "ENHLT", name: "Health Care Sector ETF", expenseRatioBps: 10 },
    government_bond: { productId: "gov-short", symbol: "ENSTG", name: "Short-Term Treasury Index Fund", expenseRatioBps: 4 },
  },
};

describe("the investment analysis figures", () => {
  const a = analysePortfolio(input);

  it("reads concentration: the largest share, the effective number of holdings and the narrow funds", () => {
    expect(a.investedCents).toBe(1_000_000);
    expect(a.concentration.largest).toMatchObject({ productId: "etf-sp500", percent: 60 });
    // 1 / (0.6² + 0.3² + 0.1²) = 1 / 0.46
    expect(a.concentration.effectiveHoldings).toBeCloseTo(1 / 0.46, 10);
    expect(a.concentration.narrowPercent).toBe(30);
    expect(a.concentration.overLimit.map((h) => h.productId)).toEqual(["sector-tech"]);
  });

  it("weights the expense ratios by value and compares each fund with its class's cheapest", () => {
    // (6,000 × 3 + 3,000 × 10 + 1,000 × 12) / 10,000 = 6 bp; 0.06 % of $10,000 = $6.00 a year.
    expect(a.fees.weightedBps).toBeCloseTo(6, 12);
    expect(a.fees.yearlyCostCents).toBe(600);
    expect(a.fees.lines.map((l) => [l.productId, l.yearlyCostCents])).toEqual([["etf-sp500", 180], ["sector-tech", 300], ["gov-muni", 120]]);
    // Only the municipal fund has a cheaper fund in its class: $1,000 × (0.12 % − 0.04 %) = $0.80.
    expect(a.fees.lines.filter((l) => l.cheaper).map((l) => [l.productId, l.cheaper!.productId, l.cheaper!.yearlySavingCents])).toEqual([["gov-muni", "gov-short", 80]]);
    expect(a.fees.possibleYearlySavingCents).toBe(80);
    // Ten years monthly at 5 %, the fee taken monthly: $10,000 × 1.0041667^120 × (1 − (1 − 0.00005)^120) ≈ $98.52.
    const grown = 1_000_000 * (1 + 0.05 / 12) ** 120;
    expect(Math.abs(a.fees.tenYearCostCents - grown * (1 - (1 - 0.0006 / 12) ** 120))).toBeLessThanOrEqual(1);
    expect(a.fees.tenYearCostCents).toBeGreaterThan(9_800);
    expect(a.fees.tenYearCostCents).toBeLessThan(9_900);
  });

  it("weights the risk levels by value and names the holdings above the profile's highest", () => {
    // (6,000 × 4 + 3,000 × 5 + 1,000 × 2) / 10,000 = 4.1; a moderate profile takes up to 3.
    expect(a.risk.weightedRisk).toBeCloseTo(4.1, 12);
    expect(a.risk.maxRisk).toBe(3);
    expect(a.risk.above.map((h) => [h.productId, h.riskLevel])).toEqual([["etf-sp500", 4], ["sector-tech", 5]]);
    expect(a.risk.abovePercent).toBe(90);
  });

  it("prices rebalancing: what selling down raises and realizes, lot by lot, what buying up takes", () => {
    // Moderate: index 40 % ($4,000) and sector 5 % ($500) held at 60 % and 30 %: sell $2,000 and $2,500.
    expect(a.rebalancing.outside.map((d) => d.assetClass)).toEqual(["money_market", "government_bond", "corporate_bond", "index_etf", "sector_etf"]);
    expect(a.rebalancing.sellCents).toBe(450_000);
    // First in, first out. $2,000 of the index fund is 20 units: all 10 of the 2020 lot (cost $500,
    // proceeds $1,000: $500 long-term) and 10 of the 50 from June (cost $4,500 × 10 / 50 = $900,
    // proceeds $1,000: $100 short-term). $2,500 of the sector fund is 25 units of its 2025 lot (cost
    // $2,400 × 25 / 30 = $2,000) sold for $2,500 less its 0.10 % fee ($2.50): $497.50 long-term.
    expect(a.rebalancing.shortTermGainCents).toBe(10_000);
    expect(a.rebalancing.longTermGainCents).toBe(50_000 + 49_750);
    expect(a.rebalancing.realizedGainCents).toBe(109_750);
    // Money market $1,000, government bonds $2,500 − $1,000, corporate bonds $2,000.
    expect(a.rebalancing.buyCents).toBe(450_000);
    expect(a.rebalancing.cashCents).toBe(0);
  });

  it("realizes what the member's method closes: average cost gives every unit the same basis", () => {
    const average = analysePortfolio({ ...input, costBasisMethod: "average" }).rebalancing;
    // 20 of 60 index units at $5,000 / 60 each: cost ⌊$5,000 × 20 / 60⌋ = $1,666.66, taken oldest
    // first (10 units of each lot, $833.33 each) for $1,000 each: $166.67 short-term and $166.67
    // long-term. The sector fund has one lot: $497.50 long-term as before.
    expect(average.shortTermGainCents).toBe(16_667);
    expect(average.longTermGainCents).toBe(16_667 + 49_750);
    expect(average.realizedGainCents).toBe(83_084);
  });

  it("prices a sale lot by lot: every unit when the amount is the whole value, nothing without a price", () => {
    const all = estimateSale({ method: "fifo", lots: muni.lots, amountCents: 100_000, priceTicks: AT_100, feeBps: 0, soldOn: "2026-11-23" });
    expect(all).toEqual({ proceedsCents: 100_000, costCents: 102_000, feeCents: 0, shortTermCents: 0, longTermCents: -2_000, gainCents: -2_000 });
    // $1,000.01 at $100.0000 needs 10.0001 units, more than the 10 held: the sale stops at 10.
    expect(estimateSale({ method: "fifo", lots: muni.lots, amountCents: 100_001, priceTicks: AT_100, feeBps: 0, soldOn: "2026-11-23" }).proceedsCents).toBe(100_000);
    // A lot bought on 1 May 2024 is still short-term on 1 May 2025, long-term the day after.
    expect(estimateSale({ method: "fifo", lots: muni.lots, amountCents: 50_000, priceTicks: AT_100, feeBps: 0, soldOn: "2025-05-01" })).toMatchObject({ shortTermCents: -1_000, longTermCents: 0 });
    expect(estimateSale({ method: "fifo", lots: muni.lots, amountCents: 50_000, priceTicks: AT_100, feeBps: 0, soldOn: "2025-05-02" })).toMatchObject({ shortTermCents: 0, longTermCents: -1_000 });
    expect(estimateSale({ method: "fifo", lots: muni.lots, amountCents: 50_000, priceTicks: 0, feeBps: 0, soldOn: "2026-11-23" }).gainCents).toBe(0);
  });

  it("reads each lot's gain by term if sold today: $500 short-term, $1,080 long-term, the municipal fund's $20 loss", () => {
    // Index: the 2020 lot $1,000 − $500 (long), the June 2026 lot $5,000 − $4,500 (short); sector:
    // $3,000 − $2,400 (long); municipal: $1,000 − $1,020 (long, a loss).
    expect(a.tax).toMatchObject({ shortTermCents: 50_000, longTermCents: 50_000 + 60_000 - 2_000, harvestableLossCents: 2_000, soonLongTerm: null });
    expect(a.tax.holdings.map((h) => [h.productId, h.shortTermCents, h.longTermCents, h.lossCents, h.washSaleUntil, h.placement])).toEqual([
      ["etf-sp500", 50_000, 50_000, 0, null, "taxable"],
      ["sector-tech", 0, 60_000, 0, null, "taxable"],
      ["gov-muni", 0, -2_000, -2_000, null, "taxable"],
    ]);
  });

  it("is empty without holdings, and without a profile every holding is above it", () => {
    const none = analysePortfolio({ ...input, holdings: [], drift: [] });
    expect(none).toMatchObject({ investedCents: 0, concentration: { largest: null, effectiveHoldings: 0 }, fees: { weightedBps: 0, yearlyCostCents: 0, tenYearCostCents: 0 } });
    expect(analysisFindings(none, REBALANCE_BAND_POINTS)).toEqual([]);
    const unassessed = analysePortfolio({ ...input, riskProfile: null });
    expect(unassessed.risk.maxRisk).toBe(0);
    expect(unassessed.risk.abovePercent).toBe(100);
  });
});

describe("tax considerations", () => {
  // A corporate bond fund at $50.0000: 20 units bought on 1 December 2025 for $800 (worth $1,000) and
  // 10 bought on 10 November 2026 for $600 (worth $500); today 23 November 2026.
  const corp = { productId: "corp-ig", symbol: "ENCIG", name: "Investment-Grade Corporate Bond Fund", assetClass: "corporate_bond" as const, priceTicks: 500_000 };
  const lots = [lot(11, "corp-ig", "2025-12-01", 20, 80_000), lot(12, "corp-ig", "2026-11-10", 10, 60_000)];
  const t = taxConsiderations([{ ...corp, lots }], "2026-11-23");

  it("dates long-term treatment from the day after the first anniversary", () => {
    expect(longTermFrom("2025-12-01")).toBe("2026-12-02");
    expect(longTermFrom("2024-02-29")).toBe("2025-03-01");
  });

  it("names gains that turn long-term within 60 days, and the wash sale window after a recent buy of a holding at a loss", () => {
    // Both lots short-term: +$200 and −$100. The first turns long-term on 2 December 2026, within 60
    // days; the second, bought 13 days ago, makes a loss sale until 10 December 2026 a wash sale.
    expect(t).toMatchObject({ shortTermCents: 10_000, longTermCents: 0, harvestableLossCents: 10_000, soonLongTerm: { gainCents: 20_000, firstDate: "2026-12-02" } });
    expect(t.holdings[0]).toMatchObject({ lossCents: -10_000, turnsLongTerm: { date: "2026-12-02", gainCents: 20_000 }, washSaleUntil: "2026-12-10", placement: "tax-deferred" });
    // 61 days before the first anniversary's next day, it is not yet "soon"; 31 days after a buy, no window.
    expect(taxConsiderations([{ ...corp, lots }], "2026-10-01").soonLongTerm).toBeNull();
    expect(taxConsiderations([{ ...corp, lots }], "2026-12-11").holdings[0]!.washSaleUntil).toBeNull();
    // Without a loss there is nothing a wash sale could disallow.
    expect(taxConsiderations([{ ...corp, priceTicks: 700_000, lots }], "2026-11-23").holdings[0]!.washSaleUntil).toBeNull();
  });

  it("places interest taxed every year in a tax-deferred account, municipal interest and stock funds in a taxable one", () => {
    expect(placementOf("corp-ig", "corporate_bond")).toBe("tax-deferred");
    expect(placementOf("gov-short", "government_bond")).toBe("tax-deferred");
    expect(placementOf("gov-muni", "government_bond")).toBe("taxable");
    expect(placementOf("sector-realestate", "sector_etf")).toBe("tax-deferred");
    expect(placementOf("etf-sp500", "index_etf")).toBe("taxable");
    expect(placementOf("pe-buyout", "private_investment")).toBe("depends");
  });

  it("says what it found in words", () => {
    const holding = { ...corp, riskLevel: 3, marketValueCents: 150_000, expenseRatioBps: 10, lots, sellFeeBps: 0 };
    const words = analysisFindings(
      analysePortfolio({ holdings: [holding], cashCents: 0, riskProfile: "moderate", drift: driftOf({ corporate_bond: 100 }, [holding], 0), cheapestByClass: {}, costBasisMethod: "fifo", today: "2026-11-23" }),
      REBALANCE_BAND_POINTS,
    ).find((f) => f.key === "tax")!;
    expect(words.attention).toBe(true);
    expect(words.summary).toBe(
      "Sold today, your holdings would realize a $100.00 gain short-term (lots held a year or less, taxed like ordinary income) and nothing long-term (lots held more than a year, taxed at the lower capital-gains rates). $200.00 of gains turn long-term within the next 60 days, the first on December 2, 2026: selling them after that day rather than before can lower the tax on them. Investment-Grade Corporate Bond Fund ($100.00) is worth less than you paid: selling would realize $100.00 of losses (tax-loss harvesting), which offset capital gains and then up to $3,000 of ordinary income a year ($1,500 married filing separately), the rest carrying forward to later years. You bought Investment-Grade Corporate Bond Fund (until December 10, 2026) within the last 30 days: a sale at a loss until the day given would be a wash sale, and the loss would be added to the cost of the units you bought instead of reducing this year's tax. Buying the same fund within 30 days after a loss sale, in any account including an IRA, is a wash sale too. Your investor account is taxable. Investment-Grade Corporate Bond Fund pays interest or income taxed at ordinary rates every year: if you have room in a tax-deferred account, such as a 401(k) or traditional IRA, it often fits better there.",
    );
  });
});

describe("the investment analysis in words", () => {
  const findings = analysisFindings(analysePortfolio(input), REBALANCE_BAND_POINTS);
  const of = (key: string) => findings.find((f) => f.key === key)!;

  it("formats shares and expense ratios", () => {
    expect([shareText(60), shareText(2.25), shareText(33.333)]).toEqual(["60%", "2.3%", "33.3%"]);
    expect([expenseText(6), expenseText(3), expenseText(12.5)]).toEqual(["0.06%", "0.03%", "0.13%"]);
  });

  it("says each finding with its figures, in the card's order", () => {
    expect(findings.map((f) => [f.key, f.attention])).toEqual([["concentration", true], ["fees", true], ["risk", true], ["allocation", true], ["tax", true]]);
    expect(of("concentration").summary).toBe(
      "Your largest holding is S&P 500 Index ETF (ENSPX), 60% of your invested value. Your holdings are as concentrated as 2.2 equal holdings. Information Technology Sector ETF (30%) is a narrow fund (one sector, one private fund or single companies) above 10% of your investments. Sector, private and single-company funds together are 30%, more than the 20% above which one part of the market can move your whole portfolio.",
    );
    expect(of("fees").summary).toContain("Your funds' expense ratios average 0.06% a year, weighted by value: about $6.00 a year on what you hold now.");
    expect(of("fees").summary).toContain("One of your funds costs more than the lowest-cost fund of the same class open to you; at the lower cost you would pay about $0.80 less a year.");
    expect(of("risk").summary).toBe(
      "Your holdings' average risk level is 4.1 on a scale of 1 to 5. 90% of your investments is above 3, the highest your moderate profile takes: S&P 500 Index ETF (risk 4) and Information Technology Sector ETF (risk 5).",
    );
    expect(of("allocation").summary).toBe(
      "More than 5 points off target: Money market below by 10 points, Government bond fund below by 15 points, Corporate bond fund below by 20 points, Broad index ETF above by 20 points and Sector ETF above by 25 points. Selling the classes above their target back to it would raise about $4,500.00 and realize about $1,097.50 of gains, which may be taxable. Sold today by your cost basis method (first in, first out), the lots held a year or less would realize a $100.00 gain (short-term, taxed like ordinary income) and the older lots a $997.50 gain (long-term, taxed at the lower capital-gains rates). Buying the classes below their target up to it would take about $4,500.00; you have $0.00 of cash available.",
    );
    expect(of("tax").summary).toBe(
      "Sold today, your holdings would realize a $500.00 gain short-term (lots held a year or less, taxed like ordinary income) and a $1,080.00 gain long-term (lots held more than a year, taxed at the lower capital-gains rates). National Municipal Bond Fund ($20.00) is worth less than you paid: selling would realize $20.00 of losses (tax-loss harvesting), which offset capital gains and then up to $3,000 of ordinary income a year ($1,500 married filing separately), the rest carrying forward to later years. S&P 500 Index ETF, Information Technology Sector ETF and National Municipal Bond Fund are tax-efficient in a taxable account: qualified dividends, gains taxed only when you choose to sell, or interest free of federal tax.",
    );
    for (const f of findings) expect(f.tradeOffs.length).toBeGreaterThan(80);
  });

  it("says when nothing needs attention", () => {
    const calm = analysisFindings(
      analysePortfolio({ holdings: [{ ...sp500, riskLevel: 3 }], cashCents: 0, riskProfile: "moderate", drift: driftOf({ index_etf: 100 }, [sp500], 0), cheapestByClass: {}, costBasisMethod: "fifo", today: "2026-11-23" }),
      REBALANCE_BAND_POINTS,
    );
    expect(calm.map((f) => f.attention)).toEqual([false, false, false, false, false]);
    expect(calm[0]!.summary).toContain("as concentrated as a single holding");
    expect(calm[0]!.summary).toContain("You hold no sector, private or single-company funds");
    expect(calm[2]!.summary).toBe("Your holdings' average risk level is 3.0 on a scale of 1 to 5, and every holding is at or below 3, the highest your moderate profile takes.");
    expect(calm[3]!.summary).toBe("Every asset class is within 5 points of its target: your mix matches the allocation you set.");
  });
});
