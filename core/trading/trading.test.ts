import { describe, expect, it } from "vitest";
import { balancesOf, buyFilled, entryTotal, memberBalances, parseAccountKey, sellFilled } from "../ledger";
import { asCents } from "../money";
import { findProduct, PRODUCTS, ASSET_CLASSES } from "./catalogue";
import { closeLotsFifo } from "./lots";
import { fillBuy, fillSellUnits, microToUnits, parseUnits, secondsLeft, unitsForAmount, valueOfUnits } from "./orders";
import {
  bpsToPercent,
  businessDaysBetween,
  changeBps,
  closeHistory,
  growthOf,
  monthsBefore,
  nextBusinessDay,
  nextClose,
  oneYearReturnBps,
  previousBusinessDay,
  rangeStart,
  ticksToString,
  yearsBefore,
} from "./prices";
import { needsAcknowledgement } from "./suitability";

const product = (id: string) => findProduct(id)!;

describe("the catalogue", () => {
  it("has about forty products across every asset class, with unique ids and symbols", () => {
    expect(PRODUCTS.length).toBeGreaterThanOrEqual(38);
    expect(PRODUCTS.length).toBeLessThanOrEqual(45);
    expect(new Set(PRODUCTS.map((p) => p.id)).size).toBe(PRODUCTS.length);
    expect(new Set(PRODUCTS.map((p) => p.symbol)).size).toBe(PRODUCTS.length);
    for (const assetClass of ASSET_CLASSES) expect(PRODUCTS.some((p) => p.assetClass === assetClass), assetClass).toBe(true);
    for (const p of PRODUCTS) {
      expect(p.riskLevel).toBeGreaterThanOrEqual(1);
      expect(p.riskLevel).toBeLessThanOrEqual(5);
      expect(Number.isSafeInteger(p.minimumInvestmentCents) && p.minimumInvestmentCents > 0).toBe(true);
    }
  });
  it("unlocks private investments at Emerald (7) and ultra-high-net-worth ones at Painite (9), the rest at Bronze", () => {
    for (const p of PRODUCTS) {
      const expected = p.assetClass === "private_investment" ? 7 : p.assetClass === "uhnw_investment" ? 9 : 2;
      expect(p.unlockLevel, p.id).toBe(expected);
    }
  });
});

describe("business days and ranges", () => {
  it("steps over weekends", () => {
    expect(nextBusinessDay("2026-11-20")).toBe("2026-11-23"); // Friday → Monday
    expect(previousBusinessDay("2026-11-23")).toBe("2026-11-20");
    expect(businessDaysBetween("2026-11-20", "2026-11-24")).toEqual(["2026-11-20", "2026-11-23", "2026-11-24"]);
  });
  it("counts months and years back on the calendar", () => {
    expect(yearsBefore("2024-02-29", 1)).toBe("2023-02-28");
    expect(monthsBefore("2026-03-31", 1)).toBe("2026-02-28");
    expect(monthsBefore("2026-01-15", 6)).toBe("2025-07-15");
    expect(rangeStart("1M", "2026-11-20")).toBe("2026-10-20");
    expect(rangeStart("MAX", "2026-11-20")).toBeNull();
  });
});

