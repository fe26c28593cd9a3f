// Properties of the estimate over random returns (fast-check): more wages never lower the tax, and
// the answer never depends on the order of the fields or on how an amount is written.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { taxEstimateRequestSchema, type TaxEstimateRequest } from "../contracts/tax";
import { asCents, toDecimalString } from "../money";
import { estimateFederalTax, type FederalTaxInput } from "./estimate-federal-tax";
import { FEDERAL_TAX_YEARS, FILING_STATUSES } from "./federal-tax-tables";

const RUNS = 400;

/** Cents from zero to `maxDollars`, zero a fifth of the time. */
const cents = (maxDollars: number) => fc.oneof({ weight: 1, arbitrary: fc.constant(0) }, { weight: 4, arbitrary: fc.integer({ min: 0, max: maxDollars * 100 }) });
const signedCents = (maxDollars: number) => fc.oneof(cents(maxDollars), cents(maxDollars).map((c) => -c));
/** An amount as a client may send it: a JSON number or a decimal string. */
const written = (c: number) => fc.constantFrom(c / 100, toDecimalString(asCents(c)));
const amount = (arb: fc.Arbitrary<number>) => arb.chain(written);

const requestArb: fc.Arbitrary<TaxEstimateRequest> = fc
  .record({
    ordinaryDividends: cents(300_000),
    qualifiedShare: fc.integer({ min: 0, max: 100 }),
  })
  .chain(({ ordinaryDividends, qualifiedShare }) =>
    fc.record({
      taxYear: fc.constantFrom(...FEDERAL_TAX_YEARS),
      filingStatus: fc.constantFrom(...FILING_STATUSES),
      taxpayerAge65OrOlder: fc.boolean(),
      spouseAge65OrOlder: fc.boolean(),
      taxpayerBlind: fc.boolean(),
      spouseBlind: fc.boolean(),
      dependents: fc.record({ qualifyingChildren: fc.integer({ min: 0, max: 4 }), otherDependents: fc.integer({ min: 0, max: 3 }) }),
      income: fc.record({
        wages: amount(fc.oneof(cents(250_000), cents(2_000_000))),
        taxableInterest: amount(cents(100_000)),
        ordinaryDividends: written(ordinaryDividends),
        qualifiedDividends: written(Math.floor((ordinaryDividends * qualifiedShare) / 100)),
        shortTermCapitalGains: amount(signedCents(200_000)),
        longTermCapitalGains: amount(signedCents(1_000_000)),
        selfEmploymentIncome: amount(fc.oneof(cents(300_000), fc.constant(0))),
        otherIncome: amount(cents(150_000)),
      }),
      adjustments: fc.record({ traditionalIra: amount(cents(8_000)), hsa: amount(cents(9_000)), studentLoanInterest: amount(cents(4_000)) }),
      itemized: fc.option(
        fc.record({
          stateAndLocalTaxes: amount(cents(80_000)),
          mortgageInterest: amount(cents(60_000)),
          charitable: amount(cents(50_000)),
          medical: amount(cents(80_000)),
        }),
      ),
      payments: fc.record({ withholding: amount(cents(300_000)), estimatedPayments: amount(cents(100_000)) }),
    }),
  );

const inputArb: fc.Arbitrary<FederalTaxInput> = requestArb.map((request) => taxEstimateRequestSchema.parse(request));
const withWages = (input: FederalTaxInput, wages: number): FederalTaxInput => ({ ...input, income: { ...input.income, wages } });

/** A seeded hash of a key (FNV-1a), to put keys in a random but repeatable order. */
function keyHash(key: string, seed: number): number {
  let hash = 2166136261 ^ seed;
  for (let i = 0; i < key.length; i += 1) hash = Math.imul(hash ^ key.charCodeAt(i), 16777619);
  return hash >>> 0;
}

/** The same object with its keys, at every level, in the order `order` gives. */
function reorder(value: unknown, order: (keys: string[]) => string[]): unknown {
  if (Array.isArray(value) || typeof value !== "object" || value === null) return value;
  const record = value as Record<string, unknown>;
  return Object.fromEntries(order(Object.keys(record)).map((key) => [key, reorder(record[key], order)]));
}

