import { describe, expect, it } from "vitest";
import { liabilityCover, type LiabilityInput } from "./liability-cover";

const $ = (dollars: number) => dollars * 100;

/** The page's example: a $600,000 equity home, $100,000 of it shielded; $120,000 of pay, two years at risk; 300/300 limits, no umbrella. */
const EXAMPLE: LiabilityInput = {
  homeEquityCents: $(600_000),
  homesteadCents: $(100_000),
  savingsCents: $(250_000),
  otherCents: $(50_000),
  incomeCents: $(120_000),
  incomeYears: 2,
  autoCents: $(300_000),
  homeCents: $(300_000),
  umbrellaCents: 0,
};

describe("liability cover", () => {
  it("adds what a judgment could reach and suggests an umbrella in whole millions", () => {
    // Exposure: (600,000 − 100,000) + 250,000 + 50,000 + 2 × 120,000 = 1,040,000. Held: the lower of
    // 300,000 and 300,000, no umbrella. Beyond it: 740,000, which a $1,000,000 umbrella covers.
    expect(liabilityCover(EXAMPLE)).toEqual({
      exposedHomeCents: $(500_000),
      incomeAtRiskCents: $(240_000),
      exposureCents: $(1_040_000),
      underlyingCents: $(300_000),
      heldCents: $(300_000),
      gapCents: $(740_000),
      suggestedUmbrellaCents: $(1_000_000),
      moreUmbrellaCents: $(1_000_000),
      claims: [
        { key: "auto", coverCents: $(300_000), uncoveredCents: $(740_000) },
        { key: "home", coverCents: $(300_000), uncoveredCents: $(740_000) },
      ],
      autoBelowCents: 0,
      homeBelowCents: 0,
    });
  });

  it("takes the lower underlying limit, rounds a part million up, and counts the umbrella held", () => {
    // Exposure 2,600,000 (all savings). Underlying: the lower of auto 250,000 and home 500,000.
    // 2,600,000 − 250,000 = 2,350,000 → a $3,000,000 umbrella; $1,000,000 held, so $2,000,000 more.
    const cover = liabilityCover({ ...EXAMPLE, homeEquityCents: 0, homesteadCents: 0, otherCents: 0, incomeYears: 0, savingsCents: $(2_600_000), autoCents: $(250_000), homeCents: $(500_000), umbrellaCents: $(1_000_000) });
    expect(cover).toMatchObject({ exposureCents: $(2_600_000), underlyingCents: $(250_000), heldCents: $(1_250_000), gapCents: $(1_350_000), suggestedUmbrellaCents: $(3_000_000), moreUmbrellaCents: $(2_000_000) });
    // A car accident finds 250,000 + 1,000,000; an injury at home 500,000 + 1,000,000.
    expect(cover.claims).toEqual([
      { key: "auto", coverCents: $(1_250_000), uncoveredCents: $(1_350_000) },
      { key: "home", coverCents: $(1_500_000), uncoveredCents: $(1_100_000) },
    ]);
  });

  it("suggests no umbrella when the underlying limits cover the exposure, and exactly one step at the edge", () => {
    const small = liabilityCover({ ...EXAMPLE, homeEquityCents: $(100_000), savingsCents: $(100_000), otherCents: $(50_000), incomeYears: 0 });
    // 0 + 100,000 + 50,000 (the home's equity is all shielded) = 150,000, under 300,000.
    expect(small).toMatchObject({ exposedHomeCents: 0, exposureCents: $(150_000), gapCents: 0, suggestedUmbrellaCents: 0, moreUmbrellaCents: 0 });
    // 1,300,000 exposed over 300,000 held: exactly 1,000,000 more, one step, not two.
    const edge = liabilityCover({ ...EXAMPLE, homeEquityCents: 0, homesteadCents: 0, otherCents: 0, incomeYears: 0, savingsCents: $(1_300_000) });
    expect(edge.suggestedUmbrellaCents).toBe($(1_000_000));
    // One cent more needs the second.
    expect(liabilityCover({ ...EXAMPLE, homeEquityCents: 0, homesteadCents: 0, otherCents: 0, incomeYears: 0, savingsCents: $(1_300_000) + 1 }).suggestedUmbrellaCents).toBe($(2_000_000));
  });

  it("says how far each limit is below what insurers commonly ask for under an umbrella", () => {
    const low = liabilityCover({ ...EXAMPLE, autoCents: $(100_000), homeCents: $(100_000) });
    expect(low).toMatchObject({ autoBelowCents: $(150_000), homeBelowCents: $(200_000), underlyingCents: $(100_000) });
    // With nothing held, the whole exposure is uncovered.
    expect(liabilityCover({ ...EXAMPLE, autoCents: 0, homeCents: 0 })).toMatchObject({ heldCents: 0, gapCents: $(1_040_000), suggestedUmbrellaCents: $(2_000_000) });
  });
});
