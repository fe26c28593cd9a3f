import { apportion, asCents, percentOf } from "../money";
import type { TaxYear } from "../tax/federal-tax-tables";

// The size of an estate and how it would pass (the estate service's Bronze calculators): what the
// member owns, item by item, and how each item is held decides whether it passes under the will
// (through probate), straight to a named beneficiary, to a joint owner, or under a living trust.
// Beside it, the federal estate tax on what is left after debts and what goes to a spouse or to
// charity. Pure: amounts in integer cents.

/** How an asset passes at death. */
export const ESTATE_ROUTES = ["will", "beneficiary", "joint", "trust"] as const;
export type EstateRoute = (typeof ESTATE_ROUTES)[number];

/** What a member owns, in the calculator's groups. */
export const ESTATE_ASSETS = ["home", "accounts", "retirement", "insurance", "business", "other"] as const;
export type EstateAsset = (typeof ESTATE_ASSETS)[number];

/**
 * The ways each kind of asset can be held. A retirement account or a life insurance policy is
 * never owned jointly: it passes to the beneficiary named on it (a trust can be one), or, with none,
 * to the estate and so under the will.
 */
export const ROUTES_OF: Readonly<Record<EstateAsset, readonly EstateRoute[]>> = {
  home: ESTATE_ROUTES,
  accounts: ESTATE_ROUTES,
  retirement: ["beneficiary", "trust", "will"],
  insurance: ["beneficiary", "trust", "will"],
  business: ["will", "joint", "trust"],
  other: ["will", "joint", "trust"],
};

/** The way an asset is held unless the member says otherwise. */
export const DEFAULT_ROUTE: Readonly<Record<EstateAsset, EstateRoute>> = {
  home: "will",
  accounts: "will",
  retirement: "beneficiary",
  insurance: "beneficiary",
  business: "will",
  other: "will",
};

/**
 * The federal basic exclusion amount by year of death: $13,990,000 for 2025 (Rev. Proc. 2024-40,
 * §3.41) and $15,000,000 for 2026 (Internal Revenue Code §2010(c)(3) as amended by Public Law
 * 119-21, 2025; Rev. Proc. 2025-32).
 */
export const ESTATE_TAX_EXCLUSION_CENTS: Readonly<Record<TaxYear, number>> = { 2025: 1_399_000_000, 2026: 1_500_000_000 };

/**
 * The rate on a tax base above the exclusion: the unified rate schedule (IRC §2001(c)) charges 40 %
 * on every dollar above $1,000,000, and every exclusion since 2011 lies above that, so the tax after
 * the unified credit is 40 % of what the base exceeds the exclusion by.
 */
export const ESTATE_TAX_TOP_RATE_BP = 4_000;

/** The gift and estate tax on a tax base: 40 % of what it exceeds the exclusion by (none below it). */
export const transferTaxOver = (baseCents: number, exclusionCents: number) => percentOf(asCents(Math.max(0, baseCents - exclusionCents)), ESTATE_TAX_TOP_RATE_BP);

/** What goes to a spouse and to charity, as far as the net estate reaches (nothing of an estate in debt). */
export const estateDeductions = (netCents: number, toSpouseCents: number, toCharityCents: number) => Math.min(Math.max(0, netCents), toSpouseCents + toCharityCents);

export type EstateInput = {
  assets: Readonly<Record<EstateAsset, { valueCents: number; route: EstateRoute }>>;
  /** Everything owed: mortgage, loans, cards, final expenses. */
  debtsCents: number;
  /** Taxable gifts made in life above the yearly exclusion (they use up the exclusion). */
  giftsCents: number;
  /** Left to a spouse who is a US citizen (the marital deduction) and to charity. */
  toSpouseCents: number;
  toCharityCents: number;
  year: TaxYear;
};

export type EstateSize = {
  grossCents: number;
  /** Each way of passing: its amount and its share of the gross estate in basis points (the shares add up to 10,000). */
  routes: Array<{ route: EstateRoute; cents: number; shareBp: number }>;
  /** The gross estate less the debts; negative when the debts are larger. */
  netCents: number;
  /** What goes to a spouse and to charity, as far as the net estate reaches. */
  deductionsCents: number;
  taxableEstateCents: number;
  exclusionCents: number;
  /** The taxable estate plus the gifts, measured against the exclusion. */
  taxBaseCents: number;
  estateTaxCents: number;
  /** How far the tax base stays under the exclusion; 0 when over it. */
  roomCents: number;
};

export function estateSize(input: EstateInput): EstateSize {
  const grossCents = ESTATE_ASSETS.reduce((sum, asset) => sum + input.assets[asset].valueCents, 0);
  const amounts = ESTATE_ROUTES.map((route) => ESTATE_ASSETS.reduce((sum, asset) => sum + (input.assets[asset].route === route ? input.assets[asset].valueCents : 0), 0));
  // Each route's share of the estate in basis points, adding up to 10,000 (none of an empty estate).
  const shares = apportion(10_000, amounts);
  const netCents = grossCents - input.debtsCents;
  const deductionsCents = estateDeductions(netCents, input.toSpouseCents, input.toCharityCents);
  const taxableEstateCents = Math.max(0, netCents - deductionsCents);
  const exclusionCents = ESTATE_TAX_EXCLUSION_CENTS[input.year];
  const taxBaseCents = taxableEstateCents + input.giftsCents;
  return {
    grossCents,
    routes: ESTATE_ROUTES.map((route, i) => ({ route, cents: amounts[i]!, shareBp: shares[i]! })),
    netCents,
    deductionsCents,
    taxableEstateCents,
    exclusionCents,
    taxBaseCents,
    estateTaxCents: transferTaxOver(taxBaseCents, exclusionCents),
    roomCents: Math.max(0, exclusionCents - taxBaseCents),
  };
}
