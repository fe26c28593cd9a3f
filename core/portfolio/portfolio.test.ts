import { describe, expect, it } from "vitest";
import { closeLots, proceedsByLot } from "./lots";
import { oneYearAfter, realizedByYear, termOf } from "./gains";
import { allocationBy, averageCostTicks, dayChangeOf, holdingsOf } from "./holdings";
import { calendarDays, flowsOfPeriod, timeWeightedReturn, valueSeries, xirr } from "./returns";
import { driftOf, MODEL_ALLOCATIONS, rebalanceTrades, targetProblem } from "./targets";

const U = 1_000_000; // micro-units per unit

describe("closing lots", () => {
  // Lot 1: 10 units for $1,000.00 (2024-01-02); lot 2: 10 units for $2,000.00 (2024-06-03).
  const lots = [
    { id: 2, acquiredOn: "2024-06-03", unitsMicro: 10 * U, costCents: 200_000 },
    { id: 1, acquiredOn: "2024-01-02", unitsMicro: 10 * U, costCents: 100_000 },
  ];

  it("FIFO takes the oldest lot first", () => {
    // 15 units: all of lot 1 ($1,000.00) and 5 of lot 2's 10 ($2,000.00 × 5/10 = $1,000.00): $2,000.00.
    const r = closeLots("fifo", lots, 15 * U);
    expect(r).toEqual({
      ok: true,
      costCents: 200_000,
      taken: [
        { lotId: 1, acquiredOn: "2024-01-02", unitsMicro: 10 * U, costCents: 100_000 },
        { lotId: 2, acquiredOn: "2024-06-03", unitsMicro: 5 * U, costCents: 100_000 },
      ],
      updates: [
        { lotId: 1, remainingUnitsMicro: 0, remainingCostCents: 0 },
        { lotId: 2, remainingUnitsMicro: 5 * U, remainingCostCents: 100_000 },
      ],
    });
  });

  it("average cost gives every unit the same basis and keeps the lots' dates", () => {
    // 20 units cost $3,000.00: $150.00 a unit. 15 units cost ⌊300,000 × 15/20⌋ = 225,000 cents;
    // units come out oldest first: 10 of lot 1 ($1,500.00), 5 of lot 2 ($750.00). The 5 left keep $750.00.
    const r = closeLots("average", lots, 15 * U);
    expect(r).toEqual({
      ok: true,
      costCents: 225_000,
      taken: [
        { lotId: 1, acquiredOn: "2024-01-02", unitsMicro: 10 * U, costCents: 150_000 },
        { lotId: 2, acquiredOn: "2024-06-03", unitsMicro: 5 * U, costCents: 75_000 },
      ],
      updates: [
        { lotId: 1, remainingUnitsMicro: 0, remainingCostCents: 0 },
        { lotId: 2, remainingUnitsMicro: 5 * U, remainingCostCents: 75_000 },
      ],
    });
  });

  it("average cost re-spreads what is left over the open lots, to the cent", () => {
    // 3 lots of 1 unit costing 1, 1 and 2 cents (4 cents). Sell 1 unit: ⌊4 × 1/3⌋ = 1 cent, taken from lot 10.
    // Left 3 cents over lots 11 and 12 (1 unit each): ⌊3 × 1/2⌋ = 1 for lot 11, the rest (2) for lot 12.
    const small = [
      { id: 10, acquiredOn: "2024-01-01", unitsMicro: U, costCents: 1 },
      { id: 11, acquiredOn: "2024-01-02", unitsMicro: U, costCents: 1 },
      { id: 12, acquiredOn: "2024-01-03", unitsMicro: U, costCents: 2 },
    ];
    const r = closeLots("average", small, U);
    expect(r.ok && r.costCents).toBe(1);
    expect(r.ok && r.updates).toEqual([{ lotId: 10, remainingUnitsMicro: 0, remainingCostCents: 0 }]);
    // A sale of everything takes the whole cost whatever the rounding.
    const all = closeLots("average", small, 3 * U);
    expect(all.ok && all.costCents).toBe(4);
    expect(closeLots("average", small, 3 * U + 1)).toEqual({ ok: false, heldMicro: 3 * U });
    expect(closeLots("fifo", small, 3 * U + 1)).toEqual({ ok: false, heldMicro: 3 * U });
  });

  it("shares a sale's proceeds over the lots by units", () => {
    // $100.01 over 2 and 1 units: ⌊10,001 × 2/3⌋ = 6,667, then the rest 3,334.
    expect(proceedsByLot(10_001, [{ unitsMicro: 2 * U }, { unitsMicro: U }])).toEqual([6_667, 3_334]);
  });
});