describe("daily closes", () => {
  it("accrues a CD's yield at par: $100 at 4.60 % a year gains 182.54 ticks, 183 rounded", () => {
    expect(nextClose(product("cd-1y"), 1_000_000, "2026-11-23")).toBe(1_000_183);
  });
  it("is deterministic: the same product, close and date give the same next close", () => {
    const p = product("etf-sp500");
    expect(nextClose(p, 3_800_000, "2026-11-23")).toBe(nextClose(p, 3_800_000, "2026-11-23"));
    expect(closeHistory(p, "2026-11-20")).toEqual(closeHistory(p, "2026-11-20"));
  });
  it("covers five years of business days, starting at the product's start price", () => {
    const history = closeHistory(product("etf-sp500"), "2026-11-20");
    expect(history[0]).toEqual({ date: "2021-11-22", closeTicks: 3_800_000 });
    expect(history.at(-1)!.date).toBe("2026-11-20");
    expect(history).toHaveLength(businessDaysBetween("2021-11-22", "2026-11-20").length);
    expect(history.every((c) => Number.isSafeInteger(c.closeTicks) && c.closeTicks >= 100)).toBe(true);
  });
  it("moves with the class's volatility: sector ETFs swing more than government bonds, CDs not at all", () => {
    const dailySpread = (id: string) => {
      const h = closeHistory(product(id), "2026-11-20");
      const r = h.slice(1).map((c, i) => c.closeTicks / h[i]!.closeTicks - 1);
      const mean = r.reduce((a, b) => a + b, 0) / r.length;
      return Math.sqrt(r.reduce((a, b) => a + (b - mean) ** 2, 0) / r.length);
    };
    const tech = dailySpread("sector-tech"); // 24 % a year ≈ 1.51 % a day
    expect(tech).toBeGreaterThan(0.012);
    expect(tech).toBeLessThan(0.018);
    expect(dailySpread("gov-short")).toBeLessThan(0.004); // 5 % a year ≈ 0.31 % a day
    expect(closeHistory(product("cd-5y"), "2026-11-20").every((c, i, all) => i === 0 || c.closeTicks >= all[i - 1]!.closeTicks)).toBe(true);
  });
  it("writes prices and returns as decimal strings", () => {
    expect(ticksToString(1_234_567)).toBe("123.4567");
    expect(ticksToString(50)).toBe("0.0050");
    expect(changeBps(1_000_000, 1_123_450)).toBe(1235); // 12.345 % → 12.35 %
    expect(changeBps(100, 93)).toBe(-700);
    expect(bpsToPercent(1235)).toBe("12.35");
    expect(bpsToPercent(-7)).toBe("-0.07");
  });
  it("reads the one-year return from the close a year before the last", () => {
    const closes = [
      { date: "2025-11-19", closeTicks: 900 },
      { date: "2025-11-20", closeTicks: 1_000 },
      { date: "2026-06-01", closeTicks: 1_500 },
      { date: "2026-11-20", closeTicks: 1_100 },
    ];
    expect(oneYearReturnBps(closes)).toBe(1000);
    expect(oneYearReturnBps(closes.slice(2))).toBeNull();
  });
  it("grows $10,000 along the closes, to the cent", () => {
    expect(growthOf(1_000_000, [{ date: "a", closeTicks: 3 }, { date: "b", closeTicks: 4 }, { date: "c", closeTicks: 2 }])).toEqual([
      { date: "a", valueCents: 1_000_000 },
      { date: "b", valueCents: 1_333_333 },
      { date: "c", valueCents: 666_667 },
    ]);
  });
});

describe("orders' arithmetic", () => {
  it("buys $1,000.00 at $123.4567: 8.100005 units (8.1000059 rounded down)", () => {
    expect(fillBuy(asCents(100_000), 1_234_567, 0)).toEqual({ grossCents: 100_000, feeCents: 0, netCents: 100_000, unitsMicro: 8_100_005 });
  });
  it("takes a 1 % fee off a $250,000.00 buy at $1,000.0000: $2,500.00 fee, 247.5 units", () => {
    expect(fillBuy(asCents(25_000_000), 10_000_000, 100)).toEqual({ grossCents: 25_000_000, feeCents: 250_000, netCents: 24_750_000, unitsMicro: 247_500_000 });
  });
  it("sells 8.1 units at $130.0000 for $1,053.00, and a dust of units for $0", () => {
    expect(fillSellUnits(8_100_000, 1_300_000, 0)).toEqual({ grossCents: 105_300, feeCents: 0, proceedsCents: 105_300, unitsMicro: 8_100_000 });
    expect(fillSellUnits(1, 1_234_567, 0).grossCents).toBe(0);
    expect(fillSellUnits(10_000_000, 10_000_000, 50)).toEqual({ grossCents: 1_000_000, feeCents: 5_000, proceedsCents: 995_000, unitsMicro: 10_000_000 });
  });
  it("sells by amount: the fewest micro-units whose gross reaches it", () => {
    const units = unitsForAmount(asCents(10_000), 1_234_567);
    expect(units).toBe(810_001); // 0.81000059 units, rounded up
    expect(valueOfUnits(units, 1_234_567)).toBe(10_000);
    expect(valueOfUnits(units - 1, 1_234_567)).toBe(9_999);
  });
  it("reads and writes units with up to 6 decimals", () => {
    expect(parseUnits("12.5")).toEqual({ ok: true, micro: 12_500_000 });
    expect(parseUnits("0.000001")).toEqual({ ok: true, micro: 1 });
    expect(parseUnits(3)).toEqual({ ok: true, micro: 3_000_000 });
    for (const bad of ["1.1234567", "-1", "0", "1e3", "", "abc", null, "0.0000001"]) expect(parseUnits(bad).ok, String(bad)).toBe(false);
    expect(microToUnits(12_500_000)).toBe("12.500000");
    expect(microToUnits(1)).toBe("0.000001");
  });
  it("counts the seconds left on the server's clock, rounded up, never below 0", () => {
    const at = new Date("2026-11-23T12:05:00.000Z");
    expect(secondsLeft(at, new Date("2026-11-23T12:00:00.000Z"))).toBe(300);
    expect(secondsLeft(at, new Date("2026-11-23T12:04:59.800Z"))).toBe(1);
    expect(secondsLeft(at, new Date("2026-11-23T12:06:00.000Z"))).toBe(0);
  });
});

