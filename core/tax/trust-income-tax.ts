import { asCents, percentOfMicro, roundMicroCents, type Cents } from "../money";
import { FEDERAL_TAX_TABLES, type TaxYear } from "./federal-tax-tables";

// The federal income tax of a trust that may keep its income (a complex, non-grantor trust), and of
// its beneficiaries on what it pays out: the rules of the tax service's Diamond "Trust tax
// planning". A trust reaches the top rate at a small fraction of an individual's income, so when
// income is paid out, and to whom, decides much of the family's tax. Pure, in cents.

export type TrustTaxTable = {
  source: string;
  /** Top of each band of ordinary income but the last, in dollars of taxable income. */
  ordinaryTops: readonly [number, number, number];
  /** Top of taxable income taxed at 0 % and at 15 % on qualified dividends and long-term gains; 20 % above. */
  gainsZeroTop: number;
  gainsFifteenTop: number;
};

/** The rates of the four bands of a trust's ordinary income, basis points (IRC §1(e)). */
export const TRUST_ORDINARY_RATES_BP = [1_000, 2_400, 3_500, 3_700] as const;
export const TRUST_GAINS_RATES_BP = [0, 1_500, 2_000] as const;

export const TRUST_TAX_TABLES: Readonly<Record<TaxYear, TrustTaxTable>> = {
  2025: { source: "Rev. Proc. 2024-40: the rate table for estates and trusts and their maximum capital gains amounts", ordinaryTops: [3_150, 11_450, 15_650], gainsZeroTop: 3_250, gainsFifteenTop: 15_900 },
  2026: { source: "Rev. Proc. 2025-32: the rate table for estates and trusts and their maximum capital gains amounts", ordinaryTops: [3_300, 11_700, 16_000], gainsZeroTop: 3_300, gainsFifteenTop: 16_250 },
};

/** The exemption of a trust that may keep its income, IRC §642(b)(2)(C)'s $100 (not indexed). */
export const TRUST_EXEMPTION_CENTS = asCents(10_000);
/**
 * The net investment income tax (IRC §1411(a)(2)): 3.8 % of the lesser of the trust's undistributed
 * investment income and its adjusted gross income over the dollar amount at which its top bracket
 * begins.
 */
export const NIIT_RATE_BP = 380;
export const NIIT_SOURCE = "IRC §1411(a)(2)";

const cents = (dollars: number) => asCents(dollars * 100);

/** Where a trust's top (37 %) bracket, and the net investment income tax, begin in `year`. */
export const trustTopBracketStart = (year: TaxYear): Cents => cents(TRUST_TAX_TABLES[year].ordinaryTops[2]);

/**
 * Where each of a trust's rates begins, beside where the same rate begins for a single person: the
 * compression of a trust's brackets, in taxable income (cents).
 */
export function trustBracketsBesideSingle(year: TaxYear): Array<{ rateBp: number; trustFromCents: Cents; singleFromCents: Cents }> {
  const single = FEDERAL_TAX_TABLES[year].ordinaryBrackets;
  return TRUST_ORDINARY_RATES_BP.map((rateBp, i) => {
    const band = single.ratesBp.indexOf(rateBp);
    return { rateBp, trustFromCents: i === 0 ? asCents(0) : cents(TRUST_TAX_TABLES[year].ordinaryTops[i - 1]!), singleFromCents: band <= 0 ? asCents(0) : cents(single.tops.single[band - 1]!) };
  });
}

/** The year's income of the trust, by character. Every kind is investment income here. */
export type TrustIncome = {
  /** Interest, rents, non-qualified dividends: taxed at the ordinary rates. */
  ordinaryCents: Cents;
  qualifiedDividendsCents: Cents;
  /** Net long-term capital gains, kept in the trust's principal: not part of the income it can pay out. */
  gainsCents: Cents;
};

/** The income the trust can carry out to beneficiaries (distributable net income): its ordinary income and dividends. */
export const distributableNetIncome = (income: TrustIncome): Cents => asCents(income.ordinaryCents + income.qualifiedDividendsCents);

/** The tax on `taxable` cents of ordinary income over bands with these tops (cents) and rates, rounded once. */
function bandTax(taxable: number, tops: readonly number[], ratesBp: readonly number[]): Cents {
  let micro = 0;
  let floor = 0;
  for (const [i, rateBp] of ratesBp.entries()) {
    const top = tops[i] ?? Number.POSITIVE_INFINITY;
    if (taxable <= floor) break;
    micro += percentOfMicro(Math.min(taxable, top) - floor, rateBp);
    floor = top;
  }
  return roundMicroCents(micro);
}

export type TrustYearTax = {
  distributionCents: Cents;
  /** What the trust deducts for its distribution: the distribution up to its distributable net income. */
  deductionCents: Cents;
  /** The deduction's ordinary income and qualified dividends, in proportion to the income's (beneficiaries' income). */
  carriedOrdinaryCents: Cents;
  carriedDividendsCents: Cents;
  taxableIncomeCents: Cents;
  ordinaryTaxCents: Cents;
  gainsTaxCents: Cents;
  niitCents: Cents;
  totalCents: Cents;
};