describe("holding period", () => {
  it("is long-term only after the first anniversary", () => {
    expect(oneYearAfter("2024-03-15")).toBe("2025-03-15");
    expect(termOf("2024-03-15", "2025-03-15")).toBe("short"); // exactly one year: not more than one year
    expect(termOf("2024-03-15", "2025-03-16")).toBe("long");
    expect(oneYearAfter("2024-02-29")).toBe("2025-02-28");
    expect(termOf("2024-02-29", "2025-02-28")).toBe("short");
    expect(termOf("2024-02-29", "2025-03-01")).toBe("long");
  });

  it("adds realized gains by year of sale and term", () => {
    // 2025: long 1,500 − 1,000 = +500; short 700 − 900 = −200. 2026: short 300 − 100 = +200.
    expect(
      realizedByYear([
        { acquiredOn: "2024-01-02", soldOn: "2025-06-01", costCents: 1_000, proceedsCents: 1_500 },
        { acquiredOn: "2025-01-02", soldOn: "2025-06-01", costCents: 900, proceedsCents: 700 },
        { acquiredOn: "2025-12-01", soldOn: "2026-01-05", costCents: 100, proceedsCents: 300 },
      ]),
    ).toEqual([
      { year: 2025, shortTermCents: -200, longTermCents: 500, totalCents: 300, proceedsCents: 2_200, costCents: 1_900 },
      { year: 2026, shortTermCents: 200, longTermCents: 0, totalCents: 200, proceedsCents: 300, costCents: 100 },
    ]);
  });
});

describe("holdings and allocation", () => {
  it("sums lots per product at the latest close", () => {
    // 30 units costing $2,800.00 at $110.0000: market $3,300.00, unrealized $500.00 = 17.857… %.
    // Average cost 280,000 cents × 100 × 10^6 ÷ 30 × 10^6 = 933,333.3 ticks → $93.3333.
    const [h] = holdingsOf(
      [
        { id: 1, productId: "mm", acquiredOn: "2024-01-02", unitsMicro: 20 * U, costCents: 200_000 },
        { id: 2, productId: "mm", acquiredOn: "2024-02-01", unitsMicro: 10 * U, costCents: 80_000 },
      ],
      () => 1_100_000,
    );
    expect(h).toMatchObject({ productId: "mm", unitsMicro: 30 * U, costCents: 280_000, averageCostTicks: 933_333, marketValueCents: 330_000, unrealizedCents: 50_000 });
    expect(h!.unrealizedPercent).toBeCloseTo(17.857142857, 6);
    expect(averageCostTicks(2, 3 * U)).toBe(67); // 2 cents / 3 units = 0.6667 cent = 66.67 ticks → 67
  });

  it("splits value by a key", () => {
    // 300 + 100 = 400: 75 % and 25 %.
    expect(allocationBy([{ key: "a", marketValueCents: 100 }, { key: "b", marketValueCents: 300 }])).toEqual([
      { key: "b", valueCents: 300, percent: 75 },
      { key: "a", valueCents: 100, percent: 25 },
    ]);
  });
});

