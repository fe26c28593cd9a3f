import { asCents, percentOf } from "../money";
import { ESTATE_ASSETS, ESTATE_TAX_EXCLUSION_CENTS, estateDeductions, transferTaxOver as taxOver, type EstateAsset, type EstateInput, type EstateRoute } from "../planning/estate-size";
import { NIIT_RATE_BP } from "../tax/trust-income-tax";
import type { TaxYear } from "../tax/federal-tax-tables";
import { probateFees, type ProbateFeeBasis } from "./probate-fees";

// The estate service's Diamond "Trust planning and funding": what a revocable living trust does
// once it is funded, asset by asset, and what an irrevocable trust given money now keeps out of
// the taxable estate. A revocable trust changes nothing in the estate tax (the grantor still owns
// what it holds); its work is to keep what it holds out of probate. An irrevocable trust's gift
// leaves the estate with its later growth, at the price of the gift using the exclusion now and
// the heirs losing the step-up in basis at death. Pure: amounts in integer cents.

/** What to do with an asset to fund the trust, by how it is held today. */
export const FUNDING_ACTIONS = ["retitle", "name-beneficiary", "in-trust", "beneficiary", "joint"] as const;
export type FundingAction = (typeof FUNDING_ACTIONS)[number];

/**
 * A retirement account cannot be retitled to a trust (the owner must be the person: moving it is a
 * withdrawal), and a life insurance policy passes by its beneficiary form: both are funded by the
 * designation, never by retitling.
 */
const BY_DESIGNATION: ReadonlySet<EstateAsset> = new Set(["retirement", "insurance"]);

export function fundingAction(asset: EstateAsset, route: EstateRoute): FundingAction {
  if (route === "trust") return "in-trust";
  if (route === "beneficiary") return "beneficiary";
  if (route === "joint") return "joint";
  return BY_DESIGNATION.has(asset) ? "name-beneficiary" : "retitle";
}

/**
 * The top federal rate on a long-term gain (IRC §1(h)(1)(D), 20 %) with the net investment income
 * tax (§1411, 3.8 %): what heirs may owe on a trust asset's growth when they sell, since an asset
 * given away in life keeps the giver's basis (§1015) instead of the value at death (§1014).
 */
export const HEIRS_TOP_GAIN_RATE_BP = 2_000 + NIIT_RATE_BP;

/** A death within three years of a gift brings the gift tax paid back into the estate (IRC §2035(b)). */
export const GIFT_TAX_LOOKBACK_YEARS = 3;

export type TrustPlanningInput = {
  assets: EstateInput["assets"];
  debtsCents: number;
  /** Taxable gifts made before, above the yearly exclusion. */
  giftsCents: number;
  toSpouseCents: number;
  toCharityCents: number;
  year: TaxYear;
  fees: ProbateFeeBasis;
  /** The attorney's fee to draft the trust and the cost of retitling (deeds recorded, accounts re-registered). */
  trustCostCents: number;
  /** Given now to an irrevocable trust, out of what the member owns. */
  irrevocableGiftCents: number;
  growthBp: number;
  /** Years until the estate is settled, for the gift's growth. */
  years: number;
};

export type FundingRow = { asset: EstateAsset; valueCents: number; route: EstateRoute; action: FundingAction };

export type IrrevocableOutcome = {
  /** The gift grown each year at the rate, to the cent. */
  grownCents: number;
  growthCents: number;
  /** Gift tax due now: only on what goes over the exclusion left. */
  giftTaxCents: number;
  /** Estate tax at death with the money kept, and with the gift made. */
  estateTaxKeptCents: number;
  estateTaxGivenCents: number;
  /** Estate tax saved, less the gift tax paid now. */
  taxSavedCents: number;
  /** What the heirs could owe on the growth when they sell, at the top rate, for want of a step-up. */
  heirsGainTaxCents: number;
  /** The exclusion left after the earlier gifts, before this one. */
  exclusionLeftCents: number;
};

