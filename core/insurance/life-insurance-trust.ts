import { asCents, type Cents } from "../money";
import { ESTATE_TAX_EXCLUSION_CENTS, transferTaxOver } from "../planning/estate-size";
import type { TaxYear } from "../tax/federal-tax-tables";
import { GIFT_ANNUAL_EXCLUSION_CENTS } from "../tax/gift-tax";

// A life insurance policy owned by the insured against one owned by an irrevocable life insurance
// trust (the insurance service's Diamond "Life insurance trust planning"): the federal estate tax
// each leaves, the premiums given to the trust against the yearly gift tax exclusions its
// beneficiaries' withdrawal rights provide, and the three years after an existing policy is given
// to it. Pure, in cents.

export const POLICY_SOURCES = ["new", "existing"] as const;
/** Whether the trust buys a new policy with cash given to it, or is given a policy the insured owns. */
export type PolicySource = (typeof POLICY_SOURCES)[number];

export type InsuranceTrustInput = {
  year: TaxYear;
  /** The rest of the taxable estate, after debts and what goes to a spouse or charity. */
  estateCents: Cents;
  benefitCents: Cents;
  premiumCents: Cents;
  /** Beneficiaries of the trust with a right to withdraw each gift for a time (Crummey powers). */
  beneficiaries: number;
  /** 2 when a spouse joins in each gift (gift splitting), doubling the exclusions. */
  donors: 1 | 2;
  /** Taxable gifts made before, which have used part of the exclusion. */
  priorGiftsCents: Cents;
  source: PolicySource;
};

export const OWNERSHIPS = ["owned", "trust", "within-three-years"] as const;
export type Ownership = (typeof OWNERSHIPS)[number];

export type EstateAtDeath = {
  key: Ownership;
  /** The death benefit counted in the estate. */
  policyInEstateCents: Cents;
  /** The estate, the policy counted in it and the taxable gifts, against the exclusion. */
  taxBaseCents: Cents;
  estateTaxCents: Cents;
  /** What the heirs receive: the estate and the death benefit, less the estate tax. */
  toHeirsCents: Cents;
};

export type InsuranceTrustPlan = {
  exclusionCents: Cents;
  /** The premium gifts' yearly exclusions: beneficiaries × donors × the annual exclusion. */
  annualExclusionsCents: Cents;
  /** The part of each year's premium gift above them: a taxable gift, using the lifetime exclusion. */
  taxableGiftCents: Cents;
  outcomes: EstateAtDeath[];
  /** Estate tax the trust saves against owning the policy. */
  taxSavedCents: Cents;
  /** The ownership that leaves the heirs the most: the trust when it saves tax, else owning it (the first of equals). */
  best: Ownership;
};

/**
 * The estate at a death this year with the policy owned by the insured, owned by the trust (one
 * year's premium gift made), and, for a policy given to the trust, within three years of the gift,
 * when IRC §2035 brings it back into the estate.
 */
export function insuranceTrustPlan(input: InsuranceTrustInput): InsuranceTrustPlan {
  const exclusion = asCents(ESTATE_TAX_EXCLUSION_CENTS[input.year]);
  const annualExclusions = asCents(GIFT_ANNUAL_EXCLUSION_CENTS[input.year] * input.beneficiaries * input.donors);
  const taxableGift = asCents(Math.max(0, input.premiumCents - annualExclusions));
  const atDeath = (key: Ownership, policyInEstate: number, gifts: number): EstateAtDeath => {
    const base = input.estateCents + policyInEstate + gifts;
    const tax = transferTaxOver(base, exclusion);
    return { key, policyInEstateCents: asCents(policyInEstate), taxBaseCents: asCents(base), estateTaxCents: tax, toHeirsCents: asCents(input.estateCents + input.benefitCents - tax) };
  };
  // Owned, the premium is paid from the insured's own money: no gift. In the trust, it is a gift.
  const outcomes = [atDeath("owned", input.benefitCents, input.priorGiftsCents), atDeath("trust", 0, input.priorGiftsCents + taxableGift)];
  if (input.source === "existing") outcomes.push(atDeath("within-three-years", input.benefitCents, input.priorGiftsCents + taxableGift));
  const taxSaved = asCents(outcomes[0]!.estateTaxCents - outcomes[1]!.estateTaxCents);
  return { exclusionCents: exclusion, annualExclusionsCents: annualExclusions, taxableGiftCents: taxableGift, outcomes, taxSavedCents: taxSaved, best: taxSaved > 0 ? "trust" : "owned" };
}
