// Worked cases of the federal estimate, each computed by hand below from the figures in
// core/tax/federal-tax-tables.ts (the reference: us-federal-tax-2025-2026). Amounts in dollars.
// Rounding: each rate applied at a form line is rounded half up to the cent; the tax on taxable
// income (all bands, and the capital gain worksheet) is summed exactly and rounded once.
//
// Tax at the top of each band, used below ("T(x)" is the rate-schedule tax on x):
//   2025 single/MFS: T(11,925) = 1,192.50  T(48,475) = 5,578.50  T(103,350) = 17,651.00
//                    T(197,300) = 40,199.00  T(250,525) = 57,231.00
//   2025 MFJ/QSS:    T(23,850) = 2,385.00  T(96,950) = 11,157.00  T(206,700) = 35,302.00
//                    T(394,600) = 80,398.00
//   2025 HoH:        T(17,000) = 1,700.00  T(64,850) = 7,442.00
//   2026 single/MFS: T(12,400) = 1,240.00  T(50,400) = 5,800.00  T(105,700) = 17,966.00
//                    T(201,775) = 41,024.00  T(256,225) = 58,448.00
//   2026 MFJ/QSS:    T(24,800) = 2,480.00  T(100,800) = 11,600.00  T(211,400) = 35,932.00
//                    T(403,550) = 82,048.00  T(512,450) = 116,896.00
//   2026 HoH:        T(17,700) = 1,770.00  T(67,450) = 7,740.00
// e.g. 2025 single T(48,475) = 10 % × 11,925 + 12 % × (48,475 − 11,925 = 36,550) = 1,192.50 + 4,386.00.
import { describe, expect, it } from "vitest";
import { taxEstimateRequestSchema, toTaxEstimateResponse, type TaxEstimateRequest } from "../contracts/tax";
import { estimateFederalTax } from "./estimate-federal-tax";

const run = (request: TaxEstimateRequest) => toTaxEstimateResponse(estimateFederalTax(taxEstimateRequestSchema.parse(request)));
const lineOf = (request: TaxEstimateRequest, key: string) => run(request).lines.find((line) => line.key === key)?.text;

describe("every filing status, 2025", () => {
  it("single, wages $85,000: the reference's worked case", () => {
    // AGI 85,000; standard deduction 15,750; taxable 69,250.
    // Tax: 1,192.50 + 4,386.00 + 22 % × (69,250 − 48,475 = 20,775) = 4,570.50 → 10,149.00.
    // Withholding 10,000 → balance due 149.00. Effective 10,149 / 85,000 = 0.11940.
    expect(run({ taxYear: 2025, filingStatus: "single", income: { wages: 85_000 }, payments: { withholding: 10_000 } })).toMatchObject({
      agi: "85000.00", deductionType: "standard", deduction: "15750.00", taxableIncome: "69250.00", ordinaryIncomeTax: "10149.00",
      capitalGainsTax: "0.00", totalTax: "10149.00", totalPayments: "10000.00", refundOrBalanceDue: "-149.00", marginalRate: "0.2200", effectiveRate: "0.1194",
    });
  });

  it("married filing jointly, wages $150,000, two children", () => {
    // Taxable 150,000 − 31,500 = 118,500. Tax 11,157.00 + 22 % × (118,500 − 96,950 = 21,550) = 4,741.00 → 15,898.00.
    // Child credit 2 × 2,200 = 4,400 (MAGI under 400,000), all used against the tax. Total 15,898 − 4,400 = 11,498.00.
    expect(run({ taxYear: 2025, filingStatus: "married_filing_jointly", dependents: { qualifyingChildren: 2 }, income: { wages: 150_000 } })).toMatchObject({
      taxableIncome: "118500.00", ordinaryIncomeTax: "15898.00", childTaxCredit: "4400.00", refundableChildTaxCredit: "0.00", totalTax: "11498.00",
    });
  });

  it("married filing separately, wages $100,000: no student loan interest deduction", () => {
    // Student loan interest 2,000 is not deductible on a separate return: AGI 100,000.
    // Taxable 100,000 − 15,750 = 84,250. Tax 5,578.50 + 22 % × (84,250 − 48,475 = 35,775) = 7,870.50 → 13,449.00.
    const request: TaxEstimateRequest = { taxYear: 2025, filingStatus: "married_filing_separately", income: { wages: 100_000 }, adjustments: { studentLoanInterest: 2_000 } };
    expect(run(request)).toMatchObject({ agi: "100000.00", taxableIncome: "84250.00", totalTax: "13449.00" });
    expect(lineOf(request, "adjustments")).toContain("not deductible on a separate return");
  });

  it("head of household, wages $70,000, one child", () => {
    // Taxable 70,000 − 23,625 = 46,375. Tax 1,700.00 + 12 % × (46,375 − 17,000 = 29,375) = 3,525.00 → 5,225.00.
    // Child credit 2,200 used in full. Total 3,025.00.
    expect(run({ taxYear: 2025, filingStatus: "head_of_household", dependents: { qualifyingChildren: 1 }, income: { wages: 70_000 } })).toMatchObject({
      taxableIncome: "46375.00", ordinaryIncomeTax: "5225.00", childTaxCredit: "2200.00", totalTax: "3025.00",
    });
  });

  it("qualifying surviving spouse, wages $120,000, one child: joint brackets, the $200,000 credit threshold", () => {
    // Standard deduction 31,500 (as joint). Taxable 88,500. Tax 2,385.00 + 12 % × (88,500 − 23,850 = 64,650) = 7,758.00 → 10,143.00.
    // Child credit 2,200. Total 7,943.00.
    expect(run({ taxYear: 2025, filingStatus: "qualifying_surviving_spouse", dependents: { qualifyingChildren: 1 }, income: { wages: 120_000 } })).toMatchObject({
      deduction: "31500.00", taxableIncome: "88500.00", ordinaryIncomeTax: "10143.00", childTaxCredit: "2200.00", totalTax: "7943.00",
    });
  });
});

