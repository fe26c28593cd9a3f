import { describe, expect, it } from "vitest";
import { DEFAULT_ROUTE, ESTATE_ASSETS, type EstateAsset, type EstateInput, type EstateRoute } from "../planning/estate-size";
import { CALIFORNIA_SCHEDULE_TOP_CENTS, californiaStatutoryFee, probateFees } from "./probate-fees";
import { fundingAction, trustPlanning, type TrustPlanningInput } from "./trust-planning";

const dollars = (n: number) => Math.round(n * 100);

function assets(values: Partial<Record<EstateAsset, number>>, routes: Partial<Record<EstateAsset, EstateRoute>> = {}): EstateInput["assets"] {
  return Object.fromEntries(ESTATE_ASSETS.map((a) => [a, { valueCents: dollars(values[a] ?? 0), route: routes[a] ?? DEFAULT_ROUTE[a] }])) as EstateInput["assets"];
}

const BASE: TrustPlanningInput = {
  assets: assets({}),
  debtsCents: 0,
  giftsCents: 0,
  toSpouseCents: 0,
  toCharityCents: 0,
  year: 2026,
  fees: { basis: "california" },
  trustCostCents: 0,
  irrevocableGiftCents: 0,
  growthBp: 0,
  years: 10,
};

describe("California's statutory probate fee", () => {
  it("takes each band's percentage of the gross probate estate", () => {
    // 4 % of 100,000 + 3 % of 100,000 + 2 % of 300,000 = 4,000 + 3,000 + 6,000.
    expect(californiaStatutoryFee(dollars(500_000))).toBe(dollars(13_000));
    // … + 2 % of 800,000 = 4,000 + 3,000 + 16,000.
    expect(californiaStatutoryFee(dollars(1_000_000))).toBe(dollars(23_000));
    // 1 % on the next 9 million: 23,000 + 10,000 at $2 million.
    expect(californiaStatutoryFee(dollars(2_000_000))).toBe(dollars(33_000));
    // The schedule ends at $25 million: 23,000 + 90,000 + 0.5 % of 15 million (75,000); above it the court decides.
    expect(CALIFORNIA_SCHEDULE_TOP_CENTS).toBe(dollars(25_000_000));
    expect(californiaStatutoryFee(dollars(30_000_000))).toBe(dollars(188_000));
    expect(californiaStatutoryFee(dollars(150))).toBe(600);
    expect(californiaStatutoryFee(0)).toBe(0);
  });

  it("pays the attorney and the executor each the fee; a rate elsewhere is the member's estimate", () => {
    expect(probateFees(dollars(1_000_000), { basis: "california" })).toBe(dollars(46_000));
    // 3.5 % of $400,000.
    expect(probateFees(dollars(400_000), { basis: "rate", rateBp: 350 })).toBe(dollars(14_000));
  });
});

describe("funding a revocable trust", () => {
  it("retitles what is in the member's name, designates what passes by a form, and leaves the rest", () => {
    expect(fundingAction("home", "will")).toBe("retitle");
    expect(fundingAction("business", "will")).toBe("retitle");
    expect(fundingAction("retirement", "will")).toBe("name-beneficiary");
    expect(fundingAction("insurance", "will")).toBe("name-beneficiary");
    expect(fundingAction("accounts", "trust")).toBe("in-trust");
    expect(fundingAction("accounts", "beneficiary")).toBe("beneficiary");
    expect(fundingAction("other", "joint")).toBe("joint");
  });

  it("counts what would go through probate, its California fees, and the saving net of the trust's cost", () => {
    const plan = trustPlanning({
      ...BASE,
      assets: assets({ home: 800_000, accounts: 300_000, retirement: 500_000, insurance: 400_000, other: 50_000 }, { insurance: "will", other: "joint" }),
      trustCostCents: dollars(4_000),
    });
    // Probate: home, accounts and the policy with no beneficiary, 1,500,000. One fee: 23,000 on the
    // first million + 1 % of 500,000 = 28,000; attorney and executor: 56,000; less the trust's 4,000.
    expect(plan.probateCents).toBe(dollars(1_500_000));
    expect(plan.feesCents).toBe(dollars(56_000));
    expect(plan.netSavingCents).toBe(dollars(52_000));
    expect(plan.jointCents).toBe(dollars(50_000));
    expect(plan.inTrustCents).toBe(0);
    expect(plan.rows.map((r) => r.action)).toEqual(["retitle", "retitle", "beneficiary", "name-beneficiary", "retitle", "joint"]);
    expect(plan.irrevocable).toBeNull();
  });

  it("can cost more than it saves where probate is cheap", () => {
    const plan = trustPlanning({ ...BASE, assets: assets({ accounts: 100_000 }), fees: { basis: "rate", rateBp: 200 }, trustCostCents: dollars(3_000) });
    // 2 % of 100,000 = 2,000 against 3,000.
    expect(plan.feesCents).toBe(dollars(2_000));
    expect(plan.netSavingCents).toBe(-dollars(1_000));
  });
});