export type TrustPlan = {
  rows: FundingRow[];
  /** What passes under the will today, and what funding moves out of probate. */
  probateCents: number;
  feesCents: number;
  /** Probate's fees avoided less the trust's cost (negative when the trust costs more). */
  netSavingCents: number;
  /** Held jointly: out of probate at the first death, in the survivor's probate estate at the second unless the survivor funds a trust. */
  jointCents: number;
  inTrustCents: number;
  exclusionCents: number;
  irrevocable: IrrevocableOutcome | null;
};

function grow(cents: number, growthBp: number, years: number): number {
  let value = cents;
  for (let year = 0; year < years; year++) value += percentOf(asCents(value), growthBp);
  return value;
}

/** The taxable estate of a net estate, after what goes to a spouse and to charity. */
const taxableEstate = (netCents: number, toSpouseCents: number, toCharityCents: number) => Math.max(0, netCents - estateDeductions(netCents, toSpouseCents, toCharityCents));

export function trustPlanning(input: TrustPlanningInput): TrustPlan {
  const rows = ESTATE_ASSETS.map((asset) => ({ asset, ...input.assets[asset], action: fundingAction(asset, input.assets[asset].route) }));
  const sum = (keep: (row: FundingRow) => boolean) => rows.filter(keep).reduce((total, row) => total + row.valueCents, 0);
  const probateCents = sum((row) => row.route === "will");
  const feesCents = probateFees(probateCents, input.fees);
  const exclusionCents = ESTATE_TAX_EXCLUSION_CENTS[input.year];
  const grossCents = sum(() => true);
  const netCents = grossCents - input.debtsCents;

  let irrevocable: IrrevocableOutcome | null = null;
  const gift = input.irrevocableGiftCents;
  if (gift > 0) {
    const grownCents = grow(gift, input.growthBp, input.years);
    const growthCents = grownCents - gift;
    // The gift tax: the 40 % rule on all taxable gifts, less what the earlier gifts already bore.
    const giftTaxCents = taxOver(input.giftsCents + gift, exclusionCents) - taxOver(input.giftsCents, exclusionCents);
    // Kept: the money stays in the estate and grows there.
    const keptBase = taxableEstate(netCents + growthCents, input.toSpouseCents, input.toCharityCents) + input.giftsCents;
    const estateTaxKeptCents = taxOver(keptBase, exclusionCents) - taxOver(input.giftsCents, exclusionCents);
    // Given: the gift and the gift tax leave the estate; the gift comes back as an adjusted taxable
    // gift (IRC §2001(b)), the gift tax too if death comes within three years, and the gift tax paid
    // is credited.
    const lookback = input.years < GIFT_TAX_LOOKBACK_YEARS ? giftTaxCents : 0;
    const givenBase = taxableEstate(netCents - gift - giftTaxCents + lookback, input.toSpouseCents, input.toCharityCents) + input.giftsCents + gift;
    const estateTaxGivenCents = Math.max(0, taxOver(givenBase, exclusionCents) - taxOver(input.giftsCents, exclusionCents) - giftTaxCents);
    irrevocable = {
      grownCents,
      growthCents,
      giftTaxCents,
      estateTaxKeptCents,
      estateTaxGivenCents,
      taxSavedCents: estateTaxKeptCents - estateTaxGivenCents - giftTaxCents,
      heirsGainTaxCents: percentOf(asCents(Math.max(0, growthCents)), HEIRS_TOP_GAIN_RATE_BP),
      exclusionLeftCents: Math.max(0, exclusionCents - input.giftsCents),
    };
  }

  return {
    rows,
    probateCents,
    feesCents,
    netSavingCents: feesCents - input.trustCostCents,
    jointCents: sum((row) => row.route === "joint"),
    inTrustCents: sum((row) => row.route === "trust"),
    exclusionCents,
    irrevocable,
  };
}
