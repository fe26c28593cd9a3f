import { describe, expect, it } from "vitest";
import { asCents } from "../money";
import { creditLine, debtServiceCoverage, equipmentFinancing, termLoan } from "./business-financing";

const $ = (dollars: number) => asCents(Math.round(dollars * 100));

// $12,000 at 12 % over 12 months (1 % a month), worked by hand: the payment 12,000 × 0.01 ÷
// (1 − 1.01^−12) = 1,066.1854 → 1,066.19. Each month's interest is the balance × 1 % to the cent:
// 120.00, 110.54, 100.98, 91.33, 81.58, 71.73, 61.79, 51.75, 41.60, 31.36, 21.01, 10.56 = 794.23,
// the last payment 1,066.14; in the year 11 × 1,066.19 + 1,066.14 = 12,794.23.
describe("termLoan (worked by hand)", () => {
  it("the origination fee is a cost and comes off what is received, so the APR is above the rate", () => {
    const loan = termLoan($(12_000), { ratePercent: 12, termMonths: 12, feeBp: 200 });
    // 2 % of 12,000 = 240.00 of fees: 794.23 + 240.00 = 1,034.23 in all.
    expect(loan).toMatchObject({ financed: $(12_000), downPayment: $(0), fees: $(240), payment: $(1_066.19), firstYearDebtService: $(12_794.23), months: 12, totalInterest: $(794.23), totalCost: $(1_034.23) });
    // The monthly rate r at which the twelve payments are worth 11,760.00 (12,000 less the fee):
    // 1,066.19 × (1 − (1 + r)^−12) ÷ r = 11,760 gives r = 1.3212 %, 15.855 % a year.
    expect(loan.aprPercent).toBe(15.855);
    expect(loan.yearlyBalances).toEqual([$(12_000), $(0)]);
  });

  it("without a fee the APR is the note rate", () => {
    expect(termLoan($(12_000), { ratePercent: 12, termMonths: 12, feeBp: 0 }).aprPercent).toBe(12);
  });
});

describe("equipmentFinancing (worked by hand)", () => {
  it("the down payment comes from the business and the rest is repaid monthly", () => {
    // 10 % of 12,000 down = 1,200.00; 10,800 at 1 % a month: 10,800 × 0.01 ÷ 0.1125508 = 959.57.
    // Interest 108.00, 99.48, 90.88, 82.20, 73.42, 64.56, 55.61, 46.57, 37.44, 28.22, 18.91, 9.50
    // = 714.79; the last payment 959.52; in the year 11 × 959.57 + 959.52 = 11,514.79.
    const equipment = equipmentFinancing($(12_000), { ratePercent: 12, termMonths: 12, downBp: 1_000 });
    expect(equipment).toMatchObject({ financed: $(10_800), downPayment: $(1_200), fees: $(0), payment: $(959.57), firstYearDebtService: $(11_514.79), totalInterest: $(714.79), totalCost: $(714.79), aprPercent: 12 });
  });

  it("owes the balance at each year's end", () => {
    // 10,800 at 12 % over 24 months: 10,800 × 0.01 ÷ (1 − 1.01^−24) = 508.39. After twelve payments
    // the balance is 10,800 grown twelve months less the payments grown since each was made:
    // 10,800 × 1.01^12 − 508.39 × (1.01^12 − 1) ÷ 0.01 = 12,169.71 − 6,447.64 = 5,722.07.
    const equipment = equipmentFinancing($(12_000), { ratePercent: 12, termMonths: 24, downBp: 1_000 });
    expect(equipment.payment).toBe($(508.39));
    expect(equipment.yearlyBalances).toHaveLength(3);
    expect(equipment.yearlyBalances[1]).toBe($(5_722.07));
    expect(equipment.yearlyBalances[2]).toBe(0);
  });
});

describe("creditLine (worked by hand)", () => {
  it("interest on what is drawn each month and the annual fee at each year's start", () => {
    // Half of a 12,000 line drawn: 6,000.00 at 1 % a month = 60.00. Over 24 months: 1,440.00 of
    // interest and two years' fees of 100.00: 1,640.00. The first year: 12 × 60.00 + 100.00 = 820.00.
    const line = creditLine($(12_000), { ratePercent: 12, usedBp: 5_000, annualFee: $(100), months: 24 });
    expect(line).toMatchObject({ financed: $(6_000), fees: $(200), payment: $(60), firstYearDebtService: $(820), totalInterest: $(1_440), totalCost: $(1_640) });
    // The draw stays owed until the last month repays it.
    expect(line.yearlyBalances).toEqual([$(6_000), $(6_000), $(0)]);
    // 5,900.00 received (the first fee off the draw) against 60.00 a month, 100.00 more in month 12
    // and 6,000.00 more in month 24: r = 1.1495 % a month, 13.794 % a year.
    expect(line.aprPercent).toBe(13.794);
  });

  it("a part year still pays that year's fee", () => {
    const line = creditLine($(12_000), { ratePercent: 12, usedBp: 5_000, annualFee: $(100), months: 18 });
    expect(line).toMatchObject({ fees: $(200), totalInterest: $(1_080), totalCost: $(1_280) });
    expect(line.yearlyBalances).toEqual([$(6_000), $(6_000), $(0)]);
  });
});

describe("debtServiceCoverage", () => {
  it("is the cash flow over the year's debt payments, in hundredths, half up", () => {
    // 150,000 ÷ (106,618.53 + 12,000) = 1.26456 → 1.26.
    expect(debtServiceCoverage($(150_000), $(106_618.53) + $(12_000))).toBe(126);
    // 1,250 ÷ 1,000 = 1.25 exactly; 1,005 ÷ 1,000 = 1.005 → 1.01 (half up).
    expect(debtServiceCoverage($(1_250), $(1_000))).toBe(125);
    expect(debtServiceCoverage($(1_005), $(1_000))).toBe(101);
    expect(debtServiceCoverage($(1_000), 0)).toBeNull();
  });
});