describe("more wages never lower the tax", () => {
  it("income tax after credits, Additional Medicare Tax and NIIT never fall as wages rise", () => {
    fc.assert(
      fc.property(inputArb, fc.integer({ min: 1, max: 20_000_000 }), (input, more) => {
        const before = estimateFederalTax(input);
        const after = estimateFederalTax(withWages(input, input.income.wages + more));
        expect(after.totalTax - after.selfEmploymentTax).toBeGreaterThanOrEqual(before.totalTax - before.selfEmploymentTax);
      }),
      { numRuns: RUNS },
    );
  });

  it("total tax never falls as wages rise, unless the wages take the self-employment tax's share of the wage base", () => {
    fc.assert(
      fc.property(inputArb, fc.integer({ min: 1, max: 20_000_000 }), (input, more) => {
        const before = estimateFederalTax(input);
        const after = estimateFederalTax(withWages(input, input.income.wages + more));
        if (after.selfEmploymentTax === before.selfEmploymentTax) expect(after.totalTax).toBeGreaterThanOrEqual(before.totalTax);
        // The only way down: wages and net SE earnings share one social security wage base, so
        // wages displace the 12.4 % part of SE tax (the employer pays its half on the wages).
        else expect(after.selfEmploymentTax).toBeLessThan(before.selfEmploymentTax);
      }),
      { numRuns: RUNS },
    );
  });

  it("without self-employment income, total tax never falls as wages rise", () => {
    fc.assert(
      fc.property(inputArb, fc.integer({ min: 1, max: 20_000_000 }), (drawn, more) => {
        const input = { ...drawn, income: { ...drawn.income, selfEmploymentIncome: 0 } };
        expect(estimateFederalTax(withWages(input, input.income.wages + more)).totalTax).toBeGreaterThanOrEqual(estimateFederalTax(input).totalTax);
      }),
      { numRuns: RUNS },
    );
  });

  it("the wage-base exception, worked by hand (2025 single, deductions above income)", () => {
    // SE income 100,000 → net earnings 92,350. With wages 100,000: social security 12.4 % × (176,100 − 100,000 = 76,100)
    // = 9,436.40, Medicare 2,678.15, SE tax 12,114.55. With wages 101,000: 12.4 % × 75,100 = 9,312.40, SE tax 11,990.55.
    // Itemized mortgage interest 250,000 keeps taxable income at 0 both times; Additional Medicare: net earnings stay under
    // 200,000 less wages. Total tax falls by 12.4 % × 1,000 = 124.00; the employer's 6.2 % on the added wages is not on the return.
    const input = taxEstimateRequestSchema.parse({
      taxYear: 2025, filingStatus: "single", income: { wages: 100_000, selfEmploymentIncome: 100_000 }, itemized: { mortgageInterest: 250_000 },
    });
    expect(estimateFederalTax(input).totalTax).toBe(1_211_455);
    expect(estimateFederalTax(withWages(input, 10_100_000)).totalTax).toBe(1_199_055);
  });
});

describe("the answer never depends on how the request is written", () => {
  it("never changes with field order, at any level", () => {
    fc.assert(
      fc.property(requestArb, fc.integer(), (request, seed) => {
        const order = (keys: string[]) => [...keys].sort((a, b) => keyHash(a, seed) - keyHash(b, seed) || (a < b ? -1 : 1));
        const reversed = (keys: string[]) => [...keys].reverse();
        const expected = estimateFederalTax(taxEstimateRequestSchema.parse(request));
        expect(estimateFederalTax(taxEstimateRequestSchema.parse(reorder(request, order)))).toEqual(expected);
        expect(estimateFederalTax(taxEstimateRequestSchema.parse(JSON.parse(JSON.stringify(reorder(request, reversed)))))).toEqual(expected);
      }),
      { numRuns: RUNS },
    );
  });
});

describe("the figures hold together", () => {
  it("totals add up, and no tax or credit is negative", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const e = estimateFederalTax(input);
        expect(e.totalTax).toBe(e.ordinaryIncomeTax + e.capitalGainsTax - e.childTaxCredit - e.otherDependentCredit + e.selfEmploymentTax + e.additionalMedicareTax + e.netInvestmentIncomeTax);
        expect(e.totalPayments).toBe(input.payments.withholding + input.payments.estimatedPayments + e.refundableChildTaxCredit);
        expect(e.refundOrBalanceDue).toBe(e.totalPayments - e.totalTax);
        for (const key of ["deduction", "seniorDeduction", "qbiDeduction", "taxableIncome", "ordinaryIncomeTax", "capitalGainsTax", "selfEmploymentTax", "additionalMedicareTax", "netInvestmentIncomeTax", "childTaxCredit", "otherDependentCredit", "refundableChildTaxCredit", "totalTax"] as const) {
          expect(Number.isSafeInteger(e[key]) && e[key] >= 0, key).toBe(true);
        }
        expect(e.childTaxCredit + e.otherDependentCredit).toBeLessThanOrEqual(e.ordinaryIncomeTax + e.capitalGainsTax);
        expect(e.refundableChildTaxCredit).toBeLessThanOrEqual(input.dependents.qualifyingChildren * 170_000);
        expect(e.childTaxCredit + e.refundableChildTaxCredit).toBeLessThanOrEqual(input.dependents.qualifyingChildren * 220_000);
      }),
      { numRuns: RUNS },
    );
  });
});