describe("value series and returns", () => {
  // Day 1 (2025-01-01): deposit $1,000.00 and buy 10 units at $100.00 (close $100.0000).
  // Day 2: close $110.0000 → value $1,100.00 (+10 %).
  // Day 3: deposit $1,100.00 at the start of the day; close $105.0000 → 10 × $105 + $1,100 = $2,150.00;
  //        r₃ = 2,150 ÷ (1,100 + 1,100) − 1 = −2.2727… %.
  // Day 4: full sale of the 10 units at $105.0000 (value unchanged: units become cash) → $2,150.00, r₄ = 0.
  // TWR = 1.10 × (2,150 ÷ 2,200) − 1 = 1.10 × 0.977272… − 1 = 0.075 exactly: 7.5 %.
  const events = [
    { date: "2025-01-01", cashCents: 100_000, flowCents: 100_000 },
    { date: "2025-01-01", cashCents: -100_000, productId: "x", unitsMicro: 10 * U, flowCents: 0 },
    { date: "2025-01-03", cashCents: 110_000, flowCents: 110_000 },
    { date: "2025-01-04", cashCents: 105_000, productId: "x", unitsMicro: -10 * U, flowCents: 0 },
  ];
  const closes = new Map([
    [
      "x",
      [
        { date: "2025-01-01", closeTicks: 1_000_000 },
        { date: "2025-01-02", closeTicks: 1_100_000 },
        { date: "2025-01-03", closeTicks: 1_050_000 },
      ],
    ],
  ]);
  const series = valueSeries(events, closes, "2025-01-01", "2025-01-04");

  it("values every day", () => {
    expect(series.map((p) => [p.date, p.valueCents, p.flowCents])).toEqual([
      ["2025-01-01", 100_000, 100_000],
      ["2025-01-02", 110_000, 0],
      ["2025-01-03", 215_000, 110_000],
      ["2025-01-04", 215_000, 0],
    ]);
    expect(series[3]).toMatchObject({ cashCents: 215_000, marketValueCents: 0 });
  });

  it("values across a leap day and a year's end, a holding revalued when its units or its close change", () => {
    // Closes of "y": $50.0000 on 2023-12-29 (a Friday), $52.0000 on 2024-01-02; none on the days between.
    // 2023-12-30: deposit $1,000.00, buy 4 units of "y" for $200.00 → cash $800.00, 4 × $50 = $200.00.
    // 2024-01-01: buy 2 more for $100.00 → cash $700.00, 6 × $50 = $300.00 (no new close: units changed).
    // 2024-01-02: close $52.0000 → 6 × $52 = $312.00.
    const yearEnd = valueSeries(
      [
        { date: "2023-12-30", cashCents: 100_000, flowCents: 100_000 },
        { date: "2023-12-30", cashCents: -20_000, productId: "y", unitsMicro: 4 * U, flowCents: 0 },
        { date: "2024-01-01", cashCents: -10_000, productId: "y", unitsMicro: 2 * U, flowCents: 0 },
      ],
      new Map([["y", [{ date: "2023-12-29", closeTicks: 500_000 }, { date: "2024-01-02", closeTicks: 520_000 }]]]),
      "2023-12-30",
      "2024-01-02",
    );
    expect(yearEnd.map((p) => [p.date, p.cashCents, p.marketValueCents, p.valueCents])).toEqual([
      ["2023-12-30", 80_000, 20_000, 100_000],
      ["2023-12-31", 80_000, 20_000, 100_000],
      ["2024-01-01", 70_000, 30_000, 100_000],
      ["2024-01-02", 70_000, 31_200, 101_200],
    ]);
    // 2024 is a leap year: 29 February is a day of the series. "z" has no close before 2024-02-29,
    // so the unit bought on the 28th is worth nothing that day ($10.0000 from the 29th, $12.5000 on 1 March).
    const leap = valueSeries(
      [{ date: "2024-02-28", cashCents: 0, productId: "z", unitsMicro: 1 * U, flowCents: 0 }],
      new Map([["z", [{ date: "2024-02-29", closeTicks: 100_000 }, { date: "2024-03-01", closeTicks: 125_000 }]]]),
      "2024-02-28",
      "2024-03-02",
    );
    expect(leap.map((p) => [p.date, p.marketValueCents])).toEqual([
      ["2024-02-28", 0],
      ["2024-02-29", 1_000],
      ["2024-03-01", 1_250],
      ["2024-03-02", 1_250],
    ]);
  });

  it("counts calendar days over month, year and leap-year ends", () => {
    expect(calendarDays("2023-12-30", "2024-01-02")).toEqual(["2023-12-30", "2023-12-31", "2024-01-01", "2024-01-02"]);
    expect(calendarDays("2024-02-28", "2024-03-01")).toEqual(["2024-02-28", "2024-02-29", "2024-03-01"]);
    // 2100 is not a leap year (a century); 2000 was (divisible by 400).
    expect(calendarDays("2100-02-28", "2100-03-01")).toEqual(["2100-02-28", "2100-03-01"]);
    expect(calendarDays("2000-02-28", "2000-03-01")).toEqual(["2000-02-28", "2000-02-29", "2000-03-01"]);
    expect(calendarDays("2025-04-30", "2025-05-01")).toEqual(["2025-04-30", "2025-05-01"]);
    expect(calendarDays("2025-01-02", "2025-01-01")).toEqual([]);
    // Five years from 2021-01-01 to 2025-12-31: 365 × 5 + one leap day (2024).
    expect(calendarDays("2021-01-01", "2025-12-31")).toHaveLength(1_826);
  });

  it("time-weighted: a deposit mid-period and a full sale change no day's return", () => {
    expect(timeWeightedReturn(series)).toBeCloseTo(0.075, 12);
    // Withdrawing everything on day 5 leaves nothing; the return stays the same.
    expect(timeWeightedReturn([...series, { valueCents: 0, flowCents: -215_000 }])).toBeCloseTo(0.075, 12);
    expect(timeWeightedReturn(series.slice(0, 1))).toBeNull();
  });

  it("money-weighted (XIRR) against the spreadsheet's example", () => {
    // A spreadsheet's XIRR of these flows is 0.373362535 (37.34 %):
    //   2008-01-01 −10,000 · 2008-03-01 2,750 · 2008-10-30 4,250 · 2009-02-15 3,250 · 2009-04-01 2,750
    const r = xirr([
      { date: "2008-01-01", amountCents: -1_000_000 },
      { date: "2008-03-01", amountCents: 275_000 },
      { date: "2008-10-30", amountCents: 425_000 },
      { date: "2009-02-15", amountCents: 325_000 },
      { date: "2009-04-01", amountCents: 275_000 },
    ]);
    expect(r).toBeCloseTo(0.373362535, 7);
  });

  it("money-weighted by hand: one year, and a loss Newton overshoots", () => {
    // −$1,000.00 on 2023-01-01, +$1,100.00 on 2024-01-01 (365 days): (1,100 ÷ 1,000)^(365/365) − 1 = 10 %.
    expect(xirr([{ date: "2023-01-01", amountCents: -100_000 }, { date: "2024-01-01", amountCents: 110_000 }])).toBeCloseTo(0.1, 10);
    // Losing half in 30 days: (0.5)^(365/30) − 1 = 2^−12.1667 − 1 = 1/4,597.6 − 1 ≈ −99.978 %. Newton from 10 % steps
    // below −100 % here, so bisection finds it.
    expect(xirr([{ date: "2024-01-01", amountCents: -100_000 }, { date: "2024-01-31", amountCents: 50_000 }])).toBeCloseTo(Math.pow(0.5, 365 / 30) - 1, 9);
    expect(xirr([{ date: "2024-01-01", amountCents: -100_000 }])).toBeNull();
    expect(xirr([{ date: "2024-01-01", amountCents: -100_000 }, { date: "2024-01-01", amountCents: 100_000 }])).toBeNull();
  });

  it("takes a period's flows for XIRR: start value in, deposits in, end value out", () => {
    // −1,000 (day 1), −1,100 (day 3 deposit), +2,150 (day 4 end): +50 over ~2 days → positive.
    expect(flowsOfPeriod(series)).toEqual([
      { date: "2025-01-01", amountCents: -100_000 },
      { date: "2025-01-02", amountCents: -0 },
      { date: "2025-01-03", amountCents: -110_000 },
      { date: "2025-01-04", amountCents: -0 },
      { date: "2025-01-04", amountCents: 215_000 },
    ]);
    expect(xirr(flowsOfPeriod(series))!).toBeGreaterThan(0);
  });
});

