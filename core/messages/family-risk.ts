import { daysFromToday, formatBasisPoints, formatCalendarDate } from "../format";
import { COINSURANCE_BP, RENEWAL_NOTICE_DAYS, type PolicyKind } from "../insurance/family-risk";
import { asCents, formatUsd } from "../money";

// Every member-facing string of the family risk review (the insurance service's Taaffeite card
// "Family office risk management"); the rules are in core/insurance/family-risk.ts.

const usd = (cents: number) => formatUsd(asCents(cents), { cents: false });

export const POLICY_KIND_LABELS: Readonly<Record<PolicyKind, string>> = {
  home: "Home",
  auto: "Auto",
  umbrella: "Umbrella liability",
  collection: "Collection",
  business: "Business",
  life: "Life",
  other: "Other",
};

export const FAMILY_RISK_FIELD = {
  kind: "must be one of the kinds of policy listed",
  noPolicy: "Give at least one policy, with its name.",
} as const;


export const FAMILY_RISK_FINDINGS = {
  total: (count: number, premiumCents: number) => `The family pays ${usd(premiumCents)} a year for ${count === 1 ? "1 policy" : `${count} policies`}.`,
  next: (name: string, renewal: string, daysLeft: number) => `${name} renews next, on ${formatCalendarDate(renewal)}, ${daysFromToday(daysLeft)}.`,
  upcoming: (count: number) =>
    `${count === 1 ? "1 policy renews" : `${count} policies renew`} within ${RENEWAL_NOTICE_DAYS} days: send the broker the changes (a new car, a renovation, a new piece for the collection) now, so the renewal can be shopped.`,
  lapsed: (names: string) => `The renewal date of ${names} has passed: check that the policy renewed, and enter its new date.`,
  gap: (netWorthCents: number, umbrellaCents: number, gapCents: number) =>
    umbrellaCents > 0
      ? `Your umbrella's ${usd(umbrellaCents)} covers ${usd(netWorthCents)} of net worth by ${usd(gapCents)} less: a judgment larger than your liability cover reaches what you own, so consider raising it toward your net worth.`
      : `No umbrella policy: a judgment larger than your home and auto liability limits reaches your ${usd(netWorthCents)} of net worth. An umbrella policy adds cover above them at a modest premium.`,
  covered: (umbrellaCents: number) => `Your umbrella's ${usd(umbrellaCents)} is at least your net worth, our rule of thumb for liability cover.`,
  short: (name: string, limitCents: number, valueCents: number, insuredBp: number, below: boolean) =>
    `${name} is insured for ${usd(limitCents)} of the ${usd(valueCents)} it would cost to replace (${formatBasisPoints(insuredBp)})` +
    (below
      ? `: under the ${formatBasisPoints(COINSURANCE_BP)} a coinsurance clause commonly asks, so even a partial loss may be paid only in part.`
      : ": a total loss would leave the difference to you."),
} as const;

/** The family office's steps for its cover, whatever the figures. */
export const FAMILY_RISK_STEPS = [
  "Keep one schedule of every policy: the carrier, the named insureds, the limits, the deductibles and the renewal date, with the broker who placed it.",
  "Have the homes and the collection appraised every few years, and raise the limits when the cost to replace rises.",
  "Name every household driver and every entity that owns a car or a property on the policies, and on the umbrella too.",
  "Bring the renewals together with one broker where you can: one review a year sees gaps and overlaps that separate renewals miss.",
  "Review the cover after each change in the family: a marriage, a new driver, a purchase, a sale, a new board seat.",
] as const;

export const FAMILY_RISK_ASSUMPTIONS = [
  `Liability cover is the umbrella policies' limits, set against the net worth entered: our rule of thumb is an umbrella at least as large as what the family owns. Home and auto liability limits sit beneath it.`,
  `The cost to replace is the value entered for a policy; ${formatBasisPoints(COINSURANCE_BP)} is a common coinsurance share, and each policy's own clause decides.`,
  "Days are counted from today to each renewal date; a date that has passed is shown as past, not moved a year on.",
];

export const FAMILY_RISK_DISCLAIMER = "This review helps the family and its broker plan; it is not insurance advice. Each policy's own terms decide what it covers.";
