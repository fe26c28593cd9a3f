import { describe, expect, it } from "vitest";
import { catalogueHref, catalogueQuery, compareIds, formatTimeLeft, ordersHref, ordersQuery, overAvailable, percentText, priceRange, sampleEvenly, stationProblems, usd } from "./trading";

const params = (s: string) => new URLSearchParams(s);

describe("the catalogue's URL", () => {
  it("reads search, filters, sort and page, dropping what it does not know", () => {
    expect(catalogueQuery(params("q=+bond+&assetClass=cd&risk=3&sort=fee&page=2"))).toEqual({ q: "bond", assetClass: "cd", risk: 3, sort: "fee", page: 2 });
    expect(catalogueQuery(params("assetClass=crypto&risk=6&sort=price&page=0"))).toEqual({ q: "", assetClass: null, risk: null, sort: "name", page: 1 });
    expect(catalogueQuery(params("risk=1.5&page=-1")).risk).toBeNull();
    expect(catalogueQuery(params(`q=${"x".repeat(150)}`)).q).toHaveLength(100);
  });

  it("writes links with the defaults left out", () => {
    const q = catalogueQuery(params("q=s&p 500&risk=4&sort=return1y"));
    expect(catalogueHref(q, { page: 3 })).toBe("/myworld/service/investments/product?q=s&risk=4&sort=return1y&page=3");
    expect(catalogueHref(catalogueQuery(params("")))).toBe("/myworld/service/investments/product");
    expect(catalogueHref(catalogueQuery(params("q=a b&page=2")), { page: 1 })).toBe("/myworld/service/investments/product?q=a+b");
  });
});

describe("compare's ids", () => {
  it("takes 2 to 4 different ids, comma-separated or repeated, in order", () => {
    expect(compareIds(params("ids=etf-sp500,cd-1y"))).toEqual(["etf-sp500", "cd-1y"]);
    expect(compareIds(params("ids=etf-sp500&ids=cd-1y&ids=mm-treasury"))).toEqual(["etf-sp500", "cd-1y", "mm-treasury"]);
    expect(compareIds(params("ids=a,a,b"))).toEqual(["a", "b"]);
  });
  it("refuses one, five, repeats of one, and ids of another shape", () => {
    expect(compareIds(params("ids=etf-sp500"))).toBeNull();
    expect(compareIds(params("ids=a,b,c,d,e"))).toBeNull();
    expect(compareIds(params("ids=a,a"))).toBeNull();
    expect(compareIds(params("ids=a,B"))).toBeNull();
    expect(compareIds(params("ids=a,../b"))).toBeNull();
    expect(compareIds(params(""))).toBeNull();
  });
});

describe("ranges, orders' URL and figures", () => {
  it("defaults the range to 1Y", () => {
    expect(priceRange("5Y")).toBe("5Y");
    expect(priceRange("10Y")).toBe("1Y");
    expect(priceRange(null)).toBe("1Y");
  });
  it("reads and writes the orders' status and page", () => {
    expect(ordersQuery(params("status=filled&page=4"))).toEqual({ status: "filled", page: 4 });
    expect(ordersQuery(params("status=open&page=x"))).toEqual({ status: "open", page: 1 });
    expect(ordersQuery(params("status=closed&page=2"))).toEqual({ status: null, page: 2 });
    expect(ordersHref({ status: "pending_review", page: 1 })).toBe("/myworld/service/investments/orders?status=pending_review");
    expect(ordersHref({ status: "filled", page: 2 }, { status: null })).toBe("/myworld/service/investments/orders?page=2");
  });
  it("says the time left in words", () => {
    expect(formatTimeLeft(0)).toBe("0 s");
    expect(formatTimeLeft(59)).toBe("59 s");
    expect(formatTimeLeft(245)).toBe("4 min 05 s");
    expect(formatTimeLeft(3720)).toBe("1 h 02 min");
    expect(formatTimeLeft(-3)).toBe("0 s");
  });
  it("formats amounts and percentages", () => {
    expect(usd("1500.00")).toBe("$1,500.00");
    expect(percentText("-3.10")).toBe("−3.10\u00a0%");
    expect(percentText("7.25")).toBe("7.25\u00a0%");
    expect(percentText(null)).toBe("—");
    expect(overAvailable("100.01", "100.00")).toBe(true);
    expect(overAvailable("100.00", "100.00")).toBe(false);
  });
});

describe("sampleEvenly", () => {
  it("keeps a short series whole, and spreads a long one with its first and last", () => {
    expect(sampleEvenly([1, 2, 3], 5)).toEqual([1, 2, 3]);
    // 0…100 in 5 samples: every 25th.
    expect(sampleEvenly(Array.from({ length: 101 }, (_, i) => i), 5)).toEqual([0, 25, 50, 75, 100]);
    expect(sampleEvenly(Array.from({ length: 10 }, (_, i) => i), 4)).toEqual([0, 3, 6, 9]);
  });
});

describe("stationProblems", () => {
  const item = (id: number, amount: string, over: Partial<{ locked: boolean; required: boolean; acknowledged: boolean }> = {}) => ({
    id,
    amount,
    acknowledgeRisk: over.acknowledged ?? false,
    acknowledgementRequired: over.required ?? false,
    product: { locked: over.locked ?? false, unlockTier: "Emerald", minimumInvestment: "1000.00" },
  });
  it("names what keeps each item back, and nothing for a good one", () => {
    const problems = stationProblems([item(1, "1000.00"), item(2, "999.99", { required: true }), item(3, "5000.00", { locked: true, required: true, acknowledged: true })]);
    expect(problems.has(1)).toBe(false);
    expect(problems.get(2)).toEqual(["Below the minimum investment of $1,000.00.", "Confirm that you understand this product's risk."]);
    expect(problems.get(3)).toEqual(["This product unlocks at Emerald."]);
  });
});