describe("suitability", () => {
  it("asks for an acknowledgement above the assessed profile, and always without one", () => {
    expect(needsAcknowledgement(3, "moderate")).toBe(false);
    expect(needsAcknowledgement(4, "moderate")).toBe(true);
    expect(needsAcknowledgement(5, "aggressive")).toBe(false);
    expect(needsAcknowledgement(1, "conservative")).toBe(false);
    expect(needsAcknowledgement(1, null)).toBe(true);
  });
});

describe("closing lots first in, first out", () => {
  const lots = [
    { id: 2, acquiredOn: "2026-02-02", unitsMicro: 3_000_000, costCents: 33_333 },
    { id: 1, acquiredOn: "2026-01-02", unitsMicro: 2_000_000, costCents: 20_000 },
  ];
  it("closes the oldest lot whole, then part of the next, splitting its cost without losing a cent", () => {
    expect(closeLotsFifo(lots, 3_500_000)).toEqual({
      ok: true,
      costCents: 36_666,
      closings: [
        { lotId: 1, unitsMicro: 2_000_000, costCents: 20_000, remainingUnitsMicro: 0, remainingCostCents: 0 },
        { lotId: 2, unitsMicro: 1_500_000, costCents: 16_666, remainingUnitsMicro: 1_500_000, remainingCostCents: 16_667 },
      ],
    });
  });
  it("refuses to close more than is held", () => {
    expect(closeLotsFifo(lots, 5_000_001)).toEqual({ ok: false, heldMicro: 5_000_000 });
  });
});

describe("fills in the ledger", () => {
  it("a buy spends the hold: securities at cost, the fee to the platform, summing to zero", () => {
    const entry = buyFilled(7, "pe-buyout", asCents(25_000_000), asCents(250_000));
    expect(entryTotal(entry)).toBe(0);
    const balances = balancesOf([entry]);
    expect(balances.get("member_held:7")).toBe(-25_000_000);
    expect(balances.get("member_securities:7:pe-buyout")).toBe(24_750_000);
    expect(balances.get("fee_income")).toBe(250_000);
    expect(memberBalances(balances, 7).member_securities).toBe(24_750_000);
    expect(parseAccountKey("member_securities:7:pe-buyout")).toEqual({ kind: "member_securities", memberId: 7, productId: "pe-buyout" });
    expect(buyFilled(7, "etf-sp500", asCents(100), asCents(0)).postings).toHaveLength(2);
  });
  it("a sale at a gain: the lots' cost out of securities, proceeds to cash, the gain from the market", () => {
    const entry = sellFilled(7, "etf-sp500", asCents(36_666), asCents(45_500), asCents(0));
    expect(entryTotal(entry)).toBe(0);
    const balances = balancesOf([entry]);
    expect(balances.get("member_securities:7:etf-sp500")).toBe(-36_666);
    expect(balances.get("member_cash:7")).toBe(45_500);
    expect(balances.get("market_clearing")).toBe(-8_834);
  });
});
