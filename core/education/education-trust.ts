import { asCents, percentOf, type Cents } from "../money";
import { ESTATE_TAX_EXCLUSION_CENTS } from "../planning/estate-size";
import type { TaxYear } from "../tax/federal-tax-tables";
import { GIFT_ANNUAL_EXCLUSION_CENTS } from "../tax/gift-tax";
import { trustYearTax } from "../tax/trust-income-tax";

// Saving for a student's education in a trust against a 529 plan (the education service's Diamond
// "Trusts for education funding"): what each is worth when school starts after the income tax on
// the way, the gifts each takes against the yearly exclusions, how the FAFSA counts each, and
// tuition paid straight to the school, which is no gift at all. Pure, in cents.

export const GIVERS = ["grandparent", "parent"] as const;
/** Who gives, and so who owns the 529 plan: it decides how the FAFSA counts the plan. */
export type Giver = (typeof GIVERS)[number];

export const SAVING_CHOICES = ["plan529", "trust"] as const;
export type SavingChoice = (typeof SAVING_CHOICES)[number];

/**
 * A 529 plan's five-year election (IRC §529(c)(2)(B)): a gift of up to five years' exclusions in one
 * year is treated as made evenly over five years, so none of it is taxable.
 */
export const FIVE_YEAR_ELECTION_YEARS = 5;

/**
 * The withdrawal right that may lapse each year without being a gift by the student (IRC
 * §2514(e), "five and five"): the greater of $5,000 and 5 % of the trust.
 */
export const LAPSE_FLOOR_CENTS = asCents(500_000);
export const LAPSE_SHARE_BP = 500;

/**
 * How much of an account the Student Aid Index counts against aid in a year, basis points: 20 % of a
 * student's assets, a trust for the student among them; at most 5.64 % of a parent's (12 % of net
 * worth above the asset protection allowance, assessed at up to 47 %); nothing of a plan a
 * grandparent owns, which the FAFSA no longer asks about (2026–27 SAI and Pell Grant Eligibility
 * Guide).
 */
export const AID_COUNTED_BP = { student: 2_000, parent: 564, grandparent: 0 } as const;

/**
 * What a 529 plan may pay a year for school from kindergarten to 12th grade (IRC §529(c)(7)):
 * $10,000 in 2025, $20,000 from 2026 (P.L. 119-21).
 */
export const K12_LIMIT_CENTS: Readonly<Record<TaxYear, Cents>> = { 2025: asCents(1_000_000), 2026: asCents(2_000_000) };

/** Years of tuition the direct payment covers: a four-year degree. */
export const STUDY_YEARS = 4;

export type EducationTrustInput = {
  year: TaxYear;
  /** Given now, at the start of `year`. */
  giftCents: Cents;
  /** Added at the start of each later year until school starts. */
  yearlyCents: Cents;
  /** Whole years until the first tuition bill, 1 to 25. */
  years: number;
  /** Yearly interest, qualified dividends and rise in price, basis points of the account's value. */
  interestBp: number;
  dividendsBp: number;
  growthBp: number;
  /** 2 when a spouse joins in each gift (gift splitting), doubling the yearly exclusion. */
  donors: 1 | 2;
  giver: Giver;
  /** Whether the student may withdraw each gift to the trust for a time (a Crummey power). */
  withdrawalRights: boolean;
  /** A year's tuition when school starts, paid straight to the school. */
  tuitionCents: Cents;
};

export type SavingOutcome = {
  key: SavingChoice;
  givenCents: Cents;
  /** Income tax paid by the trust on its interest and dividends, year by year; none in a 529. */
  incomeTaxCents: Cents;
  /** The account when school starts. */
  valueCents: Cents;
  /**
   * Growth no tax has been paid on: a 529's earnings, free of tax when spent on qualified costs; the
   * trust's rise in price, taxed when it sells.
   */
  untaxedGainCents: Cents;
  /** Gifts over the yearly exclusions (after a 529's five-year election): they use the lifetime exclusion. */
  taxableGiftsCents: Cents;
  /** What the Student Aid Index counts against aid in the first year of school. */
  aidCountedCents: Cents;
};

/** Each year's end, the two accounts' value. */
export type SavingYear = { year: number; plan529Cents: Cents; trustCents: Cents };

export type EducationTrustPlan = {
  /** The yearly exclusion for the student: donors × the annual exclusion. */
  annualExclusionCents: Cents;
  lifetimeExclusionCents: Cents;
  outcomes: [SavingOutcome, SavingOutcome];
  /** The account worth more when school starts; null when they are equal (the trust paid no tax). */
  best: SavingChoice | null;
  values: SavingYear[];
  /** The part of the gift now spread by the 529's five-year election, and a year's share of it; zero when the gift fits one year. */
  electedCents: Cents;
  electedShareCents: Cents;
  /**
   * The largest withdrawal right in a year above what may lapse untaxed (five and five), and the
   * year: the student's own gift unless the trust keeps the power alive. Zero without rights.
   */
  lapseExcessCents: Cents;
  lapseYear: number | null;
  /** Tuition paid straight to the school for the years of study, and its part over the exclusions had it been given to the student. */
  directTuitionCents: Cents;
  directTaxableIfGivenCents: Cents;
};

/** The gift made at the start of each year from now until school: the gift now, then the yearly additions. */
export const giftsByYear = (input: Pick<EducationTrustInput, "giftCents" | "yearlyCents" | "years">): Cents[] =>
  Array.from({ length: input.years }, (_, k) => (k === 0 ? input.giftCents : input.yearlyCents));

