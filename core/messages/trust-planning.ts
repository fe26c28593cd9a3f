import type { FundingAction } from "../estate/trust-planning";
import { GIFT_TAX_LOOKBACK_YEARS, HEIRS_TOP_GAIN_RATE_BP } from "../estate/trust-planning";
import { CALIFORNIA_SCHEDULE_TOP_CENTS } from "../estate/probate-fees";
import { formatBasisPoints } from "../format";
import { asCents, formatUsd } from "../money";
import { ESTATE_TAX_TOP_RATE_BP, type EstateAsset } from "../planning/estate-size";

// Every member-facing string of the trust planning page (the estate service's Diamond card "Trust
// planning and funding"); the rules are in core/estate/trust-planning.ts and probate-fees.ts.

const usd = (cents: number) => formatUsd(asCents(cents), { cents: false });

export const FEE_BASIS_LABELS = { california: "California's statutory fees", rate: "A share of the probate estate" } as const;

export const TRUST_PLANNING_FIELD = {
  fees: "Choose California's statutory fees or a share of the probate estate.",
  giftOverEstate: "The gift to the trust can be at most what you own.",
} as const;

/** What the member does with each asset to fund a revocable trust, by how it is held today. */
export const FUNDING_ACTION_LABELS: Readonly<Record<FundingAction, string>> = {
  retitle: "Retitle to the trust",
  "name-beneficiary": "Name a beneficiary",
  "in-trust": "Already in the trust",
  beneficiary: "Passes by its beneficiary",
  joint: "Passes to the joint owner",
};

/** How each kind of asset is moved into the trust, when it has to be. */
export const FUNDING_HOW: Readonly<Record<EstateAsset, string>> = {
  home: "Sign and record a deed from you to yourself as trustee; tell the title insurer and the home insurer, and keep the homestead exemption. A mortgage lender cannot call the loan for it (Garn-St Germain Act).",
  accounts: "Ask each bank and broker to re-register the account in the trust's name, or to add a payable-on-death or transfer-on-death registration to the trust.",
  retirement: "Never retitle a retirement account: that is a withdrawal. Name the people who inherit it on the plan's form; the trust only when it is drafted to receive retirement accounts.",
  insurance: "Name the beneficiaries on the insurer's form: the trust when the money should be held for children or managed for someone.",
  business: "Assign your shares or membership interest to the trust, as the operating agreement or bylaws allow, and record the transfer in the company's books.",
  other: "Sign a general assignment of personal property to the trust; for vehicles, a transfer-on-death title where your state has one.",
};

export const TRUST_PLANNING_FINDINGS = {
  probate: (probateCents: number, feesCents: number, basis: "california" | "rate") =>
    basis === "california"
      ? `${usd(probateCents)} would pass under your will, through probate. California's statutory fees on it come to ${usd(feesCents)}: the attorney's and the executor's, each the same percentages of the gross value, debts not deducted.`
      : `${usd(probateCents)} would pass under your will, through probate: about ${usd(feesCents)} of fees at the share you set.`,
  noProbate: "Nothing you listed would go through probate: each item passes by a beneficiary, a joint owner or the trust.",
  saving: (feesCents: number, trustCostCents: number, netCents: number) =>
    netCents >= 0
      ? `Funding the trust avoids the ${usd(feesCents)} of probate fees for ${usd(trustCostCents)} of drafting and retitling: ${usd(netCents)} less, and the estate's inventory stays out of the public court file.`
      : `The trust costs ${usd(trustCostCents)}, ${usd(-netCents)} more than the ${usd(feesCents)} of probate fees it avoids: privacy, a plan for incapacity and one settlement for property in several states can still be worth it.`,
  joint: (jointCents: number) =>
    `${usd(jointCents)} held jointly passes to the co-owner without probate at the first death, then through the survivor's probate unless the survivor funds a trust too.`,
  revocable: "A revocable trust changes nothing in the federal estate tax: you still own what it holds, and it counts in your estate.",
  overSchedule: `Above ${usd(CALIFORNIA_SCHEDULE_TOP_CENTS)} California's court sets a reasonable fee: the figure covers the schedule's part only.`,
  gift: (giftCents: number, grownCents: number, years: number, growthCents: number) =>
    `Given now, ${usd(giftCents)} grows to about ${usd(grownCents)} in ${years} ${years === 1 ? "year" : "years"} inside the irrevocable trust: ${usd(growthCents)} of growth that is never in your estate.`,
  taxSaved: (savedCents: number, keptCents: number, givenCents: number, giftTaxCents: number) =>
    giftTaxCents > 0
      ? `Estate tax of ${usd(keptCents)} with the money kept, ${usd(givenCents)} with the gift made, after ${usd(giftTaxCents)} of gift tax paid now: ${usd(savedCents)} less in all.`
      : `Estate tax of ${usd(keptCents)} with the money kept, ${usd(givenCents)} with the gift made: ${usd(savedCents)} less.`,
  noTaxSaved: (exclusionCents: number, year: number) =>
    `Your estate stays under the ${year} exclusion of ${usd(exclusionCents)} either way: the gift saves no federal estate tax, and the heirs lose the step-up below.`,
  giftTax: (overCents: number, giftTaxCents: number, exclusionLeftCents: number) =>
    `The gift is ${usd(overCents)} over the exclusion you have left (${usd(exclusionLeftCents)}): ${usd(giftTaxCents)} of gift tax is due with Form 709 by April 15 of next year.`,
  lookback: `A death within ${GIFT_TAX_LOOKBACK_YEARS} years of the gift brings the gift tax paid back into the estate (IRC §2035(b)).`,
  stepUp: (heirsTaxCents: number) =>
    `What you give keeps your cost basis: heirs who sell could owe up to ${usd(heirsTaxCents)} on the growth (${formatBasisPoints(HEIRS_TOP_GAIN_RATE_BP)}), tax that a step-up to the value at death would have wiped out for assets kept.`,
} as const;

/** The steps of setting up and funding the trust, in order, whatever the figures. */
export const TRUST_PLANNING_STEPS = [
  "Choose a successor trustee, and a second one, who will manage the trust if you cannot and settle it after your death.",
  "Have an estate planning attorney draft the trust and a pour-over will, which sends anything left outside the trust into it.",
  "Fund the trust as the table shows: deeds recorded, accounts re-registered, beneficiary forms updated.",
  "For children under 18 or family members with special needs, have the trust hold their shares: a special-needs trust keeps means-tested benefits.",
  "Keep a schedule of what the trust holds, and retitle new property as you buy it.",
] as const;

export const trustPlanningAssumptions = (year: number) => [
  `The federal estate and gift tax for ${year}'s exclusion, at ${ESTATE_TAX_TOP_RATE_BP / 100}% above it, with no change in the exclusion over the years; state estate and inheritance taxes are not included.`,
  "The gift to the irrevocable trust comes out of what you own, grows at the rate you set each year, and counts as a taxable gift in full: no yearly exclusion, which a trust gift gets only with withdrawal rights.",
  "Probate fees: California's statutory schedule for the attorney and for the executor, or the share you set for your state; court costs, appraisals and bond are extra.",
];

export const TRUST_PLANNING_DISCLAIMER =
  "This is an estimate to help you prepare, not legal or tax advice. An estate planning attorney drafts your trust and tells you how your state's law applies.";

/** The two ways the irrevocable trust's chart and table compare. */
export const GIFT_CHOICE_LABELS = { kept: "Money kept", given: "Gift to the trust" } as const;