describe("every filing status, 2026", () => {
  it("single, wages $60,000", () => {
    // Taxable 60,000 − 16,100 = 43,900. Tax 1,240.00 + 12 % × (43,900 − 12,400 = 31,500) = 3,780.00 → 5,020.00.
    // Effective 5,020 / 60,000 = 0.083667 → 0.0837.
    expect(run({ taxYear: 2026, filingStatus: "single", income: { wages: 60_000 } })).toMatchObject({
      taxableIncome: "43900.00", totalTax: "5020.00", marginalRate: "0.1200", effectiveRate: "0.0837",
    });
  });

  it("married filing jointly, both 65 or older, pension $80,000 and interest $5,000", () => {
    // AGI 85,000 (under 150,000: no senior phase-out). Standard 32,200 + 2 × 1,650 = 35,500.
    // Senior deduction 2 × 6,000 = 12,000. Taxable 85,000 − 35,500 − 12,000 = 37,500.
    // Tax 2,480.00 + 12 % × (37,500 − 24,800 = 12,700) = 1,524.00 → 4,004.00.
    expect(
      run({ taxYear: 2026, filingStatus: "married_filing_jointly", taxpayerAge65OrOlder: true, spouseAge65OrOlder: true, income: { otherIncome: 80_000, taxableInterest: 5_000 } }),
    ).toMatchObject({ agi: "85000.00", deduction: "35500.00", seniorDeduction: "12000.00", taxableIncome: "37500.00", totalTax: "4004.00", netInvestmentIncomeTax: "0.00" });
  });

  it("married filing separately, wages $300,000: 35 % bracket and Additional Medicare Tax above $125,000", () => {
    // Taxable 300,000 − 16,100 = 283,900. Tax 58,448.00 + 35 % × (283,900 − 256,225 = 27,675) = 9,686.25 → 68,134.25.
    // Additional Medicare 0.9 % × (300,000 − 125,000 = 175,000) = 1,575.00. Total 69,709.25.
    expect(run({ taxYear: 2026, filingStatus: "married_filing_separately", income: { wages: 300_000 } })).toMatchObject({
      taxableIncome: "283900.00", ordinaryIncomeTax: "68134.25", additionalMedicareTax: "1575.00", totalTax: "69709.25", marginalRate: "0.3500",
    });
  });

  it("head of household, wages $40,000, two children: the refundable part", () => {
    // Taxable 40,000 − 24,150 = 15,850. Tax 10 % × 15,850 = 1,585.00.
    // Credit 2 × 2,200 = 4,400; used 1,585.00; unused 2,815.00.
    // Refundable: smallest of 2,815.00, 2 × 1,700 = 3,400 and 15 % × (40,000 − 2,500) = 5,625.00 → 2,815.00.
    // Total tax 0. Payments 1,000 withholding + 2,815 = 3,815.00, all refunded.
    expect(
      run({ taxYear: 2026, filingStatus: "head_of_household", dependents: { qualifyingChildren: 2 }, income: { wages: 40_000 }, payments: { withholding: 1_000 } }),
    ).toMatchObject({ ordinaryIncomeTax: "1585.00", childTaxCredit: "1585.00", refundableChildTaxCredit: "2815.00", totalTax: "0.00", totalPayments: "3815.00", refundOrBalanceDue: "3815.00" });
  });

  it("qualifying surviving spouse, wages $260,000 and interest $20,000: Medicare above $200,000, NIIT above $250,000", () => {
    // AGI 280,000. Taxable 280,000 − 32,200 = 247,800. Tax 35,932.00 + 24 % × (247,800 − 211,400 = 36,400) = 8,736.00 → 44,668.00.
    // Additional Medicare (surviving spouse: 200,000): 0.9 % × 60,000 = 540.00.
    // NIIT (surviving spouse: 250,000): 3.8 % × smaller of NII 20,000 and 280,000 − 250,000 = 30,000 → 760.00.
    // Total 44,668 + 540 + 760 = 45,968.00.
    expect(run({ taxYear: 2026, filingStatus: "qualifying_surviving_spouse", income: { wages: 260_000, taxableInterest: 20_000 } })).toMatchObject({
      taxableIncome: "247800.00", ordinaryIncomeTax: "44668.00", additionalMedicareTax: "540.00", netInvestmentIncomeTax: "760.00", totalTax: "45968.00",
    });
  });
});

