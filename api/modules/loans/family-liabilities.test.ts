import { describe, expect, it } from "vitest";
import { familyLiabilitiesResponseSchema } from "../../../core/contracts/family-liabilities";
import { FAMILY_LIABILITIES_DISCLAIMER, FAMILY_LIABILITIES_FIELD, FAMILY_LIABILITIES_FINDINGS as F, FAMILY_LIABILITIES_STEPS } from "../../../core/messages/family-liabilities";
import { FIELD } from "../../../core/messages/planning";
import { FAMILY_LIABILITIES_QUERY } from "../../../tests/support/family-liabilities-query";
import { demoMemberSuite, expectTierGate } from "../../../tests/support/member-suite";

const suite = demoMemberSuite(["emerald", "taaffeite"]);
const PATH = "/api/loans/family-liabilities";
const review = async (query: Record<string, string>) => {
  const response = await suite.get(PATH, query, "taaffeite");
  expect(response.status).toBe(200);
  return familyLiabilitiesResponseSchema.parse((await response.json()).data);
};
const monthIndex = (iso: string) => Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7)) - 1;
/** The 15th of the month `months` after today's (UTC), as "YYYY-MM-DD". */
const monthsAhead = (months: number) => {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 15));
  return d.toISOString().slice(0, 10);
};

describe("GET /api/loans/family-liabilities", () => {
  it("needs a session and Taaffeite (family office)", () => expectTierGate((tier) => suite.get(PATH, FAMILY_LIABILITIES_QUERY, tier), "emerald", { feature: "family-office", requiredTier: "Taaffeite" }));

  it("puts the family's loans in one view: cost, maturities, rate risk and collateral (worked by hand)", async () => {
    const data = await review(FAMILY_LIABILITIES_QUERY);
    expect(data.loans.map((l) => [l.name, l.maturity, l.interest, l.rateKindLabel, l.collateralLabel, l.refinance])).toEqual([
      ["Beach house mortgage", "2031-09-01", "106500.00", "Variable", "Other property", false],
      ["Securities line", "2033-03-01", "180000.00", "Variable", "Securities", false],
      ["Holdings LLC note", "2034-06-30", "275000.00", "Fixed", "Business assets", false],
      ["Main home mortgage", "2052-01-01", "150000.00", "Fixed", "Main home", false],
    ]);
    for (const l of data.loans) expect(l.monthsLeft, l.name).toBe(monthIndex(l.maturity) - monthIndex(data.today));
    // $711,500 of interest on $11,900,000: 5.98 %. Variable $4,500,000, 37.82 %; 2 points more is $90,000.
    expect(data).toMatchObject({ total: "11900000.00", weightedRate: 5.98, interest: "711500.00", dueWithinYear: "0.00", variable: "4500000.00", variableShare: 37.82, shockInterest: "90000.00" });
    expect(data.ladder).toHaveLength(22);
    expect(data.ladder.filter((y) => y.count > 0).map((y) => [y.year, y.amount])).toEqual([
      [2031, "1500000.00"],
      [2033, "3000000.00"],
      [2034, "5000000.00"],
      [2052, "2400000.00"],
    ]);
    expect(data.collateral.map((c) => [c.label, c.share])).toEqual([
      ["Main home", 20.17],
      ["Other property", 12.6],
      ["Securities", 25.21],
      ["Business assets", 42.02],
    ]);
    expect(data.findings).toEqual([
      F.total(4, 1_190_000_000, 598, 71_150_000),
      F.next("Beach house mortgage", "2031-09-01", data.loans[0]!.monthsLeft),
      F.noRefinance,
      F.variable(450_000_000, 3_782, 200, 9_000_000),
      F.securities(300_000_000),
    ]);
    expect(data.findings[0]).toBe("The family owes $11,900,000 on 4 loans at 5.98% on average: $711,500 of interest a year.");
    expect(data.steps).toEqual([...FAMILY_LIABILITIES_STEPS]);
    expect(data.disclaimer).toBe(FAMILY_LIABILITIES_DISCLAIMER);
  });

  it("names the loans to refinance soon and what falls due beyond the liquid assets", async () => {
    const soon = monthsAhead(6);
    const later = monthsAhead(18);
    const data = await review({ liquid: "1000000", n1: "Bridge loan", b1: "1500000", r1: "8", m1: soon, t1: "variable", n3: "Ranch mortgage", b3: "900000", r3: "5", m3: later, c3: "property" });
    expect(data.loans.map((l) => [l.name, l.refinance])).toEqual([
      ["Bridge loan", true],
      ["Ranch mortgage", true],
    ]);
    // $1,500,000 due within 12 months against $1,000,000: $500,000 short.
    expect(data).toMatchObject({ dueWithinYear: "1500000.00", liquidity: { covered: false, shortfall: "500000.00" } });
    expect(data.findings).toContain(F.refinance(2, 240_000_000));
    expect(data.findings).toContain(F.short(150_000_000, 100_000_000, 50_000_000));
    const covered = await review({ liquid: "2000000", n1: "Bridge loan", b1: "1500000", r1: "8", m1: soon });
    expect(covered.findings).toContain(F.covered(150_000_000, 200_000_000));
    expect(covered.findings).toContain(F.allFixed);
  });

  it("refuses bad input on its field and answers nothing else", async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ n1: "", n2: "", n3: "", n4: "" }, `n1: ${FAMILY_LIABILITIES_FIELD.noLoan}`],
      [{ b2: "" }, "b2: is required"],
      [{ m3: "" }, "m3: is required"],
      [{ r1: "31" }, "r1: must be at most 30"],
      [{ t2: "floating" }, `t2: ${FAMILY_LIABILITIES_FIELD.rateKind}`],
      [{ c4: "art" }, `c4: ${FAMILY_LIABILITIES_FIELD.collateral}`],
      [{ m1: "2052-02-30" }, `m1: ${FIELD.date}`],
      [{ liquid: "-1" }, "liquid: must be at least 0"],
      [{ shock: "11" }, "shock: must be at most 10"],
      [{ n5: "x".repeat(81) }, "n5: must be at most 80 characters"],
    ];
    for (const [change, message] of cases) {
      const response = await suite.get(PATH, { ...FAMILY_LIABILITIES_QUERY, ...change }, "taaffeite");
      expect(response.status, message).toBe(400);
      expect((await response.json()).message).toContain(message);
    }
  });
});