describe("target allocation and rebalancing", () => {
  it("models sum to 100 and targets are checked", () => {
    for (const model of Object.values(MODEL_ALLOCATIONS)) expect(targetProblem(model)).toBeNull();
    expect(targetProblem({ index_etf: 60, cd: 30 })).toBe("The classes must add up to 100 points, not 90");
    expect(targetProblem({ index_etf: 50.5, cd: 49.5 })).not.toBeNull();
  });

  // Target: money market 30, government bonds 40, corporate bonds 20, index ETFs 10 (conservative).
  // Holdings: index ETF $6,000.00, money market $2,000.00; cash $2,000.00. Base $10,000.00.
  // Current: index 60 % (+50 points), money market 20 % (−10), government 0 % (−40), corporate 0 % (−20).
  const target = MODEL_ALLOCATIONS.conservative;
  const holdings = [
    { productId: "etf-sp500", assetClass: "index_etf" as const, marketValueCents: 600_000 },
    { productId: "mm-treasury", assetClass: "money_market" as const, marketValueCents: 200_000 },
  ];
  const candidates = {
    money_market: { productId: "mm-treasury", minimumCents: 10_000 },
    government_bond: { productId: "gov-short", minimumCents: 100_000 },
    corporate_bond: { productId: "corp-ig", minimumCents: 100_000 },
  };

  it("measures drift in points of the whole (holdings and cash)", () => {
    const d = driftOf(target, holdings, 200_000);
    expect(d.map((x) => [x.assetClass, Math.round(x.currentPercent), x.driftPoints, x.outsideBand])).toEqual([
      ["money_market", 20, -10, true],
      ["government_bond", 0, -40, true],
      ["corporate_bond", 0, -20, true],
      ["index_etf", 60, 50, true],
    ]);
  });

  it("buys with the cash there is, largest shortfall first, sells only when allowed", () => {
    // Shortfalls: government $4,000.00, corporate $2,000.00, money market $1,000.00; cash $2,000.00.
    // Government gets all $2,000.00; nothing is left for corporate ($1,000.00 minimum) or money market.
    const buysOnly = rebalanceTrades({ target, holdings, cashCents: 200_000, candidates, allowSells: false });
    expect(buysOnly.trades).toEqual([{ side: "buy", productId: "gov-short", assetClass: "government_bond", amountCents: 200_000 }]);
    expect(buysOnly.skipped).toEqual([
      { assetClass: "index_etf", reason: "sells-not-allowed", amountCents: 500_000 },
      { assetClass: "corporate_bond", reason: "cash", amountCents: 200_000 },
      { assetClass: "money_market", reason: "cash", amountCents: 100_000 },
    ]);
    // With sells: index sells $6,000.00 − $1,000.00 = $5,000.00; the buys still use only today's cash.
    const withSells = rebalanceTrades({ target, holdings, cashCents: 200_000, candidates, allowSells: true });
    expect(withSells.trades[0]).toEqual({ side: "sell", productId: "etf-sp500", assetClass: "index_etf", amountCents: 500_000 });
    expect(withSells.trades.slice(1)).toEqual(buysOnly.trades);
  });

  it("respects the minimum: buys it when the class stays within the band, else skips", () => {
    // Base $10,000.00, all cash $10,000.00 but index held $0; target index 10 %, others … Use a tiny shortfall:
    // money market holds $2,400.00 of target 30 % → short $600.00 (−6 points, outside the band) with cash $7,600.00
    // and a $1,000.00 minimum: buying $1,000.00 makes $3,400.00 = 34 % ≤ 35 %: bought at the minimum.
    const r = rebalanceTrades({
      target: { money_market: 30, government_bond: 70 },
      holdings: [{ productId: "mm-treasury", assetClass: "money_market", marketValueCents: 240_000 }],
      cashCents: 760_000,
      candidates: { money_market: { productId: "mm-treasury", minimumCents: 100_000 }, government_bond: { productId: "gov-short", minimumCents: 100_000 } },
      allowSells: false,
    });
    // Government: target $7,000.00, bought first (larger shortfall) with $7,000.00; $600.00 left < $1,000.00 minimum,
    // so the money market buy cannot be made: skipped for cash.
    expect(r.trades).toEqual([{ side: "buy", productId: "gov-short", assetClass: "government_bond", amountCents: 700_000 }]);
    expect(r.skipped).toEqual([{ assetClass: "money_market", reason: "cash", amountCents: 60_000 }]);
    // Same with $1,600.00 more cash (base $11,600.00): government target ⌊11,600 × 0.7⌋ = $8,120.00, bought;
    // money market target $3,480.00, short $1,080.00 = 9.3 points: buys the rest $1,080.00 ≥ minimum.
    const more = rebalanceTrades({
      target: { money_market: 30, government_bond: 70 },
      holdings: [{ productId: "mm-treasury", assetClass: "money_market", marketValueCents: 240_000 }],
      cashCents: 920_000,
      candidates: { money_market: { productId: "mm-treasury", minimumCents: 100_000 }, government_bond: { productId: "gov-short", minimumCents: 100_000 } },
      allowSells: false,
    });
    expect(more.trades).toEqual([
      { side: "buy", productId: "gov-short", assetClass: "government_bond", amountCents: 812_000 },
      { side: "buy", productId: "mm-treasury", assetClass: "money_market", amountCents: 108_000 },
    ]);
    // A shortfall of $600.00 (6 points of $10,000.00) with plenty of cash and a $1,000.00 minimum: the
    // minimum brings the class to 30 + 4 = 34 points, within the band: bought at the minimum.
    const min = rebalanceTrades({
      target: { money_market: 30, government_bond: 70 },
      holdings: [
        { productId: "mm-treasury", assetClass: "money_market", marketValueCents: 240_000 },
        { productId: "gov-short", assetClass: "government_bond", marketValueCents: 700_000 },
      ],
      cashCents: 60_000,
      candidates: { money_market: { productId: "mm-treasury", minimumCents: 50_000 }, government_bond: { productId: "gov-short", minimumCents: 100_000 } },
      allowSells: false,
    });
    // Cash $600.00 ≥ minimum $500.00: the need $600.00 is bought whole.
    expect(min.trades).toEqual([{ side: "buy", productId: "mm-treasury", assetClass: "money_market", amountCents: 60_000 }]);
  });
});