describe("qualified dividends and long-term gains on top of ordinary income", () => {
  it("crossing the 0 % / 15 % threshold (2025 single)", () => {
    // Wages 50,000 + long-term gain 20,000 = AGI 70,000; taxable 54,250; ordinary part 34,250.
    // Ordinary tax 1,192.50 + 12 % × (34,250 − 11,925 = 22,325) = 2,679.00 → 3,871.50.
    // Worksheet: 0 % up to 48,350 → 48,350 − 34,250 = 14,100 at 0 %; the other 5,900 at 15 % = 885.00.
    // Line 23 = 4,756.50 < line 24 T(54,250) = 5,578.50 + 22 % × 5,775 = 6,849.00. Income tax 4,756.50.
    expect(run({ taxYear: 2025, filingStatus: "single", income: { wages: 50_000, longTermCapitalGains: 20_000 } })).toMatchObject({
      taxableIncome: "54250.00", ordinaryIncomeTax: "3871.50", capitalGainsTax: "885.00", totalTax: "4756.50",
    });
  });

  it("crossing the 15 % / 20 % threshold (2026 joint), with NIIT and Additional Medicare", () => {
    // Wages 500,000 + gain 200,000: AGI 700,000; taxable 667,800; ordinary part 467,800.
    // Ordinary 82,048.00 + 32 % × (467,800 − 403,550 = 64,250) = 20,560.00 → 102,608.00.
    // 0 %: none (ordinary part above 98,900). 15 % up to 613,700: 613,700 − 467,800 = 145,900 → 21,885.00.
    // 20 %: 200,000 − 145,900 = 54,100 → 10,820.00. Gains 32,705.00; income tax 135,313.00
    // (line 24, T(667,800) = 116,896 + 35 % × 155,350 = 171,268.50, is higher).
    // Additional Medicare 0.9 % × (500,000 − 250,000) = 2,250.00. NIIT 3.8 % × min(200,000, 450,000) = 7,600.00.
    // Total 135,313 + 2,250 + 7,600 = 145,163.00.
    expect(run({ taxYear: 2026, filingStatus: "married_filing_jointly", income: { wages: 500_000, longTermCapitalGains: 200_000 } })).toMatchObject({
      taxableIncome: "667800.00", ordinaryIncomeTax: "102608.00", capitalGainsTax: "32705.00", additionalMedicareTax: "2250.00",
      netInvestmentIncomeTax: "7600.00", totalTax: "145163.00", marginalRate: "0.3500",
    });
  });

  it("gains alone spanning 0 %, 15 % and 20 % (2025 single)", () => {
    // Long-term gain 600,000 only: AGI 600,000; taxable 584,250; ordinary part 0.
    // 0 %: 48,350. 15 %: 533,400 − 48,350 = 485,050 → 72,757.50. 20 %: 584,250 − 533,400 = 50,850 → 10,170.00.
    // Income tax 82,927.50. NIIT 3.8 % × min(600,000, 600,000 − 200,000 = 400,000) = 15,200.00. Total 98,127.50.
    const request: TaxEstimateRequest = { taxYear: 2025, filingStatus: "single", income: { longTermCapitalGains: 600_000 } };
    expect(run(request)).toMatchObject({ taxableIncome: "584250.00", ordinaryIncomeTax: "0.00", capitalGainsTax: "82927.50", netInvestmentIncomeTax: "15200.00", totalTax: "98127.50" });
    expect(lineOf(request, "capitalGainsTax")).toContain("$48,350.00 at 0 %, $485,050.00 at 15 %, $50,850.00 at 20 %");
  });

  it("qualified dividends where the 15 % band starts below the 22 % bracket: worksheet line 25 takes the regular tax", () => {
    // 2025 single: wages 64,100, ordinary dividends 125 all qualified. AGI 64,225; taxable 48,475; ordinary part 48,350.
    // Ordinary T(48,350) = 1,192.50 + 12 % × 36,425 = 4,371.00 → 5,563.50. 0 % band ends at 48,350: nothing left at 0 %.
    // 125 at 15 % = 18.75 → line 23 = 5,582.25. Line 24 = T(48,475) = 5,578.50, lower, is used.
    // Capital gains tax shown: 5,578.50 − 5,563.50 = 15.00.
    const request: TaxEstimateRequest = { taxYear: 2025, filingStatus: "single", income: { wages: 64_100, ordinaryDividends: 125, qualifiedDividends: 125 } };
    expect(run(request)).toMatchObject({ taxableIncome: "48475.00", ordinaryIncomeTax: "5563.50", capitalGainsTax: "15.00", totalTax: "5578.50" });
    expect(lineOf(request, "capitalGainsTax")).toContain("line 25");
  });

  it("a short-term loss nets against a long-term gain (2026 single)", () => {
    // Wages 80,000; short-term −5,000; long-term 15,000 → net gain 10,000, all net long-term gain.
    // AGI 90,000; taxable 73,900; ordinary part 63,900: 5,800.00 + 22 % × 13,500 = 2,970.00 → 8,770.00.
    // 0 % band ends at 49,450, below the ordinary part: 10,000 at 15 % = 1,500.00. Total 10,270.00.
    expect(run({ taxYear: 2026, filingStatus: "single", income: { wages: 80_000, shortTermCapitalGains: -5_000, longTermCapitalGains: 15_000 } })).toMatchObject({
      agi: "90000.00", taxableIncome: "73900.00", ordinaryIncomeTax: "8770.00", capitalGainsTax: "1500.00", totalTax: "10270.00",
    });
  });
});