/** The trust's tax for `year` when it pays out `distributionCents` (what exceeds its income comes from principal, untaxed). */
export function trustYearTax(year: TaxYear, income: TrustIncome, distributionCents: Cents): TrustYearTax {
  const table = TRUST_TAX_TABLES[year];
  const dni = distributableNetIncome(income);
  const deduction = Math.min(distributionCents, dni);
  // The distribution carries out each kind of income in its share of the distributable income,
  // half a cent up (IRC §662(b)); the dividends are the rest, so the two add up to the deduction.
  const carriedOrdinary = dni === 0 ? 0 : Math.floor((deduction * income.ordinaryCents * 2 + dni) / (2 * dni));
  const carriedDividends = deduction - carriedOrdinary;

  const gross = income.ordinaryCents + income.qualifiedDividendsCents + income.gainsCents;
  const taxable = Math.max(0, gross - deduction - TRUST_EXEMPTION_CENTS);
  // Qualified dividends and gains kept are taxed at their own rates, stacked on top of the ordinary income.
  const preferential = Math.min(taxable, income.qualifiedDividendsCents - carriedDividends + income.gainsCents);
  const ordinaryTaxable = taxable - preferential;
  const ordinaryTax = bandTax(ordinaryTaxable, table.ordinaryTops.map(cents), TRUST_ORDINARY_RATES_BP);

  const zeroPart = Math.min(preferential, Math.max(0, cents(table.gainsZeroTop) - ordinaryTaxable));
  const fifteenPart = Math.min(preferential - zeroPart, Math.max(0, cents(table.gainsFifteenTop) - ordinaryTaxable - zeroPart));
  const twentyPart = preferential - zeroPart - fifteenPart;
  const gainsTax = roundMicroCents(percentOfMicro(fifteenPart, TRUST_GAINS_RATES_BP[1]) + percentOfMicro(twentyPart, TRUST_GAINS_RATES_BP[2]));

  // Adjusted gross income of a trust is after its distribution deduction and exemption (IRC §67(e));
  // the investment income it keeps is all it did not pay out.
  const agi = gross - deduction - TRUST_EXEMPTION_CENTS;
  const undistributed = gross - deduction;
  const niitBase = Math.max(0, Math.min(undistributed, agi - trustTopBracketStart(year)));
  const niit = roundMicroCents(percentOfMicro(niitBase, NIIT_RATE_BP));

  return {
    distributionCents,
    deductionCents: asCents(deduction),
    carriedOrdinaryCents: asCents(carriedOrdinary),
    carriedDividendsCents: asCents(carriedDividends),
    taxableIncomeCents: asCents(taxable),
    ordinaryTaxCents: ordinaryTax,
    gainsTaxCents: gainsTax,
    niitCents: niit,
    totalCents: asCents(ordinaryTax + gainsTax + niit),
  };
}

/** The beneficiaries' rates on what they receive: their ordinary bracket and their rate on qualified dividends, basis points. */
export type BeneficiaryRates = { ordinaryBp: number; dividendsBp: number };

/** The beneficiaries' tax on the income a distribution carries out to them, rounded once. */
export const beneficiaryTax = (year: TrustYearTax, rates: BeneficiaryRates): Cents =>
  roundMicroCents(percentOfMicro(year.carriedOrdinaryCents, rates.ordinaryBp) + percentOfMicro(year.carriedDividendsCents, rates.dividendsBp));

export const DISTRIBUTION_CHOICES = ["keep", "entered", "all"] as const;
export type DistributionChoice = (typeof DISTRIBUTION_CHOICES)[number];

export type DistributionOutcome = { key: DistributionChoice; trust: TrustYearTax; beneficiaryTaxCents: Cents; familyTaxCents: Cents };

export type DistributionComparison = {
  dniCents: Cents;
  outcomes: DistributionOutcome[];
  /** The choice with the least tax for trust and beneficiaries together; the first of equals. */
  best: DistributionChoice;
  /**
   * The distribution that brings the trust's taxable income down to where its top bracket and the
   * net investment income tax begin; null when it is there already or its income cannot reach it.
   */
  toTopBracketCents: Cents | null;
};

/**
 * Keeping all the income in the trust, paying out `enteredCents` (when it is some but not all of
 * the income), and paying out all of it, side by side.
 */
export function compareDistributions(year: TaxYear, income: TrustIncome, enteredCents: Cents | null, rates: BeneficiaryRates): DistributionComparison {
  const dni = distributableNetIncome(income);
  const paid: Array<[DistributionChoice, Cents]> = [["keep", asCents(0)]];
  if (enteredCents !== null && enteredCents > 0 && enteredCents < dni) paid.push(["entered", enteredCents]);
  if (dni > 0) paid.push(["all", dni]);
  const outcomes = paid.map(([key, distribution]): DistributionOutcome => {
    const trust = trustYearTax(year, income, distribution);
    const beneficiaryTaxCents = beneficiaryTax(trust, rates);
    return { key, trust, beneficiaryTaxCents, familyTaxCents: asCents(trust.totalCents + beneficiaryTaxCents) };
  });
  const best = outcomes.reduce((a, b) => (b.familyTaxCents < a.familyTaxCents ? b : a)).key;
  const over = outcomes[0]!.trust.taxableIncomeCents - trustTopBracketStart(year);
  return { dniCents: dni, outcomes, best, toTopBracketCents: over > 0 && over <= dni ? asCents(over) : null };
}
