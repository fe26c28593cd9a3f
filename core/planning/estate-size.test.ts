import { describe, expect, it } from "vitest";
import { DEFAULT_ROUTE, ESTATE_ASSETS, estateSize, type EstateAsset, type EstateInput, type EstateRoute } from "./estate-size";

// Hand-computed cases; amounts in cents.

function assets(values: Partial<Record<EstateAsset, number>>, routes: Partial<Record<EstateAsset, EstateRoute>> = {}): EstateInput["assets"] {
  return Object.fromEntries(ESTATE_ASSETS.map((a) => [a, { valueCents: values[a] ?? 0, route: routes[a] ?? DEFAULT_ROUTE[a] }])) as EstateInput["assets"];
}

const NONE = { debtsCents: 0, giftsCents: 0, toSpouseCents: 0, toCharityCents: 0, year: 2026 } as const;

describe("estateSize", () => {
  it("adds what is owned and splits it by how each item passes", () => {
    // A $450,000 home in one name (will), $120,000 of accounts with a transfer-on-death beneficiary,
    // a $300,000 401(k) and a $500,000 policy with beneficiaries, a $30,000 car: gross $1,400,000.
    // Will 480,000 (3,428.57 bp), beneficiary 920,000 (6,571.43 bp): floored, 3,428 + 6,571 = 9,999;
    // the spare basis point goes to the larger remainder (.57 over .43): 3,429 and 6,571.
    const result = estateSize({
      ...NONE,
      assets: assets({ home: 45_000_000, accounts: 12_000_000, retirement: 30_000_000, insurance: 50_000_000, other: 3_000_000 }, { accounts: "beneficiary" }),
      debtsCents: 28_000_000,
    });
    expect(result.grossCents).toBe(140_000_000);
    expect(result.routes).toEqual([
      { route: "will", cents: 48_000_000, shareBp: 3_429 },
      { route: "beneficiary", cents: 92_000_000, shareBp: 6_571 },
      { route: "joint", cents: 0, shareBp: 0 },
      { route: "trust", cents: 0, shareBp: 0 },
    ]);
    // Less $280,000 of mortgage: net $1,120,000, all of it taxable and $13,880,000 under 2026's $15,000,000.
    expect(result.netCents).toBe(112_000_000);
    expect(result.taxableEstateCents).toBe(112_000_000);
    expect(result.exclusionCents).toBe(1_500_000_000);
    expect(result.estateTaxCents).toBe(0);
    expect(result.roomCents).toBe(1_388_000_000);
  });

  it("taxes 40 % of what the base exceeds the year's exclusion by, after a spouse's and charity's shares and with the gifts added", () => {
    // $20,000,000 in a living trust, $1,000,000 owed: net $19,000,000. $2,000,000 to a spouse and
    // $500,000 to charity: taxable $16,500,000; with $1,000,000 of lifetime gifts the base is
    // $17,500,000, $2,500,000 over $15,000,000: tax 40 % = $1,000,000.
    const input: EstateInput = { ...NONE, assets: assets({ accounts: 2_000_000_000 }, { accounts: "trust" }), debtsCents: 100_000_000, toSpouseCents: 200_000_000, toCharityCents: 50_000_000, giftsCents: 100_000_000 };
    const result = estateSize(input);
    expect(result.routes.find((r) => r.route === "trust")).toEqual({ route: "trust", cents: 2_000_000_000, shareBp: 10_000 });
    expect(result.deductionsCents).toBe(250_000_000);
    expect(result.taxableEstateCents).toBe(1_650_000_000);
    expect(result.taxBaseCents).toBe(1_750_000_000);
    expect(result.estateTaxCents).toBe(100_000_000);
    expect(result.roomCents).toBe(0);
    // In 2025 the exclusion was $13,990,000: $3,510,000 over, tax $1,404,000.
    expect(estateSize({ ...input, year: 2025 }).estateTaxCents).toBe(140_400_000);
  });

  it("never deducts more than the estate holds, and owes nothing when the debts are larger", () => {
    const leftAll = estateSize({ ...NONE, assets: assets({ home: 50_000_000 }, { home: "joint" }), toSpouseCents: 80_000_000 });
    expect(leftAll.deductionsCents).toBe(50_000_000);
    expect(leftAll.taxableEstateCents).toBe(0);
    const owing = estateSize({ ...NONE, assets: assets({ other: 1_000_000 }), debtsCents: 2_500_000, toCharityCents: 100_000 });
    expect(owing.netCents).toBe(-1_500_000);
    expect(owing.deductionsCents).toBe(0);
    expect(owing.taxableEstateCents).toBe(0);
    expect(owing.estateTaxCents).toBe(0);
  });

  it("has no shares when nothing is owned", () => {
    const empty = estateSize({ ...NONE, assets: assets({}) });
    expect(empty.grossCents).toBe(0);
    expect(empty.routes.map((r) => r.shareBp)).toEqual([0, 0, 0, 0]);
  });

  it("gives thirds their spare basis point in order", () => {
    // $1 three ways: 3333.33 bp each, 9999 in all; the first takes the spare one.
    const thirds = estateSize({ ...NONE, assets: assets({ home: 100, accounts: 100, other: 100 }, { home: "will", accounts: "joint", other: "trust" }) });
    expect(thirds.routes.map((r) => r.shareBp)).toEqual([3_334, 0, 3_333, 3_333]);
  });
});