describe("capital losses", () => {
  it("deducts at most $3,000 (2025 single)", () => {
    // Wages 60,000; short-term −2,000, long-term −6,000 → net loss 8,000; 3,000 deducted, 5,000 carried over.
    // AGI 57,000; taxable 41,250. Tax 1,192.50 + 12 % × (41,250 − 11,925 = 29,325) = 3,519.00 → 4,711.50.
    const request: TaxEstimateRequest = { taxYear: 2025, filingStatus: "single", income: { wages: 60_000, shortTermCapitalGains: -2_000, longTermCapitalGains: -6_000 } };
    expect(run(request)).toMatchObject({ agi: "57000.00", taxableIncome: "41250.00", totalTax: "4711.50", capitalGainsTax: "0.00" });
    expect(lineOf(request, "capitalGains")).toContain("$5,000.00 carries over");
  });

  it("deducts at most $1,500 on a separate return (2026)", () => {
    // Wages 50,000; long-term −10,000 → 1,500 deducted. AGI 48,500; taxable 32,400.
    // Tax 1,240.00 + 12 % × (32,400 − 12,400 = 20,000) = 2,400.00 → 3,640.00.
    expect(run({ taxYear: 2026, filingStatus: "married_filing_separately", income: { wages: 50_000, longTermCapitalGains: -10_000 } })).toMatchObject({
      agi: "48500.00", taxableIncome: "32400.00", totalTax: "3640.00",
    });
  });
});

