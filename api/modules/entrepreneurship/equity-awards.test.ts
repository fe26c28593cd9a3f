import { describe, expect, it } from "vitest";
import { equityAwardsResponseSchema } from "../../../core/contracts/equity-awards";
import { EQUITY_DISCLAIMER, EQUITY_FIELD, EQUITY_FINDINGS as F, EQUITY_STEPS } from "../../../core/messages/equity-awards";
import { EQUITY_AWARDS_QUERY } from "../../../tests/support/equity-awards-query";
import { demoMemberSuite, expectTierGate } from "../../../tests/support/member-suite";

const suite = demoMemberSuite(["diamond", "emerald"]);
const plan = async (change: Record<string, string>) => {
  const response = await suite.get("/api/entrepreneurship/equity-awards", { ...EQUITY_AWARDS_QUERY, ...change }, "emerald");
  expect(response.status).toBe(200);
  return equityAwardsResponseSchema.parse((await response.json()).data);
};
/** A grant that vested in full years ago: what has vested no longer depends on today. */
const VESTED_LONG_AGO = { start: "2015-01-31" };

// Single, 2026, $150,000 of wages: taxable 133,900; tax 1,240 + 4,560 + 12,166 + 24 % × 28,200 (6,768) = 24,734.

describe("GET /api/entrepreneurship/equity-awards", () => {
  it("needs a session and Emerald (executive accounts)", () =>
    expectTierGate((tier) => suite.get("/api/entrepreneurship/equity-awards", EQUITY_AWARDS_QUERY, tier), "diamond", { feature: "executive-accounts", requiredTier: "Emerald" }));

  it("taxes the units vesting in the year as wages against the 22 % withheld (worked by hand)", async () => {
    const data = await plan({});
    expect(data.inputs).toMatchObject({ kind: "rsu", kindLabel: "Restricted stock units", shares: 4_800, strike: null, price: "50.00", year: 2026, wages: "150000.00", other: "400000.00" });
    expect(data.vesting.events).toHaveLength(37);
    expect(data.vesting.events[0]).toMatchObject({ date: "2026-01-31", shares: 1_200, vestedAfter: 1_200, value: "60000.00" });
    // 2026: the cliff's 1,200 and 11 monthly 100s = 2,300 units, $115,000 of wages. Taxable 248,900:
    // 1,240 + 4,560 + 12,166 + 24 % × 96,075 (23,058) + 32 % × 47,125 (15,080) = 56,104, so 31,370 more;
    // 22 % × 115,000 = 25,300 withheld; 6,070 short.
    expect(data.tax).toEqual({
      year: 2026,
      shares: 2_300,
      income: "115000.00",
      extraTax: "31370.00",
      withheld: "25300.00",
      shortfall: "6070.00",
      bracketWithout: 24,
      bracketWith: 32,
      amtSpread: null,
      sameYearSaleTax: null,
    });
    expect(data.findings).toContain(F.unitsTax(2_300, 2026, 11_500_000, 3_137_000, 2_530_000));
    expect(data.findings).toContain("That leaves $6,070 to pay when you file: set it aside, or raise your withholding or estimated payments so no underpayment penalty is due.");
    expect(data.findings).toContain(F.bracket(2_400, 3_200, "rsu"));
    // What has vested follows the member's today: every date up to it, and the next one after it.
    const vested = data.vesting.events.filter((e) => e.vested);
    expect(vested.every((e) => e.date <= data.today)).toBe(true);
    expect(data.vesting.vestedToday).toBe(vested.at(-1)?.vestedAfter ?? 0);
    expect(data.vesting.next?.date ?? null).toBe(data.vesting.events.find((e) => !e.vested)?.date ?? null);
    expect(data.steps).toEqual([...EQUITY_STEPS]);
    expect(data.disclaimer).toBe(EQUITY_DISCLAIMER);
  });

  it("flags a concentrated holding and counts the shares to sell", async () => {
    const data = await plan(VESTED_LONG_AGO);
    // All 4,800 vested: $240,000 of $640,000 is 37.5 %; $176,000 over 10 % at $50 is 3,520 shares.
    expect(data.vesting).toMatchObject({ vestedToday: 4_800, vestedValue: "240000.00", unvested: 0, unvestedValue: "0.00", next: null });
    expect(data.concentration).toEqual({ company: "240000.00", other: "400000.00", share: 37.5, flagAt: 10, toSell: 3_520 });
    expect(data.findings).toEqual([F.vested(data.today, 4_800, 4_800, 24_000_000, "rsu"), F.allVested, F.nothingInYear(2026), F.concentrated(24_000_000, 3_750, 3_520, "rsu")]);
    expect(data.findings[3]).toBe(
      "The company's stock you hold, $240,000, is 37.5% of your investments. We flag any one company above 10%: selling 3,520 shares and investing elsewhere would bring it there, before the tax on the sale.",
    );
    expect((await plan({ ...VESTED_LONG_AGO, other: "4000000" })).findings.at(-1)).toBe(F.diversified(566));
  });

  it("exercises the nonqualified options vested by the year's end and taxes the spread (worked by hand)", async () => {
    const data = await plan({ ...VESTED_LONG_AGO, kind: "nso", strike: "10" });
    // 4,800 × ($50 − $10) = $192,000 of wages: taxable 325,900; 1,240 + 4,560 + 12,166 + 23,058 +
    // 32 % × 54,450 (17,424) + 35 % × 69,675 (24,386.25) = 82,834.25, so 58,100.25 more; 42,240 withheld.
    expect(data.tax).toMatchObject({ shares: 4_800, income: "192000.00", extraTax: "58100.25", withheld: "42240.00", shortfall: "15860.25", bracketWith: 35 });
    expect(data.vesting.shareWorth).toBe("40.00");
    expect(data.findings).toContain(F.exerciseTax(4_800, 2026, 19_200_000, 5_810_025, 4_224_000));
    expect(data.findings).toContain("The award's income moves your top bracket from 24% to 35%. Exercising over more than one year keeps more of the spread in lower brackets.");
  });

  it("keeps incentive options out of regular income and names the alternative minimum tax", async () => {
    const data = await plan({ ...VESTED_LONG_AGO, kind: "iso", strike: "10" });
    expect(data.tax).toMatchObject({ income: "0.00", extraTax: "0.00", withheld: "0.00", amtSpread: "192000.00", sameYearSaleTax: "58100.25" });
    expect(data.findings).toContain(F.incentive(4_800, 2026, 19_200_000));
    expect(data.findings).toContain(F.disqualifying(5_810_025));
    expect(data.assumptions.join(" ")).toContain("the alternative minimum tax is not computed");
  });

  it("counts nothing for options under water", async () => {
    const data = await plan({ ...VESTED_LONG_AGO, kind: "nso", strike: "60" });
    expect(data.vesting.shareWorth).toBe("0.00");
    expect(data.tax).toMatchObject({ income: "0.00", extraTax: "0.00" });
    expect(data.concentration.company).toBe("0.00");
    expect(data.findings).toContain(F.underWater(5_000, 6_000));
  });

  it("says when nothing has vested yet", async () => {
    const data = await plan({ start: "2090-01-01" });
    expect(data.vesting.vestedToday).toBe(0);
    expect(data.findings[0]).toBe(F.notStarted("2091-01-01"));
  });

  it("refuses bad input on its field and answers nothing else", async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ kind: "warrant" }, `kind: ${EQUITY_FIELD.kind}`],
      [{ kind: "nso" }, `strike: ${EQUITY_FIELD.strikeForOptions}`],
      [{ cliff: "49" }, `cliff: ${EQUITY_FIELD.cliffTooLong}`],
      [{ every: "weekly" }, `every: ${EQUITY_FIELD.every}`],
      [{ status: "x" }, `status: ${EQUITY_FIELD.status}`],
      [{ shares: "0" }, "shares: must be at least 1"],
      [{ shares: "10.5" }, "shares: must be a whole number"],
      [{ shares: "" }, "shares: is required"],
      [{ price: "abc" }, "price: must be a number"],
      [{ price: "100001" }, "price: must be at most 100,000"],
      [{ start: "2026-02-30" }, "start: must be a date written YYYY-MM-DD"],
      [{ years: "11" }, "years: must be at most 10"],
      [{ year: "2019" }, "year: must be one of 2025, 2026"],
      [{ wages: "-1" }, "wages: must be at least 0"],
    ];
    for (const [change, message] of cases) {
      const response = await suite.get("/api/entrepreneurship/equity-awards", { ...EQUITY_AWARDS_QUERY, ...change }, "emerald");
      expect(response.status, message).toBe(400);
      expect((await response.json()).message).toContain(message);
    }
  });
});
