import { asCents, percentOf } from "../money";
import { daysBetween } from "../planning/dates";

// The insurance service's Taaffeite "Family office risk management": the family's policies across
// homes, vehicles, collections, businesses and people in one review: what they cost, when each
// renews, whether the liability cover matches what the family owns and whether any property is
// insured for less than it would cost to replace. Pure: money in integer cents, dates "YYYY-MM-DD".

/** The policies the page takes, each named by its number in the URL's keys. */
export const POLICY_NUMBERS = [1, 2, 3, 4, 5, 6] as const;

export const POLICY_KINDS = ["home", "auto", "umbrella", "collection", "business", "life", "other"] as const;
export type PolicyKind = (typeof POLICY_KINDS)[number];

/** Renewals within this many days are the ones to prepare now: a broker wants weeks to shop a large account. */
export const RENEWAL_NOTICE_DAYS = 90;
/**
 * The share of the cost to replace that property policies commonly require to be insured (the
 * coinsurance clause): below it a partial loss is paid only in proportion.
 */
export const COINSURANCE_BP = 8_000;

export type Policy = {
  name: string;
  kind: PolicyKind;
  limitCents: number;
  premiumCents: number;
  renewal: string;
  /** What the insured property would cost to replace (or the need the cover is for); absent when not given. */
  valueCents: number | null;
};

export type ReviewedPolicy = Policy & {
  /** Days from today to the renewal date; negative once past. */
  daysToRenewal: number;
  /** The limit's share of the value, basis points; null without a value. */
  insuredBp: number | null;
  /** The value beyond the limit; 0 when covered or without a value. */
  shortCents: number;
  belowCoinsurance: boolean;
};

export type FamilyRiskReview = {
  /** In renewal order (the entered order between equal dates). */
  policies: ReviewedPolicy[];
  premiumCents: number;
  /** Renewals from today to RENEWAL_NOTICE_DAYS ahead. */
  upcoming: ReviewedPolicy[];
  /** Renewal dates already past: the policy may have lapsed or renewed without review. */
  lapsed: ReviewedPolicy[];
  umbrellaCents: number;
  /** What the family owns beyond its umbrella cover: exposed to a judgment larger than the cover. */
  liabilityGapCents: number;
  underinsured: ReviewedPolicy[];
  /** Each kind's premium and cover, in POLICY_KINDS order, the kinds present only. */
  byKind: Array<{ kind: PolicyKind; count: number; premiumCents: number; limitCents: number }>;
};

/** The family's policies reviewed on `today` against its net worth. */
export function familyRiskReview(input: { policies: readonly Policy[]; today: string; netWorthCents: number }): FamilyRiskReview {
  const policies = input.policies
    .map((p, i) => {
      const insuredBp = p.valueCents !== null && p.valueCents > 0 ? Math.floor((p.limitCents * 10_000) / p.valueCents) : null;
      const shortCents = p.valueCents !== null ? Math.max(0, p.valueCents - p.limitCents) : 0;
      const belowCoinsurance = p.valueCents !== null && p.limitCents < percentOf(asCents(p.valueCents), COINSURANCE_BP);
      return { ...p, i, daysToRenewal: daysBetween(input.today, p.renewal), insuredBp, shortCents, belowCoinsurance };
    })
    .sort((a, b) => (a.renewal === b.renewal ? a.i - b.i : a.renewal < b.renewal ? -1 : 1))
    .map(({ i: _i, ...p }) => p);
  const umbrellaCents = policies.filter((p) => p.kind === "umbrella").reduce((total, p) => total + p.limitCents, 0);
  const kinds = POLICY_KINDS.filter((kind) => policies.some((p) => p.kind === kind));
  return {
    policies,
    premiumCents: policies.reduce((total, p) => total + p.premiumCents, 0),
    upcoming: policies.filter((p) => p.daysToRenewal >= 0 && p.daysToRenewal <= RENEWAL_NOTICE_DAYS),
    lapsed: policies.filter((p) => p.daysToRenewal < 0),
    umbrellaCents,
    liabilityGapCents: Math.max(0, input.netWorthCents - umbrellaCents),
    underinsured: policies.filter((p) => p.shortCents > 0),
    byKind: kinds.map((kind) => {
      const of = policies.filter((p) => p.kind === kind);
      return { kind, count: of.length, premiumCents: of.reduce((t, p) => t + p.premiumCents, 0), limitCents: of.reduce((t, p) => t + p.limitCents, 0) };
    }),
  };
}