describe("self-employment", () => {
  it("income above the wage base, no wages (2025 single), with the QBI deduction at its taxable-income limit", () => {
    // Net earnings 92.35 % × 200,000 = 184,700.00. Social security 12.4 % × 176,100 (the wage base) = 21,836.40.
    // Medicare 2.9 % × 184,700 = 5,356.30. SE tax 27,192.70; half 13,596.35. AGI 186,403.65.
    // Before QBI: 186,403.65 − 15,750 = 170,653.65 (≤ 197,300: full deduction).
    // QBI 200,000 − 13,596.35 = 186,403.65; 20 % = 37,280.73. Limit 20 % × 170,653.65 = 34,130.73 → deduction 34,130.73.
    // Taxable 136,522.92. Tax 17,651.00 + 24 % × (136,522.92 − 103,350 = 33,172.92) = 7,961.5008 → 25,612.50 (rounded once).
    // Additional Medicare: 184,700 is under 200,000 → 0. Total 25,612.50 + 27,192.70 = 52,805.20.
    expect(run({ taxYear: 2025, filingStatus: "single", income: { selfEmploymentIncome: 200_000 } })).toMatchObject({
      selfEmploymentTax: "27192.70", agi: "186403.65", qbiDeduction: "34130.73", taxableIncome: "136522.92", ordinaryIncomeTax: "25612.50",
      additionalMedicareTax: "0.00", totalTax: "52805.20",
    });
  });

  it("wages use up part of the wage base (2026 single), QBI above the threshold is not estimated", () => {
    // Wages 150,000; SE income 100,000 → net earnings 92,350.00.
    // Social security 12.4 % × (184,500 − 150,000 = 34,500) = 4,278.00; Medicare 2.9 % × 92,350 = 2,678.15.
    // SE tax 6,956.15; half 3,478.075 → 3,478.08 (half up). AGI 250,000 − 3,478.08 = 246,521.92.
    // Before QBI 246,521.92 − 16,100 = 230,421.92 > 201,775: QBI deduction not estimated (0).
    // Tax 41,024.00 + 32 % × (230,421.92 − 201,775 = 28,646.92) = 9,167.0144 → 50,191.01.
    // Additional Medicare: wages under 200,000; SE part 0.9 % × (92,350 − (200,000 − 150,000)) = 0.9 % × 42,350 = 381.15.
    // Total 50,191.01 + 6,956.15 + 381.15 = 57,528.31.
    const request: TaxEstimateRequest = { taxYear: 2026, filingStatus: "single", income: { wages: 150_000, selfEmploymentIncome: 100_000 } };
    expect(run(request)).toMatchObject({
      selfEmploymentTax: "6956.15", agi: "246521.92", qbiDeduction: "0.00", taxableIncome: "230421.92", ordinaryIncomeTax: "50191.01",
      additionalMedicareTax: "381.15", totalTax: "57528.31",
    });
    expect(lineOf(request, "qbiDeduction")).toContain("not estimated");
  });

  it("wages above the wage base leave only Medicare (2025 single)", () => {
    // Wages 180,000 (above 176,100); SE 50,000 → net earnings 46,175.00; social security 0.
    // Medicare 2.9 % × 46,175 = 1,339.075 → 1,339.08; half 669.54. AGI 229,330.46.
    // Before QBI 213,580.46 > 197,300: not estimated. Tax 40,199.00 + 32 % × 16,280.46 = 5,209.7472 → 45,408.75.
    // Additional Medicare: SE part 0.9 % × (46,175 − (200,000 − 180,000)) = 0.9 % × 26,175 = 235.575 → 235.58.
    // Total 45,408.75 + 1,339.08 + 235.58 = 46,983.41.
    expect(run({ taxYear: 2025, filingStatus: "single", income: { wages: 180_000, selfEmploymentIncome: 50_000 } })).toMatchObject({
      selfEmploymentTax: "1339.08", agi: "229330.46", taxableIncome: "213580.46", additionalMedicareTax: "235.58", totalTax: "46983.41",
    });
  });

  it("QBI limited by taxable income less net capital gain (2026 joint)", () => {
    // SE 60,000 → net earnings 55,410.00; social security 6,870.84; Medicare 1,606.89; SE tax 8,477.73; half 4,238.865 → 4,238.87.
    // Long-term gain 40,000. AGI 100,000 − 4,238.87 = 95,761.13. Before QBI 95,761.13 − 32,200 = 63,561.13.
    // QBI 55,761.13 × 20 % = 11,152.226 → 11,152.23; limit 20 % × (63,561.13 − 40,000) = 4,712.226 → 4,712.23.
    // Taxable 58,848.90; ordinary part 18,848.90 → 1,884.89; the 40,000 gain is all within the 0 % band (98,900).
    // Total 1,884.89 + 8,477.73 = 10,362.62.
    expect(run({ taxYear: 2026, filingStatus: "married_filing_jointly", income: { selfEmploymentIncome: 60_000, longTermCapitalGains: 40_000 } })).toMatchObject({
      selfEmploymentTax: "8477.73", agi: "95761.13", qbiDeduction: "4712.23", taxableIncome: "58848.90", ordinaryIncomeTax: "1884.89",
      capitalGainsTax: "0.00", totalTax: "10362.62",
    });
  });

  it("no SE tax when net earnings are under $400 (2026 single)", () => {
    // 92.35 % × 400 = 369.40 < 400 → no SE tax; AGI 400 under the standard deduction → nothing due.
    expect(run({ taxYear: 2026, filingStatus: "single", income: { selfEmploymentIncome: 400 } })).toMatchObject({
      selfEmploymentTax: "0.00", agi: "400.00", taxableIncome: "0.00", totalTax: "0.00", marginalRate: "0.0000",
    });
  });
});