/**
 * The taxable part of each year's gift to a 529 plan. A gift now above the year's exclusion is
 * spread, up to five exclusions, over five years by the election; each of those years' share uses
 * that year's exclusion before the year's addition does. What the election cannot spread is
 * taxable in the first year.
 */
export function plan529TaxableGifts(gifts: readonly Cents[], exclusionCents: Cents): { taxableCents: Cents; electedCents: Cents; shareCents: Cents } {
  const first = gifts[0] ?? 0;
  const elected = first > exclusionCents ? Math.min(first, FIVE_YEAR_ELECTION_YEARS * exclusionCents) : 0;
  const share = Math.floor(elected / FIVE_YEAR_ELECTION_YEARS);
  let taxable = elected > 0 ? first - elected : Math.max(0, first - exclusionCents);
  for (let k = 1; k < Math.max(gifts.length, FIVE_YEAR_ELECTION_YEARS); k++) {
    const spread = k < FIVE_YEAR_ELECTION_YEARS ? share : 0;
    taxable += Math.max(0, (gifts[k] ?? 0) + spread - exclusionCents);
  }
  return { taxableCents: asCents(taxable), electedCents: asCents(elected), shareCents: asCents(share) };
}

/** The taxable part of the gifts to the trust: each year's over the exclusion with withdrawal rights, all of it without (a future interest). */
export const trustTaxableGifts = (gifts: readonly Cents[], exclusionCents: Cents, withdrawalRights: boolean): Cents =>
  asCents(gifts.reduce((sum, gift) => sum + (withdrawalRights ? Math.max(0, gift - exclusionCents) : gift), 0));

export function educationTrustPlan(input: EducationTrustInput): EducationTrustPlan {
  const exclusion = asCents(GIFT_ANNUAL_EXCLUSION_CENTS[input.year] * input.donors);
  const gifts = giftsByYear(input);
  const given = asCents(gifts.reduce((a, b) => a + b, 0));

  let plan529 = 0;
  let trust = 0;
  let trustBasis = 0;
  let trustTax = 0;
  let lapseExcess = 0;
  let lapseYear: number | null = null;
  const values: SavingYear[] = [];
  for (const [k, gift] of gifts.entries()) {
    // Each gift is made at the year's start and earns the whole year. Both accounts hold the same
    // investments and round each kind of return alike, so with no tax to pay they stay equal.
    plan529 += gift;
    plan529 += [input.interestBp, input.dividendsBp, input.growthBp].reduce((sum, bp) => sum + percentOf(asCents(plan529), bp), 0);

    trust += gift;
    trustBasis += gift;
    if (input.withdrawalRights) {
      const right = Math.min(gift, exclusion);
      const excess = right - Math.max(LAPSE_FLOOR_CENTS, percentOf(asCents(trust), LAPSE_SHARE_BP));
      if (excess > lapseExcess) [lapseExcess, lapseYear] = [excess, input.year + k];
    }
    const interest = percentOf(asCents(trust), input.interestBp);
    const dividends = percentOf(asCents(trust), input.dividendsBp);
    const growth = percentOf(asCents(trust), input.growthBp);
    // The trust keeps its income (it pays the bills only once school starts), so it is taxed on all of
    // it at a trust's rates, every year at this year's tables; the rise in price is taxed only when sold.
    const tax = trustYearTax(input.year, { ordinaryCents: interest, qualifiedDividendsCents: dividends, gainsCents: asCents(0) }, asCents(0)).totalCents;
    trust += interest + dividends + growth - tax;
    trustBasis += interest + dividends - tax;
    trustTax += tax;
    values.push({ year: input.year + k, plan529Cents: asCents(plan529), trustCents: asCents(trust) });
  }

  const election = plan529TaxableGifts(gifts, exclusion);
  const aidOf529 = input.giver === "grandparent" ? AID_COUNTED_BP.grandparent : AID_COUNTED_BP.parent;
  const outcomes: [SavingOutcome, SavingOutcome] = [
    {
      key: "plan529",
      givenCents: given,
      incomeTaxCents: asCents(0),
      valueCents: asCents(plan529),
      untaxedGainCents: asCents(plan529 - given),
      taxableGiftsCents: election.taxableCents,
      aidCountedCents: percentOf(asCents(plan529), aidOf529),
    },
    {
      key: "trust",
      givenCents: given,
      incomeTaxCents: asCents(trustTax),
      valueCents: asCents(trust),
      untaxedGainCents: asCents(trust - trustBasis),
      taxableGiftsCents: trustTaxableGifts(gifts, exclusion, input.withdrawalRights),
      aidCountedCents: percentOf(asCents(trust), AID_COUNTED_BP.student),
    },
  ];

  return {
    annualExclusionCents: exclusion,
    lifetimeExclusionCents: asCents(ESTATE_TAX_EXCLUSION_CENTS[input.year]),
    outcomes,
    best: plan529 === trust ? null : plan529 > trust ? "plan529" : "trust",
    values,
    electedCents: election.electedCents,
    electedShareCents: election.shareCents,
    lapseExcessCents: asCents(lapseExcess),
    lapseYear,
    directTuitionCents: asCents(input.tuitionCents * STUDY_YEARS),
    directTaxableIfGivenCents: asCents(Math.max(0, input.tuitionCents - exclusion) * STUDY_YEARS),
  };
}
