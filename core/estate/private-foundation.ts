import { asCents, percentOf } from "../money";

// The Painite private foundation (the estate service's "Private foundation planning", the legal
// service's "Foundation governance and compliance" and education's "Foundation scholarship
// programs"): what a founding gift is worth as a deduction in a foundation and in a donor-advised
// fund, and what the foundation then owes each year: the excise tax on its investment income and
// the minimum it must pay out. Pure: money in integer cents, rates in basis points.

/** IRC §4942(e)(1): the minimum investment return, 5 % of the assets not used for charity. */
export const MINIMUM_PAYOUT_BP = 500;
/** IRC §4940(a): the excise tax on a private foundation's net investment income (1.39 % for years beginning after December 20, 2019). */
export const FOUNDATION_EXCISE_BP = 139;
/** IRC §4942(a): the initial tax on income left undistributed by the end of the following year. */
export const UNDISTRIBUTED_TAX_BP = 3_000;
/** IRC §170(d)(1): a gift over the year's limit carries over to the next five years. */
export const CARRYOVER_YEARS = 5;

export const GIFT_KINDS = ["cash", "stock"] as const;
/** Cash, or publicly traded stock held over a year (a private foundation deducts only such "qualified appreciated stock" at its value, §170(e)(5)). */
export type GiftKind = (typeof GIFT_KINDS)[number];
export const VEHICLES = ["foundation", "daf"] as const;
/** A private non-operating foundation, or a donor-advised fund at a public charity. */
export type Vehicle = (typeof VEHICLES)[number];

/**
 * The share of adjusted gross income a year's gift may be deducted up to: IRC §170(b)(1)(B) and (D)
 * for a private foundation, 30 % cash and 20 % stock; §170(b)(1)(G) and (C) for a public charity's
 * donor-advised fund, 60 % cash and 30 % stock.
 */
export const DEDUCTION_LIMIT_BP: Readonly<Record<Vehicle, Readonly<Record<GiftKind, number>>>> = {
  foundation: { cash: 3_000, stock: 2_000 },
  daf: { cash: 6_000, stock: 3_000 },
};

export type DeductionYear = { year: number; deductionCents: number; carriedCents: number };
export type DeductionSchedule = {
  limitBp: number;
  /** The most a year can deduct: the limit's share of the income. */
  capCents: number;
  /** The gift year, then each carryover year that deducts something. */
  years: DeductionYear[];
  deductedCents: number;
  /** What the carryover years leave undeducted: lost. */
  lostCents: number;
};

/**
 * A gift of `giftCents` in `firstYear` deducted up to the limit of its year's income, the rest
 * carried over and deducted the same way for up to five more years, at the same income and with no
 * other gifts.
 */
export function deductionSchedule(input: { giftCents: number; agiCents: number; vehicle: Vehicle; kind: GiftKind; firstYear: number }): DeductionSchedule {
  const limitBp = DEDUCTION_LIMIT_BP[input.vehicle][input.kind];
  const cap = percentOf(asCents(input.agiCents), limitBp);
  let left = input.giftCents;
  const years: DeductionYear[] = [];
  for (let i = 0; i <= CARRYOVER_YEARS && left > 0 && (i === 0 || cap > 0); i += 1) {
    const deduction = Math.min(left, cap);
    left -= deduction;
    years.push({ year: input.firstYear + i, deductionCents: deduction, carriedCents: left });
  }
  if (years.length === 0) years.push({ year: input.firstYear, deductionCents: 0, carriedCents: 0 });
  return { limitBp, capCents: cap, years, deductedCents: input.giftCents - left, lostCents: left };
}

export type ProjectionInput = {
  /** The foundation's investments when it starts. */
  assetsCents: number;
  /** Total return a year, after investment fees. */
  returnBp: number;
  /** The share of the return taxed each year: income and realized gains. */
  realizedBp: number;
  /** What the foundation plans to pay out each year, grants and charitable running costs together. */
  payoutBp: number;
  /** Charitable running costs (staff, grant-making, filings) a year, as a share of the assets. */
  costsBp: number;
  years: number;
};

export type ProjectionYear = {
  year: number;
  startCents: number;
  returnCents: number;
  exciseCents: number;
  /** The distributable amount: 5 % of the assets less the year's excise tax. */
  minimumCents: number;
  /** Qualifying distributions: the planned share of the assets, never less than the minimum. */
  paidCents: number;
  costsCents: number;
  grantsCents: number;
  endCents: number;
};

export type Projection = {
  years: ProjectionYear[];
  grantsCents: number;
  costsCents: number;
  exciseCents: number;
  endCents: number;
};

/**
 * Year by year from the start's assets: the return, the excise tax on its realized part, the
 * distributable amount, what is paid out (costs first, then grants) and what is left. The minimum
 * is taken on the year's opening assets where the law takes their average over the year.
 */
export function foundationProjection(input: ProjectionInput): Projection {
  let assets = input.assetsCents;
  const years: ProjectionYear[] = [];
  for (let year = 1; year <= input.years; year += 1) {
    const start = asCents(assets);
    const ret = percentOf(start, input.returnBp);
    const excise = ret > 0 ? percentOf(percentOf(asCents(ret), input.realizedBp), FOUNDATION_EXCISE_BP) : 0;
    const minimum = Math.max(0, percentOf(start, MINIMUM_PAYOUT_BP) - excise);
    const paid = Math.min(Math.max(minimum, percentOf(start, input.payoutBp)), Math.max(0, assets + ret - excise));
    const costs = Math.min(paid, percentOf(start, input.costsBp));
    assets = assets + ret - excise - paid;
    years.push({ year, startCents: start, returnCents: ret, exciseCents: excise, minimumCents: minimum, paidCents: paid, costsCents: costs, grantsCents: paid - costs, endCents: assets });
  }
  const sum = (pick: (y: ProjectionYear) => number) => years.reduce((total, y) => total + pick(y), 0);
  return { years, grantsCents: sum((y) => y.grantsCents), costsCents: sum((y) => y.costsCents), exciseCents: sum((y) => y.exciseCents), endCents: assets };
}

/** Whole awards of `awardCents` a year's grants pay for. */
export const awardsFunded = (grantsCents: number, awardCents: number) => (awardCents > 0 ? Math.floor(grantsCents / awardCents) : 0);