describe("phase-outs half-way", () => {
  it("senior deduction, single 65+ at MAGI $125,000 (2025)", () => {
    // 6 % × (125,000 − 75,000) = 3,000 → senior deduction 6,000 − 3,000 = 3,000.
    // Standard 15,750 + 2,000 = 17,750. Taxable 125,000 − 17,750 − 3,000 = 104,250.
    // Tax 17,651.00 + 24 % × (104,250 − 103,350 = 900) = 216.00 → 17,867.00.
    expect(run({ taxYear: 2025, filingStatus: "single", taxpayerAge65OrOlder: true, income: { wages: 125_000 } })).toMatchObject({
      deduction: "17750.00", seniorDeduction: "3000.00", taxableIncome: "104250.00", totalTax: "17867.00",
    });
  });

  it("senior deduction, joint, both 65+ at MAGI $200,000: each person's $6,000 is reduced (2026)", () => {
    // 6 % × (200,000 − 150,000) = 3,000 off each: 2 × 3,000 = 6,000. Standard 32,200 + 2 × 1,650 = 35,500.
    // Taxable 200,000 − 35,500 − 6,000 = 158,500. Tax 11,600.00 + 22 % × (158,500 − 100,800 = 57,700) = 12,694.00 → 24,294.00.
    expect(
      run({ taxYear: 2026, filingStatus: "married_filing_jointly", taxpayerAge65OrOlder: true, spouseAge65OrOlder: true, income: { wages: 200_000 } }),
    ).toMatchObject({ seniorDeduction: "6000.00", taxableIncome: "158500.00", totalTax: "24294.00" });
  });

  it("child tax credit, joint, two children, MAGI $443,500: $50 per $1,000 or part (2025)", () => {
    // Excess 43,500 → 44 steps (a part counts) × 50 = 2,200 → credit 4,400 − 2,200 = 2,200.
    // Taxable 443,500 − 31,500 = 412,000. Tax 80,398.00 + 32 % × (412,000 − 394,600 = 17,400) = 5,568.00 → 85,966.00.
    // Additional Medicare 0.9 % × (443,500 − 250,000 = 193,500) = 1,741.50. Total 85,966 − 2,200 + 1,741.50 = 85,507.50.
    expect(run({ taxYear: 2025, filingStatus: "married_filing_jointly", dependents: { qualifyingChildren: 2 }, income: { wages: 443_500 } })).toMatchObject({
      ordinaryIncomeTax: "85966.00", childTaxCredit: "2200.00", additionalMedicareTax: "1741.50", totalTax: "85507.50",
    });
  });

  it("SALT cap, single at MAGI $550,000: $40,000 less 30 % of $50,000 (2025)", () => {
    // Cap 40,000 − 30 % × (550,000 − 500,000) = 25,000 (floor 10,000). SALT 25,000 of 35,000.
    // Itemized 25,000 + 20,000 mortgage + 10,000 gifts = 55,000 > 15,750. Taxable 495,000.
    // Tax 57,231.00 + 35 % × (495,000 − 250,525 = 244,475) = 85,566.25 → 142,797.25.
    // Additional Medicare 0.9 % × 350,000 = 3,150.00. Total 145,947.25.
    expect(
      run({ taxYear: 2025, filingStatus: "single", income: { wages: 550_000 }, itemized: { stateAndLocalTaxes: 35_000, mortgageInterest: 20_000, charitable: 10_000 } }),
    ).toMatchObject({ deductionType: "itemized", deduction: "55000.00", taxableIncome: "495000.00", ordinaryIncomeTax: "142797.25", totalTax: "145947.25" });
  });

  it("SALT cap reaches its floor (2026 separate)", () => {
    // MFS: cap 20,200 less 30 % × (400,000 − 252,500 = 147,500) = 44,250 → below the floor: 5,000.
    // Itemized 5,000 + mortgage 15,000 = 20,000 > 16,100. Taxable 380,000.
    // Tax 58,448.00 + 35 % × (380,000 − 256,225 = 123,775) = 43,321.25 → 101,769.25.
    // Additional Medicare 0.9 % × (400,000 − 125,000) = 2,475.00. Total 104,244.25.
    expect(
      run({ taxYear: 2026, filingStatus: "married_filing_separately", income: { wages: 400_000 }, itemized: { stateAndLocalTaxes: 30_000, mortgageInterest: 15_000 } }),
    ).toMatchObject({ deduction: "20000.00", taxableIncome: "380000.00", totalTax: "104244.25" });
  });
});

