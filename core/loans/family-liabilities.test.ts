import { describe, expect, it } from "vitest";
import { liabilityReview, type FamilyLoan } from "./family-liabilities";

// A family's four loans on December 2, 2026: a home mortgage, an adjustable beach house mortgage, a
// securities-backed line and a holding company's note.
const LOANS: FamilyLoan[] = [
  { name: "Main home mortgage", balanceCents: 240_000_000, rateBp: 625, maturity: "2052-01-01", rate: "fixed", collateral: "home" },
  { name: "Beach house mortgage", balanceCents: 150_000_000, rateBp: 710, maturity: "2027-09-01", rate: "variable", collateral: "property" },
  { name: "Securities line", balanceCents: 300_000_000, rateBp: 600, maturity: "2027-03-01", rate: "variable", collateral: "securities" },
  { name: "Holdings LLC note", balanceCents: 500_000_000, rateBp: 550, maturity: "2028-06-30", rate: "fixed", collateral: "business" },
];

describe("liabilityReview", () => {
  const review = liabilityReview({ loans: LOANS, today: "2026-12-02", shockBp: 200 });

  it("orders the loans by maturity with the months left and a year's interest (worked by hand)", () => {
    // From December 2026: March 2027 is 3 months, September 9, June 2028 18, January 2052 301.
    expect(review.loans.map((l) => [l.name, l.monthsLeft, l.interestCents])).toEqual([
      ["Securities line", 3, 18_000_000],
      ["Beach house mortgage", 9, 10_650_000],
      ["Holdings LLC note", 18, 27_500_000],
      ["Main home mortgage", 301, 15_000_000],
    ]);
  });

  it("weights the rate by balance: $711,500 of interest on $11,900,000 is 5.98 %", () => {
    expect(review).toMatchObject({ totalCents: 1_190_000_000, interestCents: 71_150_000, weightedRateBp: 598 });
  });

  it("ladders the maturities year by year, the empty years between included", () => {
    expect(review.ladder).toHaveLength(26);
    expect(review.ladder.slice(0, 3)).toEqual([
      { year: 2027, cents: 450_000_000, count: 2 },
      { year: 2028, cents: 500_000_000, count: 1 },
      { year: 2029, cents: 0, count: 0 },
    ]);
    expect(review.ladder.at(-1)).toEqual({ year: 2052, cents: 240_000_000, count: 1 });
  });

  it("names the loans to refinance within 24 months and what falls due within 12", () => {
    expect(review.refinance.map((l) => l.name)).toEqual(["Securities line", "Beach house mortgage", "Holdings LLC note"]);
    expect(review.dueWithinYearCents).toBe(450_000_000);
  });

  it("prices a 2-point rise on the variable $4,500,000 at $90,000 a year", () => {
    expect(review).toMatchObject({ variableCents: 450_000_000, shockInterestCents: 9_000_000 });
  });

  it("splits the debt by collateral, the shares adding up to 100 %", () => {
    // 2.4, 1.5, 3 and 5 of 11.9 million: 20.168 %, 12.605 %, 25.210 %, 42.017 %, largest remainders rounded up.
    expect(review.collateral).toEqual([
      { kind: "home", cents: 240_000_000, shareBp: 2_017 },
      { kind: "property", cents: 150_000_000, shareBp: 1_260 },
      { kind: "securities", cents: 300_000_000, shareBp: 2_521 },
      { kind: "business", cents: 500_000_000, shareBp: 4_202 },
    ]);
  });

  it("counts a loan past its maturity as due now", () => {
    const late = liabilityReview({ loans: [{ ...LOANS[0]!, maturity: "2026-10-15" }], today: "2026-12-02", shockBp: 200 });
    expect(late.loans[0]!.monthsLeft).toBe(-2);
    expect(late.refinance).toHaveLength(1);
    expect(late.dueWithinYearCents).toBe(240_000_000);
    expect(late.shockInterestCents).toBe(0);
  });
});
