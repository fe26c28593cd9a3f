import { asCents, formatUsd } from "../money";

import { DONORS_FIELD } from "./gifts";

export { DONOR_LABELS } from "./gifts";

// Every member-facing string of the life insurance trust planner (the insurance service's Diamond
// card "Life insurance trust planning"); the rules are in core/insurance/life-insurance-trust.ts.

const usd = (cents: number) => formatUsd(asCents(cents), { cents: true });
const people = (n: number) => `${n} ${n === 1 ? "beneficiary" : "beneficiaries"}`;

export const OWNERSHIP_LABELS = {
  owned: "You own the policy",
  trust: "The trust owns it",
  "within-three-years": "Given to the trust, death within 3 years",
} as const;

export const POLICY_SOURCE_LABELS = { new: "New, bought by the trust", existing: "One you own, given to it" } as const;

export const INSURANCE_TRUST_FIELD = {
  source: "Choose a new policy or one you own.",
  donors: DONORS_FIELD,
} as const;

export const INSURANCE_TRUST_FINDINGS = {
  saves: (benefitCents: number, savedCents: number, heirsCents: number) =>
    `Owned by the trust, the ${usd(benefitCents)} death benefit stays out of your estate: ${usd(savedCents)} less federal estate tax, and your heirs receive ${usd(heirsCents)} in all.`,
  underExclusion: (baseCents: number, year: number, exclusionCents: number) =>
    `Your estate with the policy, ${usd(baseCents)}, is under ${year}'s exclusion of ${usd(exclusionCents)}: the trust saves no federal estate tax now, though it still decides how the proceeds are paid and can keep them from creditors and a beneficiary's divorce.`,
  premiumsCovered: (premiumCents: number, exclusionsCents: number, beneficiaries: number) =>
    `The ${usd(premiumCents)} premium is within the ${usd(exclusionsCents)} of yearly gift exclusions that ${people(beneficiaries)}' rights to withdraw provide: giving it to the trust uses none of your lifetime exclusion, as long as each is told of the right in writing (a Crummey notice) and the trustee waits out the withdrawal period before paying the premium.`,
  premiumsOver: (premiumCents: number, exclusionsCents: number, taxableCents: number) =>
    `Of the ${usd(premiumCents)} premium, ${usd(taxableCents)} a year is over the ${usd(exclusionsCents)} of yearly exclusions: a taxable gift, reported on Form 709, that uses as much of your lifetime exclusion (counted in the trust's column).`,
  threeYears: (benefitCents: number, taxCents: number) =>
    `A policy you give the trust is back in your estate if you die within three years of the gift: the full ${usd(benefitCents)}, and ${usd(taxCents)} of estate tax. A new policy the trust buys itself, with cash you give it, is not.`,
} as const;

/** How the trust is set up and kept, shown as a list under the figures. */
export const INSURANCE_TRUST_STEPS = [
  "Your attorney drafts the trust; it must be irrevocable, and you should not be its trustee or keep any power over the policy, or the proceeds count in your estate.",
  "The trustee applies for the policy (or accepts yours) and is its owner and beneficiary; you are only the insured.",
  "Each year you give the trust the premium; the trustee sends each beneficiary a notice of the right to withdraw, waits out the period the trust sets, then pays the insurer.",
  "For grandchildren, allocate generation-skipping transfer exemption to the gifts on Form 709, so the proceeds pass to them without that tax.",
] as const;

export const insuranceTrustAssumptions = (year: number) => [
  `A death in ${year}: the estate is taxed at 40% on what it, the policy it owns and the taxable gifts exceed ${year}'s exclusion for one person. A spouse's unused exclusion (portability) is not counted.`,
  "The estate entered is after debts and what passes to a spouse or to charity, which are not taxed.",
  "The premium is the first year's gift; each later year's part over the yearly exclusions uses more of the lifetime exclusion. The premium is paid from your money in both cases.",
  "Federal estate and gift tax only: state estate and inheritance taxes are not counted. The death benefit is free of income tax either way.",
];

export const INSURANCE_TRUST_DISCLAIMER =
  "An illustration of federal estate and gift tax, not legal or tax advice. An irrevocable trust cannot be undone: your estate planning attorney drafts it and advises on its terms.";