describe("itemized against standard", () => {
  const request = (charitable: number): TaxEstimateRequest => ({
    taxYear: 2026,
    filingStatus: "married_filing_jointly",
    income: { wages: 120_000 },
    itemized: { stateAndLocalTaxes: 12_000, mortgageInterest: 18_000, charitable, medical: 10_000 },
  });

  it("itemizes one cent above the standard deduction, medical above 7.5 % of AGI", () => {
    // Medical 10,000 − 7.5 % × 120,000 (9,000) = 1,000. Itemized 12,000 + 18,000 + 1,200.01 + 1,000 = 32,200.01 > 32,200.
    // Taxable 87,799.99. Tax 2,480.00 + 12 % × 62,999.99 = 7,559.9988 → 10,039.9988 → 10,040.00.
    expect(run(request(1_200.01))).toMatchObject({ deductionType: "itemized", deduction: "32200.01", taxableIncome: "87799.99", totalTax: "10040.00" });
  });

  it("takes the standard deduction on a tie", () => {
    // Itemized 32,200.00 = standard: standard. Taxable 87,800; tax 2,480 + 12 % × 63,000 = 7,560 → 10,040.00.
    expect(run(request(1_200))).toMatchObject({ deductionType: "standard", deduction: "32200.00", taxableIncome: "87800.00", totalTax: "10040.00" });
  });
});