describe("an irrevocable trust's gift", () => {
  it("takes the gift's growth out of the estate, at the price of the heirs' step-up", () => {
    const plan = trustPlanning({ ...BASE, assets: assets({ accounts: 20_000_000 }), irrevocableGiftCents: dollars(5_000_000), growthBp: 500, years: 10 });
    const gift = plan.irrevocable!;
    // 5,000,000 grown 5 % a year, each year to the cent: 5,250,000; 5,512,500; 5,788,125; 6,077,531.25;
    // 6,381,407.81; 6,700,478.20; 7,035,502.11; 7,387,277.22; 7,756,641.08; 8,144,473.13.
    expect(gift.grownCents).toBe(814_447_313);
    expect(gift.growthCents).toBe(314_447_313);
    // Under the 2026 exclusion of $15 million: no gift tax.
    expect(gift.giftTaxCents).toBe(0);
    expect(gift.exclusionLeftCents).toBe(dollars(15_000_000));
    // Kept: 20,000,000 + 3,144,473.13 = 23,144,473.13, 40 % of 8,144,473.13 over the exclusion.
    expect(gift.estateTaxKeptCents).toBe(325_778_925);
    // Given: 15,000,000 left + the 5,000,000 gift added back = 20,000,000: 40 % of 5,000,000.
    expect(gift.estateTaxGivenCents).toBe(dollars(2_000_000));
    // Saved: 40 % of the growth.
    expect(gift.taxSavedCents).toBe(125_778_925);
    // Heirs selling: 23.8 % of 3,144,473.13 = 748,384.60494.
    expect(gift.heirsGainTaxCents).toBe(74_838_460);
  });

  it("pays gift tax above the exclusion left, which saves estate tax only if death is three years or more away", () => {
    const input = { ...BASE, assets: assets({ accounts: 30_000_000 }), irrevocableGiftCents: dollars(20_000_000), growthBp: 0 };
    // Gift tax: 40 % of the 5,000,000 over the exclusion. Kept: 40 % of 15,000,000 = 6,000,000.
    const soon = trustPlanning({ ...input, years: 2 }).irrevocable!;
    expect(soon.giftTaxCents).toBe(dollars(2_000_000));
    expect(soon.estateTaxKeptCents).toBe(dollars(6_000_000));
    // Within three years the gift tax comes back: 30,000,000 − 20,000,000 − 2,000,000 + 2,000,000 +
    // 20,000,000 = 30,000,000; 6,000,000 less the 2,000,000 paid = 4,000,000; nothing saved.
    expect(soon.estateTaxGivenCents).toBe(dollars(4_000_000));
    expect(soon.taxSavedCents).toBe(0);
    // Later: 8,000,000 + 20,000,000 = 28,000,000: 40 % of 13,000,000 = 5,200,000 less 2,000,000;
    // saved 6,000,000 − 3,200,000 − 2,000,000 = 800,000, the 40 % on the gift tax itself.
    const later = trustPlanning({ ...input, years: 3 }).irrevocable!;
    expect(later.estateTaxGivenCents).toBe(dollars(3_200_000));
    expect(later.taxSavedCents).toBe(dollars(800_000));
  });

  it("saves nothing when the estate stays under the exclusion either way", () => {
    const plan = trustPlanning({ ...BASE, assets: assets({ accounts: 2_000_000 }), irrevocableGiftCents: dollars(500_000), growthBp: 600, years: 20 });
    expect(plan.irrevocable!.estateTaxKeptCents).toBe(0);
    expect(plan.irrevocable!.taxSavedCents).toBe(0);
    expect(plan.irrevocable!.heirsGainTaxCents).toBeGreaterThan(0);
  });
});