describe("today's change", () => {
  // 20 units of A, closes $100.0000 then $110.0000: 20 × $100 = $2,000.00 before, $2,200.00 now.
  // 4.5 units of B, closes $50.0000 then $40.0000: $225.00 before, $180.00 now.
  // Change ($2,200.00 + $180.00) − ($2,000.00 + $225.00) = $155.00;
  // $155.00 ÷ $2,225.00 = 6.966… %.
  const closes: Record<string, { date: string; closeTicks: number }[]> = {
    A: [
      { date: "2026-11-18", closeTicks: 900_000 },
      { date: "2026-11-19", closeTicks: 1_000_000 },
      { date: "2026-11-20", closeTicks: 1_100_000 },
    ],
    B: [
      { date: "2026-11-19", closeTicks: 500_000 },
      { date: "2026-11-20", closeTicks: 400_000 },
    ],
    C: [{ date: "2026-11-20", closeTicks: 1_234_567 }],
  };
  it("values the units held at the latest close less at the close before", () => {
    const change = dayChangeOf(
      [
        { productId: "A", unitsMicro: 20 * U },
        { productId: "B", unitsMicro: 4_500_000 },
      ],
      (id) => closes[id] ?? [],
    );
    expect(change).toMatchObject({ changeCents: 15_500, previousValueCents: 222_500, date: "2026-11-20", previousDate: "2026-11-19" });
    expect(change.percent).toBeCloseTo(6.9663, 4);
  });
  it("is zero for a product with one close, and null as a percentage with nothing held", () => {
    // 2 units of C at $123.4567 both days: $246.91 (cents rounded down), no change.
    expect(dayChangeOf([{ productId: "C", unitsMicro: 2 * U }], (id) => closes[id] ?? [])).toEqual({ changeCents: 0, previousValueCents: 24_691, percent: 0, date: "2026-11-20", previousDate: null });
    expect(dayChangeOf([], () => [])).toEqual({ changeCents: 0, previousValueCents: 0, percent: null, date: null, previousDate: null });
  });
});