describe("more deductions and credits", () => {
  it("65 or older and blind, single, pension $40,000 (2025)", () => {
    // Standard 15,750 + 2 × 2,000 = 19,750; senior 6,000 (MAGI under 75,000). Taxable 40,000 − 19,750 − 6,000 = 14,250.
    // Tax 1,192.50 + 12 % × (14,250 − 11,925 = 2,325) = 279.00 → 1,471.50.
    expect(run({ taxYear: 2025, filingStatus: "single", taxpayerAge65OrOlder: true, taxpayerBlind: true, income: { otherIncome: 40_000 } })).toMatchObject({
      deduction: "19750.00", seniorDeduction: "6000.00", taxableIncome: "14250.00", totalTax: "1471.50",
    });
  });

  it("a spouse's flags count only on a joint return; the senior deduction is not on a separate return", () => {
    // 2025 MFS, taxpayer 65+: standard 15,750 + 1,600 = 17,350 (the spouse's flags are left out); senior 0.
    // Wages 50,000: taxable 32,650; tax 1,192.50 + 12 % × 20,725 = 2,487.00 → 3,679.50.
    const request: TaxEstimateRequest = { taxYear: 2025, filingStatus: "married_filing_separately", taxpayerAge65OrOlder: true, spouseAge65OrOlder: true, spouseBlind: true, income: { wages: 50_000 } };
    expect(run(request)).toMatchObject({ deduction: "17350.00", seniorDeduction: "0.00", taxableIncome: "32650.00", totalTax: "3679.50" });
    expect(lineOf(request, "seniorDeduction")).toContain("not available on a separate return");
  });

  it("other dependents take the tax limit first; the child credit is refunded up to $1,700 (2025 head of household)", () => {
    // Wages 30,000: taxable 30,000 − 23,625 = 6,375; tax 637.50.
    // Credits 2,200 + 500 = 2,700; used 637.50 (other dependent 500.00, then child 137.50); unused 2,062.50.
    // Refundable: smallest of 2,062.50, 1 × 1,700 and 15 % × 27,500 = 4,125 → 1,700.00.
    // Total tax 0; payments 500 + 1,700 = 2,200.00 refunded.
    expect(
      run({ taxYear: 2025, filingStatus: "head_of_household", dependents: { qualifyingChildren: 1, otherDependents: 1 }, income: { wages: 30_000 }, payments: { withholding: 500 } }),
    ).toMatchObject({ otherDependentCredit: "500.00", childTaxCredit: "137.50", refundableChildTaxCredit: "1700.00", totalTax: "0.00", refundOrBalanceDue: "2200.00" });
  });

  it("the refundable part is limited to 15 % of earned income above $2,500 (2026)", () => {
    // HoH wages 10,000, two children: taxable 0, tax 0; unused 4,400; 2 × 1,700 = 3,400;
    // 15 % × (10,000 − 2,500) = 1,125.00 → refundable 1,125.00. Marginal 0: income is under the deduction.
    expect(run({ taxYear: 2026, filingStatus: "head_of_household", dependents: { qualifyingChildren: 2 }, income: { wages: 10_000 } })).toMatchObject({
      totalTax: "0.00", refundableChildTaxCredit: "1125.00", totalPayments: "1125.00", refundOrBalanceDue: "1125.00", marginalRate: "0.0000", effectiveRate: "0.0000",
    });
  });

  it("adjustments: IRA, HSA, student loan interest capped at $2,500 (2026 single)", () => {
    // Wages 90,000 − IRA 7,000 − HSA 4,000 − student loan interest 2,500 (of 3,000) = AGI 76,500.
    // Taxable 76,500 − 16,100 = 60,400. Tax 5,800.00 + 22 % × (60,400 − 50,400 = 10,000) = 2,200.00 → 8,000.00.
    expect(
      run({ taxYear: 2026, filingStatus: "single", income: { wages: 90_000 }, adjustments: { traditionalIra: 7_000, hsa: 4_000, studentLoanInterest: 3_000 } }),
    ).toMatchObject({ agi: "76500.00", taxableIncome: "60400.00", totalTax: "8000.00" });
  });
});

describe("the explanation", () => {
  it("explains each step in words and says how the tax is figured", () => {
    const lines = run({ taxYear: 2025, filingStatus: "single", income: { wages: 85_000 } }).lines;
    expect(lines.map((line) => line.key)).toEqual(["method", "income", "agi", "standardDeduction", "deduction", "taxableIncome", "ordinaryTax", "totalTax", "payments", "result", "rates", "notEstimated"]);
    expect(lines[0]!.text).toContain("Tax Table");
    expect(lines.find((l) => l.key === "ordinaryTax")!.text).toBe(
      "Tax on ordinary taxable income $69,250.00: 10 % of $11,925.00 = $1,192.50; 12 % of $36,550.00 = $4,386.00; 22 % of $20,775.00 = $4,570.50; total $10,149.00.",
    );
  });

  it("names the 2026 rules it leaves out", () => {
    const text = run({ taxYear: 2026, filingStatus: "single" }).lines.find((l) => l.key === "notEstimated")!.text;
    expect(text).toContain("0.5 %-of-AGI floor on charitable gifts");
  });
});
