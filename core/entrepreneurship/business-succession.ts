import { asCents, percentOf } from "../money";
import { ESTATE_TAX_EXCLUSION_CENTS, transferTaxOver } from "../planning/estate-size";
import { GIFT_ANNUAL_EXCLUSION_CENTS } from "../tax/gift-tax";

// Passing a family business to the next generation, three ways against the federal transfer tax:
// kept until death, given a little each year within the gift tax's yearly exclusion, or given all
// now against the lifetime exclusion. Shares of the business are counted in millionths, so a gift's
// share is exact to a ten-thousandth of a percent; money in cents.

/** The tax year whose exclusions the planner uses: the latest with published figures. */
export const SUCCESSION_TAX_YEAR = 2026;
export const MILLION = 1_000_000;

export type SuccessionInput = {
  /** The whole business's value today, as an appraiser would put it for a controlling owner. */
  valueCents: number;
  /** The parents' share of the business, basis points. */
  ownedBp: number;
  /** Yearly growth of the business's value. */
  growthBp: number;
  /** The discount an appraiser allows a non-voting minority share for its lack of control and market. */
  discountBp: number;
  /** Children and grandchildren who receive the shares. */
  heirs: number;
  /** 1, or 2 when a spouse joins in each gift (gift splitting) and each has an exclusion. */
  donors: 1 | 2;
  /** Years of yearly gifts before the horizon (the estate's valuation at the end). */
  years: number;
  /** The rest of the parents' estate, which the exclusion covers first. */
  otherEstateCents: number;
};

export type GiftYear = { index: number; valueCents: number; giftedPpm: number; giftCents: number; leftPpm: number };
export type SuccessionWay = {
  /** The parents' share still in the estate at the horizon, and its value then. */
  estatePpm: number;
  estateCents: number;
  /** Gift tax due now (giving all now beyond the exclusion) and the estate tax the business adds at the horizon. */
  giftTaxCents: number;
  estateTaxCents: number;
  /** Both together: what the business costs the family in transfer tax. */
  taxCents: number;
};

export type SuccessionPlan = {
  annualExclusionCents: number;
  lifetimeExclusionCents: number;
  /** What the yearly gifts may give each year: heirs × donors × the yearly exclusion. */
  yearlyBudgetCents: number;
  gifts: GiftYear[];
  valueAtHorizonCents: number;
  keep: SuccessionWay;
  yearly: SuccessionWay;
  /** Everything given now, valued at the discount; the taxable part beyond the first year's exclusions. */
  now: SuccessionWay & { giftCents: number; taxableCents: number };
};

/** `ppm` millionths of `cents`, rounded down, in big integers: a billion-dollar value times a million exceeds a double's exact range. */
export const shareOf = (cents: number, ppm: number) => Number((BigInt(cents) * BigInt(ppm)) / BigInt(MILLION));

export function successionPlan(input: SuccessionInput): SuccessionPlan {
  const annualExclusionCents = GIFT_ANNUAL_EXCLUSION_CENTS[SUCCESSION_TAX_YEAR];
  const lifetimeExclusionCents = ESTATE_TAX_EXCLUSION_CENTS[SUCCESSION_TAX_YEAR] * input.donors;
  const yearlyBudgetCents = input.heirs * input.donors * annualExclusionCents;
  const ownedPpm = input.ownedBp * 100;
  const minority = (cents: number) => cents - percentOf(asCents(cents), input.discountBp);

  // Each year's gift buys as many millionths as the yearly exclusions pay for at the minority value.
  const gifts: GiftYear[] = [];
  let value = input.valueCents;
  let left = ownedPpm;
  for (let index = 1; index <= input.years; index += 1) {
    const whole = minority(value);
    const giftedPpm = whole > 0 ? Math.min(left, Math.floor((yearlyBudgetCents * MILLION) / whole)) : 0;
    left -= giftedPpm;
    gifts.push({ index, valueCents: value, giftedPpm, giftCents: shareOf(whole, giftedPpm), leftPpm: left });
    value += percentOf(asCents(value), input.growthBp);
  }
  const valueAtHorizonCents = value;

  const way = (estatePpm: number, giftTaxCents: number, exclusionLeftCents: number): SuccessionWay => {
    const estateCents = shareOf(valueAtHorizonCents, estatePpm);
    // The business's own share of the estate tax: the estate with it less the estate without it, each with the exclusion the gifts left.
    const withBusiness = transferTaxOver(input.otherEstateCents + estateCents, exclusionLeftCents);
    const baseline = transferTaxOver(input.otherEstateCents, lifetimeExclusionCents);
    const estateTaxCents = withBusiness - baseline;
    return { estatePpm, estateCents, giftTaxCents, estateTaxCents, taxCents: giftTaxCents + estateTaxCents };
  };

  // All now: the parents' share at the minority value, less what the first year's exclusions cover, uses the lifetime exclusion first.
  const giftCents = shareOf(minority(input.valueCents), ownedPpm);
  const taxableCents = Math.max(0, giftCents - yearlyBudgetCents);
  const giftTaxCents = transferTaxOver(taxableCents, lifetimeExclusionCents);
  const now = { ...way(0, giftTaxCents, Math.max(0, lifetimeExclusionCents - taxableCents)), giftCents, taxableCents };

  return {
    annualExclusionCents,
    lifetimeExclusionCents,
    yearlyBudgetCents,
    gifts,
    valueAtHorizonCents,
    keep: way(ownedPpm, 0, lifetimeExclusionCents),
    yearly: way(left, 0, lifetimeExclusionCents),
    now,
  };
}
